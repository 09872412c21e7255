## Cadre du site

site-name = Règles des jeux
skip-link = Aller au contenu principal
beta = Bêta
language-switcher = Langue
cta-text = Pas besoin de s’inscrire. Partagez un lien et commencez à jouer.
cta-button = Ouvrir une table
untranslated-notice = Cette page n’a pas encore été traduite en français ; elle est donc affichée dans sa langue d’origine.
outdated-note = Le texte original de cette section a été modifié depuis sa traduction.
missing-note = Cette section n’a pas encore été traduite.
outdated-note-original = Lire l’original en anglais
outdated-note-edit = Mettre à jour la traduction
edit-page = Modifier cette page
version-label = Version
# What follows a label before its value (a string literal keeps its spaces).
label-separator = { "\u202F: " }

## Segments d’URL des sections (ASCII en minuscules, chiffres et traits d’union)

path-games = jeux
path-variants = variantes

## Page d’accueil

home-title = Règles des jeux
home-intro = Les règles de tous les jeux auxquels vous pouvez jouer à nos tables, et de leurs variantes, expliquées par des exemples.
home-variants = Variantes

## Page racine, qui oriente chaque lecteur vers sa langue

root-title = Règles des jeux
root-choose = Choisissez votre langue

## Page introuvable

not-found-title = Page introuvable
not-found-text = Il n’y a aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.
not-found-home = Aller à la page d’accueil
not-found-games = Les jeux de ce site

## Titres et étiquettes de la page. `-game` est le jeu de la page, `-base` le jeu standard dont il est une variante.

page-title = { -game }
label-game = Jeu de plateau
label-variant = Variante { -base.article ->
        [le] du { -base(position: "mid") }
        [la] de la { -base(position: "mid") }
        [elided] de l’{ -base(position: "mid") }
       *[les] des { -base(position: "mid") }
    }
section-what-is = Qu’est-ce que { -game.article ->
        [le] le { -game(position: "mid") }
        [la] la { -game(position: "mid") }
        [elided] l’{ -game(position: "mid") }
       *[les] les { -game(position: "mid") }
    } ?
section-rule-changes = Changements de règles
section-history = Histoire
section-board = { -game.family ->
        [draughts] Le damier
       *[other] Le plateau
    }
section-pieces = { -game.family ->
        [draughts] Les pièces
       *[other] Les pions
    }
section-setup = Mise en place
section-moves = Déplacements
section-jumps = Sauts
section-captures = Prises
section-how-to-win = Comment gagner
section-draws = Parties nulles

## Le tableau comparatif d’une variante

table-caption = Ce qui distingue { -game.article ->
        [le] le { -game(position: "mid") }
        [la] la { -game(position: "mid") }
        [elided] l’{ -game(position: "mid") }
       *[les] les { -game(position: "mid") }
    } { -base.article ->
        [le] du { -base(position: "mid") } { -base.number ->
            [plural] classiques
           *[singular] classique
        }
        [la] de la { -base(position: "mid") } { -base.number ->
            [plural] classiques
           *[singular] classique
        }
        [elided] de l’{ -base(position: "mid") } { -base.number ->
            [plural] classiques
           *[singular] classique
        }
       *[les] des { -base(position: "mid") } { -base.number ->
           *[plural] classiques
            [singular] classique
        }
    }
table-rule = Règle
table-standard = { -base } { -base.number ->
       *[plural] classiques
        [singular] classique
    }
table-variant = { -game }

## Language menu: after a language's name, when this page is only shown there in another language

language-menu-fallback = (non traduite)

## Facts box of a game or variant page (players, board, pieces, playing time, family)

facts-label = En bref
facts-players = Joueurs
facts-board = { -game.family ->
        [draughts] Damier
       *[other] Plateau
    }
facts-pieces = { -game.family ->
        [draughts] Pièces
       *[other] Pions
    }
facts-length = Durée d’une partie
facts-family = Famille
facts-list-separator = { ", " }
facts-players-choice = { $list } ou { $last }
facts-board-squares = { $rows }×{ $columns } cases
facts-board-star = Étoile à six branches, 121 trous
facts-pieces-value = { $count } par joueur
facts-length-value = De { $from } à { $to } minutes
facts-family-draughts = Dames
facts-family-halma = Halma

## Search

search-label = Rechercher
search-no-results = Aucun résultat pour « { $query } »
search-unavailable = La recherche n’est pas disponible pour le moment.
search-searching = Recherche en cours…

## Navigation: breadcrumbs, the page's contents, links to its headings, previous and next page

breadcrumbs = Fil d’Ariane
breadcrumbs-home = Accueil
toc-title = Sur cette page
heading-anchor = Lien vers la section « { $heading } »
pager = Page précédente et page suivante
pager-previous = Précédent
pager-next = Suivant
social-image-alt = Le titre de la page à côté d’un plateau du jeu

## Footer

footer-about = À propos du site
footer-play = Jouer en ligne
footer-licence = Licence

## Lessons

path-lessons = lecons
lessons-title = { -game } : leçons
lessons-intro = Tous les exercices des pages de ce jeu, dans l’ordre. Chaque lien ouvre l’exercice sur sa page ; ce navigateur garde en mémoire ceux que vous avez résolus.
lessons-progress = { $done ->
        [one] { $done } résolu
       *[other] { $done } résolus
    } sur { $total }
lessons-next = Exercice suivant
lessons-all-solved = Vous avez résolu tous les exercices. Bravo !
lessons-solved = résolu
lessons-link = Leçons : tous les exercices dans l’ordre
