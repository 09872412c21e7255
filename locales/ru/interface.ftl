## Оформление сайта

site-name = Правила игр
skip-link = Перейти к основному содержанию
beta = Бета
language-switcher = Язык
cta-text = Регистрация не нужна. Поделитесь ссылкой — и можно играть.
cta-button = Открыть стол
untranslated-notice = Эта страница ещё не переведена на русский язык, поэтому она показана на языке оригинала.
outdated-note = Оригинальный текст этого раздела изменился после перевода.
missing-note = Этот раздел ещё не переведён.
outdated-note-original = Читать оригинал на английском
outdated-note-edit = Обновить перевод
edit-page = Редактировать страницу
version-label = Версия
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## Сегменты адресов разделов (строчные латинские буквы, цифры и дефисы)

path-games = igry
path-variants = varianty

## Главная страница

home-title = Правила игр
home-intro = Правила всех игр, в которые можно сыграть за нашими столами, и их вариантов — с примерами.
home-variants = Варианты

## Корневая страница, которая отправляет читателя на его язык

root-title = Правила игр
root-choose = Выберите язык

## Страница не найдена

not-found-title = Страница не найдена
not-found-text = По этому адресу страницы нет. Возможно, её перенесли или в ссылке опечатка.
not-found-home = Перейти на главную
not-found-games = Игры на этом сайте

## Заголовки и подписи страницы. `-game` — игра страницы, `-base` — основная игра, вариантом
## которой она является. Названия внутри предложения берутся с `position: "mid"` (строчная
## буква) и нужным падежом (`case: "gen"`), см. games.ftl.

page-title = { -game }
label-game = Настольная игра
label-variant = Вариант { -base(position: "mid", case: "gen") }
section-what-is = Что такое { -game(position: "mid") }?
section-rule-changes = Изменения в правилах
section-history = История
section-board = { -game.family ->
        [draughts] Доска
       *[other] Игровое поле
    }
section-pieces = { -game.family ->
        [draughts] Шашки
       *[other] Фишки
    }
section-setup = Начальная расстановка
section-moves = Ходы
section-jumps = Прыжки
section-captures = Взятие
section-how-to-win = Как победить
section-draws = Ничья

## Сравнительная таблица варианта

table-caption = Чем { -game(position: "mid") } { -game.number ->
        [singular] отличается
       *[plural] отличаются
    } от { -base.number ->
        [singular] { -base.gender ->
            [feminine] обычной
           *[other] обычного
        }
       *[plural] обычных
    } { -base(position: "mid", case: "gen") }
table-rule = Правило
table-standard = { -base.number ->
        [singular] { -base.gender ->
            [feminine] Обычная
            [neuter] Обычное
           *[masculine] Обычный
        }
       *[plural] Обычные
    } { -base(position: "mid") }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (без перевода)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = Коротко
facts-players = Игроки
facts-board = { -game.family ->
        [draughts] Доска
       *[other] Игровое поле
    }
facts-pieces = { -game.family ->
        [draughts] Шашки
       *[other] Фишки
    }
facts-length = Время партии
facts-family = Семейство
facts-list-separator = { ", " }
facts-players-choice = { $list } или { $last }
facts-board-squares = { $rows }×{ $columns } клеток
facts-board-star = Шестиконечная звезда из 121 лунки
facts-pieces-value = По { $count } у каждого игрока
facts-length-value = { $from }–{ $to } { $to ->
        [one] минута
        [few] минуты
        [many] минут
       *[other] минуты
    }
facts-family-draughts = Шашечные игры
facts-family-halma = Хальма

## Search

search-label = Поиск
search-no-results = По запросу «{ $query }» ничего не найдено
search-unavailable = Поиск сейчас недоступен.
search-searching = Идёт поиск…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Путь к странице
breadcrumbs-home = Главная
toc-title = На этой странице
heading-anchor = Ссылка на раздел «{ $heading }»
pager = Соседние страницы
pager-previous = Предыдущая
pager-next = Следующая
social-image-alt = Заголовок страницы рядом с доской игры

## Footer

footer-about = О сайте
footer-play = Играть онлайн
footer-licence = Лицензия

## Lessons

path-lessons = uroki
lessons-title = { -game }: уроки
lessons-intro = Все задачи со страниц этой игры по порядку. Каждая ссылка открывает задачу на её странице; решённые задачи запоминает этот браузер.
lessons-progress = { $done ->
        [one] Решена { $done } задача
        [few] Решены { $done } задачи
       *[many] Решено { $done } задач
    } из { $total }
lessons-next = Следующая задача
lessons-all-solved = Все задачи решены. Отлично!
lessons-solved = решена
lessons-link = Уроки: все задачи по порядку
