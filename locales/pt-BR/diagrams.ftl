## Diagramas interativos. As variáveis são preenchidas na página: `$square`, `$targets` (uma
## lista de casas), `$move` (a notação de um lance), `$current`/`$total` (números das etapas),
## `$player`.

diagram-board-help = Escolha uma peça para ver aonde ela pode ir. Pelo teclado: no tabuleiro, as setas passam de uma casa a outra, Enter ou Espaço escolhe, Esc cancela; nos botões, ← e → voltam e avançam um passo, Home e End vão para o início e para o fim; F vira o tabuleiro.
diagram-star-help = Escolha uma peça para ver aonde ela pode ir. Pelo teclado: no tabuleiro, as setas passam de uma casa a outra, Enter ou Espaço escolhe, Esc cancela; nos botões, ← e → voltam e avançam um passo, Home e End vão para o início e para o fim.
diagram-help-pointer = Com o dedo ou o mouse: toque numa peça e depois no destino, ou arraste-a até lá.
diagram-help-landings = Uma captura também pode ser jogada salto a salto, tocando cada casa onde a peça cai.
diagram-help-label = Como usar o diagrama
diagram-more = Mais ações
diagram-undo = Desfazer
diagram-reset = Recomeçar
diagram-flip = Virar o tabuleiro
diagram-previous = Etapa anterior
diagram-next = Próxima etapa
diagram-start = Posição inicial
diagram-players = Jogadores
diagram-step = Etapa { $current } de { $total }
diagram-step-said = Etapa { $current } de { $total }.
diagram-free-move = Jogo livre, lance { $current }
diagram-off-line = Você saiu da sequência do exemplo. Use o botão Recomeçar para voltar a ela.
diagram-selected = Peça da casa { $square } escolhida; pode ir para { $targets }.
diagram-moved = Lance jogado: { $move }.
diagram-cancelled = Nenhuma peça escolhida.
diagram-copy-position = Copiar posição
diagram-copy-moves = Copiar lances
diagram-copied = Copiado.
diagram-loading = Um momento: o diagrama está carregando as regras.
diagram-result-white = Fim de jogo: as brancas vencem.
diagram-result-black = Fim de jogo: as pretas vencem.
diagram-result-draw = Fim de jogo: empate.
diagram-result-player = Fim de jogo: o jogador { $player } vence.
diagram-result-none = Fim de jogo.

diagram-end-no-moves = O lado que tem a vez não pode jogar.
diagram-no-pieces-left = O lado que tem a vez não tem mais peças.
diagram-end-no-moves-left = O lado que tem a vez não tem mais lances, o que, nesta variante, lhe dá a vitória.
diagram-end-first-king = Foi feita a primeira dama.
diagram-end-repetition = A mesma posição surgiu pela terceira vez com a vez do mesmo lado.
diagram-end-twenty-five-king-moves = Vinte e cinco lances de cada lado movendo só damas e sem captura.
diagram-end-sixteen-moves = Dezesseis lances de cada lado com três damas (ou duas damas e uma pedra, ou uma dama e duas pedras) contra uma dama sozinha.
diagram-end-five-moves = Cinco lances de cada lado com duas damas (ou uma dama e uma pedra, ou uma dama) contra uma dama sozinha.
diagram-end-two-kings-against-one = Sete lances de cada lado com duas damas contra uma.
diagram-end-king-against-king = Dois lances de cada lado com uma dama contra uma.
diagram-end-fifteen-king-moves = Quinze lances de cada lado movendo só damas e sem captura.
diagram-end-twenty-king-moves = Vinte lances de cada lado movendo só damas e sem captura.
diagram-end-kings-against-lone-king = Três ou mais damas não capturaram a dama sozinha até o seu décimo quinto lance.
diagram-end-main-diagonal = Cinco lances de cada lado com três peças, pelo menos uma delas dama, contra uma dama sozinha na grande diagonal.
diagram-end-four-or-five-pieces = Trinta lances de cada lado com damas dos dois lados, quatro ou cinco peças no tabuleiro e nenhuma captura nem nova dama.
diagram-end-six-or-seven-pieces = Sessenta lances de cada lado com damas dos dois lados, seis ou sete peças no tabuleiro e nenhuma captura nem nova dama.
diagram-end-home = Todas as peças do jogador chegaram à ponta oposta.

## O que há numa casa, para leitores de tela

diagram-square-empty = { $square }: vazia
diagram-square-white-man = { $square }: pedra branca
diagram-square-white-king = { $square }: dama branca
diagram-square-black-man = { $square }: pedra preta
diagram-square-black-king = { $square }: dama preta
diagram-square-player = { $square }: uma peça do jogador { $player }

## A posição em palavras

diagram-white-men = Pedras brancas: { $squares }.
diagram-white-kings = Damas brancas: { $squares }.
diagram-black-men = Pedras pretas: { $squares }.
diagram-black-kings = Damas pretas: { $squares }.
diagram-white-to-move = As brancas jogam.
diagram-black-to-move = As pretas jogam.
diagram-player-pieces = Jogador { $player }: { $holes }.
diagram-player-to-move = Vez do jogador { $player }.

## Por que um lance não é permitido

diagram-reason-capture-compulsory = A captura é obrigatória.
diagram-reason-capture-more = Há uma captura que toma mais peças.
diagram-reason-capture-greater-value = Há uma captura de valor maior.
diagram-reason-king-must-capture = Com valor igual, a dama é que deve capturar.
diagram-reason-king-move-limit = Esta dama já jogou três vezes seguidas.
diagram-reason-passes-two-pieces = Um salto nunca passa por cima de duas peças.
diagram-reason-far-side-not-empty = Depois da peça saltada, todas as casas até a casa de chegada devem estar vazias.
diagram-reason-step-after-jump = Um passo não pode vir depois de um salto: cada jogada é um passo ou uma sequência de saltos.
diagram-reason-long-jump-needs-option = Saltos longos exigem a opção “Salto longo”.
diagram-reason-not-your-turn = É a vez do adversário.
diagram-reason-not-reachable = Esta peça não consegue chegar lá.
diagram-reason-taken = Esse lugar está ocupado.
diagram-reason-no-moves = Esta peça não tem nenhum lance válido.
diagram-reason-captured-on-the-way = Esta peça é capturada no caminho; escolha onde a captura termina: { $targets }.
diagram-reason-passes-through = A captura só passa por aqui; escolha onde ela termina: { $targets }.
diagram-capture-next = A captura continua a partir da casa { $square }; escolha a próxima casa: { $targets }.
diagram-capture-ambiguous = Várias capturas terminam na casa { $square }: escolha, uma a uma, as casas em que a peça cai, começando por { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Partidas para reproduzir (registros PDN).
replay-start = Início
replay-back = Voltar
replay-forward = Avançar
replay-end = Fim
replay-copy-pdn = Copiar PDN
replay-help = Escolha um lance na lista para ver a posição depois dele. Teclas: na lista e nos botões, ← e → voltam e avançam um lance, Home e End vão para o início e para o fim; no tabuleiro, as setas passam de uma casa a outra, e Enter escolhe uma peça para você continuar jogando; F vira o tabuleiro.
replay-off-game = Você saiu da partida. Para voltar, escolha na lista um dos lances dela.
replay-moves = Lances da partida
replay-record = Notação da partida (PDN)
replay-result = Resultado

task-goal-move = Encontre o lance.
task-goal-most = Faça a captura que as regras exigem.
task-goal-king-capture = Capture com uma dama.
task-goal-crown = Faça dama.
task-goal-reach = Termine o lance em uma das casas marcadas.
task-goal-line = Jogue a sequência: seus lances são conferidos, e o tabuleiro joga as respostas.
task-goal-find-captures = Encontre todas as peças que devem capturar.
task-goal-find-reach = Encontre todas as casas que esta peça pode alcançar nesta jogada.
task-answer = Solução
task-solved = Resolvido. Muito bem!
## O exercício num tabuleiro, jogado no navegador.
task-hint = Dica
task-hint-look = Repare em { $squares }.
task-unsolved = Ainda não resolvido
task-done = Resolvido
task-progress = Exercícios resolvidos nesta página: { $done } de { $total }
task-line-right = Certo.
task-found = { $square } está certa. Encontradas: { $done } de { $total }.
task-back = O tabuleiro voltou ao início: tente de novo.
task-retry = Tentar de novo
task-next = Próximo exercício
task-miss-not-the-move = { $move } é um lance válido, mas não o que se pede.
task-miss-not-by-king = { $move } é uma captura com uma pedra: capture com uma dama.
task-miss-does-not-crown = Com { $move }, nenhuma pedra faz dama.
task-miss-ends-elsewhere = { $move } termina em { $square }, não numa casa marcada.
task-miss-off-the-line = { $move } é um lance válido, mas a sequência segue de outro jeito.
task-miss-cannot-capture = A peça em { $square } não pode capturar.
task-miss-not-reachable = A peça não consegue chegar a { $square } nesta jogada.
