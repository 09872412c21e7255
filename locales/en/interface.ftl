## Site chrome

site-name = Game rules
skip-link = Skip to main content
beta = Beta
language-switcher = Language
cta-text = No registration needed. Share a link and start playing.
cta-button = Open a table
untranslated-notice = This page has not been translated into this language yet, so it is shown in its original language.
# A translated section whose original text changed after it was translated: the note under
# its heading, its link to the original section and its link to the translation's file.
# The link names the original's language: this site's reference language, English.
outdated-note = The original text of this section has changed since it was translated.
missing-note = This section has not been translated yet.
outdated-note-original = Read the original in English
outdated-note-edit = Update the translation
# The link under a page to its own source file, when site.toml sets `edit_url`.
edit-page = Edit this page
version-label = Version
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## URL segments of the content sections (lower-case ASCII, digits and hyphens)

path-games = games
path-variants = variants

## Home page

home-title = Game rules
home-intro = The rules of every game you can play on our tables, and of their variants, explained with examples.
home-variants = Variants

## Root page, which sends readers to their language

root-title = Game rules
root-choose = Choose your language

## Page not found

not-found-title = Page not found
not-found-text = There is no page at this address. It may have moved, or the link may be mistyped.
not-found-home = Go to the home page
not-found-games = Games on this site

## Page headings and labels. `-game` is the page's game, `-base` the standard game it varies.

page-title = { -game }
label-game = Board game
label-variant = { -base } variant
section-what-is = What is { -game(position: "mid") }?
section-rule-changes = Rule changes
section-history = History
section-board = The board
section-pieces = The pieces
section-setup = Setting up
section-moves = Moves
section-jumps = Jumps
section-captures = Captures
section-how-to-win = How to win
section-draws = Draws

## The comparison table of a variant

table-caption = How { -game(position: "mid") } differs from standard { -base(position: "mid") }
table-rule = Rule
table-standard = Standard { -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (not translated)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = At a glance
facts-players = Players
facts-board = Board
facts-pieces = Pieces
facts-length = Playing time
facts-family = Family
facts-list-separator = { ", " }
facts-players-choice = { $list } or { $last }
facts-board-squares = { $rows }×{ $columns } squares
facts-board-star = Six-pointed star, 121 holes
facts-pieces-value = { $count } per player
facts-length-value = { $from }–{ $to } minutes
facts-family-draughts = Draughts
facts-family-halma = Halma

## Search. `$query` is what the reader typed.

search-label = Search
search-no-results = No results for “{ $query }”
search-unavailable = Search is not available right now.
search-searching = Searching…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Breadcrumbs
breadcrumbs-home = Home
toc-title = On this page
# The accessible name of the `#` link beside a heading; `$heading` is the heading's text.
heading-anchor = Link to the section “{ $heading }”
pager = Previous and next page
pager-previous = Previous
pager-next = Next
# The description of a page's social image (`og:image:alt`): the picture a link to the page shows
# when it is shared, the page title beside a board.
social-image-alt = The page title beside a board of the game

## Footer

# The links at the foot of every page: a page about the site, the play site, and the licence
# the site is published under (its name, from site.toml, follows after `label-separator`).
footer-about = About this site
footer-play = Play online
footer-licence = Licence

## Lessons

# The URL segment of a game's lesson path, under the game's page's address: a slug (lower-case
# ASCII letters, digits and hyphens), like `path-games`.
path-lessons = lessons
# The title of a game's lesson path, the page that lists every task of the game's pages in order.
lessons-title = { -game }: lessons
# Under the title.
lessons-intro = Every task of this game's pages, in order. Each link opens the task on its page; the tasks you solve are remembered in this browser.
# How many of the tasks listed (all of them, or one page's) are solved.
lessons-progress = { $done } of { $total } solved
# Before the link to the first task not solved yet (after it, `label-separator`).
lessons-next = Next task
# Instead of the next task, once every task is solved.
lessons-all-solved = You have solved every task. Well done!
# Read out after a solved task's check mark.
lessons-solved = solved
# The link to a game's lesson path, on the game's page and on the home page.
lessons-link = Lessons: every task in order
