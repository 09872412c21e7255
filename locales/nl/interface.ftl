## Omlijsting van de site

site-name = Spelregels
skip-link = Naar de hoofdinhoud
beta = Bèta
language-switcher = Taal
cta-text = Registreren is niet nodig. Deel een link en begin met spelen.
cta-button = Tafel openen
untranslated-notice = Deze pagina is nog niet in het Nederlands vertaald en wordt daarom in de oorspronkelijke taal getoond.
outdated-note = De oorspronkelijke tekst van dit onderdeel is gewijzigd sinds de vertaling.
missing-note = Dit onderdeel is nog niet vertaald.
outdated-note-original = Lees het origineel in het Engels
outdated-note-edit = Werk de vertaling bij
edit-page = Bewerk deze pagina
version-label = Versie
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## URL-segmenten van de inhoudsrubrieken (ASCII in kleine letters, cijfers en koppeltekens)

path-games = spellen
path-variants = varianten

## Startpagina

home-title = Spelregels
home-intro = De regels van elk spel dat je aan onze tafels kunt spelen, en van hun varianten, uitgelegd met voorbeelden.
home-variants = Varianten

## Beginpagina die lezers naar hun taal stuurt

root-title = Spelregels
root-choose = Kies je taal

## Pagina niet gevonden

not-found-title = Pagina niet gevonden
not-found-text = Op dit adres staat geen pagina. Misschien is ze verplaatst, of bevat de link een tikfout.
not-found-home = Naar de startpagina
not-found-games = Spellen op deze site

## Koppen en labels. `-game` is het spel van de pagina, `-base` het standaardspel waarvan het afwijkt.

page-title = { -game }
label-game = Bordspel
label-variant = Variant van { -base(position: "mid") }
section-what-is = Wat is { -game(position: "mid") }?
section-rule-changes = Regelwijzigingen
section-history = Geschiedenis
section-board = Het bord
section-pieces = { -game.family ->
        [draughts] De schijven
       *[other] De pionnen
    }
section-setup = Opstelling
section-moves = Zetten
section-jumps = Sprongen
section-captures = Slaan
section-how-to-win = Hoe je wint
section-draws = Remise

## De vergelijkingstabel van een variant

table-caption = Zo verschilt { -game(position: "mid") } van gewoon { -base(position: "mid") }
table-rule = Regel
table-standard = Gewoon { -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (niet vertaald)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = In het kort
facts-players = Spelers
facts-board = Bord
facts-pieces = { -game.family ->
        [draughts] Schijven
       *[other] Pionnen
    }
facts-length = Speelduur
facts-family = Familie
facts-list-separator = { ", " }
facts-players-choice = { $list } of { $last }
facts-board-squares = { $rows }×{ $columns } velden
facts-board-star = Zespuntige ster, 121 velden
facts-pieces-value = { $count } per speler
facts-length-value = { $from }–{ $to } minuten
facts-family-draughts = Dammen
facts-family-halma = Halma

## Search

search-label = Zoeken
search-no-results = Geen resultaten voor “{ $query }”
search-unavailable = Zoeken is op dit moment niet beschikbaar.
search-searching = Zoeken…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Kruimelpad
breadcrumbs-home = Startpagina
toc-title = Op deze pagina
heading-anchor = Link naar het onderdeel “{ $heading }”
pager = Vorige en volgende pagina
pager-previous = Vorige
pager-next = Volgende
social-image-alt = De paginatitel naast een bord van het spel

## Footer

footer-about = Over deze site
footer-play = Online spelen
footer-licence = Licentie

## Lessons

path-lessons = lessen
lessons-title = { -game }: lessen
lessons-intro = Alle opgaven van de pagina’s van dit spel, op volgorde. Elke link opent de opgave op haar pagina; deze browser onthoudt welke je hebt opgelost.
lessons-progress = { $done } van { $total } opgelost
lessons-next = Volgende opgave
lessons-all-solved = Je hebt alle opgaven opgelost. Goed gedaan!
lessons-solved = opgelost
lessons-link = Lessen: alle opgaven op volgorde
