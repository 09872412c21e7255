// A board's input, added to every board of the page (diagram.js's Board) on a board's first
// touch or focus: picking and playing by pointer and keys, drags, landings clicked one by one, the
// rules' reason for a refused move, flipping, copying, and free play through the engine.
"use strict";
(() => {
  const { Board, say, engine, el } = globalThis.RulebookBoard;
  const same = (a, b) => a.from === b.from && a.to === b.to && String(a.captured) === String(b.captured);
  // Notation read left to right in any sentence: marked with the Unicode isolates (LRI … PDI), which
  // `tell` turns into <bdi dir="ltr"> (in Arabic, "32-28" would otherwise read as 28-32).
  const ltr = (text) => `\u2066${text}\u2069`;
  const still = matchMedia("(prefers-reduced-motion: reduce)");

  // A page groups a position's tries by reason, then by piece ({reason: {from: [to, …]}}); the
  // board reads them as the engine lists them: one per try, by piece, then square.
  const triesOf = (pos) => {
    if (!Array.isArray(pos.tries)) {
      pos.tries = Object.entries(pos.tries ?? {})
        .flatMap(([reason, pieces]) => Object.entries(pieces).flatMap(([from, squares]) => squares.map((to) => ({ from: +from, to, reason }))))
        .sort((a, b) => a.from - b.from || a.to - b.to);
    }
    return pos.tries;
  };

  Object.assign(Board.prototype, {
    // The keys of the buttons' row (and a game's move list): steps, then the flip key.
    rowKey(e) {
      return this.stepKey(e) || this.flipKey(e);
    },

    // The cursor ring is for the keyboard: a click or tap focuses the board without it.
    focused() {
      if (this.svg.matches(":focus-visible")) this.moveCursor(this.cursor);
    },

    // The position texts from the start to state `at`, for the engine's game-level rules.
    history(at) {
      return this.states.slice(0, at + 1).map((s) => s.snap?.position ?? s.move.after);
    },

    // A free move's snapshot, from the engine (loaded on the board's first touch).
    analyse(state) {
      state.analysed = engine()
        .then((e) => {
          const at = this.states.indexOf(state);
          if (at < 0) return;
          const before = this.history(at - 1);
          // A page's positions list their moves without the position after each: the engine
          // gives it, from the position the move is played in.
          state.move.after ??= e.analyse(this.data.rules, this.data.explore, before).moves?.find((m) => same(m, state.move))?.after;
          if (state.move.after === undefined) return;
          const snap = e.analyse(this.data.rules, this.data.explore, before.concat(state.move.after));
          if (snap.error) return;
          state.snap = snap;
          state.pieces = new Map(snap.pieces.map((p) => [p.sq, p.piece]));
          if (at === this.at && !this.flight) {
            this.pieces = new Map(state.pieces);
            this.draw();
            if (snap.status?.over) this.tell(this.result(snap.status));
          }
        })
        .catch(() => {});
    },

    // "Copy position" and "copy moves": the current position text, and the moves from the start.
    copy(what) {
      const state = this.states[this.at];
      const text = what === "position" ? state.snap?.position ?? state.move.after ?? "" : this.states.slice(1, this.at + 1).map((s) => s.move.text).join(" ");
      // A move just played off the line has its position once the engine has answered.
      if (!text && what === "position") return this.tell(say("loading"));
      navigator.clipboard?.writeText(text).then(
        () => this.tell(say("copied")),
        () => this.tell(text),
      );
    },

    // Once the reader plays moves of their own, the moves from the start, numbered, each a button
    // back to its position, the current one marked, in a box of bounded height. Back on the line
    // (Reset) it goes: the caption's steps list the line.
    moveList() {
      if (this.states.every((s) => s.line)) {
        this.list?.remove();
        this.list = null;
        return;
      }
      if (!this.list) {
        this.list = document.createElement("ol");
        this.list.className = "diagram-moves";
        this.status.after(this.list);
      }
      this.list.replaceChildren(
        ...this.states.slice(1).map((s, i) => {
          const li = document.createElement("li");
          const b = document.createElement("button");
          b.type = "button";
          b.textContent = s.move.short;
          b.addEventListener("click", () => this.go(i + 1));
          if (i + 1 === this.at) b.setAttribute("aria-current", "step");
          li.append(Object.assign(document.createElement("span"), { className: "diagram-move-number", textContent: `${i + 1}.` }), b);
          return li;
        }),
      );
      // The current move in view, scrolling the box only (never the page).
      const current = this.list.querySelector("[aria-current]");
      if (current && (current.offsetTop < this.list.scrollTop || current.offsetTop + current.offsetHeight > this.list.scrollTop + this.list.clientHeight)) {
        this.list.scrollTop = current.offsetTop + current.offsetHeight - this.list.clientHeight;
      }
    },

    // Turns the board around (the F key and the Flip button): Black's side at the bottom, or back.
    flip() {
      if (!this.draughts) return;
      this.flipped = !this.flipped;
      const box = this.svg.viewBox.baseVal;
      this.svg.classList.toggle("flipped", this.flipped);
      this.view.setAttribute("transform", this.flipped ? `rotate(180 ${box.x + box.width / 2} ${box.y + box.height / 2})` : "");
      this.flipButton?.setAttribute("aria-pressed", String(this.flipped));
      this.draw();
    },

    flipKey(e) {
      if (e.key !== "f" && e.key !== "F") return false;
      if (e.altKey || e.ctrlKey || e.metaKey || !this.draughts) return false;
      e.preventDefault();
      this.flip();
      return true;
    },

    // ←/→ step back and forth, Home/End go to the start and the end (on the buttons and a
    // game's move list; on the board the arrows move the square cursor).
    stepKey(e) {
      if (e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return false;
      this.settle();
      const to = { ArrowLeft: this.at - 1, ArrowRight: this.at + 1, Home: 0, End: this.states.length - 1 }[e.key];
      if (to === undefined) return false;
      e.preventDefault();
      this.go(to, e.key === "ArrowRight");
      return true;
    },

    down(e) {
      if (!e.isPrimary || e.button !== 0) return;
      this.settle();
      const sq = this.hit(e);
      if (!sq) return;
      this.press = { sq, x: e.clientX, y: e.clientY, id: e.pointerId, dragging: false };
      // A piece that can move may be dragged; anything else is a tap.
      if (this.movable(sq)) {
        // The default stays: the click's focus (without the keyboard's ring); CSS stops text selection.
        this.svg.setPointerCapture?.(e.pointerId);
      }
    },

    drag(e) {
      const press = this.press;
      if (!press || e.pointerId !== press.id) return;
      if (!press.dragging) {
        const slop = e.pointerType === "mouse" ? 4 : 8;
        if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < slop) return;
        if (!this.movable(press.sq)) return;
        press.dragging = true;
        if (this.selected !== press.sq || this.way.length) {
          this.pick(press.sq);
          this.draw();
        }
        press.g = this.layer.querySelector(`[data-sq="${press.sq}"]`);
        press.g?.classList.add("dragging");
        press.g && this.layer.append(press.g);
      }
      const m = this.view.getScreenCTM();
      if (!m || !press.g) return;
      const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
      press.g.setAttribute("transform", this.place(p.x, p.y));
      // The square under the dragged piece is marked, as on lidraughts.
      const over = this.hit(e);
      if (over !== press.over) {
        press.over = over;
        this.dots.querySelector(".hover")?.remove();
        if (over && over !== press.sq) this.dots.prepend(this.mark(over, "hover"));
      }
    },

    up(e) {
      const press = this.press;
      if (!press || e.pointerId !== press.id) return;
      this.press = null;
      const sq = this.hit(e);
      if (sq) {
        this.cursor = sq;
        if (this.cursorMark.getAttribute("visibility") === "visible") this.moveCursor(sq);
      }
      if (!press.dragging) {
        if (sq === press.sq) this.act(sq);
        // A piece that cannot move, pulled away: why not, rather than an older message.
        else if (this.pieces.has(press.sq)) this.act(press.sq);
        return;
      }
      const pos = this.position();
      // The piece goes back to its square; dropped where a capture lands, it plays or steps on.
      this.draw();
      // Dropped off the board or back home: it stays picked, and the status says so again.
      if (!sq || sq === press.sq) return this.tell(this.pickedText());
      if (!pos || this.landing(pos, sq, true)) return;
      const move = pos.moves.find((m) => m.from === press.sq && m.to === sq);
      if (move) return this.play(move, true);
      this.tell(this.whyNotThere(pos, sq));
    },

    cancelPress() {
      if (this.press?.dragging) this.draw();
      this.dots.querySelector(".hover")?.remove();
      this.press = null;
    },

    // A click, tap, Enter or Space on a square or hole.
    act(sq) {
      this.settle();
      // Hook (task.js): a board whose squares are picked, not played from.
      if (this.pickSquare) return this.pickSquare(sq);
      const pos = this.position();
      // A move played off the line waits for the engine: the square is acted on once it answers.
      if (!pos) {
        const state = this.states[this.at];
        this.tell(say("loading"));
        return state.analysed?.then(() => state === this.states[this.at] && state.snap && this.act(sq));
      }
      // The rules list moves even in a finished game; the board offers none.
      if (pos.status?.over) return this.tell(this.result(pos.status));
      // The picked piece's own square cancels, unless a capture under way comes back to it.
      if (this.selected && (sq !== this.selected || this.way.length) && this.landing(pos, sq)) return;
      const mine = pos.moves.filter((m) => m.from === sq);
      if (this.selected && sq !== this.selected && !mine.length) {
        const move = pos.moves.find((m) => m.from === this.selected && m.to === sq);
        if (move) return this.play(move);
        // Another piece (the mover's own, or the other side's that the picked one cannot take):
        // why that one cannot move, not "taken".
        const own = this.pieces.has(sq) && this.side(this.pieces.get(sq)) === this.side(this.pieces.get(this.selected));
        const why = this.whyNotThere(pos, sq);
        return this.tell(own || (this.pieces.has(sq) && why === say("reason_taken")) ? this.whyNot(pos, sq) : why);
      }
      if (sq === this.selected) return this.cancel();
      // An empty square with nothing picked: after a piece that cannot move, why it cannot go
      // there; else what is there, as the keyboard's cursor says it.
      if (!this.pieces.has(sq)) {
        const tried = this.refused && triesOf(pos).find((t) => t.from === this.refused && t.to === sq);
        if (tried) return this.tell(say(`reason_${tried.reason.replaceAll("-", "_")}`));
        return this.tell(this.refused ? this.whyNot(pos, this.refused) : this.describe(sq));
      }
      if (!mine.length) {
        this.refused = sq;
        this.draw();
        return this.tell(this.whyNot(pos, sq));
      }
      this.pick(sq);
      this.draw();
      this.tell(this.pickedText());
    },

    // The picked piece and where it can go.
    pickedText() {
      const targets = this.position().moves.filter((m) => m.from === this.selected).map((m) => m.to);
      return say("selected", { square: this.selected, targets: [...new Set(targets)].join(say("list_separator") || ", ") });
    },

    cancel() {
      this.pick(null);
      this.draw();
      this.tell(say("cancelled"));
    },

    // The picked piece's moves that follow the landings clicked so far.
    fits(pos) {
      return pos.moves.filter((m) => m.from === this.selected && this.way.every((sq, i) => m.path[i] === sq));
    },

    // A click (or drop) on a square where the picked piece's captures land, as on lidraughts: the
    // landings may be clicked one after another, the path growing, until a move ends there; a
    // click on where a capture ends plays it at once when no other capture ends there too.
    // Returns whether the square meant that.
    landing(pos, sq, dropped) {
      // A star's jump chain may stop at any landing, so there a click on one is that move.
      if (!this.draughts) return false;
      const fits = this.fits(pos);
      const n = this.way.length;
      const next = fits.filter((m) => m.path[n] === sq);
      const ends = next.length ? next.filter((m) => m.path.length === n + 1) : fits.filter((m) => m.to === sq);
      const list = (squares) => [...new Set(squares)].join(say("list_separator") || ", ");
      if (ends.length === 1 && next.length <= 1) {
        this.play(ends[0], dropped);
        return true;
      }
      if (next.length) {
        this.way.push(sq);
        this.draw();
        this.tell(say("capture_next", { square: sq, targets: list(next.map((m) => m.path[n + 1] ?? sq)) }));
        return true;
      }
      if (!ends.length) return false;
      // Captures that end on the same square by different paths: the landings tell them apart.
      this.tell(say("capture_ambiguous", { square: sq, targets: list(ends.map((m) => m.path[n])) }));
      return true;
    },

    // The selected piece cannot end on `sq`: the rules' reason, or what the square is to its moves.
    whyNotThere(pos, sq) {
      const tried = triesOf(pos).find((t) => t.from === this.selected && t.to === sq);
      if (tried) return say(`reason_${tried.reason.replaceAll("-", "_")}`);
      const own = pos.moves.filter((m) => m.from === this.selected);
      const targets = [...new Set(own.map((m) => m.to))].join(say("list_separator") || ", ");
      if (own.some((m) => m.captured.includes(sq))) return say("reason_captured_on_the_way", { targets });
      if (own.some((m) => m.path.slice(0, -1).includes(sq))) return say("reason_passes_through", { targets });
      return say(this.pieces.has(sq) ? "reason_taken" : "reason_not_reachable");
    },

    // Whose piece: the colour in draughts, the player in Chinese checkers (one side when any may move).
    side(code) {
      if (this.draughts) return code.toLowerCase();
      return this.data.explore === "all" ? "any" : code;
    },

    whyNot(pos, sq) {
      const code = this.pieces.get(sq);
      const theirs = this.draughts ? code.toLowerCase() !== pos.turn : this.data.explore !== "all" && code !== pos.turn;
      if (theirs) return this.sentences([say("reason_not_your_turn"), this.turnText(this.states[this.at])]);
      const tried = triesOf(pos).find((t) => t.from === sq);
      return say(tried ? `reason_${tried.reason.replaceAll("-", "_")}` : "reason_no_moves");
    },

    key(e) {
      this.settle();
      const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (this.flipKey(e)) return;
      if (dirs[e.key]) {
        e.preventDefault();
        // The arrows go where they point on the screen, on a flipped board too.
        const next = this.neighbour(this.cursor, dirs[e.key].map((d) => (this.flipped ? -d : d)));
        if (next) this.moveCursor(next, true);
      } else if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        this.act(this.cursor);
      } else if (e.key === "Escape" && this.selected) {
        e.preventDefault();
        this.cancel();
      }
    },

    // Left and right stay on the row; up and down go to the nearest row, to its nearest square
    // (up leaning right, down leaning left, so that up then down comes back).
    neighbour(from, [dx, dy]) {
      const [x0, y0] = this.centre(from);
      let best = null;
      let bestScore = Infinity;
      for (const sq of this.cells.keys()) {
        const [x, y] = this.centre(sq);
        const along = dx ? (x - x0) * dx : (y - y0) * dy;
        if (along <= 0.5 || (dx && Math.abs(y - y0) > 0.5)) continue;
        const lean = dx ? 0 : (x - x0) * -dy;
        const score = dx ? along : along * 1000 + Math.abs(x - x0) * 2 - (lean > 0 ? 1 : 0);
        if (score < bestScore) [best, bestScore] = [sq, score];
      }
      return best;
    },

    moveCursor(sq, announce) {
      this.cursor = sq;
      const [x, y] = this.centre(sq);
      const r = this.draughts ? 20 : 10;
      const m = this.cursorMark;
      if (this.draughts) for (const [k, v] of Object.entries({ x: x - r, y: y - r, width: 2 * r, height: 2 * r })) m.setAttribute(k, v);
      else for (const [k, v] of Object.entries({ cx: x, cy: y, r })) m.setAttribute(k, v);
      m.setAttribute("visibility", "visible");
      if (announce) this.tell(this.describe(sq));
    },

    describe(sq) {
      const code = this.pieces.get(sq);
      if (!code) return say("square_empty", { square: sq });
      if (!this.draughts) return say("square_player", { square: sq, player: code });
      const side = code.toLowerCase() === "w" ? "white" : "black";
      return say(`square_${side}_${code === code.toUpperCase() ? "king" : "man"}`, { square: sq });
    },

    // The picked piece, where it can go and the way of a capture under way; after a refused piece
    // of the side to move while captures are compulsory, the pieces that must capture.
    drawPicked(pos) {
      if (this.refused && pos.moves[0]?.captured.length && this.side(this.pieces.get(this.refused)) === pos.turn) {
        for (const m of pos.moves) this.layer.querySelector(`[data-sq="${m.from}"]`)?.classList.add("must");
      }
      if (!this.selected) return;
      this.layer.querySelector(`[data-sq="${this.selected}"]`)?.classList.add("selected");
      const way = this.way;
      const fits = this.fits(pos);
      // A capture under way: its path so far, the pieces it has taken, dots on the next landings.
      if (way.length) {
        const d = [this.selected, ...way].map((sq, i) => `${i ? "L" : "M"}${this.centre(sq).join(" ")}`).join("");
        this.dots.append(el("path", { class: "way", d }));
        for (const c of fits[0]?.captured.slice(0, way.length) || []) this.layer.querySelector(`[data-sq="${c}"]`)?.classList.add("taking");
      }
      for (const to of new Set(fits.map((m) => (way.length ? m.path[way.length] ?? m.to : m.to)))) {
        const [x, y] = this.centre(to);
        // Large enough to see under a thumb: most of a star's hole, a quarter of a square.
        this.dots.append(el("circle", { class: "dot", cx: x, cy: y, r: this.draughts ? 10 : 6.5, "data-sq": to }));
      }
    },

    // Plays a move from the current state: the next state if it is that move (the line, or a
    // move undone), else a new state that replaces what followed.
    play(move, dropped) {
      const { from, to, path: landings, captured } = move;
      const code = this.pieces.get(from);
      const next = this.states[this.at + 1];
      const again = next && same(move, next.move);
      if (!again) {
        const pieces = new Map(this.pieces);
        pieces.delete(from);
        for (const c of captured) pieces.delete(c);
        // The rules core says which moves crown (a king's code is the man's in capitals).
        pieces.set(to, move.crowns ? code.toUpperCase() : code);
        const state = { snap: null, move, line: false, pieces };
        this.states.splice(this.at + 1, Infinity, state);
        this.analyse(state);
      }
      this.pick(null);
      this.dots.replaceChildren();
      const done = () => {
        this.show(this.at + 1);
        const state = this.states[this.at];
        const said = [say("moved", { move: ltr(move.short) })];
        if (state.line) said.push(say("step_said", { current: this.at, total: this.lineEnd }));
        // Leaving the example line is said once, quietly, where there is a line to leave;
        // afterwards the board simply plays on.
        if (!state.line && !this.leftSaid && this.lineEnd) {
          this.leftSaid = true;
          said.push(say("off_line"));
        }
        if (state.snap?.status?.over) said.push(this.result(state.snap.status));
        // Hook (task.js): a task judges the move and adds what it says.
        said.push(...(this.onMove?.(move) ?? []));
        this.tell(this.sentences(said));
      };
      const g = this.layer.querySelector(`[data-sq="${from}"]`);
      if (still.matches || dropped || !g) return done();
      // The piece flies until it lands or until the reader's next input lands it at once.
      this.fig.classList.add("moving");
      const finish = () => {
        cancelAnimationFrame(this.flight.frame);
        this.flight = null;
        this.fig.classList.remove("moving");
        done();
      };
      this.flight = { finish, frame: 0 };
      // Undo and Previous count from where the move lands, so they take a press mid-flight.
      for (const b of [this.undoButton, this.prev]) this.enable(b, true);
      for (const c of captured) this.layer.querySelector(`[data-sq="${c}"]`)?.classList.add("captured");
      const points = [from, ...landings].map((s) => this.centre(s));
      // The clock starts at the first frame: a frame's time may be earlier than the click's.
      let started = null;
      const per = 160;
      const frame = (now) => {
        started ??= now;
        const t = Math.max(0, Math.min((now - started) / per, points.length - 1));
        const i = Math.min(Math.floor(t), points.length - 2);
        const f = t - i;
        const [x0, y0] = points[i];
        const [x1, y1] = points[i + 1];
        g.setAttribute("transform", this.place(x0 + (x1 - x0) * f, y0 + (y1 - y0) * f));
        if (t < points.length - 1) this.flight.frame = requestAnimationFrame(frame);
        else finish();
      };
      this.flight.frame = requestAnimationFrame(frame);
    },
  });
})();
