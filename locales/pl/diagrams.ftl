## Interaktywne diagramy. Zmienne wypełnia strona: `$square`, `$targets` (lista pól),
## `$move` (zapis ruchu), `$current`/`$total` (numery kroków), `$player`.

diagram-board-help = Wybierz bierkę, aby zobaczyć, dokąd może pójść. Z klawiatury: na planszy strzałki przenoszą między polami, Enter lub spacja wybiera, Escape anuluje; na przyciskach ← i → cofają lub przesuwają o krok, Home i End przenoszą na początek i na koniec; F obraca planszę.
diagram-star-help = Wybierz bierkę, aby zobaczyć, dokąd może pójść. Z klawiatury: na planszy strzałki przenoszą między polami, Enter lub spacja wybiera, Escape anuluje; na przyciskach ← i → cofają lub przesuwają o krok, Home i End przenoszą na początek i na koniec.
diagram-help-pointer = Palcem lub myszą: dotknij bierki, a potem miejsca, dokąd ma pójść, albo przeciągnij ją tam.
diagram-help-landings = Bicie można też rozegrać skok po skoku, dotykając kolejno każdego pola, na którym ląduje bierka.
diagram-help-label = Pomoc do planszy
diagram-more = Więcej opcji
diagram-undo = Cofnij
diagram-reset = Od nowa
diagram-flip = Obróć planszę
diagram-previous = Poprzedni krok
diagram-next = Następny krok
diagram-start = Pozycja początkowa
diagram-players = Gracze
diagram-step = Krok { $current } z { $total }
diagram-step-said = Krok { $current } z { $total }.
diagram-free-move = Wolna gra, ruch { $current }
diagram-off-line = Pozycja odbiega już od przykładu. Naciśnij „Od nowa”, aby do niego wrócić.
diagram-selected = Wybrano bierkę na polu { $square }; możliwe ruchy: { $targets }.
diagram-moved = Zagrano { $move }.
diagram-cancelled = Nic nie wybrano.
diagram-copy-position = Kopiuj pozycję
diagram-copy-moves = Kopiuj ruchy
diagram-copied = Skopiowano.
diagram-loading = Chwileczkę: plansza wczytuje zasady.
diagram-result-white = Koniec partii: wygrywają białe.
diagram-result-black = Koniec partii: wygrywają czarne.
diagram-result-draw = Koniec partii: remis.
diagram-result-player = Koniec partii: wygrywa gracz { $player }.
diagram-result-none = Koniec partii.

diagram-end-no-moves = Strona, która ma ruch, nie może się ruszyć.
diagram-no-pieces-left = Stronie, która ma ruch, nie zostały żadne bierki.
diagram-end-no-moves-left = Strona, która ma ruch, nie ma już żadnego ruchu, a według zasad tej gry oznacza to jej wygraną.
diagram-end-first-king = Powstała pierwsza damka.
diagram-end-repetition = Ta sama pozycja powtórzyła się po raz trzeci przy ruchu tej samej strony.
diagram-end-twenty-five-king-moves = Po dwadzieścia pięć ruchów z każdej strony wyłącznie damkami i bez bicia.
diagram-end-sixteen-moves = Po szesnaście ruchów z każdej strony trzema damkami (albo dwiema damkami i pionkiem, albo damką i dwoma pionkami) przeciw samotnej damce.
diagram-end-five-moves = Po pięć ruchów z każdej strony dwiema damkami (albo damką i pionkiem, albo jedną damką) przeciw samotnej damce.
diagram-end-two-kings-against-one = Po siedem ruchów z każdej strony dwiema damkami przeciw jednej.
diagram-end-king-against-king = Po dwa ruchy z każdej strony jedną damką przeciw jednej.
diagram-end-fifteen-king-moves = Po piętnaście ruchów z każdej strony wyłącznie damkami i bez bicia.
diagram-end-twenty-king-moves = Po dwadzieścia ruchów z każdej strony wyłącznie damkami i bez bicia.
diagram-end-kings-against-lone-king = Strona mająca trzy damki lub więcej nie zbiła samotnej damki do swojego piętnastego ruchu.
diagram-end-main-diagonal = Po pięć ruchów z każdej strony trzema bierkami, w tym co najmniej jedną damką, przeciw samotnej damce na długiej przekątnej.
diagram-end-four-or-five-pieces = Po trzydzieści ruchów z każdej strony przy czterech lub pięciu bierkach na planszy i damkach po obu stronach, bez bicia i bez nowej damki.
diagram-end-six-or-seven-pieces = Po sześćdziesiąt ruchów z każdej strony przy sześciu lub siedmiu bierkach na planszy i damkach po obu stronach, bez bicia i bez nowej damki.
diagram-end-home = Wszystkie pionki gracza dotarły do przeciwległego ramienia gwiazdy.

## Co stoi na polu (dla czytników ekranu)

diagram-square-empty = { $square }: puste
diagram-square-white-man = { $square }: biały pionek
diagram-square-white-king = { $square }: biała damka
diagram-square-black-man = { $square }: czarny pionek
diagram-square-black-king = { $square }: czarna damka
diagram-square-player = { $square }: pionek gracza { $player }

## Plansza w słowach

diagram-white-men = Białe pionki: { $squares }.
diagram-white-kings = Białe damki: { $squares }.
diagram-black-men = Czarne pionki: { $squares }.
diagram-black-kings = Czarne damki: { $squares }.
diagram-white-to-move = Ruch białych.
diagram-black-to-move = Ruch czarnych.
diagram-player-pieces = Gracz { $player }: { $holes }.
diagram-player-to-move = Ruch gracza { $player }.

## Dlaczego ruch jest niedozwolony

diagram-reason-capture-compulsory = Bicie jest obowiązkowe.
diagram-reason-capture-more = Można zbić więcej bierek.
diagram-reason-capture-greater-value = Możliwe jest bicie o większej wartości.
diagram-reason-king-must-capture = Przy równej wartości bić musi damka.
diagram-reason-king-move-limit = Ta damka wykonała już trzy ruchy z rzędu.
diagram-reason-passes-two-pieces = Skok nigdy nie przechodzi nad dwoma pionkami.
diagram-reason-far-side-not-empty = Za przeskakiwanym pionkiem wszystkie pola aż do pola lądowania muszą być puste.
diagram-reason-step-after-jump = Po skoku nie można zrobić kroku: ruch to albo krok, albo seria skoków.
diagram-reason-long-jump-needs-option = Długie skoki wymagają opcji „Długi skok”.
diagram-reason-not-your-turn = Teraz ruch przeciwnika.
diagram-reason-not-reachable = Ta bierka nie może się tam dostać.
diagram-reason-taken = To pole jest zajęte.
diagram-reason-no-moves = Ta bierka nie ma żadnego dozwolonego ruchu.
diagram-reason-captured-on-the-way = Ta bierka zostaje zbita po drodze; wybierz pole, na którym kończy się bicie: { $targets }.
diagram-reason-passes-through = Bicie tylko przechodzi przez to pole; wybierz, gdzie się kończy: { $targets }.
diagram-capture-next = Bicie trwa dalej z pola { $square }; wybierz następne pole: { $targets }.
diagram-capture-ambiguous = Kilka bić kończy się na polu { $square }: wybieraj po kolei pola, na których ląduje bierka, zaczynając od { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Partie do odtworzenia (PDN).
replay-start = Początek
replay-back = Wstecz
replay-forward = Dalej
replay-end = Koniec
replay-copy-pdn = Kopiuj PDN
replay-help = Wybierz ruch z listy, aby zobaczyć pozycję. Klawisze: na liście i na przyciskach ← i → cofają lub przesuwają o jeden ruch, Home i End przenoszą na początek i na koniec; na planszy strzałki przenoszą między polami, a Enter wybiera bierkę, by grać dalej; F obraca planszę.
replay-off-game = Pozycja odbiega już od partii. Wybierz jeden z jej ruchów na liście, aby do niej wrócić.
replay-moves = Ruchy partii
replay-record = Zapis partii (PDN)
replay-result = Wynik

task-goal-move = Znajdź ruch.
task-goal-most = Wykonaj bicie, którego wymagają zasady.
task-goal-king-capture = Bij damką.
task-goal-crown = Zamień pionek w damkę.
task-goal-reach = Zakończ ruch na jednym z zaznaczonych miejsc.
task-goal-line = Zagraj wariant: twoje ruchy są sprawdzane, a plansza odpowiada zapisanymi ruchami.
task-goal-find-captures = Znajdź wszystkie bierki, które muszą bić.
task-goal-find-reach = Znajdź wszystkie miejsca, do których ta bierka może dojść w tym ruchu.
task-answer = Rozwiązanie
task-solved = Rozwiązane. Brawo!
## The task on a board, played in the browser.
task-hint = Podpowiedź
task-hint-look = Spójrz na { $squares }.
task-unsolved = Jeszcze nierozwiązane
task-done = Rozwiązane
task-progress = Na tej stronie rozwiązano { $done } { $done ->
        [one] zadanie
        [few] zadania
       *[many] zadań
    } z { $total }
task-line-right = Dobrze.
task-found = { $square } – dobrze. Znalezione: { $done } z { $total }.
task-back = Plansza wróciła do początku: spróbuj jeszcze raz.
task-retry = Jeszcze raz
task-next = Następne zadanie
task-miss-not-the-move = { $move } to dozwolony ruch, ale nie ten, o który chodzi.
task-miss-not-by-king = { $move } to bicie pionkiem: bij damką.
task-miss-does-not-crown = { $move } nie daje damki.
task-miss-ends-elsewhere = { $move } kończy się na polu { $square }, a nie na zaznaczonym miejscu.
task-miss-off-the-line = { $move } to dozwolony ruch, ale wariant toczy się dalej inaczej.
task-miss-cannot-capture = Bierka na polu { $square } nie ma bicia.
task-miss-not-reachable = Bierka nie może w tym ruchu dojść do pola { $square }.
