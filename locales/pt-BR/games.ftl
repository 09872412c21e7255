# Nomes dos jogos. Cada termo leva o identificador da página do jogo.
# `position`: `start` (padrão: título, início de frase, com maiúscula) ou `mid` (dentro da frase,
# em minúsculas: “O que são as damas internacionais?”).
# `.article` é o artigo definido do nome: `as`, `os`, `a` ou `o` (daí também “das”, “dos”,
# “da”, “do”) e decide a concordância de “clássicas”, “diferem”. `.number` (`plural`,
# `singular`) escolhe “é” ou “são”. `.family`: `halma` ou `draughts`.

-chinese-checkers = { $position ->
       *[start] Damas chinesas
        [mid] damas chinesas
    }
    .article = as
    .number = plural
    .family = halma
-super-chinese-checkers = { $position ->
       *[start] Damas chinesas com saltos longos
        [mid] damas chinesas com saltos longos
    }
    .article = as
    .number = plural
    .family = halma
-international-draughts = { $position ->
       *[start] Damas internacionais
        [mid] damas internacionais
    }
    .article = as
    .number = plural
    .family = draughts
-frisian-draughts = { $position ->
       *[start] Damas frísias
        [mid] damas frísias
    }
    .article = as
    .number = plural
    .family = draughts

# Antidraughts
-antidraughts = { $position ->
       *[start] Damas perde-ganha
        [mid] damas perde-ganha
    }
    .article = as
    .number = plural
    .family = draughts

-frysk = Frysk!
    .article = o
    .number = singular
    .family = draughts

-breakthrough-draughts = Breakthrough
    .article = o
    .number = singular
    .family = draughts

# Russian draughts
-russian-draughts = { $position ->
       *[start] Damas russas
        [mid] damas russas
    }
    .article = as
    .number = plural
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $position ->
       *[start] Damas brasileiras
        [mid] damas brasileiras
    }
    .article = as
    .number = plural
    .family = draughts
