## Diagrammi interattivi. Le variabili si riempiono nella pagina: `$square`, `$targets`
## (un elenco di caselle), `$move` (la notazione di una mossa), `$current`/`$total` (numeri dei
## passi), `$player`.

diagram-board-help = Scegli un pezzo per vedere dove può andare. Da tastiera: sul tavoliere le frecce spostano da una casella all’altra, Invio o Spazio seleziona, Esc annulla la selezione; sui pulsanti ← e → vanno indietro e avanti di un passo, Home e Fine portano all’inizio e alla fine; F capovolge il tavoliere.
diagram-star-help = Scegli un pezzo per vedere dove può andare. Da tastiera: sul tavoliere le frecce spostano da un foro all’altro, Invio o Spazio seleziona, Esc annulla la selezione; sui pulsanti ← e → vanno indietro e avanti di un passo, Home e Fine portano all’inizio e alla fine.
diagram-help-pointer = Con il dito o il mouse: tocca un pezzo e poi la sua destinazione, oppure trascinalo lì.
diagram-help-landings = Una presa si può giocare anche salto per salto, toccando ogni casella in cui il pezzo atterra.
diagram-help-label = Come usare il diagramma
diagram-more = Altre azioni
diagram-undo = Annulla
diagram-reset = Ricomincia
diagram-flip = Capovolgi il tavoliere
diagram-previous = Passo precedente
diagram-next = Passo successivo
diagram-start = Posizione iniziale
diagram-players = Giocatori
diagram-step = Passo { $current } di { $total }
diagram-step-said = Passo { $current } di { $total }.
diagram-free-move = Gioco libero, mossa { $current }
diagram-off-line = Sei uscito dalla sequenza dell’esempio. Premi Ricomincia per tornarci.
diagram-selected = Selezionato il pezzo su { $square }; può andare su { $targets }.
diagram-moved = Mossa giocata: { $move }.
diagram-cancelled = Nessun pezzo selezionato.
diagram-copy-position = Copia la posizione
diagram-copy-moves = Copia le mosse
diagram-copied = Copiato.
diagram-loading = Un momento: il diagramma sta caricando le regole.
diagram-result-white = Partita finita: vince il Bianco.
diagram-result-black = Partita finita: vince il Nero.
diagram-result-draw = Partita finita: patta.
diagram-result-player = Partita finita: vince il giocatore { $player }.
diagram-result-none = Partita finita.

diagram-end-no-moves = Chi ha il tratto non può muovere.
diagram-no-pieces-left = Chi ha il tratto non ha più pezzi.
diagram-end-no-moves-left = Chi ha il tratto non ha più mosse, e in questa variante ciò gli dà la vittoria.
diagram-end-first-king = Una pedina è andata a dama per prima.
diagram-end-repetition = La stessa posizione si è presentata per la terza volta con lo stesso giocatore al tratto.
diagram-end-twenty-five-king-moves = Venticinque mosse per parte muovendo solo dame e senza prese.
diagram-end-sixteen-moves = Sedici mosse per parte con tre dame (o due dame e una pedina, o una dama e due pedine) contro una dama sola.
diagram-end-five-moves = Cinque mosse per parte con due dame (o una dama e una pedina, o una dama) contro una dama sola.
diagram-end-two-kings-against-one = Sette mosse per parte con due dame contro una.
diagram-end-king-against-king = Due mosse per parte con una dama contro una.
diagram-end-fifteen-king-moves = Quindici mosse per parte muovendo solo dame e senza prese.
diagram-end-twenty-king-moves = Venti mosse per parte muovendo solo dame e senza prese.
diagram-end-kings-against-lone-king = Tre o più dame non hanno preso la dama sola entro la loro quindicesima mossa.
diagram-end-main-diagonal = Cinque mosse per parte con tre pezzi, almeno uno dei quali dama, contro una dama sola sulla grande diagonale.
diagram-end-four-or-five-pieces = Trenta mosse per parte con dame per entrambi i giocatori, quattro o cinque pezzi sulla damiera e senza prese né promozioni.
diagram-end-six-or-seven-pieces = Sessanta mosse per parte con dame per entrambi i giocatori, sei o sette pezzi sulla damiera e senza prese né promozioni.
diagram-end-home = Tutte le pedine del giocatore hanno raggiunto la punta opposta.

## Che cosa c’è su una casella, per i lettori di schermo

diagram-square-empty = { $square }: nessun pezzo
diagram-square-white-man = { $square }: pedina bianca
diagram-square-white-king = { $square }: dama bianca
diagram-square-black-man = { $square }: pedina nera
diagram-square-black-king = { $square }: dama nera
diagram-square-player = { $square }: una pedina del giocatore { $player }

## La posizione a parole

diagram-white-men = Pedine bianche: { $squares }.
diagram-white-kings = Dame bianche: { $squares }.
diagram-black-men = Pedine nere: { $squares }.
diagram-black-kings = Dame nere: { $squares }.
diagram-white-to-move = Muove il Bianco.
diagram-black-to-move = Muove il Nero.
diagram-player-pieces = Giocatore { $player }: { $holes }.
diagram-player-to-move = Muove il giocatore { $player }.

## Perché una mossa non è consentita

diagram-reason-capture-compulsory = La presa è obbligatoria.
diagram-reason-capture-more = C’è una presa di più pezzi.
diagram-reason-capture-greater-value = C’è una presa di valore maggiore.
diagram-reason-king-must-capture = A parità di valore la presa spetta alla dama.
diagram-reason-king-move-limit = Questa dama ha già mosso tre volte di seguito.
diagram-reason-passes-two-pieces = Un salto non scavalca mai due pedine.
diagram-reason-far-side-not-empty = Oltre la pedina scavalcata, tutti i fori fino a quello d’arrivo devono essere liberi.
diagram-reason-step-after-jump = Dopo un salto non si può fare un passo: in un turno si fa un passo oppure una catena di salti.
diagram-reason-long-jump-needs-option = I salti lunghi richiedono l’opzione «Salto lungo».
diagram-reason-not-your-turn = Tocca all’avversario.
diagram-reason-not-reachable = Questo pezzo non può arrivare lì.
diagram-reason-taken = Quel posto è occupato.
diagram-reason-no-moves = Questo pezzo non ha mosse regolari.
diagram-reason-captured-on-the-way = Questo pezzo viene preso lungo il percorso; scegli dove finisce la presa: { $targets }.
diagram-reason-passes-through = La presa passa soltanto da qui; scegli dove finisce: { $targets }.
diagram-capture-next = La presa prosegue da { $square }; scegli la casella successiva: { $targets }.
diagram-capture-ambiguous = Più prese finiscono su { $square }: scegli una alla volta le caselle su cui atterra il pezzo, a partire da { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Partite da rivedere (in notazione PDN).
replay-start = Inizio
replay-back = Indietro
replay-forward = Avanti
replay-end = Fine
replay-copy-pdn = Copia il PDN
replay-help = Scegli una mossa nell’elenco per vedere la posizione che ne risulta. Tasti: nell’elenco e sui pulsanti ← e → vanno indietro e avanti di una mossa, Home e Fine portano all’inizio e alla fine; sulla damiera le frecce spostano da una casella all’altra e Invio sceglie un pezzo con cui continuare a giocare; F capovolge la damiera.
replay-off-game = Sei uscito dalla partita. Scegli una delle sue mosse nell’elenco per tornarci.
replay-moves = Mosse della partita
replay-record = Notazione della partita (PDN)
replay-result = Risultato

task-goal-move = Trova la mossa.
task-goal-most = Fai la presa che le regole impongono.
task-goal-king-capture = Prendi con una dama.
task-goal-crown = Vai a dama.
task-goal-reach = Termina la mossa su uno dei punti segnati.
task-goal-line = Gioca la sequenza: le tue mosse vengono controllate e il tavoliere gioca le risposte.
task-goal-find-captures = Trova tutti i pezzi che devono prendere.
task-goal-find-reach = Trova tutti i punti che questo pezzo può raggiungere in questo turno.
task-answer = Soluzione
task-solved = Risolto. Ben fatto!
## L’esercizio su un tavoliere, giocato nel browser.
task-hint = Suggerimento
task-hint-look = Guarda { $squares }.
task-unsolved = Non ancora risolto
task-done = Risolto
task-progress = Esercizi risolti in questa pagina: { $done } su { $total }
task-line-right = Giusto.
task-found = { $square }: esatto. Trovati: { $done } su { $total }.
task-back = Si torna alla posizione iniziale: riprova.
task-retry = Riprova
task-next = Esercizio successivo
task-miss-not-the-move = { $move } è una mossa regolare, ma non quella richiesta.
task-miss-not-by-king = { $move } è una presa con una pedina: prendi con una dama.
task-miss-does-not-crown = Con { $move } nessuna pedina va a dama.
task-miss-ends-elsewhere = { $move } finisce su { $square }, non su un punto segnato.
task-miss-off-the-line = { $move } è una mossa regolare, ma la sequenza prosegue diversamente.
task-miss-cannot-capture = Il pezzo su { $square } non può prendere.
task-miss-not-reachable = Il pezzo non può raggiungere { $square } in questo turno.
