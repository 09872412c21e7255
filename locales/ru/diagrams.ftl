## Интерактивные диаграммы. Переменные подставляются на странице: `$square`, `$targets`
## (список полей), `$move` (запись хода), `$current`/`$total` (номера шагов), `$player`.

diagram-board-help = Выберите, чем ходить, — доска покажет, куда можно пойти. Клавиатура: на доске стрелки — переход между полями, Enter или пробел — выбор, Escape — отмена; на кнопках ← и → — шаг назад и вперёд, Home и End — в начало и в конец; F — перевернуть доску.
diagram-star-help = Выберите, чем ходить, — доска покажет, куда можно пойти. Клавиатура: на доске стрелки — переход между лунками, Enter или пробел — выбор, Escape — отмена; на кнопках ← и → — шаг назад и вперёд, Home и End — в начало и в конец.
diagram-help-pointer = Пальцем или мышью: нажмите на шашку или фишку, затем на место, куда она идёт, — или перетащите её туда.
diagram-help-landings = Взятие можно сделать и прыжок за прыжком, касаясь каждого поля, на которое встаёт шашка.
diagram-help-label = Как пользоваться доской
diagram-more = Другие действия
diagram-undo = Отменить ход
diagram-reset = Сначала
diagram-flip = Перевернуть доску
diagram-previous = Предыдущий шаг
diagram-next = Следующий шаг
diagram-start = Начальная позиция
diagram-players = Игроки
diagram-step = Шаг { $current } из { $total }
diagram-step-said = Шаг { $current } из { $total }.
diagram-free-move = Свободная игра, ход { $current }
diagram-off-line = Вы отошли от примера; кнопка «Сначала» вернёт к нему.
diagram-selected = Выбрано: { $square }; возможные ходы: { $targets }.
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
diagram-result-none = Партия окончена.

diagram-end-no-moves = Стороне, чей ход, некуда ходить.
diagram-no-pieces-left = У стороны, чей ход, не осталось шашек.
diagram-end-no-moves-left = У стороны, чей ход, не осталось ходов, а по правилам этой игры это означает победу.
diagram-end-first-king = Появилась первая дамка.
diagram-end-repetition = Одна и та же позиция повторилась в третий раз, и ход снова за той же стороной.
diagram-end-twenty-five-king-moves = По двадцать пять ходов с каждой стороны только дамками и без взятий.
diagram-end-sixteen-moves = По шестнадцать ходов с каждой стороны тремя дамками (или двумя дамками и простой, или дамкой и двумя простыми) против одинокой дамки.
diagram-end-five-moves = По пять ходов с каждой стороны двумя дамками (или дамкой и простой, или одной дамкой) против одинокой дамки.
diagram-end-two-kings-against-one = По семь ходов с каждой стороны двумя дамками против одной.
diagram-end-king-against-king = По два хода с каждой стороны одной дамкой против одной.
diagram-end-fifteen-king-moves = По пятнадцать ходов с каждой стороны только дамками и без взятий.
diagram-end-twenty-king-moves = По двадцать ходов с каждой стороны только дамками и без взятий.
diagram-end-kings-against-lone-king = Три дамки или больше не взяли одинокую дамку к своему пятнадцатому ходу.
diagram-end-main-diagonal = По пять ходов с каждой стороны тремя шашками, среди которых хотя бы одна дамка, против одинокой дамки на большой дороге.
diagram-end-four-or-five-pieces = По тридцать ходов с каждой стороны, когда у обеих сторон есть дамки, на доске четыре или пять шашек, а взятий и новых дамок нет.
diagram-end-six-or-seven-pieces = По шестьдесят ходов с каждой стороны, когда у обеих сторон есть дамки, на доске шесть или семь шашек, а взятий и новых дамок нет.
diagram-end-home = Все фишки игрока дошли до противоположного луча звезды.

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
diagram-reason-far-side-not-empty = За перепрыгиваемой фишкой все лунки вплоть до лунки приземления включительно должны быть свободны.
diagram-reason-step-after-jump = После прыжка шагать нельзя: ход — это шаг или цепочка прыжков.
diagram-reason-long-jump-needs-option = Для дальних прыжков нужна опция «Дальний прыжок».
diagram-reason-not-your-turn = Сейчас ход соперника.
diagram-reason-not-reachable = Ход сюда невозможен.
diagram-reason-taken = Это место занято.
diagram-reason-no-moves = Отсюда нет допустимых ходов.
diagram-reason-captured-on-the-way = Эта шашка будет побита по пути; выберите, где закончится взятие: { $targets }.
diagram-reason-passes-through = Взятие лишь проходит через это поле; выберите, где оно закончится: { $targets }.
diagram-capture-next = Взятие продолжается с поля { $square }; выберите следующее поле: { $targets }.
diagram-capture-ambiguous = Несколько взятий заканчиваются на поле { $square }: выберите по очереди поля, на которые встаёт шашка, начиная с { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Партии, которые можно переиграть (записи PDN).
replay-start = В начало
replay-back = Назад
replay-forward = Вперёд
replay-end = В конец
replay-copy-pdn = Копировать PDN
replay-help = Выберите ход в списке, чтобы увидеть позицию после него. Клавиши: в списке и на кнопках ← и → — на ход назад и вперёд, Home и End — в начало и в конец партии; на доске стрелки — переход между полями, Enter — выбор шашки, чтобы продолжить партию самостоятельно; F — перевернуть доску.
replay-off-game = Вы отошли от партии. Чтобы вернуться к ней, выберите один из её ходов в списке.
replay-moves = Ходы партии
replay-record = Запись партии (PDN)
replay-result = Результат

task-goal-move = Найдите ход.
task-goal-most = Сделайте взятие, которого требуют правила.
task-goal-king-capture = Бейте дамкой.
task-goal-crown = Проведите шашку в дамки.
task-goal-reach = Закончите ход на одном из отмеченных мест.
task-goal-line = Сыграйте вариант: ваши ходы проверяются, а доска отвечает записанными ходами.
task-goal-find-captures = Найдите все шашки, которые обязаны бить.
task-goal-find-reach = Найдите все места, куда эта фишка может пойти за этот ход.
task-answer = Решение
task-solved = Решено. Отлично!
## The task on a board, played in the browser.
task-hint = Подсказка
task-hint-look = Посмотрите на { $squares }.
task-unsolved = Ещё не решено
task-done = Решено
task-progress = На этой странице { $done ->
        [one] решена { $done } задача
        [few] решены { $done } задачи
       *[many] решено { $done } задач
    } из { $total }
task-line-right = Верно.
task-found = { $square } — верно. Найдено: { $done } из { $total }.
task-back = Доска вернулась к началу: попробуйте ещё раз.
task-retry = Ещё раз
task-next = Следующая задача
task-miss-not-the-move = { $move } — допустимый ход, но не тот, что нужен.
task-miss-not-by-king = { $move } — взятие простой: бейте дамкой.
task-miss-does-not-crown = { $move } не проводит шашку в дамки.
task-miss-ends-elsewhere = { $move } заканчивается на { $square }, а не на отмеченном месте.
task-miss-off-the-line = { $move } — допустимый ход, но вариант продолжается иначе.
task-miss-cannot-capture = У шашки на поле { $square } нет взятия.
task-miss-not-reachable = Эта фишка не может попасть на { $square } за этот ход.
