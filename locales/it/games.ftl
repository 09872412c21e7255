# Nomi dei giochi. Ogni termine porta l’identificativo della pagina del gioco.
# `position`: `start` (predefinita: titolo, inizio di frase, con la maiuscola) o `mid` (dentro la
# frase, minuscolo: «Che cos’è la dama internazionale?»).
# `.article` è l’articolo determinativo che il nome prende: `la`, `il`, `lo` o `elided` (l’);
# da lì anche «della», «dalla», «dell’». `.gender` (`feminine`, `masculine`) serve agli
# accordi («classica»). `.family`: `halma` o `draughts`.

-chinese-checkers = { $position ->
       *[start] Dama cinese
        [mid] dama cinese
    }
    .article = la
    .gender = feminine
    .family = halma
-super-chinese-checkers = { $position ->
       *[start] Dama cinese a salti lunghi
        [mid] dama cinese a salti lunghi
    }
    .article = la
    .gender = feminine
    .family = halma
-international-draughts = { $position ->
       *[start] Dama internazionale
        [mid] dama internazionale
    }
    .article = la
    .gender = feminine
    .family = draughts
-frisian-draughts = { $position ->
       *[start] Dama frisone
        [mid] dama frisone
    }
    .article = la
    .gender = feminine
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Dama vinciperdi
        [mid] dama vinciperdi
    }
    .article = la
    .gender = feminine
    .family = draughts

-frysk = Frysk!
    .article = il
    .gender = masculine
    .family = draughts

-breakthrough-draughts = Breakthrough
    .article = il
    .gender = masculine
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Dama russa
        [mid] dama russa
    }
    .article = la
    .gender = feminine
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Dama brasiliana
        [mid] dama brasiliana
    }
    .article = la
    .gender = feminine
    .family = draughts
