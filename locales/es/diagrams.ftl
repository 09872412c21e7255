## Diagramas interactivos. Las variables se rellenan en la página: `$square`, `$targets`
## (una lista de casillas), `$move` (notación de la jugada), `$current`/`$total` (números de paso), `$player`.

diagram-board-help = Elige una pieza para ver adónde puede ir. Con el teclado: en el tablero, las flechas pasan de una casilla a otra, Intro o Espacio elige, Esc cancela; en los botones, ← y → retroceden o avanzan un paso, Inicio y Fin llevan al principio y al final; F da la vuelta al tablero.
diagram-star-help = Elige una pieza para ver adónde puede ir. Con el teclado: en el tablero, las flechas pasan de una casilla a otra, Intro o Espacio elige, Esc cancela; en los botones, ← y → retroceden o avanzan un paso, Inicio y Fin llevan al principio y al final.
diagram-help-pointer = Con el dedo o el ratón: toca una pieza y luego su destino, o arrástrala hasta allí.
diagram-help-landings = Una captura también puede jugarse salto a salto, tocando cada casilla donde cae la pieza.
diagram-help-label = Ayuda del tablero
diagram-more = Más acciones
diagram-undo = Deshacer
diagram-reset = Reiniciar
diagram-flip = Girar el tablero
diagram-previous = Paso anterior
diagram-next = Paso siguiente
diagram-start = Posición inicial
diagram-players = Jugadores
diagram-step = Paso { $current } de { $total }
diagram-step-said = Paso { $current } de { $total }.
diagram-free-move = Juego libre, jugada { $current }
diagram-off-line = Te has salido de la línea del ejemplo. Pulsa Reiniciar para volver a ella.
diagram-selected = Pieza de la { $square } elegida; casillas posibles: { $targets }.
diagram-moved = Jugada: { $move }.
diagram-cancelled = No hay ninguna pieza elegida.
diagram-copy-position = Copiar la posición
diagram-copy-moves = Copiar las jugadas
diagram-copied = Copiado.
diagram-loading = Un momento: el tablero está cargando las reglas.
diagram-result-white = Fin de la partida: ganan las blancas.
diagram-result-black = Fin de la partida: ganan las negras.
diagram-result-draw = Fin de la partida: tablas.
diagram-result-player = Fin de la partida: gana el jugador { $player }.
diagram-result-none = Fin de la partida.

diagram-end-no-moves = El bando al que le toca no puede mover.
diagram-no-pieces-left = Al bando al que le toca no le quedan piezas.
diagram-end-no-moves-left = El bando al que le toca ya no puede mover, y en esta variante eso le da la victoria.
diagram-end-first-king = Un peón ha coronado: es la primera dama.
diagram-end-repetition = La misma posición se ha repetido por tercera vez con el turno del mismo bando.
diagram-end-twenty-five-king-moves = Veinticinco jugadas por bando moviendo solo damas y sin captura.
diagram-end-sixteen-moves = Dieciséis jugadas por bando con tres damas (o dos damas y un peón, o una dama y dos peones) contra una dama sola.
diagram-end-five-moves = Cinco jugadas por bando con dos damas (o una dama y un peón, o una dama) contra una dama sola.
diagram-end-two-kings-against-one = Siete jugadas por bando con dos damas contra una.
diagram-end-king-against-king = Dos jugadas por bando con una dama contra una.
diagram-end-fifteen-king-moves = Quince jugadas por bando moviendo solo damas y sin captura.
diagram-end-twenty-king-moves = Veinte jugadas por bando moviendo solo damas y sin captura.
diagram-end-kings-against-lone-king = Tres o más damas no han capturado la dama sola en sus quince primeras jugadas.
diagram-end-main-diagonal = Cinco jugadas por bando con tres piezas, al menos una de ellas dama, contra una dama sola en la gran diagonal.
diagram-end-four-or-five-pieces = Treinta jugadas por bando con damas en los dos bandos, cuatro o cinco piezas en el tablero y sin captura ni coronación.
diagram-end-six-or-seven-pieces = Sesenta jugadas por bando con damas en los dos bandos, seis o siete piezas en el tablero y sin captura ni coronación.
diagram-end-home = Todas las fichas del jugador han llegado a la punta opuesta.

## Qué hay en una casilla, para lectores de pantalla

diagram-square-empty = { $square }: vacía
diagram-square-white-man = { $square }: peón blanco
diagram-square-white-king = { $square }: dama blanca
diagram-square-black-man = { $square }: peón negro
diagram-square-black-king = { $square }: dama negra
diagram-square-player = { $square }: una ficha del jugador { $player }

## El tablero en palabras

diagram-white-men = Peones blancos: { $squares }.
diagram-white-kings = Damas blancas: { $squares }.
diagram-black-men = Peones negros: { $squares }.
diagram-black-kings = Damas negras: { $squares }.
diagram-white-to-move = Juegan las blancas.
diagram-black-to-move = Juegan las negras.
diagram-player-pieces = Jugador { $player }: { $holes }.
diagram-player-to-move = Le toca al jugador { $player }.

## Por qué una jugada no está permitida

diagram-reason-capture-compulsory = La captura es obligatoria.
diagram-reason-capture-more = Hay una captura de más piezas.
diagram-reason-capture-greater-value = Hay una captura de más valor.
diagram-reason-king-must-capture = A igual valor, es la dama la que debe capturar.
diagram-reason-king-move-limit = Esta dama ya ha hecho tres jugadas seguidas.
diagram-reason-passes-two-pieces = Un salto nunca pasa por encima de dos fichas.
diagram-reason-far-side-not-empty = Más allá de la ficha saltada, todas las casillas hasta la de llegada deben estar vacías.
diagram-reason-step-after-jump = Después de un salto no se puede dar un paso: un turno es o un paso o una cadena de saltos.
diagram-reason-long-jump-needs-option = Los saltos largos requieren la opción «Salto largo».
diagram-reason-not-your-turn = Le toca al otro bando.
diagram-reason-not-reachable = Esta pieza no puede llegar ahí.
diagram-reason-taken = Ese sitio está ocupado.
diagram-reason-no-moves = Esta pieza no tiene ninguna jugada legal.
diagram-reason-captured-on-the-way = Esta pieza se captura por el camino; elige dónde termina la captura: { $targets }.
diagram-reason-passes-through = La captura solo pasa por aquí; elige dónde termina: { $targets }.
diagram-capture-next = La captura sigue desde la { $square }: elige la siguiente casilla, { $targets }.
diagram-capture-ambiguous = Varias capturas terminan en la { $square }: elige una a una las casillas donde cae la pieza, empezando por { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Partidas para reproducir (PDN).
replay-start = Inicio
replay-back = Atrás
replay-forward = Adelante
replay-end = Final
replay-copy-pdn = Copiar PDN
replay-help = Elige una jugada de la lista para ver su posición. Teclas: en la lista y en los botones, ← y → retroceden o avanzan una jugada, Inicio y Fin llevan al principio y al final; en el tablero, las flechas pasan de una casilla a otra e Intro elige una pieza para seguir jugando; F da la vuelta al tablero.
replay-off-game = Te has salido de la partida. Elige una de sus jugadas en la lista para volver a ella.
replay-moves = Jugadas de la partida
replay-record = Notación de la partida (PDN)
replay-result = Resultado

task-goal-move = Encuentra la jugada.
task-goal-most = Haz la captura que exigen las reglas.
task-goal-king-capture = Captura con una dama.
task-goal-crown = Haz dama.
task-goal-reach = Termina tu jugada en una de las casillas marcadas.
task-goal-line = Juega la secuencia: se comprueban tus jugadas y el tablero juega las respuestas.
task-goal-find-captures = Encuentra todas las piezas que deben capturar.
task-goal-find-reach = Encuentra todas las casillas a las que esta pieza puede llegar en este turno.
task-answer = Solución
task-solved = Resuelto. ¡Muy bien!
## El ejercicio en un tablero, jugado en el navegador.
task-hint = Pista
task-hint-look = Fíjate en { $squares }.
task-unsolved = Aún sin resolver
task-done = Resuelto
task-progress = Ejercicios resueltos en esta página: { $done } de { $total }
task-line-right = Correcto.
task-found = { $square } es correcta. Llevas { $done } de { $total }.
task-back = El tablero vuelve al principio: inténtalo de nuevo.
task-retry = Intentar de nuevo
task-next = Siguiente ejercicio
task-miss-not-the-move = { $move } es una jugada legal, pero no la que se pide.
task-miss-not-by-king = { $move } es una captura con un peón: captura con una dama.
task-miss-does-not-crown = { $move } no hace dama.
task-miss-ends-elsewhere = { $move } termina en { $square }, no en una casilla marcada.
task-miss-off-the-line = { $move } es una jugada legal, pero la secuencia sigue de otra forma.
task-miss-cannot-capture = La pieza de { $square } no puede capturar.
task-miss-not-reachable = La pieza no puede llegar a { $square } en este turno.
