## 操作できる盤面図。変数はページで埋められる：`$square`、`$targets`（マスの一覧）、
## `$move`（棋譜の表記）、`$current`/`$total`（手順の番号）、`$player`。
## マスの番号と棋譜は盤上と同じ半角数字で書く。英字・数字とかな・漢字の間には空白を入れない（Enterキー、PDNをコピー）。

diagram-board-help = 駒を選ぶと、動ける先が表示されます。キーボードでは、盤上では矢印キーでマスを移り、Enterキーかスペースキーで選び、Escキーで取り消します。ボタン上では、←キーと→キーで1手ずつ戻ったり進んだりし、HomeキーとEndキーで最初と最後へ移ります。Fキーで盤を反転します。
diagram-star-help = 駒を選ぶと、動ける先が表示されます。キーボードでは、盤上では矢印キーでマスを移り、Enterキーかスペースキーで選び、Escキーで取り消します。ボタン上では、←キーと→キーで1手ずつ戻ったり進んだりし、HomeキーとEndキーで最初と最後へ移ります。
diagram-help-pointer = タッチやマウスでは、駒をタップしてから行き先をタップするか、駒を行き先までドラッグします。
diagram-help-landings = 取りは、駒が着地するマスを1つずつタップして指すこともできます。
diagram-help-label = 盤の使い方
diagram-more = その他の操作
diagram-undo = 一手戻す
diagram-reset = リセット
diagram-flip = 盤を反転
diagram-previous = 前の手順
diagram-next = 次の手順
diagram-start = 開始局面
diagram-players = 人数
diagram-step = 手順{ $current }/{ $total }
diagram-step-said = 手順{ $current }/{ $total }。
diagram-free-move = 自由対局：{ $current }手目
diagram-off-line = 例の手順から外れました。「リセット」を押すと戻れます。
diagram-selected = { $square }を選びました。{ $targets }へ動かせます。
diagram-moved = { $move }を指しました。
diagram-cancelled = 選択を取り消しました。
diagram-copy-position = 局面をコピー
diagram-copy-moves = 棋譜をコピー
diagram-copied = コピーしました。
diagram-loading = 少々お待ちください。盤がルールを読み込んでいます。
diagram-result-white = 対局終了：白の勝ちです。
diagram-result-black = 対局終了：黒の勝ちです。
diagram-result-draw = 対局終了：引き分けです。
diagram-result-player = 対局終了：プレイヤー{ $player }の勝ちです。
diagram-result-none = 対局終了です。

diagram-end-no-moves = 手番の側に指せる手がありません。
diagram-no-pieces-left = 手番の側には駒が残っていません。
diagram-end-no-moves-left = 手番の側に指せる手がなくなりました。このゲームでは、指せなくなった側の勝ちです。
diagram-end-first-king = 最初のキングが誕生しました。
diagram-end-repetition = 同じ局面が同じ手番で3回目になりました。
diagram-end-twenty-five-king-moves = 双方25手ずつ、キングだけが動いて駒を取っていません。
diagram-end-sixteen-moves = キング3個（またはキング2個と普通の駒1個、またはキング1個と普通の駒2個）対キング1個のまま双方16手ずつ指しました。
diagram-end-five-moves = キング2個（またはキング1個と普通の駒1個、またはキング1個）対キング1個のまま双方5手ずつ指しました。
diagram-end-two-kings-against-one = キング2個対キング1個のまま双方7手ずつ指しました。
diagram-end-king-against-king = キング1個対キング1個のまま双方2手ずつ指しました。
diagram-end-fifteen-king-moves = 双方15手ずつ、キングだけが動いて駒を取っていません。
diagram-end-twenty-king-moves = 双方20手ずつ、キングだけが動いて駒を取っていません。
diagram-end-kings-against-lone-king = キング3個以上で、15手目までにキング1個を取れませんでした。
diagram-end-main-diagonal = キングを1個以上含む3個の駒で、長い対角線上のキング1個を相手に双方5手ずつ指しました。
diagram-end-four-or-five-pieces = 双方にキングがあり、盤上の駒が4個か5個のまま、取りも新しいキングの誕生もなく双方30手ずつ指しました。
diagram-end-six-or-seven-pieces = 双方にキングがあり、盤上の駒が6個か7個のまま、取りも新しいキングの誕生もなく双方60手ずつ指しました。
diagram-end-home = そのプレイヤーの駒がすべて向かい側の陣地に入りました。

## マスの中身（スクリーンリーダー向け）

diagram-square-empty = { $square }：空き
diagram-square-white-man = { $square }：白の駒
diagram-square-white-king = { $square }：白のキング
diagram-square-black-man = { $square }：黒の駒
diagram-square-black-king = { $square }：黒のキング
diagram-square-player = { $square }：プレイヤー{ $player }の駒

## 盤面を言葉で

diagram-white-men = 白の駒：{ $squares }。
diagram-white-kings = 白のキング：{ $squares }。
diagram-black-men = 黒の駒：{ $squares }。
diagram-black-kings = 黒のキング：{ $squares }。
diagram-white-to-move = 白の手番。
diagram-black-to-move = 黒の手番。
diagram-player-pieces = プレイヤー{ $player }：{ $holes }。
diagram-player-to-move = プレイヤー{ $player }の手番。

## その手が指せない理由

diagram-reason-capture-compulsory = 取れる駒があるときは、必ず取らなければなりません。
diagram-reason-capture-more = もっと多くの駒を取る取り方があります。
diagram-reason-capture-greater-value = もっと価値の高い取り方があります。
diagram-reason-king-must-capture = 価値が同じなら、キングで取らなければなりません。
diagram-reason-king-move-limit = このキングはすでに3回続けて動いています。
diagram-reason-passes-two-pieces = 1回のジャンプで2個の駒を跳び越えることはできません。
diagram-reason-far-side-not-empty = 跳び越える駒の向こう側は、着地するマスまですべて空いていなければなりません。
diagram-reason-step-after-jump = ジャンプの後に1マス移動はできません。1回の手番は、1マス移動か連続ジャンプのどちらかです。
diagram-reason-long-jump-needs-option = 遠くへのジャンプには「ロングジャンプ」オプションが必要です。
diagram-reason-not-your-turn = 相手の手番です。
diagram-reason-not-reachable = この駒はそこへ行けません。
diagram-reason-taken = そのマスはふさがっています。
diagram-reason-no-moves = この駒には指せる手がありません。
diagram-reason-captured-on-the-way = この駒は途中で取られます。取り終えるマスを選んでください：{ $targets }。
diagram-reason-passes-through = ここは通過するだけです。取り終えるマスを選んでください：{ $targets }。
diagram-capture-next = { $square }からさらに続けて取ります。次のマスを選んでください：{ $targets }。
diagram-capture-ambiguous = { $square }で終わる取り方が複数あります。駒が着地するマスを、{ $targets }から順に1つずつ選んでください。

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { "、" }
# How the sentences describing a board are joined (a Japanese full stop needs no space).
diagram-sentence-separator = { "" }

## 再生できる対局（PDN 形式の棋譜）。
replay-start = 最初へ
replay-back = 戻る
replay-forward = 進む
replay-end = 最後へ
replay-copy-pdn = PDNをコピー
replay-help = リストの手を選ぶと、その手を指した後の局面が表示されます。キー操作：リストやボタン上では、←キーと→キーで1手ずつ戻ったり進んだりし、HomeキーとEndキーで最初と最後へ移ります。盤上では、矢印キーでマスを移り、Enterキーで駒を選ぶと、そこから続きを指せます。Fキーで盤を反転します。
replay-off-game = 棋譜の手順から外れました。戻るには、リストから棋譜の手を1つ選んでください。
replay-moves = 対局の指し手
replay-record = 棋譜（PDN）
replay-result = 結果

task-goal-move = 正しい手を見つけてください。
task-goal-most = ルールが求める取り方で取ってください。
task-goal-king-capture = キングで取ってください。
task-goal-crown = 駒がキングになる手を指してください。
task-goal-reach = 印の付いたマスで手を終えてください。
task-goal-line = 手順どおりに指してください。あなたの手はその都度判定され、相手の応手は盤が指します。
task-goal-find-captures = 取る義務のある自分の駒をすべて見つけてください。
task-goal-find-reach = この駒がこの手番で行けるマスをすべて見つけてください。
task-answer = 答え
task-solved = 正解です。よくできました！
## The task on a board, played in the browser.
task-hint = ヒント
task-hint-look = { $squares }に注目してください。
task-unsolved = 未解決
task-done = 解決済み
task-progress = このページで解いた問題：{ $total }問中{ $done }問
task-line-right = 正解です。
task-found = { $square }は正解です。{ $total }個中{ $done }個見つけました。
task-back = 盤面を最初に戻しました。もう一度どうぞ。
task-retry = もう一度
task-next = 次の問題
task-miss-not-the-move = { $move }は指せる手ですが、求められている手ではありません。
task-miss-not-by-king = { $move }は普通の駒による取りです。キングで取ってください。
task-miss-does-not-crown = { $move }ではキングになりません。
task-miss-ends-elsewhere = { $move }は印の付いたマスではなく、{ $square }で終わります。
task-miss-off-the-line = { $move }は指せる手ですが、手順とは違います。
task-miss-cannot-capture = { $square }の駒には取れる駒がありません。
task-miss-not-reachable = この駒はこの手番で{ $square }へ行けません。
