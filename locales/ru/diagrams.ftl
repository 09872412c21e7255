## Интерактивные диаграммы. Переменные подставляются на странице: `$square`, `$targets`
## (список полей), `$move` (запись хода), `$current`/`$total` (номера шагов), `$player`.

diagram-board-help = Выберите, чем ходить, — доска покажет, куда можно пойти. С клавиатуры: стрелки переводят с поля на поле, Enter или пробел — выбрать, Escape — отменить выбор.
diagram-help-label = Как пользоваться доской
diagram-undo = Отменить ход
diagram-reset = Сначала
diagram-previous = Предыдущий шаг
diagram-next = Следующий шаг
diagram-start = Исходная позиция
diagram-step = Шаг { $current } из { $total }
diagram-off-line = Вы отошли от примера. Нажмите «Сначала», чтобы к нему вернуться.
diagram-selected = Выбрано поле { $square }; отсюда можно пойти на { $targets }.
diagram-moved = Сделан ход { $move }.
diagram-cancelled = Выбор отменён.
diagram-copy-position = Копировать позицию
diagram-copy-moves = Копировать ходы
diagram-copied = Скопировано.
diagram-loading = Секунду: доска загружает правила.
diagram-result-white = Партия окончена: победили белые.
diagram-result-black = Партия окончена: победили чёрные.
diagram-result-draw = Партия окончена вничью.
diagram-result-player = Партия окончена: победил игрок { $player }.

## Что стоит на поле (для экранного диктора)

diagram-square-empty = { $square }: пусто
diagram-square-white-man = { $square }: белая простая
diagram-square-white-king = { $square }: белая дамка
diagram-square-black-man = { $square }: чёрная простая
diagram-square-black-king = { $square }: чёрная дамка
diagram-square-player = { $square }: фишка игрока { $player }

## Позиция словами

diagram-white-men = Белые простые: { $squares }.
diagram-white-kings = Белые дамки: { $squares }.
diagram-black-men = Чёрные простые: { $squares }.
diagram-black-kings = Чёрные дамки: { $squares }.
diagram-white-to-move = Ход белых.
diagram-black-to-move = Ход чёрных.
diagram-player-pieces = Игрок { $player }: { $holes }.
diagram-player-to-move = Ходит игрок { $player }.

## Почему ход невозможен

diagram-reason-capture-compulsory = Бить обязательно.
diagram-reason-capture-more = Есть взятие, при котором бьётся больше шашек.
diagram-reason-capture-greater-value = Есть более ценное взятие.
diagram-reason-king-must-capture = При равной ценности бить должна дамка.
diagram-reason-king-move-limit = Эта дамка уже сделала три хода подряд.
diagram-reason-passes-two-pieces = Прыжок никогда не проходит над двумя фишками.
diagram-reason-far-side-not-empty = За перепрыгиваемой фишкой все лунки вплоть до лунки приземления должны быть свободны.
diagram-reason-step-after-jump = После прыжка нельзя сделать шаг: за ход делают либо шаг, либо цепочку прыжков.
diagram-reason-long-jump-needs-option = Для дальних прыжков нужна опция «Дальний прыжок».
diagram-reason-not-your-turn = Сейчас ход соперника.
diagram-reason-not-reachable = Отсюда туда не пойти.
diagram-reason-taken = Это место занято.
diagram-reason-no-moves = Отсюда ходить некуда: допустимых ходов нет.
diagram-reason-captured-on-the-way = Эта шашка бьётся по пути; выберите, где взятие заканчивается: { $targets }.
diagram-reason-passes-through = Взятие лишь проходит через это поле; выберите, где оно заканчивается: { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }
