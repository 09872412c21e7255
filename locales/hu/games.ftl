# Játéknevek. A címben nagy kezdőbetűvel, mondat belsejében kisbetűvel (form: "lower").
# `.article` a névelő a név hangzása szerint: `a` vagy `az` (pl. „az angol dáma”).

-chinese-checkers = { $form ->
       *[title] Kínai dáma
        [lower] kínai dáma
    }
    .article = a
    .family = halma
-super-chinese-checkers = { $form ->
       *[title] Szuper kínai dáma
        [lower] szuper kínai dáma
    }
    .article = a
    .family = halma
-international-draughts = { $form ->
       *[title] Nemzetközi dáma
        [lower] nemzetközi dáma
    }
    .article = a
    .family = draughts
-frisian-draughts = { $form ->
       *[title] Fríz dáma
        [lower] fríz dáma
    }
    .article = a
    .family = draughts
