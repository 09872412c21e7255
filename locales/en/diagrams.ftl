## Interactive board diagrams. Variables are filled in on the page: `$square`, `$targets`
## (a list of squares), `$move` (move notation), `$current`/`$total` (step numbers), `$player`.

diagram-board-help = Pick a piece to see where it can go. Keyboard: on the board, the arrow keys move between squares, Enter or Space picks, Escape cancels; on the buttons, ← and → step back and forth, Home and End go to the start and the end; F turns the board around.
# A star board's help: the same without the flip (a star has none).
diagram-star-help = Pick a piece to see where it can go. Keyboard: on the board, the arrow keys move between holes, Enter or Space picks, Escape cancels; on the buttons, ← and → step back and forth, Home and End go to the start and the end.
# After a board's help: how a finger or the mouse plays, and (draughts only) a capture landing by landing.
diagram-help-pointer = By touch or mouse: tap a piece, then where it goes, or drag it there.
diagram-help-landings = A capture can also be played one landing at a time, tapping each square where the piece lands.
diagram-help-label = Help with the board
diagram-more = More actions
diagram-undo = Undo
diagram-reset = Reset
diagram-flip = Flip board
diagram-previous = Previous step
diagram-next = Next step
diagram-start = Starting position
diagram-players = Players
diagram-step = Step { $current } of { $total }
# The step as a sentence of the live status, after "Played …".
diagram-step-said = Step { $current } of { $total }.
# The step label once the reader has played a move of their own, off the example line or game.
diagram-free-move = Free play, move { $current }
diagram-off-line = You have left the example line. Press Reset to go back to it.
diagram-selected = { $square } picked; it can go to { $targets }.
diagram-moved = Played { $move }.
diagram-cancelled = Nothing picked.
diagram-copy-position = Copy position
diagram-copy-moves = Copy moves
diagram-copied = Copied.
diagram-loading = One moment: the board is loading the rules.
diagram-result-white = Game over: White wins.
diagram-result-black = Game over: Black wins.
diagram-result-draw = Game over: a draw.
diagram-result-player = Game over: player { $player } wins.
diagram-result-none = Game over.

## Why the game ended, after the result
diagram-end-no-moves = The side to move cannot move.
# A side that has lost its last piece (said instead of diagram-end-no-moves).
diagram-no-pieces-left = The side to move has no pieces left.
diagram-end-no-moves-left = The side to move has no move left, and that wins here.
diagram-end-first-king = The first king has been crowned.
diagram-end-repetition = The same position has come up a third time with the same side to move.
diagram-end-twenty-five-king-moves = Twenty-five moves each with only kings moving and no capture.
diagram-end-sixteen-moves = Sixteen moves each with three kings (or two kings and a man, or a king and two men) against a lone king.
diagram-end-five-moves = Five moves each with two kings (or a king and a man, or a king) against a lone king.
diagram-end-two-kings-against-one = Seven moves each with two kings against one.
diagram-end-king-against-king = Two moves each with one king against one.
diagram-end-fifteen-king-moves = Fifteen moves each with only kings moving and no capture.
diagram-end-twenty-king-moves = Twenty moves each with only kings moving and no capture.
diagram-end-kings-against-lone-king = Three or more kings have not taken the lone king by their fifteenth move.
diagram-end-main-diagonal = Five moves each with three pieces, at least one of them a king, against a lone king on the long diagonal.
diagram-end-four-or-five-pieces = Thirty moves each with kings on both sides, four or five pieces on the board, and no capture or new king.
diagram-end-six-or-seven-pieces = Sixty moves each with kings on both sides, six or seven pieces on the board, and no capture or new king.
diagram-end-home = All of the player’s pieces have reached the opposite point.

## What is on a square, for screen readers

diagram-square-empty = { $square }: empty
diagram-square-white-man = { $square }: white man
diagram-square-white-king = { $square }: white king
diagram-square-black-man = { $square }: black man
diagram-square-black-king = { $square }: black king
diagram-square-player = { $square }: a piece of player { $player }

## The board in words

diagram-white-men = White men: { $squares }.
diagram-white-kings = White kings: { $squares }.
diagram-black-men = Black men: { $squares }.
diagram-black-kings = Black kings: { $squares }.
diagram-white-to-move = White to move.
diagram-black-to-move = Black to move.
diagram-player-pieces = Player { $player }: { $holes }.
diagram-player-to-move = Player { $player } to move.

## Why a move is not allowed

diagram-reason-capture-compulsory = Capturing is compulsory.
diagram-reason-capture-more = A capture of more pieces is available.
diagram-reason-capture-greater-value = A capture worth more is available.
diagram-reason-king-must-capture = With equal value the king must capture.
diagram-reason-king-move-limit = This king has moved three times in a row.
diagram-reason-passes-two-pieces = A jump never passes over two pieces.
diagram-reason-far-side-not-empty = Beyond the jumped piece, every hole up to the landing hole must be empty.
diagram-reason-step-after-jump = A step cannot follow a jump: a turn is either a step or a chain of jumps.
diagram-reason-long-jump-needs-option = Long jumps need the “Long jump” option.
diagram-reason-not-your-turn = It is the other side’s turn.
diagram-reason-not-reachable = This piece cannot get there.
diagram-reason-taken = That place is taken.
diagram-reason-no-moves = This piece has no legal move.
diagram-reason-captured-on-the-way = This piece is taken on the way; pick where the capture ends: { $targets }.
diagram-reason-passes-through = The capture only passes through here; pick where it ends: { $targets }.
diagram-capture-next = The capture goes on from { $square }: pick the next square, { $targets }.
diagram-capture-ambiguous = Several captures end on { $square }: pick the squares where the piece lands, one by one, starting with { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Replayable games (PDN records).
replay-start = Start
replay-back = Back
replay-forward = Forward
replay-end = End
replay-copy-pdn = Copy PDN
replay-help = Pick a move in the list to see its position. Keys: in the list and on the buttons, ← and → step, Home and End go to the start and the end; on the board, the arrow keys move between squares and Enter picks a piece to play on; F turns the board around.
replay-off-game = You have left the game. Pick one of its moves in the list to go back to it.
replay-moves = Moves of the game
replay-record = Game record (PDN)
replay-result = Result

## Tasks: what a diagram asks the reader to do. A task's prompt where its page writes none, by
## the task's goal.
task-goal-move = Find the move.
task-goal-most = Make the capture the rules demand.
task-goal-king-capture = Capture with a king.
task-goal-crown = Make a king.
task-goal-reach = End your move on one of the marked places.
task-goal-line = Play the line: your moves are checked, and the board plays the replies.
task-goal-find-captures = Find every piece that must capture.
task-goal-find-reach = Find every place this piece can reach this turn.
# The summary of a task's answer, folded under the board.
task-answer = Answer
# Said when the reader solves a task whose page writes nothing of its own.
task-solved = Solved. Well done!

## The task on a board, played in the browser: its buttons and what its status says.
# The button that marks the piece to move (or a place still to find).
task-hint = Hint
# Said when the hint is taken; $squares lists the squares (or holes) it marks.
task-hint-look = Look at { $squares }.
# A task's state, read with the board's description.
task-unsolved = Not solved yet
task-done = Solved
# The page's progress, at its first task: tasks solved of all the page's tasks.
task-progress = Tasks solved on this page: { $done } of { $total }
# Said after a right move of a line, before the board plays the reply.
task-line-right = Right.
# Said after a right pick of a "find every" task: the place picked, then how many are found.
task-found = { $square } is right. Found: { $done } of { $total }.
# Said once the board is back at the task's position after a move that is not the answer.
task-back = The board is back at the start: try again.
# The button that sets a solved task again.
task-retry = Try again
# The button that goes to the page's next task.
task-next = Next task
# Why a legal move (or a picked place) is not the answer; $move is the move's notation.
task-miss-not-the-move = { $move } is a legal move, but not the one asked for.
task-miss-not-by-king = { $move } is a capture by a man: capture with a king.
task-miss-does-not-crown = { $move } does not make a king.
task-miss-ends-elsewhere = { $move } ends on { $square }, not on a marked place.
task-miss-off-the-line = { $move } is a legal move, but the line goes on differently.
task-miss-cannot-capture = The piece on { $square } has no capture.
task-miss-not-reachable = The piece cannot reach { $square } this turn.
