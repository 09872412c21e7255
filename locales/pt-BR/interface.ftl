## Estrutura do site

site-name = Regras dos jogos
skip-link = Pular para o conteúdo principal
beta = Beta
language-switcher = Idioma
cta-text = Sem cadastro. Compartilhe um link e comece a jogar.
cta-button = Abrir uma mesa
untranslated-notice = Esta página ainda não foi traduzida para o português, por isso aparece no idioma original.
outdated-note = O texto original desta seção mudou depois da tradução.
missing-note = Esta seção ainda não foi traduzida.
outdated-note-original = Ler o original em inglês
outdated-note-edit = Atualizar a tradução
edit-page = Editar esta página
version-label = Versão
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { ": " }

## Segmentos dos endereços das seções (letras ASCII minúsculas, algarismos e hifens)

path-games = jogos
path-variants = variantes

## Página inicial

home-title = Regras dos jogos
home-intro = As regras de todos os jogos que você pode jogar nas nossas mesas, e das suas variantes, explicadas com exemplos.
home-variants = Variantes

## Página raiz, que leva cada leitor ao seu idioma

root-title = Regras dos jogos
root-choose = Escolha o idioma

## Página não encontrada

not-found-title = Página não encontrada
not-found-text = Não há nenhuma página neste endereço. Ela pode ter mudado de lugar, ou o link pode estar digitado errado.
not-found-home = Ir para a página inicial
not-found-games = Jogos deste site

## Títulos e rótulos da página. `-game` é o jogo da página, `-base` o jogo clássico do qual ele é
## uma variante. Dentro da frase o nome é pedido com `position: "mid"` (minúsculas) e leva o
## artigo indicado por `.article` (veja games.ftl).

page-title = { -game }
label-game = Jogo de tabuleiro
label-variant = Variante { -base.article ->
        [o] do { -base(position: "mid") }
        [a] da { -base(position: "mid") }
        [os] dos { -base(position: "mid") }
       *[as] das { -base(position: "mid") }
    }
section-what-is = { -game.number ->
        [singular] O que é
       *[plural] O que são
    } { -game.article ->
        [o] o { -game(position: "mid") }
        [a] a { -game(position: "mid") }
        [os] os { -game(position: "mid") }
       *[as] as { -game(position: "mid") }
    }?
section-rule-changes = O que muda nas regras
section-history = História
section-board = O tabuleiro
section-pieces = { -game.family ->
        [draughts] Pedras e damas
       *[other] As peças
    }
section-setup = Posição inicial
section-moves = Os lances
section-jumps = Os saltos
section-captures = As capturas
section-how-to-win = Como vencer
section-draws = Empates

## A tabela de comparação de uma variante

table-caption = Em que { -game.article ->
        [o] o { -game(position: "mid") } difere
        [a] a { -game(position: "mid") } difere
        [os] os { -game(position: "mid") } diferem
       *[as] as { -game(position: "mid") } diferem
    } { -base.article ->
        [o] do { -base(position: "mid") } clássico
        [a] da { -base(position: "mid") } clássica
        [os] dos { -base(position: "mid") } clássicos
       *[as] das { -base(position: "mid") } clássicas
    }
table-rule = Regra
table-standard = { -base } { -base.article ->
        [o] clássico
        [a] clássica
        [os] clássicos
       *[as] clássicas
    }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (sem tradução)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = Em resumo
facts-players = Jogadores
facts-board = Tabuleiro
facts-pieces = { -game.family ->
        [draughts] Pedras
       *[other] Peças
    }
facts-length = Duração de uma partida
facts-family = Família
facts-list-separator = { ", " }
facts-players-choice = { $list } ou { $last }
facts-board-squares = { $rows }×{ $columns } casas
facts-board-star = Estrela de seis pontas, 121 casas
facts-pieces-value = { $count } por jogador
facts-length-value = De { $from } a { $to } minutos
facts-family-draughts = Damas
facts-family-halma = Halma

## Search

search-label = Buscar
search-no-results = Nenhum resultado para “{ $query }”
search-unavailable = A busca não está disponível no momento.
search-searching = Buscando…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Trilha de navegação
breadcrumbs-home = Início
toc-title = Nesta página
heading-anchor = Link para a seção “{ $heading }”
pager = Página anterior e próxima página
pager-previous = Anterior
pager-next = Próxima
social-image-alt = O título da página ao lado de um tabuleiro do jogo

## Footer

footer-about = Sobre o site
footer-play = Jogar on-line
footer-licence = Licença

## Lessons

path-lessons = licoes
lessons-title = { -game }: lições
lessons-intro = Todos os exercícios das páginas deste jogo, em ordem. Cada link abre o exercício na página dele; este navegador guarda os que você resolveu.
lessons-progress = Resolvidos: { $done } de { $total }
lessons-next = Próximo exercício
lessons-all-solved = Você resolveu todos os exercícios. Muito bem!
lessons-solved = resolvido
lessons-link = Lições: todos os exercícios em ordem
