## Interactieve borddiagrammen. De variabelen vult de pagina in: `$square`, `$targets`
## (een lijst velden), `$move` (zetnotatie), `$current`/`$total` (stapnummers), `$player`.

diagram-board-help = Kies een stuk om te zien waar het heen kan. Toetsenbord: op het bord ga je met de pijltjestoetsen van veld naar veld, Enter of spatie kiest, Escape annuleert; op de knoppen gaan ← en → een stap terug en vooruit, Home en End springen naar het begin en het einde; F draait het bord om.
diagram-star-help = Kies een stuk om te zien waar het heen kan. Toetsenbord: op het bord ga je met de pijltjestoetsen van veld naar veld, Enter of spatie kiest, Escape annuleert; op de knoppen gaan ← en → een stap terug en vooruit, Home en End springen naar het begin en het einde.
diagram-help-pointer = Met vinger of muis: tik een stuk aan en dan de plek waar het heen moet, of sleep het erheen.
diagram-help-landings = Een slag kun je ook sprong voor sprong spelen door elk veld aan te tikken waar het stuk landt.
diagram-help-label = Hulp bij het bord
diagram-more = Meer acties
diagram-undo = Ongedaan maken
diagram-reset = Opnieuw
diagram-flip = Bord omdraaien
diagram-previous = Vorige stap
diagram-next = Volgende stap
diagram-start = Beginstelling
diagram-players = Spelers
diagram-step = Stap { $current } van { $total }
diagram-step-said = Stap { $current } van { $total }.
diagram-free-move = Vrij spel, zet { $current }
diagram-off-line = Je bent van de voorbeeldreeks afgeweken. Druk op Opnieuw om ernaar terug te gaan.
diagram-selected = { $square } gekozen; het stuk kan naar { $targets }.
diagram-moved = { $move } gespeeld.
diagram-cancelled = Niets gekozen.
diagram-copy-position = Stand kopiëren
diagram-copy-moves = Zetten kopiëren
diagram-copied = Gekopieerd.
diagram-loading = Een ogenblik: het bord laadt de regels.
diagram-result-white = De partij is voorbij: wit wint.
diagram-result-black = De partij is voorbij: zwart wint.
diagram-result-draw = De partij is voorbij: remise.
diagram-result-player = De partij is voorbij: speler { $player } wint.
diagram-result-none = De partij is voorbij.

diagram-end-no-moves = De speler aan zet kan geen zet doen.
diagram-no-pieces-left = De speler aan zet heeft geen stukken meer.
diagram-end-no-moves-left = De speler aan zet heeft geen zet meer, en dat betekent hier winst.
diagram-end-first-king = De eerste dam is gehaald.
diagram-end-repetition = Dezelfde stand is voor de derde keer ontstaan met dezelfde speler aan zet.
diagram-end-twenty-five-king-moves = Vijfentwintig zetten van elke kant met alleen dammen en zonder slag.
diagram-end-sixteen-moves = Zestien zetten van elke kant met drie dammen (of twee dammen en een schijf, of een dam en twee schijven) tegen één enkele dam.
diagram-end-five-moves = Vijf zetten van elke kant met twee dammen (of een dam en een schijf, of een dam) tegen één enkele dam.
diagram-end-two-kings-against-one = Zeven zetten van elke kant met twee dammen tegen één.
diagram-end-king-against-king = Twee zetten van elke kant met één dam tegen één.
diagram-end-fifteen-king-moves = Vijftien zetten van elke kant met alleen dammen en zonder slag.
diagram-end-twenty-king-moves = Twintig zetten van elke kant met alleen dammen en zonder slag.
diagram-end-kings-against-lone-king = Drie of meer dammen hebben de enkele dam bij hun vijftiende zet nog niet geslagen.
diagram-end-main-diagonal = Vijf zetten van elke kant met drie stukken, waaronder minstens één dam, tegen één enkele dam op de lange lijn.
diagram-end-four-or-five-pieces = Dertig zetten van elke kant met dammen aan beide kanten, vier of vijf stukken op het bord en geen slag of nieuwe dam.
diagram-end-six-or-seven-pieces = Zestig zetten van elke kant met dammen aan beide kanten, zes of zeven stukken op het bord en geen slag of nieuwe dam.
diagram-end-home = Alle pionnen van de speler hebben de punt aan de overkant bereikt.

## Wat er op een veld staat, voor schermlezers

diagram-square-empty = { $square }: leeg
diagram-square-white-man = { $square }: witte schijf
diagram-square-white-king = { $square }: witte dam
diagram-square-black-man = { $square }: zwarte schijf
diagram-square-black-king = { $square }: zwarte dam
diagram-square-player = { $square }: pion van speler { $player }

## Het bord in woorden

diagram-white-men = Witte schijven: { $squares }.
diagram-white-kings = Witte dammen: { $squares }.
diagram-black-men = Zwarte schijven: { $squares }.
diagram-black-kings = Zwarte dammen: { $squares }.
diagram-white-to-move = Wit aan zet.
diagram-black-to-move = Zwart aan zet.
diagram-player-pieces = Speler { $player }: { $holes }.
diagram-player-to-move = Speler { $player } aan zet.

## Waarom een zet niet mag

diagram-reason-capture-compulsory = Slaan is verplicht.
diagram-reason-capture-more = Er is een slag mogelijk waarbij meer stukken worden geslagen.
diagram-reason-capture-greater-value = Er is een slag van hogere waarde mogelijk.
diagram-reason-king-must-capture = Bij gelijke waarde moet de dam slaan.
diagram-reason-king-move-limit = Deze dam heeft al drie zetten achter elkaar gedaan.
diagram-reason-passes-two-pieces = Een sprong gaat nooit over twee stukken heen.
diagram-reason-far-side-not-empty = Achter het overgesprongen stuk moet elk veld tot en met het landingsveld leeg zijn.
diagram-reason-step-after-jump = Na een sprong kun je geen stap meer doen: een beurt is een stap of een reeks sprongen.
diagram-reason-long-jump-needs-option = Lange sprongen kunnen alleen met de optie “Lange sprong”.
diagram-reason-not-your-turn = De tegenstander is aan zet.
diagram-reason-not-reachable = Dit stuk kan daar niet komen.
diagram-reason-taken = Dat veld is bezet.
diagram-reason-no-moves = Dit stuk heeft geen geldige zet.
diagram-reason-captured-on-the-way = Dit stuk wordt onderweg geslagen; kies waar de slag eindigt: { $targets }.
diagram-reason-passes-through = De slag komt hier alleen langs; kies waar hij eindigt: { $targets }.
diagram-capture-next = De slag gaat verder vanaf { $square }: kies het volgende veld, { $targets }.
diagram-capture-ambiguous = Meerdere slagen eindigen op { $square }: kies één voor één de velden waarop het stuk landt, te beginnen met { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Na te spelen partijen (PDN).
replay-start = Begin
replay-back = Terug
replay-forward = Verder
replay-end = Einde
replay-copy-pdn = PDN kopiëren
replay-help = Kies een zet in de lijst om de stand te zien. Toetsen: in de lijst en op de knoppen gaan ← en → een zet terug en vooruit, Home en End springen naar het begin en het einde; op het bord ga je met de pijltjestoetsen van veld naar veld, en Enter kiest een stuk om verder te spelen; F draait het bord om.
replay-off-game = Je bent van de partij afgeweken. Kies een van haar zetten in de lijst om ernaar terug te gaan.
replay-moves = Zetten van de partij
replay-record = Partijnotatie (PDN)
replay-result = Uitslag

task-goal-move = Vind de zet.
task-goal-most = Sla zoals de regels het eisen.
task-goal-king-capture = Sla met een dam.
task-goal-crown = Haal een dam.
task-goal-reach = Eindig je zet op een van de gemarkeerde plekken.
task-goal-line = Speel de variant: je zetten worden gecontroleerd en het bord speelt de tegenzetten.
task-goal-find-captures = Vind elk stuk dat moet slaan.
task-goal-find-reach = Vind elke plek die dit stuk deze beurt kan bereiken.
task-answer = Oplossing
task-solved = Opgelost. Goed gedaan!
## De opgave op het bord, gespeeld in de browser.
task-hint = Hint
task-hint-look = Kijk eens naar { $squares }.
task-unsolved = Nog niet opgelost
task-done = Opgelost
task-progress = Opgaven opgelost op deze pagina: { $done } van { $total }
task-line-right = Goed.
task-found = { $square } klopt. Gevonden: { $done } van { $total }.
task-back = Het bord staat weer aan het begin: probeer het nog eens.
task-retry = Opnieuw proberen
task-next = Volgende opgave
task-miss-not-the-move = { $move } is een geldige zet, maar niet de gevraagde.
task-miss-not-by-king = { $move } is een slag met een schijf: sla met een dam.
task-miss-does-not-crown = Met { $move } haal je geen dam.
task-miss-ends-elsewhere = { $move } eindigt op { $square }, niet op een gemarkeerde plek.
task-miss-off-the-line = { $move } is een geldige zet, maar de variant gaat anders verder.
task-miss-cannot-capture = Het stuk op { $square } kan niet slaan.
task-miss-not-reachable = Het stuk kan { $square } deze beurt niet bereiken.
