## Marco del sitio

site-name = Reglas de juegos
skip-link = Saltar al contenido principal
beta = Beta
language-switcher = Idioma
cta-text = No hace falta registrarse. Comparte un enlace y empieza a jugar.
cta-button = Abrir una mesa
untranslated-notice = Esta página aún no se ha traducido al español, así que se muestra en su idioma original.
outdated-note = El texto original de esta sección ha cambiado desde que se tradujo.
missing-note = Esta sección aún no se ha traducido.
outdated-note-original = Leer el original en inglés
outdated-note-edit = Actualizar la traducción
edit-page = Editar esta página
version-label = Versión
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## Segmentos de URL de las secciones (ASCII en minúsculas, cifras y guiones)

path-games = juegos
path-variants = variantes

## Página de inicio

home-title = Reglas de juegos
home-intro = Las reglas de todos los juegos a los que puedes jugar en nuestras mesas, y de sus variantes, explicadas con ejemplos.
home-variants = Variantes

## Página raíz, que lleva a cada lector a su idioma

root-title = Reglas de juegos
root-choose = Elige tu idioma

## Página no encontrada

not-found-title = Página no encontrada
not-found-text = No hay ninguna página en esta dirección. Puede que se haya movido o que el enlace tenga una errata.
not-found-home = Ir a la página de inicio
not-found-games = Juegos de este sitio

## Títulos y etiquetas de la página. `-game` es el juego de la página; `-base`, el juego estándar del que es variante.

page-title = { -game }
label-game = Juego de tablero
label-variant = Variante { -base.article ->
        [los] de los { -base(position: "mid") }
        [la] de la { -base(position: "mid") }
        [el] del { -base(position: "mid") }
       *[las] de las { -base(position: "mid") }
    }
section-what-is = ¿Qué { -game.number ->
        [singular] es
       *[plural] son
    } { -game.article ->
        [los] los
        [la] la
        [el] el
       *[las] las
    } { -game(position: "mid") }?
section-rule-changes = Cambios en las reglas
section-history = Historia
section-board = El tablero
section-pieces = { -game.family ->
        [draughts] Las piezas
       *[other] Las fichas
    }
section-setup = Preparación
section-moves = Movimientos
section-jumps = Saltos
section-captures = Capturas
section-how-to-win = Cómo se gana
section-draws = Tablas

## La tabla comparativa de una variante

table-caption = En qué se { -game.number ->
        [singular] diferencia
       *[plural] diferencian
    } { -game.article ->
        [los] los
        [la] la
        [el] el
       *[las] las
    } { -game(position: "mid") } { -base.article ->
        [los] de los
        [la] de la
        [el] del
       *[las] de las
    } { -base(position: "mid") } { -base.gender ->
        [masculine] { -base.number ->
            [singular] clásico
           *[plural] clásicos
        }
       *[feminine] { -base.number ->
            [singular] clásica
           *[plural] clásicas
        }
    }
table-rule = Regla
table-standard = { -base } { -base.gender ->
        [masculine] { -base.number ->
            [singular] clásico
           *[plural] clásicos
        }
       *[feminine] { -base.number ->
            [singular] clásica
           *[plural] clásicas
        }
    }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (sin traducir)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = De un vistazo
facts-players = Jugadores
facts-board = Tablero
facts-pieces = { -game.family ->
        [draughts] Piezas
       *[other] Fichas
    }
facts-length = Duración de una partida
facts-family = Familia
facts-list-separator = { ", " }
facts-players-choice = { $list } o { $last }
facts-board-squares = { $rows }×{ $columns } casillas
facts-board-star = Estrella de seis puntas, 121 casillas
facts-pieces-value = { $count } por jugador
facts-length-value = De { $from } a { $to } minutos
facts-family-draughts = Damas
facts-family-halma = Halma

## Search

search-label = Buscar
search-no-results = No hay resultados para «{ $query }»
search-unavailable = La búsqueda no está disponible en este momento.
search-searching = Buscando…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Ruta de navegación
breadcrumbs-home = Inicio
toc-title = En esta página
heading-anchor = Enlace a la sección «{ $heading }»
pager = Página anterior y página siguiente
pager-previous = Anterior
pager-next = Siguiente
social-image-alt = El título de la página junto a un tablero del juego

## Footer

footer-about = Acerca de este sitio
footer-play = Jugar en línea
footer-licence = Licencia

## Lessons

path-lessons = lecciones
lessons-title = { -game }: lecciones
lessons-intro = Todos los ejercicios de las páginas de este juego, en orden. Cada enlace abre el ejercicio en su página; este navegador recuerda los que resuelves.
lessons-progress = Resueltos: { $done } de { $total }
lessons-next = Siguiente ejercicio
lessons-all-solved = Has resuelto todos los ejercicios. ¡Muy bien!
lessons-solved = resuelto
lessons-link = Lecciones: todos los ejercicios en orden
