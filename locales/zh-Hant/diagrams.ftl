## 互動棋盤圖。變數由頁面填入：`$square`、`$targets`（一組格子）、`$move`（著法記錄）、
## `$current`/`$total`（步數）、`$player`。格子編號與著法用阿拉伯數字，與棋盤一致。

diagram-board-help = 選取一枚棋子，就能看到它可以走到哪裡。鍵盤操作：以方向鍵在格子之間移動，按 Enter 鍵或空白鍵選取，按 Esc 鍵取消。
diagram-help-label = 棋盤使用幫助
diagram-undo = 悔棋
diagram-reset = 重設
diagram-previous = 上一步
diagram-next = 下一步
diagram-start = 初始局面
diagram-players = 玩家人數
diagram-step = 第 { $current } 步，共 { $total } 步
diagram-off-line = 你已離開範例著法。按「重設」即可回到範例。
diagram-selected = 已選取 { $square }，可以走到 { $targets }。
diagram-moved = 已走 { $move }。
diagram-cancelled = 未選取棋子。
diagram-copy-position = 複製局面
diagram-copy-moves = 複製著法
diagram-copied = 已複製。
diagram-loading = 請稍候，棋盤正在載入規則。
diagram-result-white = 對局結束：白方勝。
diagram-result-black = 對局結束：黑方勝。
diagram-result-draw = 對局結束：和棋。
diagram-result-player = 對局結束：玩家 { $player } 獲勝。
diagram-result-none = 對局結束。

diagram-end-no-moves = 輪到走棋的一方無棋可走。
diagram-end-no-moves-left = 輪到走棋的一方已無棋可走，在這裡這就是獲勝。
diagram-end-first-king = 第一個王已經產生。
diagram-end-repetition = 同一局面在同一方走棋時第三次出現。
diagram-end-twenty-five-king-moves = 雙方各走了二十五步，只有王在走，也沒有吃子。
diagram-end-sixteen-moves = 三個王（或兩個王加一個兵，或一個王加兩個兵）對單王，雙方各走了十六步。
diagram-end-five-moves = 兩個王（或一個王加一個兵，或一個王）對單王，雙方各走了五步。
diagram-end-two-kings-against-one = 兩個王對一個王，雙方各走了七步。
diagram-end-king-against-king = 一個王對一個王，雙方各走了兩步。
diagram-end-fifteen-king-moves = 雙方各走了十五步，只有王在走，也沒有吃子。
diagram-end-twenty-king-moves = 雙方各走了二十步，只有王在走，也沒有吃子。
diagram-end-kings-against-lone-king = 三個或更多的王走到第十五步仍未吃掉單王。
diagram-end-main-diagonal = 三個棋子（至少一個是王）對長斜線上的單王，雙方各走了五步。
diagram-end-four-or-five-pieces = 雙方都有王，棋盤上有四個或五個棋子，沒有吃子也沒有新王，雙方各走了三十步。
diagram-end-six-or-seven-pieces = 雙方都有王，棋盤上有六個或七個棋子，沒有吃子也沒有新王，雙方各走了六十步。
diagram-end-home = 這名玩家的棋子已全部到達對面的角。

## 格子上有什麼（供螢幕閱讀器使用）

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
diagram-white-to-move = 白方走棋。
diagram-black-to-move = 黑方走棋。
diagram-player-pieces = { $player } 號玩家：{ $holes }。
diagram-player-to-move = 輪到 { $player } 號玩家走棋。

## 為什麼這步棋不合法

diagram-reason-capture-compulsory = 有吃必吃。
diagram-reason-capture-more = 另有一種吃法能吃掉更多棋子。
diagram-reason-capture-greater-value = 另有一種價值更高的吃法。
diagram-reason-king-must-capture = 價值相同時，必須由王來吃。
diagram-reason-king-move-limit = 這個王已經連走了三步。
diagram-reason-passes-two-pieces = 一次跳躍絕不能越過兩枚棋子。
diagram-reason-far-side-not-empty = 被跳棋子後方直到落點的每個位置都必須是空的。
diagram-reason-step-after-jump = 跳躍之後不能再走一步：一個回合只能走一步，或是連跳。
diagram-reason-long-jump-needs-option = 遠跳需要開啟「遠跳」選項。
diagram-reason-not-your-turn = 現在輪到對方。
diagram-reason-not-reachable = 這枚棋子走不到那裡。
diagram-reason-taken = 那個位置已有棋子。
diagram-reason-no-moves = 這枚棋子沒有合法的走法。
diagram-reason-captured-on-the-way = 這枚棋子會在連吃途中被吃掉；請選擇吃子的落點：{ $targets }。
diagram-reason-passes-through = 吃子只是經過這裡；請選擇終點：{ $targets }。
diagram-capture-next = 連吃從 { $square } 繼續；請選擇下一格：{ $targets }。
diagram-capture-ambiguous = 有幾種吃法都停在 { $square }；請從 { $targets } 開始，依次選擇棋子落下的每一格。

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
replay-help = 在列表中選取一步棋，即可查看走完這步之後的局面。按鍵：← 和 → 逐步後退或前進，Home 和 End 跳到開頭和結尾；在棋盤上，以 ↑、↓、Shift+← 和 Shift+→ 在格子之間移動，按 Enter 鍵選取棋子，從這個局面接著下。
replay-off-game = 你已偏離這盤對局的著法。在列表中選取對局的任一步，即可回到對局。
replay-moves = 對局著法
replay-record = 對局棋譜（PDN）
replay-result = 結果
