## 交互式棋盘图。变量由页面填入：`$square`、`$targets`（一组格子）、`$move`（着法记录）、
## `$current`/`$total`（步数）、`$player`。格子编号与着法用阿拉伯数字，与棋盘一致。

diagram-board-help = 选中一枚棋子，即可看到它能走到哪里。键盘操作：在棋盘上，方向键在格子之间移动，Enter 键或空格键选中，Esc 键取消；在按钮上，← 和 → 后退或前进一步，Home 和 End 跳到开头和结尾；按 F 键翻转棋盘。
diagram-star-help = 选中一枚棋子，即可看到它能走到哪里。键盘操作：在棋盘上，方向键在棋位之间移动，Enter 键或空格键选中，Esc 键取消；在按钮上，← 和 → 后退或前进一步，Home 和 End 跳到开头和结尾。
diagram-help-pointer = 用手指或鼠标：先点一枚棋子，再点它要去的位置，或者直接把它拖过去。
diagram-help-landings = 吃子也可以一跳一跳地走：依次点击棋子落下的每个格子。
diagram-help-label = 棋盘使用帮助
diagram-more = 更多操作
diagram-undo = 悔棋
diagram-reset = 重置
diagram-flip = 翻转棋盘
diagram-previous = 上一步
diagram-next = 下一步
diagram-start = 初始局面
diagram-players = 玩家人数
diagram-step = 第 { $current } 步，共 { $total } 步
diagram-step-said = 第 { $current } 步，共 { $total } 步。
diagram-free-move = 自由对弈，第 { $current } 步
diagram-off-line = 你已偏离示例着法。按“重置”即可回到示例。
diagram-selected = 已选中 { $square }，可以走到 { $targets }。
diagram-moved = 已走 { $move }。
diagram-cancelled = 未选中棋子。
diagram-copy-position = 复制局面
diagram-copy-moves = 复制着法
diagram-copied = 已复制。
diagram-loading = 请稍候，棋盘正在加载规则。
diagram-result-white = 对局结束：白方胜。
diagram-result-black = 对局结束：黑方胜。
diagram-result-draw = 对局结束：和棋。
diagram-result-player = 对局结束：{ $player } 号玩家获胜。
diagram-result-none = 对局结束。

diagram-end-no-moves = 轮到走棋的一方无棋可走。
diagram-no-pieces-left = 轮到走棋的一方已没有棋子。
diagram-end-no-moves-left = 轮到走棋的一方已无棋可走；按这种玩法，这一方获胜。
diagram-end-first-king = 已升出第一个王。
diagram-end-repetition = 同一局面在同一方走棋时第三次出现。
diagram-end-twenty-five-king-moves = 双方各走了 25 步，只有王在走，也没有吃子。
diagram-end-sixteen-moves = 三个王（或两个王加一个兵，或一个王加两个兵）对孤王，双方各走了 16 步。
diagram-end-five-moves = 两个王（或一个王加一个兵，或一个王）对孤王，双方各走了 5 步。
diagram-end-two-kings-against-one = 两个王对一个王，双方各走了 7 步。
diagram-end-king-against-king = 一个王对一个王，双方各走了 2 步。
diagram-end-fifteen-king-moves = 双方各走了 15 步，只有王在走，也没有吃子。
diagram-end-twenty-king-moves = 双方各走了 20 步，只有王在走，也没有吃子。
diagram-end-kings-against-lone-king = 三个或更多的王走到第 15 步仍未吃掉孤王。
diagram-end-main-diagonal = 三个棋子（至少一个是王）对长斜线上的孤王，双方各走了 5 步。
diagram-end-four-or-five-pieces = 双方都有王，棋盘上有四个或五个棋子，没有吃子也没有新王，双方各走了 30 步。
diagram-end-six-or-seven-pieces = 双方都有王，棋盘上有六个或七个棋子，没有吃子也没有新王，双方各走了 60 步。
diagram-end-home = 这名玩家的棋子已全部到达对面的星角。

## 格子上有什么（供读屏软件使用）

diagram-square-empty = { $square }：空
diagram-square-white-man = { $square }：白兵
diagram-square-white-king = { $square }：白王
diagram-square-black-man = { $square }：黑兵
diagram-square-black-king = { $square }：黑王
diagram-square-player = { $square }：{ $player } 号玩家的棋子

## 用文字描述棋盘

diagram-white-men = 白兵：{ $squares }。
diagram-white-kings = 白王：{ $squares }。
diagram-black-men = 黑兵：{ $squares }。
diagram-black-kings = 黑王：{ $squares }。
diagram-white-to-move = 白方走棋。
diagram-black-to-move = 黑方走棋。
diagram-player-pieces = { $player } 号玩家：{ $holes }。
diagram-player-to-move = 轮到 { $player } 号玩家走棋。

## 为什么这步棋不合法

diagram-reason-capture-compulsory = 有吃必吃。
diagram-reason-capture-more = 另有一种吃法能吃掉更多棋子。
diagram-reason-capture-greater-value = 另有一种价值更高的吃法。
diagram-reason-king-must-capture = 价值相同时，必须由王来吃。
diagram-reason-king-move-limit = 这个王已经连走了三步。
diagram-reason-passes-two-pieces = 一次跳跃绝不能越过两枚棋子。
diagram-reason-far-side-not-empty = 被跳棋子后方直到落点的每个位置都必须是空的。
diagram-reason-step-after-jump = 跳跃之后不能再走一步：一个回合要么走一步，要么连跳。
diagram-reason-long-jump-needs-option = 远跳需要开启“远跳”选项。
diagram-reason-not-your-turn = 现在轮到对方。
diagram-reason-not-reachable = 这枚棋子走不到那里。
diagram-reason-taken = 那个位置已有棋子。
diagram-reason-no-moves = 这枚棋子没有合法的走法。
diagram-reason-captured-on-the-way = 这枚棋子会在连吃途中被吃掉；请选择吃子的落点：{ $targets }。
diagram-reason-passes-through = 吃子只是经过这里；请选择终点：{ $targets }。
diagram-capture-next = 吃子从 { $square } 继续：请选择下一格，{ $targets }。
diagram-capture-ambiguous = 有几种吃法都停在 { $square }：请依次点选棋子落下的各格，先从 { $targets } 开始。

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { "、" }
# How the sentences describing a board are joined (Chinese full stops need no space).
diagram-sentence-separator = { "" }

## 可回放的对局（PDN）。
replay-start = 回到开头
replay-back = 后退
replay-forward = 前进
replay-end = 跳到结尾
replay-copy-pdn = 复制 PDN
replay-help = 在列表中点选一步着法即可查看局面。按键：在列表和按钮上，← 和 → 后退或前进一步，Home 和 End 跳到开头和结尾；在棋盘上用方向键在格子间移动，按 Enter 选中棋子接着下；按 F 键翻转棋盘。
replay-off-game = 你已离开这盘对局。在列表中点选它的任意一步即可回到对局。
replay-moves = 对局着法
replay-record = 对局棋谱（PDN）
replay-result = 结果

task-goal-move = 找出正确的一步棋。
task-goal-most = 按规则要求吃子。
task-goal-king-capture = 用王吃子。
task-goal-crown = 让兵升王。
task-goal-reach = 走一步棋，停在任一标出的位置上。
task-goal-line = 按棋谱走下去：你的每步棋都会被检查，对方的应着由棋盘来走。
task-goal-find-captures = 找出所有必须吃子的棋子。
task-goal-find-reach = 找出这枚棋子这一回合能到达的所有位置。
task-answer = 答案
task-solved = 解出来了，做得好！
## The task on a board, played in the browser.
task-hint = 提示
task-hint-look = 看看 { $squares }。
task-unsolved = 尚未解答
task-done = 已解答
task-progress = 本页已解答题目：{ $done }/{ $total }
task-line-right = 正确。
task-found = { $square } 正确。已找到 { $done }/{ $total }。
task-back = 棋盘已回到题目的初始局面：再试一次吧。
task-retry = 再试一次
task-next = 下一题
task-miss-not-the-move = { $move } 是合法着法，但不是题目要求的那一步。
task-miss-not-by-king = { $move } 是用兵吃子：请用王吃子。
task-miss-does-not-crown = { $move } 不能让兵升王。
task-miss-ends-elsewhere = { $move } 停在 { $square }，不在标出的位置上。
task-miss-off-the-line = { $move } 是合法着法，但题目的着法顺序不是这样。
task-miss-cannot-capture = { $square } 上的棋子不能吃子。
task-miss-not-reachable = 这枚棋子这一回合走不到 { $square }。
