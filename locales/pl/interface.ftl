## Rama strony

site-name = Zasady gier
skip-link = Przejdź do treści
beta = Beta
language-switcher = Język
cta-text = Bez rejestracji. Udostępnij link i zacznij grać.
cta-button = Otwórz stół
untranslated-notice = Ta strona nie została jeszcze przetłumaczona na język polski, dlatego wyświetlamy ją w języku oryginału.
outdated-note = Oryginalny tekst tej sekcji zmienił się od czasu tłumaczenia.
missing-note = Ta sekcja nie została jeszcze przetłumaczona.
outdated-note-original = Przeczytaj oryginał po angielsku
outdated-note-edit = Zaktualizuj tłumaczenie
edit-page = Edytuj tę stronę
version-label = Wersja
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## Segmenty adresów URL działów (małe litery ASCII, cyfry i łączniki)

path-games = gry
path-variants = odmiany

## Strona główna

home-title = Zasady gier
home-intro = Zasady wszystkich gier, w które możesz zagrać przy naszych stołach, i ich odmian, objaśnione na przykładach.
home-variants = Odmiany

## Strona startowa, która kieruje czytelników do ich języka

root-title = Zasady gier
root-choose = Wybierz język

## Nie znaleziono strony

not-found-title = Nie znaleziono strony
not-found-text = Pod tym adresem nie ma żadnej strony. Mogła zostać przeniesiona albo w linku jest literówka.
not-found-home = Przejdź na stronę główną
not-found-games = Gry w tym serwisie

## Nagłówki i etykiety strony. `-game` to gra strony, `-base` — standardowa gra, której jest odmianą.

page-title = { -game }
label-game = Gra planszowa
label-variant = Odmiana { -base(case: "gen", position: "mid") }
section-what-is = Czym { -game.number ->
        [singular] jest
       *[plural] są
    } { -game(position: "mid") }?
section-rule-changes = Zmiany w zasadach
section-history = Historia
section-board = Plansza
section-pieces = { -game.family ->
        [draughts] Pionki i damki
       *[other] Pionki
    }
section-setup = Ustawienie początkowe
section-moves = Ruchy
section-jumps = Skoki
section-captures = Bicie
section-how-to-win = Jak wygrać
section-draws = Remisy

## Tabela porównawcza odmiany

table-caption = Czym { -game(position: "mid") } { -game.number ->
        [singular] różni
       *[plural] różnią
    } się od { -base.number ->
        [singular] { -base.gender ->
            [feminine] zwykłej
           *[other] zwykłego
        }
       *[plural] zwykłych
    } { -base(case: "gen", position: "mid") }
table-rule = Zasada
table-standard = { -base.number ->
        [singular] { -base.gender ->
            [feminine] Zwykła
            [neuter] Zwykłe
           *[masculine] Zwykły
        }
       *[plural] Zwykłe
    } { -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (bez tłumaczenia)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = W skrócie
facts-players = Gracze
facts-board = Plansza
facts-pieces = Pionki
facts-length = Czas gry
facts-family = Rodzina
facts-list-separator = { ", " }
facts-players-choice = { $list } lub { $last }
facts-board-squares = { $rows }×{ $columns } pól
facts-board-star = Sześcioramienna gwiazda, 121 pól
facts-pieces-value = Po { $count } na gracza
facts-length-value = { $from }–{ $to } { $to ->
        [one] minuta
        [few] minuty
        [many] minut
       *[other] minuty
    }
facts-family-draughts = Warcaby
facts-family-halma = Halma

## Search

search-label = Szukaj
search-no-results = Brak wyników dla „{ $query }”
search-unavailable = Wyszukiwanie jest teraz niedostępne.
search-searching = Wyszukiwanie…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Ścieżka nawigacyjna
breadcrumbs-home = Strona główna
toc-title = Na tej stronie
heading-anchor = Link do sekcji „{ $heading }”
pager = Poprzednia i następna strona
pager-previous = Poprzednia
pager-next = Następna
social-image-alt = Tytuł strony obok planszy gry

## Footer

footer-about = O serwisie
footer-play = Graj online
footer-licence = Licencja

## Lessons

path-lessons = lekcje
lessons-title = { -game }: lekcje
lessons-intro = Wszystkie zadania ze stron tej gry, po kolei. Każdy link otwiera zadanie na jego stronie; ta przeglądarka zapamiętuje, które zadania już rozwiązano.
lessons-progress = Rozwiązano { $done } { $done ->
        [one] zadanie
        [few] zadania
       *[many] zadań
    } z { $total }
lessons-next = Następne zadanie
lessons-all-solved = Wszystkie zadania rozwiązane. Brawo!
lessons-solved = rozwiązane
lessons-link = Lekcje: wszystkie zadania po kolei
