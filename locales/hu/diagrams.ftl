## Interaktív táblaábrák. A változókat az oldal tölti ki: `$square`, `$targets` (mezők listája),
## `$move` (a lépés jelölése), `$current`/`$total` (lépésszámok), `$player`.

diagram-board-help = Válassz ki egy figurát, és megmutatjuk, hová léphet. Billentyűzettel: a táblán a nyilakkal mozoghatsz a mezők között, az Enter vagy a szóköz kiválaszt, az Esc megszakítja a kijelölést; a gombokon a ← és a → egyet lép vissza vagy előre, a Home és az End az elejére és a végére ugrik; az F megfordítja a táblát.
diagram-star-help = Válassz ki egy figurát, és megmutatjuk, hová léphet. Billentyűzettel: a táblán a nyilakkal mozoghatsz a lyukak között, az Enter vagy a szóköz kiválaszt, az Esc megszakítja a kijelölést; a gombokon a ← és a → egyet lép vissza vagy előre, a Home és az End az elejére és a végére ugrik.
diagram-help-pointer = Érintéssel vagy egérrel: koppints egy figurára, majd oda, ahová lépjen, vagy húzd oda.
diagram-help-landings = Az ütést ugrásonként is végigjátszhatod: koppints sorban minden mezőre, ahová a figura érkezik.
diagram-help-label = Súgó a táblához
diagram-more = További műveletek
diagram-undo = Visszavonás
diagram-reset = Alaphelyzet
diagram-flip = Tábla megfordítása
diagram-previous = Előző lépés
diagram-next = Következő lépés
diagram-start = Kezdőállás
diagram-players = Játékosok
diagram-step = Lépés: { $current }/{ $total }
diagram-step-said = Lépés: { $current }/{ $total }.
diagram-free-move = Szabad játék, { $current }. lépés
diagram-off-line = Eltértél a példától. Az Alaphelyzet gombbal visszatérhetsz hozzá.
diagram-selected = Kiválasztva: { $square }. Ide léphet: { $targets }.
diagram-moved = Lejátszva: { $move }.
diagram-cancelled = Nincs kiválasztott figura.
diagram-copy-position = Állás másolása
diagram-copy-moves = Lépések másolása
diagram-copied = Kimásolva.
diagram-loading = Egy pillanat, a tábla betölti a szabályokat.
diagram-result-white = Vége a játszmának: fehér nyert.
diagram-result-black = Vége a játszmának: fekete nyert.
diagram-result-draw = Vége a játszmának: döntetlen.
diagram-result-player = Vége a játszmának, győztes: { $player }. játékos.
diagram-result-none = Vége a játszmának.

diagram-end-no-moves = A soron lévő fél nem tud lépni.
diagram-no-pieces-left = A soron lévő félnek nem maradt figurája.
diagram-end-no-moves-left = A soron lévő félnek nincs több lépése, ez pedig ebben a játékban győzelmet jelent.
diagram-end-first-king = Megszületett az első dáma.
diagram-end-repetition = Ugyanaz az állás harmadszor állt elő úgy, hogy ugyanaz a fél volt lépésen.
diagram-end-twenty-five-king-moves = Fejenként huszonöt lépés csak dámákkal, ütés nélkül.
diagram-end-sixteen-moves = Fejenként tizenhat lépés három dámával (vagy két dámával és egy koronggal, vagy egy dámával és két koronggal) magányos dáma ellen.
diagram-end-five-moves = Fejenként öt lépés két dámával (vagy egy dámával és egy koronggal, vagy egy dámával) magányos dáma ellen.
diagram-end-two-kings-against-one = Fejenként hét lépés két dámával egy ellen.
diagram-end-king-against-king = Fejenként két lépés egy dámával egy ellen.
diagram-end-fifteen-king-moves = Fejenként tizenöt lépés csak dámákkal, ütés nélkül.
diagram-end-twenty-king-moves = Fejenként húsz lépés csak dámákkal, ütés nélkül.
diagram-end-kings-against-lone-king = Három vagy több dáma a tizenötödik lépéséig sem ütötte le a magányos dámát.
diagram-end-main-diagonal = Fejenként öt lépés három figurával, köztük legalább egy dámával, a nagy átlón álló magányos dáma ellen.
diagram-end-four-or-five-pieces = Fejenként harminc lépés úgy, hogy mindkét félnek van dámája, négy vagy öt figura van a táblán, és nincs sem ütés, sem új dáma.
diagram-end-six-or-seven-pieces = Fejenként hatvan lépés úgy, hogy mindkét félnek van dámája, hat vagy hét figura van a táblán, és nincs sem ütés, sem új dáma.
diagram-end-home = A játékos összes bábuja elérte a szemközti ágat.

## Mi áll egy mezőn (képernyőolvasóknak)

diagram-square-empty = { $square }: üres
diagram-square-white-man = { $square }: fehér korong
diagram-square-white-king = { $square }: fehér dáma
diagram-square-black-man = { $square }: fekete korong
diagram-square-black-king = { $square }: fekete dáma
diagram-square-player = { $square }: bábu ({ $player }. játékos)

## A tábla szavakban

diagram-white-men = Fehér korongok: { $squares }.
diagram-white-kings = Fehér dámák: { $squares }.
diagram-black-men = Fekete korongok: { $squares }.
diagram-black-kings = Fekete dámák: { $squares }.
diagram-white-to-move = Fehér lép.
diagram-black-to-move = Fekete lép.
diagram-player-pieces = { $player }. játékos: { $holes }.
diagram-player-to-move = Soron következik: { $player }. játékos.

## Miért nem szabályos egy lépés

diagram-reason-capture-compulsory = Az ütés kötelező.
diagram-reason-capture-more = Van olyan ütés, amely több figurát üt le.
diagram-reason-capture-greater-value = Van nagyobb értékű ütés.
diagram-reason-king-must-capture = Egyenlő érték esetén a dámának kell ütnie.
diagram-reason-king-move-limit = Ez a dáma már háromszor lépett egymás után.
diagram-reason-passes-two-pieces = Egy ugrással soha nem lehet két bábut átugrani.
diagram-reason-far-side-not-empty = Az átugrott bábu mögött az érkezési lyukig bezárólag minden lyuknak üresnek kell lennie.
diagram-reason-step-after-jump = Ugrás után nem lehet lépni: egy kör vagy lépés, vagy ugráslánc.
diagram-reason-long-jump-needs-option = Hosszú ugráshoz a „Hosszú ugrás” lehetőség kell.
diagram-reason-not-your-turn = A másik fél következik.
diagram-reason-not-reachable = Ez a figura nem juthat oda.
diagram-reason-taken = Ez a hely foglalt.
diagram-reason-no-moves = Ennek a figurának nincs szabályos lépése.
diagram-reason-captured-on-the-way = Ezt a figurát az ütés útközben leüti; válaszd ki, hol ér véget az ütés: { $targets }.
diagram-reason-passes-through = Az ütés itt csak áthalad; válaszd ki, hol ér véget: { $targets }.
diagram-capture-next = Az ütés folytatódik innen: { $square }. Válaszd ki a következő mezőt: { $targets }.
diagram-capture-ambiguous = Több ütés is ugyanott ér véget ({ $square }). Jelöld ki egyenként a mezőket, ahová a figura érkezik; az első: { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Visszajátszható játszmák (PDN).
replay-start = Eleje
replay-back = Vissza
replay-forward = Előre
replay-end = Vége
replay-copy-pdn = PDN másolása
replay-help = Válassz egy lépést a listában, és megmutatjuk az állást. Billentyűk: a listában és a gombokon a ← és a → egyet lép vissza vagy előre, a Home és az End az elejére és a végére ugrik; a táblán a nyilak visznek mezőről mezőre, az Enter kiválaszt egy figurát, hogy tovább játszhass; az F megfordítja a táblát.
replay-off-game = Eltértél a játszmától. Válassz egy lépést a listában, és visszatérsz hozzá.
replay-moves = A játszma lépései
replay-record = A játszma lejegyzése (PDN)
replay-result = Eredmény

task-goal-move = Találd meg a lépést.
task-goal-most = Üss úgy, ahogy a szabályok megkövetelik.
task-goal-king-capture = Üss dámával.
task-goal-crown = Érd el, hogy egy korong dámává váljon.
task-goal-reach = Lépj úgy, hogy az egyik megjelölt helyen állj meg.
task-goal-line = Játszd végig a változatot: a lépéseidet a tábla ellenőrzi, és a válaszlépéseket is megteszi.
task-goal-find-captures = Keresd meg az összes figurát, amelynek ütnie kell.
task-goal-find-reach = Keresd meg az összes helyet, ahová ez a bábu ebben a körben eljuthat.
task-answer = Megoldás
task-solved = Megoldva. Ügyes vagy!
## A feladat a táblán, a böngészőben játszva.
task-hint = Tipp
task-hint-look = Nézd meg: { $squares }.
task-unsolved = Még nincs megoldva
task-done = Megoldva
task-progress = Megoldott feladatok ezen az oldalon: { $done } / { $total }
task-line-right = Helyes.
task-found = { $square }: helyes. Megtalálva: { $done } / { $total }.
task-back = A tábla visszaállt a kiinduló helyzetbe: próbáld újra.
task-retry = Újra
task-next = Következő feladat
task-miss-not-the-move = { $move } szabályos lépés, de nem ezt kéri a feladat.
task-miss-not-by-king = { $move }: ezzel az ütéssel korong üt, de dámával kell ütnöd.
task-miss-does-not-crown = { $move } után egyik korong sem válik dámává.
task-miss-ends-elsewhere = { $move } itt ér véget: { $square }, nem egy megjelölt helyen.
task-miss-off-the-line = { $move } szabályos lépés, de a változat másképp folytatódik.
task-miss-cannot-capture = Ezen a mezőn álló figurának nincs ütése: { $square }.
task-miss-not-reachable = A figura ebben a körben nem jut el ide: { $square }.
