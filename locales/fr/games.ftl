# Noms des jeux. Chaque terme porte l’identifiant de page du jeu. Forme de titre par défaut
# (majuscule initiale, `position: "start"`) ; `-game(position: "mid")` donne le nom à l’intérieur d’une phrase.
# `.article` est l’article défini que prend le nom : `les`, `le`, `la` ou `elided` (l’),
# d’où aussi « des », « du », « de la », « de l’ ». `.gender` (`feminine`, `masculine`) et
# `.number` (`plural`, `singular`) servent aux accords. `.family` : `halma` ou `draughts`.

-chinese-checkers = { $position ->
       *[start] Dames chinoises
        [mid] dames chinoises
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = halma
-super-chinese-checkers = { $position ->
       *[start] Super dames chinoises
        [mid] super dames chinoises
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = halma
-international-draughts = { $position ->
       *[start] Dames internationales
        [mid] dames internationales
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = draughts
-frisian-draughts = { $position ->
       *[start] Dames frisonnes
        [mid] dames frisonnes
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Qui-perd-gagne
        [mid] qui-perd-gagne
    }
    .article = le
    .gender = masculine
    .number = singular
    .family = draughts

-frysk = Frysk!
    .article = le
    .gender = masculine
    .number = singular
    .family = draughts

-breakthrough-draughts = Breakthrough
    .article = le
    .gender = masculine
    .number = singular
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Dames russes
        [mid] dames russes
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Dames brésiliennes
        [mid] dames brésiliennes
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = draughts
