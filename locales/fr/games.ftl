# Noms des jeux. Chaque terme porte l’identifiant de page du jeu. Forme de titre par défaut
# (majuscule initiale) ; `-game(form: "lower")` donne le nom à l’intérieur d’une phrase.
# `.article` est l’article défini que prend le nom : `les`, `le`, `la` ou `elided` (l’),
# d’où aussi « des », « du », « de la », « de l’ ». `.gender` (`feminine`, `masculine`) et
# `.number` (`plural`, `singular`) servent aux accords. `.family` : `halma` ou `draughts`.

-chinese-checkers = { $form ->
       *[title] Dames chinoises
        [lower] dames chinoises
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = halma
-super-chinese-checkers = { $form ->
       *[title] Super dames chinoises
        [lower] super dames chinoises
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = halma
-international-draughts = { $form ->
       *[title] Dames internationales
        [lower] dames internationales
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = draughts
-frisian-draughts = { $form ->
       *[title] Dames frisonnes
        [lower] dames frisonnes
    }
    .article = les
    .gender = feminine
    .number = plural
    .family = draughts
