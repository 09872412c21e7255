## Az oldal kerete

site-name = Játékszabályok
skip-link = Ugrás a tartalomra
beta = Béta
language-switcher = Nyelv
cta-text = Nem kell regisztrálni. Oszd meg a linket, és kezdj játszani.
cta-button = Asztal nyitása
untranslated-notice = Ez az oldal még nem készült el magyarul, ezért az eredeti nyelvén olvasható.
outdated-note = A szakasz eredeti szövege megváltozott, mióta lefordították.
missing-note = Ez a szakasz még nincs lefordítva.
outdated-note-original = Az eredeti angol szöveg
outdated-note-edit = A fordítás frissítése
edit-page = Az oldal szerkesztése
version-label = Verzió
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## A tartalmi részek URL-szegmensei (kisbetűs ASCII, számjegyek és kötőjelek)

path-games = jatekok
path-variants = valtozatok

## Kezdőlap

home-title = Játékszabályok
home-intro = Az asztalainknál játszható összes játék és változataik szabályai, példákkal elmagyarázva.
home-variants = Változatok

## A nyitóoldal, amely mindenkit a saját nyelvére küld

root-title = Játékszabályok
root-choose = Válassz nyelvet

## Nem található oldal

not-found-title = Az oldal nem található
not-found-text = Ezen a címen nincs oldal. Lehet, hogy áthelyezték, vagy elírták a linket.
not-found-home = Vissza a kezdőlapra
not-found-games = Játékok ezen a webhelyen

## Címsorok és címkék. `-game` az oldal játéka, `-base` a hagyományos játék, amelytől eltér.

page-title = { -game }
label-game = Táblajáték
label-variant = { -base.article ->
        [az] Az
       *[a] A
    } { -base(position: "mid") } változata
section-what-is = Mi { -game.article ->
        [az] az
       *[a] a
    } { -game(position: "mid") }?
section-rule-changes = Szabályváltozások
section-history = A játék története
section-board = A tábla
section-pieces = { -game.family ->
        [draughts] A figurák
       *[other] A bábuk
    }
section-setup = Kezdőállás
section-moves = Lépések
section-jumps = Ugrások
section-captures = Ütések
section-how-to-win = A győzelem módja
section-draws = Döntetlen

## Egy változat összehasonlító táblázata

table-caption = Miben tér el { -game.article ->
        [az] az
       *[a] a
    } { -game(position: "mid") } a hagyományos { -base(position: "mid") } szabályaitól?
table-rule = Szabály
table-standard = Hagyományos { -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (nincs lefordítva)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = Röviden
facts-players = Játékosok
facts-board = Tábla
facts-pieces = { -game.family ->
        [draughts] Korongok
       *[other] Bábuk
    }
facts-length = Játékidő
facts-family = Játékcsalád
facts-list-separator = { ", " }
facts-players-choice = { $list } vagy { $last }
facts-board-squares = { $rows }×{ $columns } mező
facts-board-star = Hatágú csillag, 121 lyuk
facts-pieces-value = Fejenként { $count }
facts-length-value = { $from }–{ $to } perc
facts-family-draughts = Dáma
facts-family-halma = Halma

## Search

search-label = Keresés
search-no-results = Nincs találat erre: „{ $query }”
search-unavailable = A keresés most nem érhető el.
search-searching = Keresés…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Morzsamenü
breadcrumbs-home = Kezdőlap
toc-title = Ezen az oldalon
heading-anchor = Hivatkozás erre a szakaszra: „{ $heading }”
pager = Előző és következő oldal
pager-previous = Előző
pager-next = Következő
social-image-alt = Az oldal címe a játék egyik táblája mellett

## Footer

footer-about = A webhelyről
footer-play = Játssz online
footer-licence = Licenc

## Lessons

path-lessons = leckek
lessons-title = { -game }: leckék
lessons-intro = A játék oldalainak összes feladata, sorrendben. Minden hivatkozás a feladat saját oldalán nyitja meg a feladatot; hogy melyiket oldottad meg, azt ez a böngésző megjegyzi.
lessons-progress = Megoldva: { $done } / { $total }
lessons-next = Következő feladat
lessons-all-solved = Minden feladatot megoldottál. Szép munka!
lessons-solved = megoldva
lessons-link = Leckék: az összes feladat sorrendben
