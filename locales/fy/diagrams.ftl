## Boerden dêr’t de lêzer op spylje kin. De fariabelen wurde op de side ynfold: `$square`,
## `$targets` (in list fjilden), `$move` (in set yn notaasje), `$current`/`$total` (stapnûmers), `$player`.

diagram-board-help = Kies in stik om te sjen wêr’t it hinne kin. Mei it toetseboerd: op it boerd geane de pylktoetsen fan fjild nei fjild, Enter of de spaasjebalke kiest, Escape set de kar wer ôf; op de knoppen geane ← en → in stap werom of foarút, Home en End springe nei it begjin en it ein; F draait it boerd om.
diagram-star-help = Kies in stik om te sjen wêr’t it hinne kin. Mei it toetseboerd: op it boerd geane de pylktoetsen fan gat nei gat, Enter of de spaasjebalke kiest, Escape set de kar wer ôf; op de knoppen geane ← en → in stap werom of foarút, Home en End springe nei it begjin en it ein.
diagram-help-pointer = Mei de finger of de mûs: tik in stik oan en dan it plak dêr’t it hinne moat, of sleep it dêrhinne.
diagram-help-landings = In slach kin ek sprong foar sprong spile wurde: tik elk fjild oan dêr’t it stik delkomt.
diagram-help-label = Help by it boerd
diagram-more = Mear aksjes
diagram-undo = Set weromnimme
diagram-reset = Opnij begjinne
diagram-flip = Boerd omdraaie
diagram-previous = Foarige stap
diagram-next = Folgjende stap
diagram-start = Begjinstân
diagram-players = Spilers
diagram-step = Stap { $current } fan { $total }
diagram-step-said = Stap { $current } fan { $total }.
diagram-free-move = Frij spul, set { $current }
diagram-off-line = Jo spylje net mear neffens it foarbyld. Druk op “Opnij begjinne” om derop werom te kommen.
diagram-selected = It stik op { $square } is keazen; it kin nei { $targets }.
diagram-moved = Set: { $move }.
diagram-cancelled = Neat keazen.
diagram-copy-position = Stân kopiearje
diagram-copy-moves = Setten kopiearje
diagram-copied = Kopiearre.
diagram-loading = Efkes wachtsje: it boerd laadt de regels.
diagram-result-white = De partij is út: Wyt wint.
diagram-result-black = De partij is út: Swart wint.
diagram-result-draw = De partij is út: remise.
diagram-result-player = De partij is út: spiler { $player } wint.
diagram-result-none = De partij is út.

diagram-end-no-moves = De kant dy’t oan set is, kin net sette.
diagram-no-pieces-left = De kant dy’t oan set is, hat gjin stikken mear.
diagram-end-no-moves-left = De kant dy’t oan set is, hat gjin set mear en wint dêrmei.
diagram-end-first-king = De earste wolf is helle.
diagram-end-repetition = Deselde stân is foar de tredde kear op it boerd kommen mei deselde kant oan set.
diagram-end-twenty-five-king-moves = Fiifentweintich setten elk wêryn’t allinnich wolven set hawwe en neat slein is.
diagram-end-sixteen-moves = Sechstjin setten elk mei trije wolven (of twa wolven en in skiif, of in wolf en twa skiven) tsjin ien inkelde wolf.
diagram-end-five-moves = Fiif setten elk mei twa wolven (of in wolf en in skiif, of in wolf) tsjin ien inkelde wolf.
diagram-end-two-kings-against-one = Sân setten elk mei twa wolven tsjin ien.
diagram-end-king-against-king = Twa setten elk mei ien wolf tsjin ien.
diagram-end-fifteen-king-moves = Fyftjin setten elk wêryn’t allinnich wolven set hawwe en neat slein is.
diagram-end-twenty-king-moves = Tweintich setten elk wêryn’t allinnich wolven set hawwe en neat slein is.
diagram-end-kings-against-lone-king = Trije of mear wolven hawwe de inkelde wolf by harren fyftjinde set net slein.
diagram-end-main-diagonal = Fiif setten elk mei trije stikken, wêrfan op syn minst ien in wolf is, tsjin ien inkelde wolf op de lange line.
diagram-end-four-or-five-pieces = Tritich setten elk mei wolven oan beide kanten, fjouwer of fiif stikken op it boerd, en sûnder slach of nije wolf.
diagram-end-six-or-seven-pieces = Sechstich setten elk mei wolven oan beide kanten, seis of sân stikken op it boerd, en sûnder slach of nije wolf.
diagram-end-home = Alle stikken fan de spiler hawwe it punt tsjinoer berikt.

## Wat der op in fjild stiet, foar skermlêzers

diagram-square-empty = { $square }: leech
diagram-square-white-man = { $square }: wite skiif
diagram-square-white-king = { $square }: wite wolf
diagram-square-black-man = { $square }: swarte skiif
diagram-square-black-king = { $square }: swarte wolf
diagram-square-player = { $square }: in stik fan spiler { $player }

## It boerd yn wurden

diagram-white-men = Wite skiven: { $squares }.
diagram-white-kings = Wite wolven: { $squares }.
diagram-black-men = Swarte skiven: { $squares }.
diagram-black-kings = Swarte wolven: { $squares }.
diagram-white-to-move = Wyt is oan set.
diagram-black-to-move = Swart is oan set.
diagram-player-pieces = Spiler { $player }: { $holes }.
diagram-player-to-move = Spiler { $player } is oan set.

## Wêrom’t in set net mei

diagram-reason-capture-compulsory = Slaan is ferplichte.
diagram-reason-capture-more = Der is in slach mei mear stikken.
diagram-reason-capture-greater-value = Der is in slach dy’t mear wurdich is.
diagram-reason-king-must-capture = By gelikense wearde moat de wolf slaan.
diagram-reason-king-move-limit = Dizze wolf hat al trije kear efterinoar set.
diagram-reason-passes-two-pieces = In sprong giet nea oer twa stikken hinne.
diagram-reason-far-side-not-empty = Efter it stik dêr’t jo oer springe, moat elk gat oant en mei it gat dêr’t jo telâne komme leech wêze.
diagram-reason-step-after-jump = Nei in sprong kinne jo gjin stap mear sette: in beurt is of in stap, of in rige sprongen.
diagram-reason-long-jump-needs-option = Lange sprongen hawwe de opsje “Lange sprong” nedich.
diagram-reason-not-your-turn = De oare kant is oan set.
diagram-reason-not-reachable = Dit stik kin dêr net komme.
diagram-reason-taken = Dat plak is beset.
diagram-reason-no-moves = Dit stik kin gjin jildige set dwaan.
diagram-reason-captured-on-the-way = Dit stik wurdt ûnderweis slein; kies wêr’t de slach einiget: { $targets }.
diagram-reason-passes-through = De slach giet hjir allinnich oerhinne; kies wêr’t er einiget: { $targets }.
diagram-capture-next = De slach giet fan { $square } ôf fierder; kies it folgjende fjild: { $targets }.
diagram-capture-ambiguous = Ferskate slaggen einigje op { $square }; kies ien foar ien de fjilden dêr’t it stik telâne komt, te begjinnen mei { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Partijen om nei te spyljen (PDN).
replay-start = Begjin
replay-back = Werom
replay-forward = Foarút
replay-end = Ein
replay-copy-pdn = PDN kopiearje
replay-help = Kies in set yn de list om de stân nei dy set te sjen. Toetsen: yn de list en op de knoppen geane ← en → in set werom of foarút, Home en End springe nei it begjin en it ein; op it boerd geane de pylktoetsen fan fjild nei fjild, en Enter kiest in stik om fierder te spyljen; F draait it boerd om.
replay-off-game = Jo spylje net mear neffens de partij. Kies yn de list ien fan de setten fan de partij om derop werom te kommen.
replay-moves = Setten fan de partij
replay-record = Notaasje fan de partij (PDN)
replay-result = Útslach

task-goal-move = Fyn de set.
task-goal-most = Slaan sa’t de regels it easkje.
task-goal-king-capture = Slaan mei in wolf.
task-goal-crown = Helje in wolf.
task-goal-reach = Einigje jo set op ien fan de markearre plakken.
task-goal-line = Spylje de rige setten: jo setten wurde hifke, en it boerd spilet de antwurden.
task-goal-find-captures = Fyn elk stik dat slaan moat.
task-goal-find-reach = Fyn elk plak dat dit stik dizze beurt berikke kin.
task-answer = Oplossing
task-solved = Oplost. Goed dien!
## De opjefte op it boerd, spile yn de browser.
task-hint = Hint
task-hint-look = Sjoch ris nei { $squares }.
task-unsolved = Noch net oplost
task-done = Oplost
task-progress = Opjeften oplost op dizze side: { $done } fan { $total }
task-line-right = Goed.
task-found = { $square } is goed. Fûn: { $done } fan { $total }.
task-back = It boerd stiet wer oan it begjin: besykje it nochris.
task-retry = Nochris
task-next = Folgjende opjefte
task-miss-not-the-move = { $move } is in jildige set, mar net de set dy’t frege wurdt.
task-miss-not-by-king = { $move } is in slach mei in skiif: slaan mei in wolf.
task-miss-does-not-crown = Mei { $move } wurdt gjin skiif in wolf.
task-miss-ends-elsewhere = { $move } einiget op { $square }, net op in markearre plak.
task-miss-off-the-line = { $move } is in jildige set, mar de rige setten giet oars fierder.
task-miss-cannot-capture = It stik op { $square } kin net slaan.
task-miss-not-reachable = It stik kin { $square } dizze beurt net berikke.
