//! Legal move generation: steps, capture sequences, the capture-precedence rules, perft.

use super::board::{first_along, shift, Dir, Square, JUMP_FROM, NEXT, NONE, RAY};
use super::moves::{Move, MoveList, MAX_CAPTURES};
use super::position::{KingMoves, Position};
use super::{Goal, Movement, RuleSet};

impl RuleSet {
    /// The lines along which pieces capture: diagonals only, or (Frisian) rows and columns too.
    pub(crate) fn capture_dirs(self) -> &'static [Dir] {
        match self.movement() {
            Movement::International | Movement::Russian => &Dir::DIAGONAL,
            Movement::Frisian => &Dir::ALL,
        }
    }

    /// How a capture ranks against the others; only the highest-ranked captures are legal.
    ///
    /// International: the number of pieces. Frisian: the value men + 2 × kings, then (at equal
    /// value) fewer kings ranks higher — n kings are worth more than 2n − 1 men and less than
    /// 2n men — then a capture by a king ranks above one by a man. Exact integers, no weights.
    /// Russian: all rank alike (free choice).
    pub(crate) fn capture_rank(self, count: u32, kings_taken: u32, by_king: bool) -> u32 {
        match self.movement() {
            Movement::International => count,
            Movement::Russian => 0,
            Movement::Frisian => {
                let value = count + kings_taken;
                value << 8 | (MAX_CAPTURES as u32 - kings_taken) << 1 | by_king as u32
            }
        }
    }
}

/// Whether generated captures are filtered by precedence (legal moves) or all kept (to explain an illegal move).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Precedence {
    Enforce,
    Ignore,
}

/// The depth-first search of capture sequences of one side.
struct CaptureSearch<'a> {
    rule: RuleSet,
    precedence: Precedence,
    /// Every piece on the board except the one capturing (it has left its square), and the
    /// walls around a small board.
    occupied: u64,
    opponents: u64,
    opponent_kings: u64,
    from: u8,
    /// Whether the piece started the capture as a king.
    king: bool,
    /// Russian: where a capturing man is crowned at once (0 under the other rules), and that a
    /// king stops only where it can go on capturing.
    crown_on_the_way: u64,
    finish_as_far_as_it_goes: bool,
    landings: [u8; MAX_CAPTURES],
    order: [u8; MAX_CAPTURES],
    best: u32,
    list: &'a mut Vec<Move>,
}

impl CaptureSearch<'_> {
    fn start(&mut self, blocked: u64, from: u8, king: bool) {
        self.occupied = blocked & !(1u64 << from);
        self.from = from;
        self.king = king;
        self.extend(from, 0, 0, king);
    }

    /// Tries every jump from `at` by a king or (`king` false) a man. Captured pieces stay on the
    /// board until the sequence ends (the Turkish strike), so they block and cannot be jumped
    /// twice; an empty square may be crossed again.
    fn extend(&mut self, at: u8, captured: u64, depth: usize, king: bool) {
        let takeable = self.opponents & !captured;
        let mut extended = false;
        for &dir in self.rule.capture_dirs() {
            let d = dir as usize;
            if king {
                let blockers = RAY[d][at as usize] & self.occupied;
                if blockers == 0 {
                    continue;
                }
                let victim = first_along(dir, blockers);
                if takeable & (1u64 << victim) == 0 {
                    continue;
                }
                let beyond = RAY[d][victim as usize];
                let stops = beyond & self.occupied;
                let mut free = if stops == 0 {
                    beyond
                } else {
                    let stop = first_along(dir, stops);
                    beyond & !(RAY[d][stop as usize] | 1u64 << stop)
                };
                if self.finish_as_far_as_it_goes {
                    free = self.landings_that_go_on(free, captured | 1u64 << victim);
                }
                while free != 0 {
                    let land = free.trailing_zeros() as u8;
                    free &= free - 1;
                    extended = true;
                    self.jump(victim, land, captured, depth, true);
                }
            } else {
                let victim = NEXT[d][at as usize];
                if victim == NONE || takeable & (1u64 << victim) == 0 {
                    continue;
                }
                let land = NEXT[d][victim as usize];
                if land == NONE || self.occupied & (1u64 << land) != 0 {
                    continue;
                }
                extended = true;
                let crowned = self.crown_on_the_way & (1u64 << land) != 0;
                self.jump(victim, land, captured, depth, crowned);
            }
        }
        if !extended && depth > 0 {
            self.record(at, captured, depth, king);
        }
    }

    fn jump(&mut self, victim: u8, land: u8, captured: u64, depth: usize, king: bool) {
        self.order[depth] = victim;
        self.landings[depth] = land;
        self.extend(land, captured | 1u64 << victim, depth + 1, king);
    }

    /// Russian: of a king's possible landings beyond a piece, those from which it can capture
    /// again — or all of them if it can from none.
    fn landings_that_go_on(&self, landings: u64, captured: u64) -> u64 {
        let takeable = self.opponents & !captured;
        let mut going_on = 0;
        let mut rest = landings;
        while rest != 0 {
            let land = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let can_capture = Dir::DIAGONAL.iter().any(|&dir| {
                let d = dir as usize;
                let blockers = RAY[d][land] & self.occupied;
                if blockers == 0 {
                    return false;
                }
                let victim = first_along(dir, blockers);
                let beyond = NEXT[d][victim as usize];
                takeable & (1u64 << victim) != 0
                    && beyond != NONE
                    && self.occupied & (1u64 << beyond) == 0
            });
            if can_capture {
                going_on |= 1u64 << land;
            }
        }
        if going_on == 0 {
            landings
        } else {
            going_on
        }
    }

    fn record(&mut self, to: u8, captured: u64, depth: usize, king: bool) {
        if self.precedence == Precedence::Enforce {
            let kings = (captured & self.opponent_kings).count_ones();
            let rank = self.rule.capture_rank(depth as u32, kings, self.king);
            if rank < self.best {
                return;
            }
            if rank > self.best {
                self.best = rank;
                self.list.clear();
            }
        }
        // Sequences differing only in their landings are one move; the first found is kept.
        let from = self.from;
        if self
            .list
            .iter()
            .any(|m| m.from == from && m.to == to && m.captured == captured)
        {
            return;
        }
        self.list.push(Move {
            from,
            to,
            captured,
            count: depth as u8,
            king: self.king,
            crowned: king && !self.king,
            board: self.rule.board(),
            landings: self.landings,
            order: self.order,
        });
    }
}

impl Position {
    /// The legal moves, in generation order (see [`MoveList::sort`] for the listing order).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// The legal moves into a reused list (cleared first).
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        if self.ended_by_first_king() {
            return;
        }
        self.captures(Precedence::Enforce, &mut list.0);
        if list.is_empty() {
            self.steps(true, &mut list.0);
        }
    }

    /// Breakthrough ends at the first king: nothing moves after it.
    pub(crate) fn ended_by_first_king(&self) -> bool {
        self.rule.goal() == Goal::FirstKing && self.kings != 0
    }

    /// The legal moves of the piece on `sq` (empty if it has none or is not the mover's).
    pub fn moves_from(&self, sq: Square) -> MoveList {
        let mut list = self.legal_moves();
        list.0.retain(|m| m.from == sq.bit());
        list
    }

    /// The number of legal moves, without building the steps (perft's last ply).
    pub fn count_legal_moves(&self, scratch: &mut MoveList) -> u64 {
        scratch.clear();
        self.captures(Precedence::Enforce, &mut scratch.0);
        if !scratch.is_empty() {
            return scratch.len() as u64;
        }
        let empty = self.empty_squares();
        let men = self.pieces[self.side.index()] & !self.kings;
        let mut n = 0;
        for dir in self.side.forward() {
            n += (shift(men, dir.shift()) & empty).count_ones() as u64;
        }
        let mut kings = self.movable_kings();
        while kings != 0 {
            let at = kings.trailing_zeros() as usize;
            kings &= kings - 1;
            for dir in Dir::DIAGONAL {
                n += king_steps(dir, at, self.blocked()).count_ones() as u64;
            }
        }
        n
    }

    /// The side to move's captures; with [`Precedence::Enforce`] only the highest-ranked ones.
    pub(crate) fn captures(&self, precedence: Precedence, out: &mut Vec<Move>) {
        let rule = self.rule;
        let us = self.side.index();
        let own = self.pieces[us];
        let opponents = self.pieces[us ^ 1];
        let all = own | opponents;
        let board = rule.board();
        let empty = board.mask() & !all;
        // Men that can jump somewhere, found for all men at once by shifting.
        let men = own & !self.kings;
        let mut jumpers = 0;
        for &dir in rule.capture_dirs() {
            let s = dir.shift();
            let lands = shift(shift(men & JUMP_FROM[dir as usize], s) & opponents, s) & empty;
            jumpers |= shift(lands, -2 * s);
        }
        let kings = own & self.kings;
        if jumpers == 0 && kings == 0 {
            return;
        }
        let russian = rule.movement() == Movement::Russian;
        let mut search = CaptureSearch {
            rule,
            precedence,
            occupied: all,
            opponents,
            opponent_kings: opponents & self.kings,
            from: 0,
            king: false,
            crown_on_the_way: if russian {
                board.promotion_row(self.side)
            } else {
                0
            },
            finish_as_far_as_it_goes: russian,
            landings: [0; MAX_CAPTURES],
            order: [0; MAX_CAPTURES],
            best: 0,
            list: out,
        };
        for (mut set, king) in [(jumpers, false), (kings, true)] {
            while set != 0 {
                let from = set.trailing_zeros() as u8;
                set &= set - 1;
                search.start(all | board.walls(), from, king);
            }
        }
    }

    /// The side to move's steps: men one square diagonally forward, kings any distance along a
    /// free diagonal. `honour_limit` leaves out the Frisian king that has used its three moves.
    pub(crate) fn steps(&self, honour_limit: bool, out: &mut Vec<Move>) {
        let empty = self.empty_squares();
        let men = self.pieces[self.side.index()] & !self.kings;
        for dir in self.side.forward() {
            let s = dir.shift();
            let mut targets = shift(men, s) & empty;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                out.push(Move::step(self.board, (to as i32 - s) as u8, to, false));
            }
        }
        let mut kings = if honour_limit {
            self.movable_kings()
        } else {
            self.pieces[self.side.index()] & self.kings
        };
        while kings != 0 {
            let at = kings.trailing_zeros() as u8;
            kings &= kings - 1;
            for dir in Dir::DIAGONAL {
                let mut targets = king_steps(dir, at as usize, self.blocked());
                while targets != 0 {
                    let to = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    out.push(Move::step(self.board, at, to, true));
                }
            }
        }
    }

    /// The kings allowed a quiet move: all, except under the Frisian same-king rule.
    fn movable_kings(&self) -> u64 {
        let own = self.pieces[self.side.index()];
        let kings = own & self.kings;
        match self.exhausted_king() {
            Some(bit) => kings & !(1u64 << bit),
            None => kings,
        }
    }

    /// Frisian: the king that has made its three quiet moves in a row while its side has men.
    pub(crate) fn exhausted_king(&self) -> Option<u8> {
        let own = self.pieces[self.side.index()];
        let c = self.king_moves[self.side.index()];
        let limited = self.rule.counts_king_moves()
            && c.count >= KingMoves::LIMIT
            && own & !self.kings != 0
            && own & self.kings & (1u64 << c.square) != 0;
        limited.then_some(c.square)
    }

    /// The number of leaf nodes `depth` plies deep (distinct moves, as docs/notation.md counts
    /// them).
    pub fn perft(&self, depth: u32) -> u64 {
        // One reused list per ply, grown as the search goes deeper (never sized from `depth`,
        // which comes from the user).
        let mut lists = Vec::new();
        perft_inner(self, depth, 0, &mut lists)
    }
}

/// The squares a king on `at` can step to along `dir`: up to the first piece or wall.
#[inline(always)]
fn king_steps(dir: Dir, at: usize, occupied: u64) -> u64 {
    let ray = RAY[dir as usize][at];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let stop = first_along(dir, blockers);
    ray & !(RAY[dir as usize][stop as usize] | 1u64 << stop)
}

/// `lists[ply]` is the reused move list of that ply.
fn perft_inner(pos: &Position, depth: u32, ply: usize, lists: &mut Vec<MoveList>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if lists.len() <= ply {
        lists.push(MoveList::new());
    }
    let mut list = std::mem::take(&mut lists[ply]);
    let nodes = if depth == 1 {
        pos.count_legal_moves(&mut list)
    } else {
        pos.legal_moves_into(&mut list);
        let mut nodes = 0;
        for mv in list.iter() {
            let mut next = *pos;
            next.play_unchecked(mv);
            nodes += perft_inner(&next, depth - 1, ply + 1, lists);
        }
        nodes
    };
    lists[ply] = list;
    nodes
}
