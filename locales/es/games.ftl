# Nombres de los juegos. Cada término lleva el identificador de página del juego. Forma de título
# por defecto (mayúscula inicial, `position: "start"`); `-game(position: "mid")` da el nombre dentro de una frase.
# `.article` es el artículo definido del nombre: `las`, `los`, `la` o `el` (de + el = del).
# `.gender` (`feminine`, `masculine`) y `.number` (`plural`, `singular`) sirven para la
# concordancia. `.family`: `halma` o `draughts`.

-chinese-checkers = { $position ->
       *[start] Damas chinas
        [mid] damas chinas
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = halma
-super-chinese-checkers = { $position ->
       *[start] Super damas chinas
        [mid] super damas chinas
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = halma
-international-draughts = { $position ->
       *[start] Damas internacionales
        [mid] damas internacionales
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = draughts
-frisian-draughts = { $position ->
       *[start] Damas frisias
        [mid] damas frisias
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Antidamas
        [mid] antidamas
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = draughts

-frysk = Frysk!
    .article = el
    .gender = masculine
    .number = singular
    .family = draughts

-breakthrough-draughts = Breakthrough
    .article = el
    .gender = masculine
    .number = singular
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Damas rusas
        [mid] damas rusas
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Damas brasileñas
        [mid] damas brasileñas
    }
    .article = las
    .gender = feminine
    .number = plural
    .family = draughts
