# Nammen fan de spullen. Elke term is de side-id fan in spul.
#
# Sûnder parameter stiet de namme yn titelfoarm, mei in haadletter foarop; midden yn in sin
# kiest in berjocht `-game(position: "mid")`. Eigenskipswurden fan plakken hâlde harren
# haadletter (“Frysk damjen”, “Sineesk damjen”). Alle nammen binne tiidwurden dy’t as
# haadwurd brûkt wurde (it-wurden), en steane yn in sin sûnder lidwurd (“Wat is Frysk damjen?”).
# Sa neame de Fryske dammers se sels: “Frysk damjen” tsjinoer “ynternasjonaal damjen”.
# `.family` lit in sin ôfhingje fan it soarte spul (halma of draughts).

-chinese-checkers = Sineesk damjen
    .article = it
    .family = halma
-super-chinese-checkers = Super Sineesk damjen
    .article = it
    .family = halma
-international-draughts = { $position ->
       *[start] Ynternasjonaal damjen
        [mid] ynternasjonaal damjen
    }
    .article = it
    .family = draughts
-frisian-draughts = Frysk damjen
    .article = it
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Antydamjen
        [mid] antydamjen
    }
    .article = it
    .family = draughts

-frysk = Frysk!
    .article = it
    .family = draughts

-breakthrough-draughts = { $position ->
       *[start] Trochbraakdamjen
        [mid] trochbraakdamjen
    }
    .article = it
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Russysk damjen
        [mid] Russysk damjen
    }
    .article = it
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Braziliaansk damjen
        [mid] Braziliaansk damjen
    }
    .article = it
    .family = draughts
