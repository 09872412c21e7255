# Названия игр. Каждый термин — идентификатор страницы игры. Параметры:
# `position` — `start` (по умолчанию: заголовок, начало предложения, с прописной буквы) или
# `mid` (внутри предложения, со строчной: «Что такое международные шашки?»);
# `case` — падеж: `nom` (именительный, по умолчанию) или `gen` (родительный: «вариант
# международных шашек», «от обычных китайских шашек»).
# `.gender` (`feminine`, `masculine`, `neuter`) и `.number` (`plural`, `singular`) нужны для
# согласования глагола и прилагательного; `.family` — `halma` или `draughts`.

-chinese-checkers = { $case ->
       *[nom] { $position ->
           *[start] Китайские шашки
            [mid] китайские шашки
        }
        [gen] { $position ->
           *[start] Китайских шашек
            [mid] китайских шашек
        }
    }
    .number = plural
    .family = halma
-super-chinese-checkers = { $case ->
       *[nom] { $position ->
           *[start] Китайские шашки с дальними прыжками
            [mid] китайские шашки с дальними прыжками
        }
        [gen] { $position ->
           *[start] Китайских шашек с дальними прыжками
            [mid] китайских шашек с дальними прыжками
        }
    }
    .number = plural
    .family = halma
-international-draughts = { $case ->
       *[nom] { $position ->
           *[start] Международные шашки
            [mid] международные шашки
        }
        [gen] { $position ->
           *[start] Международных шашек
            [mid] международных шашек
        }
    }
    .number = plural
    .family = draughts
-frisian-draughts = { $case ->
       *[nom] { $position ->
           *[start] Фризские шашки
            [mid] фризские шашки
        }
        [gen] { $position ->
           *[start] Фризских шашек
            [mid] фризских шашек
        }
    }
    .number = plural
    .family = draughts

# Antidraughts
-antidraughts = { $case ->
       *[nom] { $position ->
           *[start] Поддавки
            [mid] поддавки
        }
        [gen] { $position ->
           *[start] Поддавков
            [mid] поддавков
        }
    }
    .number = plural
    .family = draughts

-frysk = Frysk!
    .gender = masculine
    .number = singular
    .family = draughts

-breakthrough-draughts = { $case ->
       *[nom] { $position ->
           *[start] Шашки «Прорыв»
            [mid] шашки «Прорыв»
        }
        [gen] { $position ->
           *[start] Шашек «Прорыв»
            [mid] шашек «Прорыв»
        }
    }
    .number = plural
    .family = draughts

# Russian draughts
-russian-draughts = { $case ->
       *[nom] { $position ->
           *[start] Русские шашки
            [mid] русские шашки
        }
        [gen] { $position ->
           *[start] Русских шашек
            [mid] русских шашек
        }
    }
    .number = plural
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $case ->
       *[nom] { $position ->
           *[start] Бразильские шашки
            [mid] бразильские шашки
        }
        [gen] { $position ->
           *[start] Бразильских шашек
            [mid] бразильских шашек
        }
    }
    .number = plural
    .family = draughts
