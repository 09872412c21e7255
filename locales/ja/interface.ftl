## サイトの枠組み
## 表記：句読点は全角（、。：「」）、文と文の間に空白は入れない。数字は盤上の番号や
## 棋譜と同じ半角の算用数字（0–9）。

site-name = ゲームのルール
skip-link = 本文へ移動
beta = ベータ版
language-switcher = 言語
cta-text = 登録は不要です。リンクを共有するだけで対局を始められます。
cta-button = テーブルを作る
untranslated-notice = このページはまだ日本語に翻訳されていないため、原文のまま表示しています。
outdated-note = この節の原文は翻訳後に変更されています。
missing-note = この節はまだ翻訳されていません。
outdated-note-original = 英語の原文を読む
outdated-note-edit = 翻訳を更新する
edit-page = このページを編集
version-label = バージョン
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { "：" }

## 各セクションの URL（小文字の ASCII 英字、数字、ハイフン）

path-games = games
path-variants = variants

## ホームページ

home-title = ゲームのルール
home-intro = 当サイトのテーブルで遊べるすべてのゲームと、そのバリエーションのルールを、例を交えて解説します。
home-variants = バリエーション

## ルートページ（読者をその言語のページへ案内する）

root-title = ゲームのルール
root-choose = 言語を選んでください

## ページが見つからないとき

not-found-title = ページが見つかりません
not-found-text = このアドレスにページはありません。ページが移動したか、リンクのアドレスが間違っている可能性があります。
not-found-home = ホームページへ
not-found-games = このサイトのゲーム

## 見出しとラベル。`-game` はそのページのゲーム、`-base` はバリエーションの元になる標準のゲーム。

page-title = { -game }
label-game = ボードゲーム
label-variant = { -base }のバリエーション
section-what-is = { -game(position: "mid") }とは
section-rule-changes = ルールの違い
section-history = 歴史
section-board = 盤
section-pieces = 駒
section-setup = 初期配置
section-moves = 駒の動かし方
section-jumps = ジャンプ
section-captures = 駒の取り方
section-how-to-win = 勝ち方
section-draws = 引き分け

## バリエーションの比較表

table-caption = { -game(position: "mid") }と標準の{ -base(position: "mid") }との違い
table-rule = ルール
table-standard = 標準の{ -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = （未翻訳）

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = 概要
facts-players = プレイ人数
facts-board = 盤
facts-pieces = 駒
facts-length = プレイ時間
facts-family = 分類
facts-list-separator = { "、" }
facts-players-choice = { $list }または{ $last }
facts-board-squares = { $rows }×{ $columns }マス
facts-board-star = 六芒星形、121マス
facts-pieces-value = 1人{ $count }個
facts-length-value = { $from }〜{ $to }分
facts-family-draughts = ドラフツ（チェッカー）
facts-family-halma = ハルマ

## Search

search-label = 検索
search-no-results = 「{ $query }」に一致する結果はありません
search-unavailable = 現在、検索を利用できません。
search-searching = 検索中…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = パンくずリスト
breadcrumbs-home = ホーム
toc-title = このページの内容
heading-anchor = 「{ $heading }」へのリンク
pager = 前後のページ
pager-previous = 前へ
pager-next = 次へ
social-image-alt = ページのタイトルとゲームの盤

## Footer

footer-about = このサイトについて
footer-play = オンラインで遊ぶ
footer-licence = ライセンス

## Lessons

path-lessons = lessons
lessons-title = { -game }：レッスン
lessons-intro = このゲームのページにある問題を、順番にすべて並べました。リンクから、その問題のページへ移動します。解いた問題はこのブラウザーに記録されます。
lessons-progress = { $total }問中{ $done }問を解きました
lessons-next = 次の問題
lessons-all-solved = すべての問題を解きました。お見事です！
lessons-solved = 解決済み
lessons-link = レッスン：すべての問題を順番に
