# Namen van de spellen. Elke term is de pagina-id van een spel.
#
# Zonder parameter staat de naam in titelvorm, met een hoofdletter aan het begin;
# midden in een zin kiest een bericht `-game(form: "lower")`. Aardrijkskundige
# bijvoeglijke naamwoorden houden hun hoofdletter (“Fries dammen”, “Chinees dammen”),
# en „Super” hoort bij de naam zelf.
# Alle namen zijn zelfstandig gebruikte werkwoorden en dus het-woorden: in een zin staan ze
# zonder lidwoord (“Wat is Fries dammen?”). `.article` noemt het lidwoord voor een bericht dat
# er toch een nodig heeft (`het` of `de`).
# `.family` laat een zin afhangen van de soort spel (halma of draughts).

-chinese-checkers = Chinees dammen
    .article = het
    .family = halma
-super-chinese-checkers = Super Chinees dammen
    .article = het
    .family = halma
-international-draughts = { $form ->
       *[title] Internationaal dammen
        [lower] internationaal dammen
    }
    .article = het
    .family = draughts
-frisian-draughts = Fries dammen
    .article = het
    .family = draughts
