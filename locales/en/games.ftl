# Game names. Each term is a game's page id and answers `$position`: `start` (the default: a
# title, a heading, the first word of a sentence) or `mid` (inside a sentence). Messages ask
# with `-game(position: "mid")`. Names that keep their capitals inside a sentence (Chinese
# checkers, Frisian draughts) need no variants.
# `.family` lets a sentence depend on the kind of game (halma or draughts).

-chinese-checkers = Chinese checkers
    .family = halma
-super-chinese-checkers = Super Chinese checkers
    .family = halma
-international-draughts = { $position ->
       *[start] International draughts
        [mid] international draughts
    }
    .family = draughts
-frisian-draughts = Frisian draughts
    .family = draughts

-antidraughts = { $position ->
       *[start] Antidraughts
        [mid] antidraughts
    }
    .family = draughts

-frysk = Frysk!
    .family = draughts

-breakthrough-draughts = Breakthrough
    .family = draughts

-russian-draughts = Russian draughts
    .family = draughts

-brazilian-draughts = Brazilian draughts
    .family = draughts
