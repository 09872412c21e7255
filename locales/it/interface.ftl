## Struttura del sito

site-name = Regole dei giochi
skip-link = Vai al contenuto principale
beta = Beta
language-switcher = Lingua
cta-text = Nessuna registrazione. Condividi un link e inizia a giocare.
cta-button = Apri un tavolo
untranslated-notice = Questa pagina non è ancora stata tradotta in italiano, perciò è mostrata nella lingua originale.
outdated-note = Il testo originale di questa sezione è cambiato dopo la traduzione.
missing-note = Questa sezione non è ancora stata tradotta.
outdated-note-original = Leggi l’originale in inglese
outdated-note-edit = Aggiorna la traduzione
edit-page = Modifica questa pagina
version-label = Versione
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## Segmenti degli indirizzi delle sezioni (lettere ASCII minuscole, cifre e trattini)

path-games = giochi
path-variants = varianti

## Pagina iniziale

home-title = Regole dei giochi
home-intro = Le regole di tutti i giochi a cui puoi giocare ai nostri tavoli, e delle loro varianti, spiegate con esempi.
home-variants = Varianti

## Pagina radice, che manda ogni lettore alla sua lingua

root-title = Regole dei giochi
root-choose = Scegli la lingua

## Pagina non trovata

not-found-title = Pagina non trovata
not-found-text = A questo indirizzo non c’è nessuna pagina. Forse è stata spostata, o nel link c’è un errore di battitura.
not-found-home = Torna alla pagina iniziale
not-found-games = I giochi di questo sito

## Titoli ed etichette della pagina. `-game` è il gioco della pagina, `-base` il gioco classico di
## cui è una variante. Dentro la frase il nome si chiede con `position: "mid"` (minuscolo) e
## prende l’articolo indicato da `.article` (vedi games.ftl).

page-title = { -game }
label-game = Gioco da tavolo
label-variant = Variante { -base.article ->
        [il] del { -base(position: "mid") }
        [lo] dello { -base(position: "mid") }
        [elided] dell’{ -base(position: "mid") }
       *[la] della { -base(position: "mid") }
    }
section-what-is = Che cos’è { -game.article ->
        [il] il { -game(position: "mid") }
        [lo] lo { -game(position: "mid") }
        [elided] l’{ -game(position: "mid") }
       *[la] la { -game(position: "mid") }
    }?
section-rule-changes = Che cosa cambia
section-history = Storia
section-board = { -game.family ->
        [draughts] La damiera
       *[other] Il tavoliere
    }
section-pieces = { -game.family ->
        [draughts] Pedine e dame
       *[other] Le pedine
    }
section-setup = Disposizione iniziale
section-moves = Le mosse
section-jumps = I salti
section-captures = Le prese
section-how-to-win = Come si vince
section-draws = La patta

## La tabella di confronto di una variante

table-caption = In che cosa { -game.article ->
        [il] il { -game(position: "mid") }
        [lo] lo { -game(position: "mid") }
        [elided] l’{ -game(position: "mid") }
       *[la] la { -game(position: "mid") }
    } si distingue { -base.article ->
        [il] dal { -base(position: "mid") } classico
        [lo] dallo { -base(position: "mid") } classico
        [elided] dall’{ -base(position: "mid") } { -base.gender ->
            [masculine] classico
           *[feminine] classica
        }
       *[la] dalla { -base(position: "mid") } classica
    }
table-rule = Regola
table-standard = { -base } { -base.gender ->
        [masculine] classico
       *[feminine] classica
    }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (non tradotta)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = In breve
facts-players = Giocatori
facts-board = { -game.family ->
        [draughts] Damiera
       *[other] Tavoliere
    }
facts-pieces = Pedine
facts-length = Durata di una partita
facts-family = Famiglia
facts-list-separator = { ", " }
facts-players-choice = { $list } o { $last }
facts-board-squares = { $rows }×{ $columns } caselle
facts-board-star = Stella a sei punte, 121 fori
facts-pieces-value = { $count } per giocatore
facts-length-value = Da { $from } a { $to } minuti
facts-family-draughts = Dama
facts-family-halma = Halma

## Search

search-label = Cerca
search-no-results = Nessun risultato per «{ $query }»
search-unavailable = La ricerca non è disponibile in questo momento.
search-searching = Ricerca in corso…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Percorso di navigazione
breadcrumbs-home = Pagina iniziale
toc-title = In questa pagina
heading-anchor = Link alla sezione «{ $heading }»
pager = Pagina precedente e pagina successiva
pager-previous = Precedente
pager-next = Successiva
social-image-alt = Il titolo della pagina accanto a un tavoliere del gioco

## Footer

footer-about = Informazioni sul sito
footer-play = Gioca online
footer-licence = Licenza

## Lessons

path-lessons = lezioni
lessons-title = { -game }: lezioni
lessons-intro = Tutti gli esercizi delle pagine di questo gioco, in ordine. Ogni link apre l’esercizio nella sua pagina; questo browser ricorda quelli che hai risolto.
lessons-progress = Risolti: { $done } su { $total }
lessons-next = Esercizio successivo
lessons-all-solved = Hai risolto tutti gli esercizi. Ottimo lavoro!
lessons-solved = risolto
lessons-link = Lezioni: tutti gli esercizi in ordine
