## Rahmen der Website

site-name = Spielregeln
skip-link = Zum Hauptinhalt springen
beta = Beta
language-switcher = Sprache
cta-text = Keine Anmeldung nötig. Link teilen und losspielen.
cta-button = Tisch eröffnen
untranslated-notice = Diese Seite ist noch nicht ins Deutsche übersetzt und wird deshalb in ihrer Originalsprache angezeigt.
outdated-note = Der Originaltext dieses Abschnitts hat sich seit der Übersetzung geändert.
missing-note = Dieser Abschnitt ist noch nicht übersetzt.
outdated-note-original = Original auf Englisch lesen
outdated-note-edit = Übersetzung aktualisieren
edit-page = Diese Seite bearbeiten
version-label = Version
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## URL-Segmente der Inhaltsbereiche (ASCII-Kleinbuchstaben, Ziffern und Bindestriche)

path-games = spiele
path-variants = varianten

## Startseite

home-title = Spielregeln
home-intro = Die Regeln aller Spiele, die du an unseren Tischen spielen kannst, und ihrer Varianten – mit Beispielen erklärt.
home-variants = Varianten

## Einstiegsseite, die zur eigenen Sprache führt

root-title = Spielregeln
root-choose = Wähle deine Sprache

## Seite nicht gefunden

not-found-title = Seite nicht gefunden
not-found-text = Unter dieser Adresse gibt es keine Seite. Vielleicht ist sie umgezogen, oder der Link enthält einen Tippfehler.
not-found-home = Zur Startseite
not-found-games = Spiele auf dieser Website

## Überschriften und Beschriftungen. `-game` ist das Spiel der Seite, `-base` das
## Standardspiel, von dem es abweicht. Namen mit Fall und Artikel: siehe games.ftl.

page-title = { -game }
label-game = Brettspiel
label-variant = { -base.article ->
        [none] Variante von { -base(position: "mid", case: "dat") }
       *[definite] Variante { -base(position: "mid", case: "gen") }
    }
section-what-is = Was ist { -game(position: "mid", case: "nom") }?
section-rule-changes = Regeländerungen
section-history = Geschichte
section-board = Das Spielbrett
section-pieces = { -game.family ->
        [draughts] Die Steine
       *[other] Die Spielfiguren
    }
section-setup = Aufstellung
section-moves = Züge
section-jumps = Sprünge
section-captures = Schlagen
section-how-to-win = Spielziel
section-draws = Remis

## Die Vergleichstabelle einer Variante

table-caption = Wie sich { -game(position: "mid", case: "nom") } { -base.gender ->
        [feminine] von der klassischen
       *[other] vom klassischen
    } { -base(position: "mid", case: "dat", article: "none") } unterscheidet
table-rule = Regel
table-standard = { -base.gender ->
        [feminine] Klassische
        [masculine] Klassischer
       *[neuter] Klassisches
    } { -base(position: "mid", case: "nom", article: "strong") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (nicht übersetzt)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = Auf einen Blick
facts-players = Spieler
facts-board = Spielbrett
facts-pieces = { -game.family ->
        [draughts] Steine
       *[other] Spielfiguren
    }
facts-length = Spieldauer
facts-family = Spielfamilie
facts-list-separator = { ", " }
facts-players-choice = { $list } oder { $last }
facts-board-squares = { $rows }×{ $columns } Felder
facts-board-star = Sechszackiger Stern, 121 Felder
facts-pieces-value = { $count } pro Spieler
facts-length-value = { $from }–{ $to } Minuten
facts-family-draughts = Damespiele
facts-family-halma = Halma

## Search

search-label = Suche
search-no-results = Keine Ergebnisse für „{ $query }“
search-unavailable = Die Suche ist gerade nicht verfügbar.
search-searching = Suche läuft …

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Brotkrümelnavigation
breadcrumbs-home = Startseite
toc-title = Auf dieser Seite
heading-anchor = Link zum Abschnitt „{ $heading }“
pager = Vorherige und nächste Seite
pager-previous = Vorherige
pager-next = Nächste
social-image-alt = Der Seitentitel neben einem Brett des Spiels

## Footer

footer-about = Über diese Website
footer-play = Online spielen
footer-licence = Lizenz

## Lessons

path-lessons = lektionen
lessons-title = { -game }: Lektionen
lessons-intro = Alle Aufgaben der Seiten dieses Spiels, der Reihe nach. Jeder Link öffnet die Aufgabe auf ihrer Seite; welche du gelöst hast, merkt sich dieser Browser.
lessons-progress = { $done } von { $total } gelöst
lessons-next = Nächste Aufgabe
lessons-all-solved = Du hast alle Aufgaben gelöst. Gut gemacht!
lessons-solved = gelöst
lessons-link = Lektionen: alle Aufgaben der Reihe nach
