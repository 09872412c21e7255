# Namen van de spellen. Elke term is de pagina-id van een spel.
#
# `$position`: `start` (standaard: titel, begin van een zin) met een hoofdletter aan het begin,
# `mid` midden in een zin (`-game(position: "mid")`). Aardrijkskundige
# bijvoeglijke naamwoorden houden hun hoofdletter (“Fries dammen”, “Chinees dammen”),
# en „Super” hoort bij de naam zelf.
# Alle namen zijn zelfstandig gebruikte werkwoorden en dus het-woorden: in een zin staan ze
# zonder lidwoord (“Wat is Fries dammen?”). `.article` noemt het lidwoord voor een bericht dat
# er toch een nodig heeft (`het` of `de`).
# `.family` laat een zin afhangen van de soort spel (halma of draughts).

-chinese-checkers = Chinees dammen
    .article = het
    .family = halma
-super-chinese-checkers = Super Chinees dammen
    .article = het
    .family = halma
-international-draughts = { $position ->
       *[start] Internationaal dammen
        [mid] internationaal dammen
    }
    .article = het
    .family = draughts
-frisian-draughts = Fries dammen
    .article = het
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Antidammen
        [mid] antidammen
    }
    .article = het
    .family = draughts

-frysk = Frysk!
    .article = het
    .family = draughts

-breakthrough-draughts = { $position ->
       *[start] Doorbraakdammen
        [mid] doorbraakdammen
    }
    .article = het
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Russisch dammen
        [mid] Russisch dammen
    }
    .article = het
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Braziliaans dammen
        [mid] Braziliaans dammen
    }
    .article = het
    .family = draughts
