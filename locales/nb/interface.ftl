## Sidens ramme

site-name = Spilleregler
skip-link = Hopp til innhold
beta = Beta
language-switcher = Språk
cta-text = Ingen registrering nødvendig. Del en lenke og begynn å spille.
cta-button = Åpne et bord
untranslated-notice = Denne siden er ikke oversatt til norsk ennå, så den vises på originalspråket.
outdated-note = Originalteksten i denne delen er endret siden den ble oversatt.
missing-note = Denne delen er ikke oversatt ennå.
outdated-note-original = Les originalen på engelsk
outdated-note-edit = Oppdater oversettelsen
edit-page = Rediger denne siden
version-label = Versjon
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## URL-segmentene til innholdsdelene (små ASCII-bokstaver, sifre og bindestreker)

path-games = spill
path-variants = varianter

## Forsiden

home-title = Spilleregler
home-intro = Reglene for alle spillene du kan spille ved bordene våre, og for variantene deres, forklart med eksempler.
home-variants = Varianter

## Rotsiden, som sender leseren til sitt eget språk

root-title = Spilleregler
root-choose = Velg språk

## Fant ikke siden

not-found-title = Fant ikke siden
not-found-text = Det finnes ingen side på denne adressen. Den kan ha blitt flyttet, eller lenken kan være feilskrevet.
not-found-home = Gå til forsiden
not-found-games = Spill på dette nettstedet

## Overskrifter og etiketter. `-game` er sidens spill, `-base` standardspillet det varierer.

page-title = { -game }
label-game = Brettspill
label-variant = Variant av { -base(position: "mid") }
section-what-is = Hva er { -game(position: "mid") }?
section-rule-changes = Regelendringer
section-history = Historie
section-board = Brettet
section-pieces = Brikkene
section-setup = Oppstilling
section-moves = Trekk
section-jumps = Hopp
section-captures = Slag
section-how-to-win = Slik vinner du
section-draws = Remis

## Sammenligningstabellen for en variant

table-caption = Hvordan { -game(position: "mid") } skiller seg fra vanlig { -base(position: "mid") }
table-rule = Regel
table-standard = Vanlig { -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (ikke oversatt)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = Kort fortalt
facts-players = Spillere
facts-board = Brett
facts-pieces = Brikker
facts-length = Spilletid
facts-family = Familie
facts-list-separator = { ", " }
facts-players-choice = { $list } eller { $last }
facts-board-squares = { $rows }×{ $columns } ruter
facts-board-star = Sekstakket stjerne, 121 hull
facts-pieces-value = { $count } hver
facts-length-value = { $from }–{ $to } minutter
facts-family-draughts = Dam
facts-family-halma = Halma

## Search

search-label = Søk
search-no-results = Ingen treff for «{ $query }»
search-unavailable = Søket er ikke tilgjengelig akkurat nå.
search-searching = Søker …

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Brødsmulesti
breadcrumbs-home = Forside
toc-title = På denne siden
heading-anchor = Lenke til avsnittet «{ $heading }»
pager = Forrige og neste side
pager-previous = Forrige
pager-next = Neste
social-image-alt = Sidetittelen ved siden av et brett fra spillet

## Footer

footer-about = Om nettstedet
footer-play = Spill på nett
footer-licence = Lisens

## Lessons

path-lessons = leksjoner
lessons-title = { -game }: leksjoner
lessons-intro = Alle oppgavene på sidene om dette spillet, i rekkefølge. Hver lenke åpner oppgaven på siden sin; denne nettleseren husker hvilke du har løst.
lessons-progress = { $done } av { $total } løst
lessons-next = Neste oppgave
lessons-all-solved = Du har løst alle oppgavene. Godt jobbet!
lessons-solved = løst
lessons-link = Leksjoner: alle oppgavene i rekkefølge
