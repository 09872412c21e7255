# Nombres de los juegos. Cada término lleva el identificador de página del juego. Forma de título
# por defecto (mayúscula inicial); `-game(form: "lower")` da el nombre dentro de una frase.
# `.article` es el artículo definido del nombre: `las`, `los`, `la` o `el` (de + el = del).
# `.gender` (`feminine`, `masculine`) y `.number` (`plural`, `singular`) sirven para la
# concordancia. `.family`: `halma` o `draughts`.

-chinese-checkers = { $form ->
       *[title] Damas chinas
        [lower] damas chinas
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = halma
-super-chinese-checkers = { $form ->
       *[title] Super damas chinas
        [lower] super damas chinas
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = halma
-international-draughts = { $form ->
       *[title] Damas internacionales
        [lower] damas internacionales
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = draughts
-frisian-draughts = { $form ->
       *[title] Damas frisias
        [lower] damas frisias
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = draughts
