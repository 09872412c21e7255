## 网站框架
## 排版：全角标点（，。：；？！）与全角引号 “” ‘’；数字用阿拉伯数字（0～9），与棋盘上的编号一致；数值范围用浪纹线（1～20）；
## 汉字与数字、拉丁字母之间留一个空格。

site-name = 游戏规则
skip-link = 跳到主要内容
beta = 测试版
language-switcher = 语言
cta-text = 无需注册。分享一个链接，即可开始对局。
cta-button = 新开一桌
untranslated-notice = 本页尚未译成简体中文，因此以原文显示。
outdated-note = 本节原文在翻译之后已有改动。
missing-note = 本节尚未翻译。
outdated-note-original = 阅读英文原文
outdated-note-edit = 更新译文
edit-page = 编辑本页
version-label = 版本
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { "：" }

## 内容栏目的 URL 片段（小写 ASCII 字母、数字和连字符，用拼音）

path-games = youxi
path-variants = bianti

## 首页

home-title = 游戏规则
home-intro = 我们棋桌上可以下的每一种游戏及其变体，规则都在这里，并配有示例讲解。
home-variants = 变体

## 根页面：把读者引向自己的语言

root-title = 游戏规则
root-choose = 选择语言

## 找不到页面

not-found-title = 找不到页面
not-found-text = 此地址没有页面。页面可能已经移走，也可能是链接有误。
not-found-home = 返回首页
not-found-games = 本站的游戏

## 页面标题和标签。`-game` 是本页的游戏，`-base` 是它所变化的标准游戏。

page-title = { -game }
label-game = 棋类游戏
label-variant = { -base }变体
section-what-is = 什么是{ -game(position: "mid") }？
section-rule-changes = 规则变化
section-history = 历史
section-board = 棋盘
section-pieces = 棋子
section-setup = 开局摆放
section-moves = 走法
section-jumps = 跳子
section-captures = 吃子
section-how-to-win = 如何获胜
section-draws = 和棋

## 变体页面的对比表

table-caption = { -game(position: "mid") }与标准{ -base(position: "mid") }的区别
table-rule = 规则
table-standard = 标准{ -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = （未翻译）

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = 概览
facts-players = 玩家人数
facts-board = 棋盘
facts-pieces = 棋子
facts-length = 对局时长
facts-family = 类别
facts-list-separator = { "、" }
facts-players-choice = { $list } 或 { $last }
facts-board-squares = { $rows }×{ $columns } 格
facts-board-star = 六角星形，121 个棋位
facts-pieces-value = 每人 { $count } 枚
facts-length-value = { $from }～{ $to } 分钟
facts-family-draughts = 西洋跳棋类
facts-family-halma = 哈尔马类

## Search

search-label = 搜索
search-no-results = 没有找到与“{ $query }”相关的结果
search-unavailable = 搜索功能暂时无法使用。
search-searching = 正在搜索……

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = 面包屑导航
breadcrumbs-home = 首页
toc-title = 本页内容
heading-anchor = 链接到“{ $heading }”一节
pager = 上一页和下一页
pager-previous = 上一页
pager-next = 下一页
social-image-alt = 页面标题与该游戏的棋盘

## Footer

footer-about = 关于本站
footer-play = 在线游玩
footer-licence = 许可协议

## Lessons

path-lessons = kecheng
lessons-title = { -game }：课程
lessons-intro = 本游戏各页面中的全部题目，按顺序排列。每个链接都会在题目所在的页面打开它；你解答过的题目会保存在此浏览器中。
lessons-progress = 已解答：{ $done }/{ $total }
lessons-next = 下一题
lessons-all-solved = 你已解答全部题目，做得好！
lessons-solved = 已解答
lessons-link = 课程：按顺序做全部题目
