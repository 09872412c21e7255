# Nazwy gier. Każdy termin nosi identyfikator strony gry. Parametry:
# `case` — przypadek: `nom` (mianownik, domyślny) lub `gen` (dopełniacz: „odmiana warcabów
# międzynarodowych”, „od zwykłych chińskich warcabów”);
# `form` — `title` (wielka litera, domyślna) lub `lower` (wewnątrz zdania).
# `.gender` (`nonvirile`, `feminine`, `masculine`, `neuter`) i `.number` (`plural`, `singular`)
# służą do uzgodnienia czasownika i przymiotnika; `.family`: `halma` albo `draughts`.

-chinese-checkers = { $case ->
       *[nom] { $form ->
           *[title] Chińskie warcaby
            [lower] chińskie warcaby
        }
        [gen] { $form ->
           *[title] Chińskich warcabów
            [lower] chińskich warcabów
        }
    }
    .gender = nonvirile
    .number = plural
    .family = halma
-super-chinese-checkers = { $case ->
       *[nom] { $form ->
           *[title] Super chińskie warcaby
            [lower] super chińskie warcaby
        }
        [gen] { $form ->
           *[title] Super chińskich warcabów
            [lower] super chińskich warcabów
        }
    }
    .gender = nonvirile
    .number = plural
    .family = halma
-international-draughts = { $case ->
       *[nom] { $form ->
           *[title] Warcaby międzynarodowe
            [lower] warcaby międzynarodowe
        }
        [gen] { $form ->
           *[title] Warcabów międzynarodowych
            [lower] warcabów międzynarodowych
        }
    }
    .gender = nonvirile
    .number = plural
    .family = draughts
-frisian-draughts = { $case ->
       *[nom] { $form ->
           *[title] Warcaby fryzyjskie
            [lower] warcaby fryzyjskie
        }
        [gen] { $form ->
           *[title] Warcabów fryzyjskich
            [lower] warcabów fryzyjskich
        }
    }
    .gender = nonvirile
    .number = plural
    .family = draughts
