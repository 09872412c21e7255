# Játéknevek. `$position`: `start` (alapértelmezett: cím, mondat eleje) nagy kezdőbetűvel,
# `mid` (mondat belsejében, `-game(position: "mid")`) kisbetűvel.
# `.article` a névelő a név hangzása szerint: `a` vagy `az` (pl. „az angol dáma”).

-chinese-checkers = { $position ->
       *[start] Kínai dáma
        [mid] kínai dáma
    }
    .article = a
    .family = halma
-super-chinese-checkers = { $position ->
       *[start] Szuper kínai dáma
        [mid] szuper kínai dáma
    }
    .article = a
    .family = halma
-international-draughts = { $position ->
       *[start] Nemzetközi dáma
        [mid] nemzetközi dáma
    }
    .article = a
    .family = draughts
-frisian-draughts = { $position ->
       *[start] Fríz dáma
        [mid] fríz dáma
    }
    .article = a
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Antidáma
        [mid] antidáma
    }
    .article = az
    .family = draughts

-frysk = Frysk!
    .article = a
    .family = draughts

-breakthrough-draughts = { $position ->
       *[start] Áttöréses dáma
        [mid] áttöréses dáma
    }
    .article = az
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Orosz dáma
        [mid] orosz dáma
    }
    .article = az
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Brazil dáma
        [mid] brazil dáma
    }
    .article = a
    .family = draughts
