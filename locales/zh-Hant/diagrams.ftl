## 互動棋盤圖。變數由頁面填入：`$square`、`$targets`（一組格子）、`$move`（棋步記錄）、
## `$current`/`$total`（步數）、`$player`。格子編號、棋步和步數用阿拉伯數字，與棋盤和各頁一致。

diagram-board-help = 選一枚棋子，就能看到它可以走到哪裡。鍵盤操作：在棋盤上用方向鍵在格子之間移動，按 Enter 或空白鍵選取，按 Esc 取消；在按鈕上，← 和 → 後退或前進一步，Home 和 End 跳到開頭和結尾；按 F 鍵翻轉棋盤。
diagram-star-help = 選一枚棋子，就能看到它可以走到哪裡。鍵盤操作：在棋盤上用方向鍵在棋位之間移動，按 Enter 或空白鍵選取，按 Esc 取消；在按鈕上，← 和 → 後退或前進一步，Home 和 End 跳到開頭和結尾。
diagram-help-pointer = 用手指或滑鼠：先點一枚棋子，再點它要去的位置，或者直接把它拖過去。
diagram-help-landings = 吃子也可以一跳一跳地走：依序點選棋子落下的每個格子。
diagram-help-label = 棋盤操作說明
diagram-more = 更多操作
diagram-undo = 悔棋
diagram-reset = 重設
diagram-flip = 翻轉棋盤
diagram-previous = 上一步
diagram-next = 下一步
diagram-start = 起始局面
diagram-players = 玩家人數
diagram-step = 第 { $current } 步，共 { $total } 步
diagram-step-said = 第 { $current } 步，共 { $total } 步。
diagram-free-move = 自由對弈，第 { $current } 步
diagram-off-line = 你已經離開範例的棋步。按「重設」就能回到範例。
diagram-selected = 已選取 { $square }，可以走到 { $targets }。
diagram-moved = 已走 { $move }。
diagram-cancelled = 沒有選取棋子。
diagram-copy-position = 複製局面
diagram-copy-moves = 複製棋步
diagram-copied = 已複製。
diagram-loading = 請稍候，棋盤正在載入規則。
diagram-result-white = 對局結束：白方勝。
diagram-result-black = 對局結束：黑方勝。
diagram-result-draw = 對局結束：和棋。
diagram-result-player = 對局結束：{ $player } 號玩家獲勝。
diagram-result-none = 對局結束。

## 對局結束的原因（接在結果之後）
diagram-end-no-moves = 輪到走棋的一方無棋可走。
diagram-no-pieces-left = 輪到走棋的一方已沒有棋子。
diagram-end-no-moves-left = 輪到走棋的一方已經無棋可走；在這種玩法裡，這一方獲勝。
diagram-end-first-king = 已經升出第一個王。
diagram-end-repetition = 同一局面第三次出現，而且輪到同一方走棋。
diagram-end-twenty-five-king-moves = 雙方各走了 25 步，其間只有王在走，也沒有吃子。
diagram-end-sixteen-moves = 三個王（或兩個王加一個兵、一個王加兩個兵）對孤王，雙方各走了 16 步。
diagram-end-five-moves = 兩個王（或一個王加一個兵、一個王）對孤王，雙方各走了 5 步。
diagram-end-two-kings-against-one = 兩個王對一個王，雙方各走了 7 步。
diagram-end-king-against-king = 一個王對一個王，雙方各走了 2 步。
diagram-end-fifteen-king-moves = 雙方各走了 15 步，其間只有王在走，也沒有吃子。
diagram-end-twenty-king-moves = 雙方各走了 20 步，其間只有王在走，也沒有吃子。
diagram-end-kings-against-lone-king = 三個以上的王到第 15 步還沒吃掉孤王。
diagram-end-main-diagonal = 三枚棋子（至少一枚是王）對長斜線上的孤王，雙方各走了 5 步。
diagram-end-four-or-five-pieces = 雙方都有王，棋盤上剩四或五枚棋子，沒有吃子也沒有新王，雙方各走了 30 步。
diagram-end-six-or-seven-pieces = 雙方都有王，棋盤上剩六或七枚棋子，沒有吃子也沒有新王，雙方各走了 60 步。
diagram-end-home = 這位玩家的棋子已經全部抵達對面的星角。

## 格子上有什麼（給螢幕閱讀器用）

diagram-square-empty = { $square }：空
diagram-square-white-man = { $square }：白兵
diagram-square-white-king = { $square }：白王
diagram-square-black-man = { $square }：黑兵
diagram-square-black-king = { $square }：黑王
diagram-square-player = { $square }：{ $player } 號玩家的棋子

## 用文字描述棋盤

diagram-white-men = 白兵：{ $squares }。
diagram-white-kings = 白王：{ $squares }。
diagram-black-men = 黑兵：{ $squares }。
diagram-black-kings = 黑王：{ $squares }。
diagram-white-to-move = 輪到白方走棋。
diagram-black-to-move = 輪到黑方走棋。
diagram-player-pieces = { $player } 號玩家：{ $holes }。
diagram-player-to-move = 輪到 { $player } 號玩家走棋。

## 為什麼這步棋不能走

diagram-reason-capture-compulsory = 有吃必吃。
diagram-reason-capture-more = 另有一種吃法能吃掉更多棋子。
diagram-reason-capture-greater-value = 另有一種價值更高的吃法。
diagram-reason-king-must-capture = 價值相同時，必須由王來吃。
diagram-reason-king-move-limit = 這個王已經連續走了三步。
diagram-reason-passes-two-pieces = 一跳絕不能越過兩枚棋子。
diagram-reason-far-side-not-empty = 被跳棋子後方直到落點的每個棋位都必須是空的。
diagram-reason-step-after-jump = 跳過之後不能再走一步：一回合只能走一步，或是連跳。
diagram-reason-long-jump-needs-option = 要遠跳，必須開啟「遠跳」選項。
diagram-reason-not-your-turn = 現在輪到對方。
diagram-reason-not-reachable = 這枚棋子走不到那裡。
diagram-reason-taken = 那個位置已經有棋子。
diagram-reason-no-moves = 這枚棋子沒有合法的走法。
diagram-reason-captured-on-the-way = 這枚棋子會在連吃途中被吃掉；請選擇這次吃子的終點：{ $targets }。
diagram-reason-passes-through = 吃子只是經過這裡；請選擇終點：{ $targets }。
diagram-capture-next = 連吃從 { $square } 繼續；請選下一格：{ $targets }。
diagram-capture-ambiguous = 有幾種吃法都停在 { $square }；請從 { $targets } 開始，逐一選出棋子落下的每一格。

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { "、" }
# How the sentences describing a board are joined (Chinese full stops need no space).
diagram-sentence-separator = { "" }

## 可逐步重播的對局（PDN 棋譜）。
replay-start = 回到開頭
replay-back = 上一步
replay-forward = 下一步
replay-end = 跳到結尾
replay-copy-pdn = 複製 PDN
replay-help = 在清單中選一步棋，就能看到走完這一步的局面。按鍵：在清單和按鈕上，← 和 → 逐步後退或前進，Home 和 End 跳到開頭和結尾；在棋盤上用方向鍵在格子之間移動，按 Enter 選取棋子，從這個局面接著下；按 F 鍵翻轉棋盤。
replay-off-game = 你已經偏離這盤對局的棋步。在清單中選取對局的任何一步，就能回到對局。
replay-moves = 對局棋步
replay-record = 對局棋譜（PDN）
replay-result = 結果

task-goal-move = 找出正確的一步棋。
task-goal-most = 按規則要求吃子。
task-goal-king-capture = 用王吃子。
task-goal-crown = 讓兵升王。
task-goal-reach = 走一步棋，停在任一標出的位置上。
task-goal-line = 照著棋譜走：你的每步棋都會被檢查，對方的應著由棋盤來走。
task-goal-find-captures = 找出所有必須吃子的棋子。
task-goal-find-reach = 找出這枚棋子這一回合能到達的所有位置。
task-answer = 答案
task-solved = 解出來了，做得好！
## The task on a board, played in the browser.
task-hint = 提示
task-hint-look = 看看 { $squares }。
task-unsolved = 尚未解答
task-done = 已解答
task-progress = 本頁已解答題目：{ $done }/{ $total }
task-line-right = 正確。
task-found = { $square } 正確。已找到 { $done }/{ $total }。
task-back = 棋盤已回到題目的初始局面：再試一次吧。
task-retry = 再試一次
task-next = 下一題
task-miss-not-the-move = { $move } 是合法著法，但不是題目要求的那一步。
task-miss-not-by-king = { $move } 是用兵吃子：請用王吃子。
task-miss-does-not-crown = { $move } 不能讓兵升王。
task-miss-ends-elsewhere = { $move } 停在 { $square }，不在標出的位置上。
task-miss-off-the-line = { $move } 是合法著法，但題目的著法順序不是這樣。
task-miss-cannot-capture = { $square } 上的棋子不能吃子。
task-miss-not-reachable = 這枚棋子這一回合走不到 { $square }。
