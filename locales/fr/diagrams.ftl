## Diagrammes interactifs. Les variables sont remplies sur la page : `$square`, `$targets`
## (une liste de cases), `$move` (notation du coup), `$current`/`$total` (numéros d’étape), `$player`.

diagram-board-help = Choisissez une pièce pour voir où elle peut aller. Au clavier : sur le plateau, les flèches passent d’une case à l’autre, Entrée ou Espace choisit, Échap annule ; sur les boutons, ← et → reculent ou avancent d’une étape, Début et Fin mènent au début et à la fin ; F retourne le plateau.
diagram-star-help = Choisissez une pièce pour voir où elle peut aller. Au clavier : sur le plateau, les flèches passent d’un trou à l’autre, Entrée ou Espace choisit, Échap annule ; sur les boutons, ← et → reculent ou avancent d’une étape, Début et Fin mènent au début et à la fin.
diagram-help-pointer = Au doigt ou à la souris : touchez une pièce puis sa destination, ou faites-la glisser jusque-là.
diagram-help-landings = Une prise peut aussi se jouer saut par saut, en touchant chaque case où la pièce se pose.
diagram-help-label = Aide pour le plateau
diagram-more = Plus d’actions
diagram-undo = Annuler
diagram-reset = Recommencer
diagram-flip = Retourner le plateau
diagram-previous = Étape précédente
diagram-next = Étape suivante
diagram-start = Position de départ
diagram-players = Joueurs
diagram-step = Étape { $current } sur { $total }
diagram-step-said = Étape { $current } sur { $total }.
diagram-free-move = Jeu libre, coup { $current }
diagram-off-line = Vous avez quitté la ligne de l’exemple. Appuyez sur Recommencer pour y revenir.
diagram-selected = Pièce en { $square } choisie ; destinations possibles : { $targets }.
diagram-moved = Coup joué : { $move }.
diagram-cancelled = Aucune pièce choisie.
diagram-copy-position = Copier la position
diagram-copy-moves = Copier les coups
diagram-copied = Copié.
diagram-loading = Un instant : le plateau charge les règles.
diagram-result-white = Partie terminée : les Blancs gagnent.
diagram-result-black = Partie terminée : les Noirs gagnent.
diagram-result-draw = Partie terminée : partie nulle.
diagram-result-player = Partie terminée : le joueur { $player } gagne.
diagram-result-none = Partie terminée.

diagram-end-no-moves = Le camp au trait ne peut plus jouer.
diagram-no-pieces-left = Le camp au trait n’a plus de pièces.
diagram-end-no-moves-left = Le camp au trait n’a plus de coup, ce qui, ici, lui donne la victoire.
diagram-end-first-king = Un premier pion vient d’aller à dame.
diagram-end-repetition = La même position est apparue pour la troisième fois avec le même camp au trait.
diagram-end-twenty-five-king-moves = Vingt-cinq coups de chaque côté où seules des dames ont joué, sans prise.
diagram-end-sixteen-moves = Seize coups de chaque côté avec trois dames (ou deux dames et un pion, ou une dame et deux pions) contre une dame seule.
diagram-end-five-moves = Cinq coups de chaque côté avec deux dames (ou une dame et un pion, ou une dame) contre une dame seule.
diagram-end-two-kings-against-one = Sept coups de chaque côté avec deux dames contre une.
diagram-end-king-against-king = Deux coups de chaque côté avec une dame contre une.
diagram-end-fifteen-king-moves = Quinze coups de chaque côté où seules des dames ont joué, sans prise.
diagram-end-twenty-king-moves = Vingt coups de chaque côté où seules des dames ont joué, sans prise.
diagram-end-kings-against-lone-king = Trois dames ou plus n’ont pas pris la dame seule au plus tard à leur quinzième coup.
diagram-end-main-diagonal = Cinq coups de chaque côté avec trois pièces, dont au moins une dame, contre une dame seule sur la grande diagonale.
diagram-end-four-or-five-pieces = Trente coups de chaque côté avec des dames dans les deux camps, quatre ou cinq pièces sur le damier, sans prise ni promotion.
diagram-end-six-or-seven-pieces = Soixante coups de chaque côté avec des dames dans les deux camps, six ou sept pièces sur le damier, sans prise ni promotion.
diagram-end-home = Tous les pions du joueur ont atteint la branche opposée.

## Ce qui se trouve sur une case, pour les lecteurs d’écran

diagram-square-empty = { $square } : vide
diagram-square-white-man = { $square } : pion blanc
diagram-square-white-king = { $square } : dame blanche
diagram-square-black-man = { $square } : pion noir
diagram-square-black-king = { $square } : dame noire
diagram-square-player = { $square } : un pion du joueur { $player }

## Le plateau en mots

diagram-white-men = Pions blancs : { $squares }.
diagram-white-kings = Dames blanches : { $squares }.
diagram-black-men = Pions noirs : { $squares }.
diagram-black-kings = Dames noires : { $squares }.
diagram-white-to-move = Trait aux Blancs.
diagram-black-to-move = Trait aux Noirs.
diagram-player-pieces = Joueur { $player } : { $holes }.
diagram-player-to-move = Au joueur { $player } de jouer.

## Pourquoi un coup n’est pas permis

diagram-reason-capture-compulsory = La prise est obligatoire.
diagram-reason-capture-more = Une autre prise permet de prendre plus de pièces.
diagram-reason-capture-greater-value = Une autre prise a une plus grande valeur.
diagram-reason-king-must-capture = À valeur égale, c’est la dame qui doit prendre.
diagram-reason-king-move-limit = Cette dame a déjà joué trois fois de suite.
diagram-reason-passes-two-pieces = Un saut ne passe jamais par-dessus deux pions.
diagram-reason-far-side-not-empty = Au-delà du pion sauté, tous les trous jusqu’au trou d’arrivée doivent être vides.
diagram-reason-step-after-jump = On ne peut pas faire un pas après un saut : un tour est soit un pas, soit une série de sauts.
diagram-reason-long-jump-needs-option = Les sauts longs demandent l’option « Saut long ».
diagram-reason-not-your-turn = C’est à l’adversaire de jouer.
diagram-reason-not-reachable = Cette pièce ne peut pas aller là.
diagram-reason-taken = Cet emplacement est occupé.
diagram-reason-no-moves = Cette pièce n’a aucun coup légal.
diagram-reason-captured-on-the-way = Cette pièce est prise en chemin ; choisissez la case d’arrivée de la prise : { $targets }.
diagram-reason-passes-through = La prise ne fait que passer par cette case ; choisissez où elle se termine : { $targets }.
diagram-capture-next = La prise continue depuis { $square } : choisissez la case suivante, { $targets }.
diagram-capture-ambiguous = Plusieurs prises se terminent en { $square } : choisissez une à une les cases où la pièce se pose, en commençant par { $targets }.

# How a list of squares is joined (a string literal keeps its spaces).
diagram-list-separator = { ", " }
# How the sentences describing a board are joined.
diagram-sentence-separator = { " " }

## Parties à rejouer (PDN).
replay-start = Début
replay-back = Reculer
replay-forward = Avancer
replay-end = Fin
replay-copy-pdn = Copier le PDN
replay-help = Choisissez un coup dans la liste pour voir la position. Touches : dans la liste et sur les boutons, ← et → reculent ou avancent d’un coup, Début et Fin mènent au début et à la fin ; sur le damier, les flèches passent d’une case à l’autre, et Entrée choisit une pièce pour continuer à jouer ; F retourne le damier.
replay-off-game = Vous avez quitté la partie. Choisissez l’un de ses coups dans la liste pour y revenir.
replay-moves = Coups de la partie
replay-record = Notation de la partie (PDN)
replay-result = Résultat

task-goal-move = Trouvez le coup.
task-goal-most = Faites la prise qu’exigent les règles.
task-goal-king-capture = Prenez avec une dame.
task-goal-crown = Allez à dame.
task-goal-reach = Terminez votre coup sur l’un des emplacements marqués.
task-goal-line = Jouez la suite : vos coups sont vérifiés, et le plateau joue les réponses.
task-goal-find-captures = Trouvez toutes les pièces qui doivent prendre.
task-goal-find-reach = Trouvez tous les emplacements que cette pièce peut atteindre pendant ce tour.
task-answer = Solution
task-solved = Résolu. Bravo !
## L’exercice sur un plateau, joué dans le navigateur.
task-hint = Indice
task-hint-look = Regardez { $squares }.
task-unsolved = Pas encore résolu
task-done = Résolu
task-progress = Exercices résolus sur cette page : { $done } sur { $total }
task-line-right = Exact.
task-found = { $square } : exact. Réponses trouvées : { $done } sur { $total }.
task-back = Le plateau revient à la position de départ : essayez encore.
task-retry = Réessayer
task-next = Exercice suivant
task-miss-not-the-move = { $move } est un coup légal, mais ce n’est pas celui demandé.
task-miss-not-by-king = { $move } est une prise par un pion : prenez avec une dame.
task-miss-does-not-crown = { $move } ne mène aucun pion à dame.
task-miss-ends-elsewhere = { $move } s’arrête en { $square }, pas sur un emplacement marqué.
task-miss-off-the-line = { $move } est un coup légal, mais la suite est différente.
task-miss-cannot-capture = La pièce en { $square } ne peut pas prendre.
task-miss-not-reachable = La pièce ne peut pas atteindre { $square } pendant ce tour.
