# Spillnavn. Stor forbokstav i titler, liten inne i en setning (form: "lower").

-chinese-checkers = { $form ->
       *[title] Kinesisk dam
        [lower] kinesisk dam
    }
    .family = halma
-super-chinese-checkers = { $form ->
       *[title] Super kinesisk dam
        [lower] super kinesisk dam
    }
    .family = halma
-international-draughts = { $form ->
       *[title] Internasjonal dam
        [lower] internasjonal dam
    }
    .family = draughts
-frisian-draughts = { $form ->
       *[title] Frisisk dam
        [lower] frisisk dam
    }
    .family = draughts
