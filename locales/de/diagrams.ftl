## Interaktive Brettdiagramme. Die Variablen füllt die Seite: `$square`, `$targets`
## (eine Liste von Feldern), `$move` (Zugnotation), `$current`/`$total` (Schrittnummern), `$player`.

diagram-board-help = Wähle eine Figur, um zu sehen, wohin sie ziehen kann. Tastatur: Auf dem Brett wechselst du mit den Pfeiltasten zwischen den Feldern, Enter oder Leertaste wählt aus, Escape bricht ab; auf den Knöpfen gehen ← und → einen Schritt zurück und vor, Pos1 und Ende springen an den Anfang und ans Ende; F dreht das Brett um.
diagram-star-help = Wähle eine Figur, um zu sehen, wohin sie ziehen kann. Tastatur: Auf dem Brett wechselst du mit den Pfeiltasten zwischen den Feldern, Enter oder Leertaste wählt aus, Escape bricht ab; auf den Knöpfen gehen ← und → einen Schritt zurück und vor, Pos1 und Ende springen an den Anfang und ans Ende.
diagram-help-pointer = Mit Finger oder Maus: Tippe auf eine Figur und dann auf ihr Ziel, oder ziehe sie dorthin.
diagram-help-landings = Einen Schlag kannst du auch Sprung für Sprung spielen, indem du jedes Feld antippst, auf dem die Figur landet.
diagram-help-label = Hilfe zum Brett
diagram-more = Weitere Aktionen
diagram-undo = Rückgängig
diagram-reset = Zurücksetzen
diagram-flip = Brett drehen
diagram-previous = Schritt zurück
diagram-next = Schritt vor
diagram-start = Anfangsstellung
diagram-players = Spieler
diagram-step = Schritt { $current } von { $total }
diagram-step-said = Schritt { $current } von { $total }.
diagram-free-move = Freies Spiel, Zug { $current }
diagram-off-line = Du hast die Beispielfolge verlassen. Mit „Zurücksetzen“ kehrst du zu ihr zurück.
diagram-selected = { $square } gewählt; mögliche Zielfelder: { $targets }.
diagram-moved = Gespielt: { $move }.
diagram-cancelled = Nichts gewählt.
diagram-copy-position = Stellung kopieren
diagram-copy-moves = Züge kopieren
diagram-copied = Kopiert.
diagram-loading = Einen Moment: Das Brett lädt die Regeln.
diagram-result-white = Partie beendet: Weiß gewinnt.
diagram-result-black = Partie beendet: Schwarz gewinnt.
diagram-result-draw = Partie beendet: remis.
diagram-result-player = Partie beendet: Spieler { $player } gewinnt.
diagram-result-none = Partie beendet.

diagram-end-no-moves = Die Seite am Zug kann nicht ziehen.
diagram-no-pieces-left = Die Seite am Zug hat keine Steine mehr.
diagram-end-no-moves-left = Die Seite am Zug hat keinen Zug mehr und gewinnt damit.
diagram-end-first-king = Der erste Stein ist zur Dame geworden.
diagram-end-repetition = Dieselbe Stellung ist zum dritten Mal mit derselben Seite am Zug entstanden.
diagram-end-twenty-five-king-moves = Fünfundzwanzig Züge je Seite nur mit Damen und ohne Schlag.
diagram-end-sixteen-moves = Sechzehn Züge je Seite mit drei Damen (oder zwei Damen und einem Stein oder einer Dame und zwei Steinen) gegen eine einzelne Dame.
diagram-end-five-moves = Fünf Züge je Seite mit zwei Damen (oder einer Dame und einem Stein oder einer Dame) gegen eine einzelne Dame.
diagram-end-two-kings-against-one = Sieben Züge je Seite mit zwei Damen gegen eine.
diagram-end-king-against-king = Zwei Züge je Seite mit einer Dame gegen eine.
diagram-end-fifteen-king-moves = Fünfzehn Züge je Seite nur mit Damen und ohne Schlag.
diagram-end-twenty-king-moves = Zwanzig Züge je Seite nur mit Damen und ohne Schlag.
diagram-end-kings-against-lone-king = Drei oder mehr Damen haben die einzelne Dame bis zu ihrem fünfzehnten Zug nicht geschlagen.
diagram-end-main-diagonal = Fünf Züge je Seite mit drei Steinen, darunter mindestens einer Dame, gegen eine einzelne Dame auf der langen Diagonale.
diagram-end-four-or-five-pieces = Dreißig Züge je Seite mit Damen auf beiden Seiten, vier oder fünf Steinen auf dem Brett und ohne Schlag oder neue Dame.
diagram-end-six-or-seven-pieces = Sechzig Züge je Seite mit Damen auf beiden Seiten, sechs oder sieben Steinen auf dem Brett und ohne Schlag oder neue Dame.
diagram-end-home = Alle Figuren des Spielers haben die gegenüberliegende Spitze erreicht.

## Was auf einem Feld steht, für Screenreader

diagram-square-empty = { $square }: leer
diagram-square-white-man = { $square }: weißer Stein
diagram-square-white-king = { $square }: weiße Dame
diagram-square-black-man = { $square }: schwarzer Stein
diagram-square-black-king = { $square }: schwarze Dame
diagram-square-player = { $square }: Figur von Spieler { $player }

## Das Brett in Worten

diagram-white-men = Weiße Steine: { $squares }.
diagram-white-kings = Weiße Damen: { $squares }.
diagram-black-men = Schwarze Steine: { $squares }.
diagram-black-kings = Schwarze Damen: { $squares }.
diagram-white-to-move = Weiß ist am Zug.
diagram-black-to-move = Schwarz ist am Zug.
diagram-player-pieces = Spieler { $player }: { $holes }.
diagram-player-to-move = Spieler { $player } ist am Zug.

## Warum ein Zug nicht erlaubt ist

diagram-reason-capture-compulsory = Es herrscht Schlagpflicht.
diagram-reason-capture-more = Es gibt einen Schlag, der mehr Steine nimmt.
diagram-reason-capture-greater-value = Es gibt einen Schlag von höherem Wert.
diagram-reason-king-must-capture = Bei gleichem Wert muss die Dame schlagen.
diagram-reason-king-move-limit = Diese Dame hat bereits dreimal hintereinander gezogen.
diagram-reason-passes-two-pieces = Ein Sprung geht nie über zwei Figuren hinweg.
diagram-reason-far-side-not-empty = Hinter der übersprungenen Figur muss jedes Feld bis einschließlich des Landefelds frei sein.
diagram-reason-step-after-jump = Auf einen Sprung kann kein Schritt folgen: Ein Zug ist entweder ein Schritt oder eine Sprungkette.
diagram-reason-long-jump-needs-option = Weite Sprünge gibt es nur mit der Option „Weitsprung“.
diagram-reason-not-your-turn = Die andere Seite ist am Zug.
diagram-reason-not-reachable = Diese Figur kann dort nicht hin.
diagram-reason-taken = Dieses Feld ist besetzt.
diagram-reason-no-moves = Diese Figur hat keinen regelgerechten Zug.
diagram-reason-captured-on-the-way = Dieser Stein wird unterwegs geschlagen; wähle, wo der Schlag endet: { $targets }.
diagram-reason-passes-through = Über dieses Feld führt der Schlag nur hindurch; wähle, wo er endet: { $targets }.
diagram-capture-next = Der Schlag geht von { $square } weiter: Wähle das nächste Feld, { $targets }.
diagram-capture-ambiguous = Mehrere Schläge enden auf { $square }: Wähle die Felder, auf denen der Stein landet, nacheinander, beginnend mit { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Nachspielbare Partien (PDN).
replay-start = Anfang
replay-back = Zurück
replay-forward = Vor
replay-end = Ende
replay-copy-pdn = PDN kopieren
replay-help = Wähle einen Zug in der Liste, um seine Stellung zu sehen. Tasten: In der Liste und auf den Knöpfen gehen ← und → einen Zug zurück und vor, Pos1 und Ende springen an den Anfang und ans Ende; auf dem Brett wechselst du mit den Pfeiltasten zwischen den Feldern, und Enter wählt eine Figur, um weiterzuspielen; F dreht das Brett um.
replay-off-game = Du hast die Partie verlassen. Wähle einen ihrer Züge in der Liste, um zu ihr zurückzukehren.
replay-moves = Züge der Partie
replay-record = Partienotation (PDN)
replay-result = Ergebnis

task-goal-move = Finde den Zug.
task-goal-most = Schlage so, wie es die Regeln verlangen.
task-goal-king-capture = Schlage mit einer Dame.
task-goal-crown = Mach einen Stein zur Dame.
task-goal-reach = Beende deinen Zug auf einem der markierten Felder.
task-goal-line = Spiele die Zugfolge: Deine Züge werden geprüft, die Antworten spielt das Brett.
task-goal-find-captures = Finde jeden Stein, der schlagen muss.
task-goal-find-reach = Finde jedes Feld, das diese Figur in diesem Zug erreichen kann.
task-answer = Lösung
task-solved = Gelöst. Gut gemacht!
## Die Aufgabe auf dem Brett, im Browser gespielt.
task-hint = Tipp
task-hint-look = Achte auf { $squares }.
task-unsolved = Noch nicht gelöst
task-done = Gelöst
task-progress = Gelöste Aufgaben auf dieser Seite: { $done } von { $total }
task-line-right = Richtig.
task-found = { $square } stimmt. Gefunden: { $done } von { $total }.
task-back = Das Brett steht wieder am Anfang: Versuch es noch einmal.
task-retry = Noch einmal
task-next = Nächste Aufgabe
task-miss-not-the-move = { $move } ist ein regelgerechter Zug, aber nicht der gesuchte.
task-miss-not-by-king = { $move } ist ein Schlag mit einem Stein: Schlage mit einer Dame.
task-miss-does-not-crown = Mit { $move } wird kein Stein zur Dame.
task-miss-ends-elsewhere = { $move } endet auf { $square }, nicht auf einem markierten Feld.
task-miss-off-the-line = { $move } ist ein regelgerechter Zug, aber die Folge geht anders weiter.
task-miss-cannot-capture = Der Stein auf { $square } kann nicht schlagen.
task-miss-not-reachable = Die Figur kann { $square } in diesem Zug nicht erreichen.
