## Interaktive brettdiagrammer. Variablene fylles inn på siden: `$square`, `$targets` (en liste
## over ruter), `$move` (trekket), `$current`/`$total` (trekknummer), `$player`.

diagram-board-help = Velg en brikke for å se hvor den kan gå. Tastatur: På brettet flytter piltastene mellom rutene, Enter eller mellomrom velger, Esc avbryter; på knappene går ← og → ett steg tilbake og frem, Home og End går til starten og slutten; F snur brettet.
diagram-star-help = Velg en brikke for å se hvor den kan gå. Tastatur: På brettet flytter piltastene mellom hullene, Enter eller mellomrom velger, Esc avbryter; på knappene går ← og → ett steg tilbake og frem, Home og End går til starten og slutten.
diagram-help-pointer = Med finger eller mus: trykk på en brikke og så på stedet den skal til, eller dra den dit.
diagram-help-landings = Et slag kan også spilles hopp for hopp ved å trykke på hver rute brikken lander på.
diagram-help-label = Hjelp til brettet
diagram-more = Flere valg
diagram-undo = Angre
diagram-reset = Tilbakestill
diagram-flip = Snu brettet
diagram-previous = Forrige trekk
diagram-next = Neste trekk
diagram-start = Utgangsstilling
diagram-players = Spillere
diagram-step = Trekk { $current } av { $total }
diagram-step-said = Trekk { $current } av { $total }.
diagram-free-move = Fritt spill, trekk { $current }
diagram-off-line = Du har forlatt eksempelet. Trykk på Tilbakestill for å komme tilbake til det.
diagram-selected = Brikken på { $square } er valgt; den kan gå til { $targets }.
diagram-moved = Spilt: { $move }.
diagram-cancelled = Ingen brikke er valgt.
diagram-copy-position = Kopier stillingen
diagram-copy-moves = Kopier trekkene
diagram-copied = Kopiert.
diagram-loading = Et øyeblikk: Brettet laster inn reglene.
diagram-result-white = Partiet er slutt: Hvit vinner.
diagram-result-black = Partiet er slutt: Svart vinner.
diagram-result-draw = Partiet er slutt: remis.
diagram-result-player = Partiet er slutt: Spiller { $player } vinner.
diagram-result-none = Partiet er slutt.

diagram-end-no-moves = Siden som er i trekket, kan ikke flytte.
diagram-no-pieces-left = Siden som er i trekket, har ingen brikker igjen.
diagram-end-no-moves-left = Siden som er i trekket, har ingen trekk igjen og vinner dermed.
diagram-end-first-king = Den første kongen er kronet.
diagram-end-repetition = Samme stilling har oppstått for tredje gang med samme side i trekket.
diagram-end-twenty-five-king-moves = Tjuefem trekk hver der bare konger har flyttet, uten slag.
diagram-end-sixteen-moves = Seksten trekk hver med tre konger (eller to konger og en brikke, eller en konge og to brikker) mot en enslig konge.
diagram-end-five-moves = Fem trekk hver med to konger (eller en konge og en brikke, eller en konge) mot en enslig konge.
diagram-end-two-kings-against-one = Sju trekk hver med to konger mot én.
diagram-end-king-against-king = To trekk hver med én konge mot én.
diagram-end-fifteen-king-moves = Femten trekk hver der bare konger har flyttet, uten slag.
diagram-end-twenty-king-moves = Tjue trekk hver der bare konger har flyttet, uten slag.
diagram-end-kings-against-lone-king = Tre eller flere konger har ikke slått den enslige kongen innen sitt femtende trekk.
diagram-end-main-diagonal = Fem trekk hver med tre brikker, minst én av dem en konge, mot en enslig konge på den lange diagonalen.
diagram-end-four-or-five-pieces = Tretti trekk hver med konger på begge sider, fire eller fem brikker på brettet og verken slag eller ny konge.
diagram-end-six-or-seven-pieces = Seksti trekk hver med konger på begge sider, seks eller sju brikker på brettet og verken slag eller ny konge.
diagram-end-home = Alle brikkene til spilleren har nådd den motsatte spissen.

## Hva som står på en rute, for skjermlesere

diagram-square-empty = { $square }: tom
diagram-square-white-man = { $square }: hvit brikke
diagram-square-white-king = { $square }: hvit konge
diagram-square-black-man = { $square }: svart brikke
diagram-square-black-king = { $square }: svart konge
diagram-square-player = { $square }: en brikke til spiller { $player }

## Brettet i ord

diagram-white-men = Hvite brikker: { $squares }.
diagram-white-kings = Hvite konger: { $squares }.
diagram-black-men = Svarte brikker: { $squares }.
diagram-black-kings = Svarte konger: { $squares }.
diagram-white-to-move = Hvit i trekket.
diagram-black-to-move = Svart i trekket.
diagram-player-pieces = Spiller { $player }: { $holes }.
diagram-player-to-move = Spiller { $player } i trekket.

## Hvorfor et trekk ikke er lov

diagram-reason-capture-compulsory = Det er slagplikt.
diagram-reason-capture-more = Det finnes et slag som tar flere brikker.
diagram-reason-capture-greater-value = Det finnes et slag som er verdt mer.
diagram-reason-king-must-capture = Ved lik verdi må kongen slå.
diagram-reason-king-move-limit = Denne kongen har flyttet tre ganger på rad.
diagram-reason-passes-two-pieces = Et hopp går aldri over to brikker.
diagram-reason-far-side-not-empty = Bak brikken du hopper over, må alle hull frem til og med landingshullet være tomme.
diagram-reason-step-after-jump = Et steg kan ikke følge et hopp: En tur er enten et steg eller en hoppkjede.
diagram-reason-long-jump-needs-option = Lange hopp krever valget «Langhopp».
diagram-reason-not-your-turn = Det er den andre sidens tur.
diagram-reason-not-reachable = Denne brikken kan ikke komme dit.
diagram-reason-taken = Den plassen er opptatt.
diagram-reason-no-moves = Denne brikken har ikke noe lovlig trekk.
diagram-reason-captured-on-the-way = Denne brikken blir slått underveis; velg hvor slaget ender: { $targets }.
diagram-reason-passes-through = Slaget går bare gjennom her; velg hvor det ender: { $targets }.
diagram-capture-next = Slaget fortsetter fra { $square }: Velg neste rute, { $targets }.
diagram-capture-ambiguous = Flere slag ender på { $square }: Velg rutene brikken lander på, én om gangen, og begynn med { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Partier som kan spilles av (PDN).
replay-start = Start
replay-back = Tilbake
replay-forward = Frem
replay-end = Slutt
replay-copy-pdn = Kopier PDN
replay-help = Velg et trekk i listen for å se stillingen. Taster: I listen og på knappene går ← og → ett trekk tilbake og frem, Home og End går til starten og slutten; på brettet flytter piltastene mellom rutene, og Enter velger en brikke å spille videre med; F snur brettet.
replay-off-game = Du har forlatt partiet. Velg et av trekkene i listen for å komme tilbake til det.
replay-moves = Trekkene i partiet
replay-record = Partiet i PDN
replay-result = Resultat

task-goal-move = Finn trekket.
task-goal-most = Slå slik reglene krever.
task-goal-king-capture = Slå med en konge.
task-goal-crown = Gjør en brikke til konge.
task-goal-reach = Avslutt trekket på et av de merkede stedene.
task-goal-line = Spill trekkfølgen: Trekkene dine blir kontrollert, og brettet spiller svarene.
task-goal-find-captures = Finn alle brikkene som må slå.
task-goal-find-reach = Finn alle stedene denne brikken kan nå på denne turen.
task-answer = Løsning
task-solved = Løst. Godt gjort!
## Oppgaven på brettet, spilt i nettleseren.
task-hint = Hint
task-hint-look = Se på { $squares }.
task-unsolved = Ikke løst ennå
task-done = Løst
task-progress = Oppgaver løst på denne siden: { $done } av { $total }
task-line-right = Riktig.
task-found = { $square } er riktig. Funnet: { $done } av { $total }.
task-back = Brettet er tilbake der oppgaven startet: Prøv igjen.
task-retry = Prøv igjen
task-next = Neste oppgave
task-miss-not-the-move = { $move } er et lovlig trekk, men ikke det oppgaven spør etter.
task-miss-not-by-king = { $move } er et slag med en brikke: Slå med en konge.
task-miss-does-not-crown = { $move } gjør ingen brikke til konge.
task-miss-ends-elsewhere = { $move } ender på { $square }, ikke på et merket sted.
task-miss-off-the-line = { $move } er et lovlig trekk, men trekkfølgen fortsetter annerledes.
task-miss-cannot-capture = Brikken på { $square } har ikke noe slag.
task-miss-not-reachable = Brikken kan ikke nå { $square } på denne turen.
