## 網站框架
## 排版：全形標點（，。：；？！）與全形引號 「」 『』；數字用阿拉伯數字（0～9），與棋盤上的編號一致；
## 漢字與數字、拉丁字母之間留一個空格。

site-name = 遊戲規則
skip-link = 跳到主要內容
beta = 測試版
language-switcher = 語言
cta-text = 免註冊，分享連結就能開始對局。
cta-button = 開新桌
untranslated-notice = 本頁尚未譯成繁體中文，因此以原文顯示。
outdated-note = 本節原文在翻譯之後已有修改。
missing-note = 本節尚未翻譯。
outdated-note-original = 閱讀英文原文
outdated-note-edit = 更新譯文
edit-page = 編輯本頁
version-label = 版本
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { "：" }

## 內容分類的網址片段（小寫 ASCII 字母、數字和連字號，用漢語拼音）

path-games = youxi
path-variants = bianti

## 首頁

home-title = 遊戲規則
home-intro = 我們棋桌上的每一種遊戲和它們的變體，規則都在這裡，並附有範例說明。
home-variants = 變體

## 根頁面：引導讀者前往自己的語言

root-title = 遊戲規則
root-choose = 選擇語言

## 找不到頁面

not-found-title = 找不到頁面
not-found-text = 這個網址沒有頁面。頁面可能已經移到別處，也可能是連結的網址打錯了。
not-found-home = 回到首頁
not-found-games = 本站的遊戲

## 頁面標題和標籤。`-game` 是本頁的遊戲，`-base` 是它所變化的標準遊戲。

page-title = { -game }
label-game = 棋類遊戲
label-variant = { -base }變體
section-what-is = 什麼是{ -game(position: "mid") }？
section-rule-changes = 規則變化
section-history = 歷史
section-board = 棋盤
section-pieces = 棋子
section-setup = 開局擺法
section-moves = 走法
section-jumps = 跳子
section-captures = 吃子
section-how-to-win = 如何獲勝
section-draws = 和棋

## 變體頁面的比較表

table-caption = { -game(position: "mid") }與標準{ -base(position: "mid") }的差異
table-rule = 規則
table-standard = 標準{ -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = （未翻譯）

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = 概覽
facts-players = 玩家人數
facts-board = 棋盤
facts-pieces = 棋子
facts-length = 對局時間
facts-family = 類別
facts-list-separator = { "、" }
facts-players-choice = { $list } 或 { $last }
facts-board-squares = { $rows }×{ $columns } 格
facts-board-star = 六角星形，121 個棋位
facts-pieces-value = 每人 { $count } 枚
facts-length-value = { $from }～{ $to } 分鐘
facts-family-draughts = 西洋跳棋類
facts-family-halma = 哈爾瑪類

## Search

search-label = 搜尋
search-no-results = 找不到與「{ $query }」相關的結果
search-unavailable = 目前無法使用搜尋功能。
search-searching = 搜尋中……

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = 導覽路徑
breadcrumbs-home = 首頁
toc-title = 本頁內容
heading-anchor = 連結到「{ $heading }」一節
pager = 上一頁與下一頁
pager-previous = 上一頁
pager-next = 下一頁
social-image-alt = 頁面標題與該遊戲的棋盤

## Footer

footer-about = 關於本站
footer-play = 線上遊玩
footer-licence = 授權條款

## Lessons

path-lessons = kecheng
lessons-title = { -game }：課程
lessons-intro = 本遊戲各頁面中的全部題目，依序排列。每個連結都會在題目所在的頁面開啟它；你解答過的題目會保存在此瀏覽器中。
lessons-progress = 已解答：{ $done }/{ $total }
lessons-next = 下一題
lessons-all-solved = 你已解答全部題目，做得好！
lessons-solved = 已解答
lessons-link = 課程：依序做全部題目
