# Spillnavn. `$position`: `start` (standard: tittel, begynnelsen av en setning) med stor
# forbokstav, `mid` (inne i en setning, `-game(position: "mid")`) med liten.

-chinese-checkers = { $position ->
       *[start] Kinasjakk
        [mid] kinasjakk
    }
    .family = halma
-super-chinese-checkers = { $position ->
       *[start] Superkinasjakk
        [mid] superkinasjakk
    }
    .family = halma
-international-draughts = { $position ->
       *[start] Internasjonal dam
        [mid] internasjonal dam
    }
    .family = draughts
-frisian-draughts = { $position ->
       *[start] Frisisk dam
        [mid] frisisk dam
    }
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Antidam
        [mid] antidam
    }
    .family = draughts

-frysk = Frysk!
    .family = draughts

-breakthrough-draughts = { $position ->
       *[start] Gjennombruddsdam
        [mid] gjennombruddsdam
    }
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Russisk dam
        [mid] russisk dam
    }
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Brasiliansk dam
        [mid] brasiliansk dam
    }
    .family = draughts
