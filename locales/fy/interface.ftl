## It ramt fan de side
## De lêzer wurdt mei “jo” oansprutsen. Apostrof as ’ (dy’t, hoe’t).

site-name = Spulregels
skip-link = Nei de haadynhâld
beta = Bèta
language-switcher = Taal
cta-text = Jo hoege jo net oan te melden. Diel in keppeling en begjin mei spyljen.
cta-button = Iepenje in tafel
untranslated-notice = Dizze side is noch net yn it Frysk oerset, dêrom stiet er hjir yn de oarspronklike taal.
outdated-note = De oarspronklike tekst fan dit diel is feroare sûnt it oerset is.
missing-note = Dit diel is noch net oerset.
outdated-note-original = Lês it orizjineel yn it Ingelsk
outdated-note-edit = Wurkje de oersetting by
edit-page = Bewurkje dizze side
version-label = Ferzje
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## URL-parten fan de seksjes (lytse ASCII-letters, sifers en streekjes)

path-games = spullen
path-variants = farianten

## Thússide

home-title = Spulregels
home-intro = De regels fan alle spullen dy’t jo by ús oan tafel spylje kinne, en fan harren farianten, útlein mei foarbylden.
home-variants = Farianten

## Woartelside, dy’t lêzers nei harren eigen taal stjoert

root-title = Spulregels
root-choose = Kies jo taal

## Side net fûn

not-found-title = Side net fûn
not-found-text = Op dit adres stiet gjin side. Miskien is er ferpleatst, of is de keppeling ferkeard skreaun.
not-found-home = Nei de thússide
not-found-games = Spullen op dizze webside

## Sidetitels en labels. `-game` is it spul fan de side, `-base` it standert spul dêr’t it in fariant fan is.

page-title = { -game }
label-game = Boerdspul
label-variant = Fariant fan { -base(position: "mid") }
section-what-is = Wat is { -game(position: "mid") }?
section-rule-changes = Wat der oars is
section-history = Skiednis
section-board = It boerd
section-pieces = De stikken
section-setup = De begjinstân
section-moves = Setten
section-jumps = Sprongen
section-captures = Slaan
section-how-to-win = Hoe’t jo winne
section-draws = Remise

## De ferlikingstabel fan in fariant

table-caption = Wêryn’t { -game(position: "mid") } ferskilt fan gewoan { -base(position: "mid") }
table-rule = Regel
table-standard = Gewoan { -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (net oerset)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = Yn it koart
facts-players = Spilers
facts-board = Boerd
facts-pieces = Stikken
facts-length = Spultiid
facts-family = Famylje
facts-list-separator = { ", " }
facts-players-choice = { $list } of { $last }
facts-board-squares = { $rows }×{ $columns } fjilden
facts-board-star = Seispuntige stjer, 121 gatten
facts-pieces-value = { $count } de spiler
facts-length-value = { $from }–{ $to } minuten
facts-family-draughts = Damjen
facts-family-halma = Halma

## Search

search-label = Sykje
search-no-results = Gjin resultaten foar “{ $query }”
search-unavailable = Sykje is op it stuit net beskikber.
search-searching = Oan it sykjen…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Navigaasjepaad
breadcrumbs-home = Thússide
toc-title = Op dizze side
heading-anchor = Keppeling nei it ûnderdiel “{ $heading }”
pager = Foarige en folgjende side
pager-previous = Foarige
pager-next = Folgjende
social-image-alt = De sidetitel neist in boerd fan it spul

## Footer

footer-about = Oer dizze side
footer-play = Online spylje
footer-licence = Lisinsje

## Lessons

path-lessons = lessen
lessons-title = { -game }: lessen
lessons-intro = Alle opjeften fan de siden fan dit spul, op folchoarder. Elke keppeling iepenet de opjefte op har side; dizze browser ûnthâldt hokker opjeften oplost binne.
lessons-progress = { $done } fan { $total } oplost
lessons-next = Folgjende opjefte
lessons-all-solved = Alle opjeften binne oplost. Goed dien!
lessons-solved = oplost
lessons-link = Lessen: alle opjeften op folchoarder
