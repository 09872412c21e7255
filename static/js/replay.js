// Replayable games: a game record's board, move list and controls are in the page; this script
// steps through the positions the generator embedded (every move of every variation), on the
// diagrams' own board (diagram.js), which also plays on from any position through the engine.
"use strict";
(() => {
  const { Board, say, engine } = globalThis.RulebookBoard;

  /**
   * The pieces of a position as the page embeds them, squares by kind (w, b: men; W, B: kings;
   * a kind without pieces left out), as the board holds them: Map(square → w, b, W or B).
   * @param {Object<string, number[]>} kinds
   */
  const placed = (kinds) => new Map(Object.entries(kinds).flatMap(([code, squares]) => squares.map((sq) => [sq, code])));

  /**
   * One move of the game as the page embeds it (src/site/boards/replay.rs, `ReplayMove`).
   * @typedef {object} ReplayMove
   * @property {number} from
   * @property {number} to
   * @property {number[]} path every landing in order, ending on `to`
   * @property {number[]} captured captured squares in the order taken
   * @property {string} short the move as the list shows it (`32-28`, `28x19`)
   * @property {boolean} [crowns] true when a man is crowned by the move
   * @property {string} after the position text after the move
   * @property {number} parent the move it follows (1-based; 0: the game's start)
   * @property {Object<string, number[]>} pieces the pieces after the move, by kind
   */

  class Replay extends Board {
    // Board's constructor calls this first: the game's moves and the tree they form, then its start.
    reset() {
      /** @type {ReplayMove[]} */
      this.gameMoves ??= this.data.moves;
      this.parents ??= this.data.moves.map((m) => m.parent);
      this.jump(0);
    }

    // Shows move `node` (0: the start) on its line: the board's states run from the start through
    // the moves before it to the end of the line (the main line or a variation) it belongs to.
    jump(node) {
      this.settle();
      const { gameMoves: steps, parents } = this;
      const { start, pieces } = this.data;
      const nodes = [];
      for (let k = node; k > 0; k = parents[k - 1]) nodes.unshift(k);
      // The move that follows k on its line is the first later move that follows k.
      for (let k = node; (k = parents.indexOf(k, k) + 1); ) nodes.push(k);
      const at = nodes.indexOf(node) + 1;
      this.states = [0, ...nodes].map((k) => {
        const move = k ? steps[k - 1] : null;
        return { node: k, fen: move?.after ?? start, pieces: placed(move?.pieces ?? pieces), snap: null, move, line: true };
      });
      this.lineEnd = this.states.length - 1;
      this.leftSaid = false;
      this.show(at);
    }

    controls() {
      super.controls();
      const act = (name, fn) => {
        const b = this.fig.querySelector(`.diagram-controls [data-act="${name}"]`);
        b.addEventListener("click", () => {
          this.settle();
          fn();
        });
        b.disabled = false;
        return b;
      };
      this.first = act("first", () => this.go(0));
      this.lastButton = act("last", () => this.go(this.states.length - 1));
      act("copy-pdn", () => this.copyRecord());
      this.moves = this.fig.querySelector(".replay-moves");
      this.buttons = new Map();
      for (const b of this.moves.querySelectorAll("[data-node]")) {
        this.buttons.set(+b.dataset.node, b);
        b.disabled = false;
        b.addEventListener("click", () => {
          this.jump(+b.dataset.node);
          this.tell(this.stepText());
        });
      }
      this.on(this.moves, "keydown", "rowKey");
      // The engine is for playing on: it is asked about a position once the board is touched.
      for (const type of ["pointerdown", "keydown"]) {
        this.svg.addEventListener(type, () => {
          this.awake = true;
          this.fill(this.states[this.at]);
        }, { once: true });
      }
    }

    show(at) {
      super.show(at);
      if (this.awake) this.fill(this.states[at]);
    }

    // A game position's moves, from the engine; the replay itself needs only the pieces.
    fill(state) {
      state.filling ??= engine()
        .then((e) => {
          const at = this.states.indexOf(state);
          const snap = at < 0 ? null : e.analyse(this.data.rules, this.data.explore, this.history(at));
          if (snap && !snap.error) state.snap = snap;
        })
        .catch(() => {})
        // A block, not an expression: a promise returned here would be waited for, and this
        // one is the chain itself, which would then never settle.
        .finally(() => {
          if (!state.snap) state.filling = undefined;
        });
      return state.filling;
    }

    history(at) {
      return this.states.slice(0, at + 1).map((s) => s.snap?.position ?? s.fen ?? s.move.after);
    }

    // A piece picked before the engine has answered is picked as soon as it has.
    act(sq) {
      const state = this.states[this.at];
      if (state.snap || !state.fen) return super.act(sq);
      this.tell(say("loading"));
      this.awake = true;
      this.fill(state).then(() => state === this.states[this.at] && state.snap && super.act(sq));
    }

    // The game's own list is the move list: no second one.
    moveList() {}

    draw() {
      super.draw();
      const { node, line } = this.states[this.at];
      for (const [k, b] of this.buttons || []) b.toggleAttribute("aria-current", line && k === node);
      if (this.first) {
        this.enable(this.first, this.at > 0);
        this.enable(this.lastButton, this.at < this.states.length - 1);
      }
    }

    copyRecord() {
      const text = this.fig.querySelector(".replay-pdn pre").textContent;
      navigator.clipboard?.writeText(text).then(
        () => this.tell(say("copied")),
        () => this.tell(text),
      );
    }

    // Leaving the game is said as the diagrams say leaving their line, in the game's words.
    tell(text) {
      super.tell(text.replace(say("off_line"), this.data.off));
    }
  }

  for (const fig of document.querySelectorAll("figure[data-replay]")) new Replay(fig);
})();
