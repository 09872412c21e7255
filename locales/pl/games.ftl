# Nazwy gier. Każdy termin nosi identyfikator strony gry. Parametry:
# `case` — przypadek: `nom` (mianownik, domyślny) lub `gen` (dopełniacz: „odmiana warcabów
# międzynarodowych”, „od zwykłych chińskich warcabów”);
# `position` — `start` (tytuł, początek zdania: wielka litera, domyślna) lub `mid` (wewnątrz
# zdania).
# `.gender` (`nonvirile`, `feminine`, `masculine`, `neuter`) i `.number` (`plural`, `singular`)
# służą do uzgodnienia czasownika i przymiotnika; `.family`: `halma` albo `draughts`.

-chinese-checkers = { $case ->
       *[nom] { $position ->
           *[start] Chińskie warcaby
            [mid] chińskie warcaby
        }
        [gen] { $position ->
           *[start] Chińskich warcabów
            [mid] chińskich warcabów
        }
    }
    .gender = nonvirile
    .number = plural
    .family = halma
-super-chinese-checkers = { $case ->
       *[nom] { $position ->
           *[start] Chińskie warcaby z długimi skokami
            [mid] chińskie warcaby z długimi skokami
        }
        [gen] { $position ->
           *[start] Chińskich warcabów z długimi skokami
            [mid] chińskich warcabów z długimi skokami
        }
    }
    .gender = nonvirile
    .number = plural
    .family = halma
-international-draughts = { $case ->
       *[nom] { $position ->
           *[start] Warcaby międzynarodowe
            [mid] warcaby międzynarodowe
        }
        [gen] { $position ->
           *[start] Warcabów międzynarodowych
            [mid] warcabów międzynarodowych
        }
    }
    .gender = nonvirile
    .number = plural
    .family = draughts
-frisian-draughts = { $case ->
       *[nom] { $position ->
           *[start] Warcaby fryzyjskie
            [mid] warcaby fryzyjskie
        }
        [gen] { $position ->
           *[start] Warcabów fryzyjskich
            [mid] warcabów fryzyjskich
        }
    }
    .gender = nonvirile
    .number = plural
    .family = draughts

# Antidraughts
-antidraughts = { $case ->
       *[nom] { $position ->
           *[start] Antywarcaby
            [mid] antywarcaby
        }
        [gen] { $position ->
           *[start] Antywarcabów
            [mid] antywarcabów
        }
    }
    .gender = nonvirile
    .number = plural
    .family = draughts

-frysk = Frysk!
    .gender = masculine
    .number = singular
    .family = draughts

-breakthrough-draughts = Breakthrough
    .gender = masculine
    .number = singular
    .family = draughts

# Russian draughts
-russian-draughts = { $case ->
       *[nom] { $position ->
           *[start] Warcaby rosyjskie
            [mid] warcaby rosyjskie
        }
        [gen] { $position ->
           *[start] Warcabów rosyjskich
            [mid] warcabów rosyjskich
        }
    }
    .gender = nonvirile
    .number = plural
    .family = draughts

# Brazilian draughts
-brazilian-draughts = { $case ->
       *[nom] { $position ->
           *[start] Warcaby brazylijskie
            [mid] warcaby brazylijskie
        }
        [gen] { $position ->
           *[start] Warcabów brazylijskich
            [mid] warcabów brazylijskich
        }
    }
    .gender = nonvirile
    .number = plural
    .family = draughts
