# Game names. Each term is a game's page id. Messages choose a form with
# `-game(form: "lower")` (the name inside a sentence); the default is the title form. Names
# that keep their capitals inside a sentence (Chinese checkers) need no forms.
# `.family` lets a sentence depend on the kind of game (halma or draughts).

-chinese-checkers = Chinese checkers
    .family = halma
-super-chinese-checkers = Super Chinese checkers
    .family = halma
-international-draughts = { $form ->
       *[title] International draughts
        [lower] international draughts
    }
    .family = draughts
-frisian-draughts = Frisian draughts
    .family = draughts
