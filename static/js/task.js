// Tasks on the boards: what a diagram asks the reader to do, judged with what the rules core
// proved at build time (the board data's "task"), never by notation. Progress is kept in this
// browser, per language-independent task id. Loaded by diagram.js on pages that have tasks.
"use strict";
(() => {
  const { say } = globalThis.RulebookBoard;
  // The tasks' style comes with this script, so pages without tasks do not carry it; the tasks
  // are set once it is there (an unstyled mark would hide its square).
  const style = Object.assign(document.createElement("link"), { rel: "stylesheet", href: new URL("../css/task.css", document.currentScript.src).href });
  const ltr = (text) => `\u2066${text}\u2069`;
  const list = (squares) => squares.join(say("list_separator") || ", ");
  const still = matchMedia("(prefers-reduced-motion: reduce)");
  // A count in the plural form of the number its message selects on: the build writes which
  // variable (`key#`) and each form that differs from the default (`key#few`).
  const plural = new Intl.PluralRules(document.documentElement.lang);
  const count = (key, vars) => {
    const by = say(`${key}#`);
    return (by && say(`${key}#${plural.select(vars[by])}`, vars)) || say(key, vars);
  };
  // How long a move that is not the answer stays on the board before it goes back, and how long
  // the reader's move of a line stays before the reply.
  const BEAT = 1000;
  const REPLY_BEAT = 500;
  const later = (ms) => new Promise((done) => setTimeout(done, ms));
  // Moves compared by their facts: where from, every landing, what they take (the task's data
  // leaves out a path that is only the destination, and an empty capture).
  const landings = (m) => String(m.path ?? [m.to]);
  const same = (a, b) => a.from === b.from && landings(a) === landings(b) && String(a.captured ?? []) === String(b.captured ?? []);

  // Progress in localStorage. Private mode or a full quota must not break the board: what cannot
  // be stored is still kept for this visit.
  const solvedNow = new Set();
  const progress = {
    key: (id) => `rulebook-task:${id}`,
    has(id) {
      if (solvedNow.has(id)) return true;
      try {
        return localStorage.getItem(this.key(id)) === "done";
      } catch {
        return false;
      }
    },
    add(id) {
      solvedNow.add(id);
      try {
        localStorage.setItem(this.key(id), "done");
      } catch {
        // kept for this visit only
      }
    },
  };

  class Task {
    constructor(fig, tasks) {
      this.fig = fig;
      this.board = fig.board;
      this.data = this.board.data.task;
      this.tasks = tasks;
      this.found = new Set();
      this.hinted = [];
      // A line's length in moves, the reader's and the replies.
      this.length = (this.data.line ?? []).reduce((n, turn) => n + (turn.reply ? 2 : 1), 0);
      this.panel();
      this.marks = document.createElementNS("http://www.w3.org/2000/svg", "g");
      this.marks.setAttribute("class", "task-marks");
      this.board.layer.before(this.marks);
      this.board.onMove = (move) => this.onMove(move);
      this.board.onReset = () => this.onReset();
      this.onReset();
    }

    // Above the board, drawn by the page: the prompt, the task's state and its buttons, woken
    // here; the board's description names the prompt and the state.
    panel() {
      const panel = this.fig.querySelector(".task-panel");
      const prompt = panel.querySelector(".task-prompt");
      this.state = panel.querySelector(".task-state");
      const button = (act, fn) => {
        const b = panel.querySelector(`[data-act="${act}"]`);
        b.addEventListener("click", fn);
        b.disabled = false;
        return b;
      };
      this.hintButton = button("hint", () => this.hint());
      this.retryButton = button("retry", () => this.board.reset());
      this.nextButton = button("next", () => this.goNext());
      const svg = this.board.svg;
      const described = svg.getAttribute("aria-describedby");
      svg.setAttribute("aria-describedby", [prompt.id, this.state.id, described].filter(Boolean).join(" "));
      // The page's own success words, where it has them, close the answer in the caption.
      this.success = this.fig.querySelector(".task-success")?.textContent ?? say("task_solved");
    }

    get solved() {
      return progress.has(this.data.id);
    }

    // The state in the panel and the board's description, and the buttons that fit it.
    showState() {
      const solved = this.solved;
      this.fig.classList.toggle("task-solved", solved);
      this.state.textContent = say(solved ? "task_done" : "task_unsolved");
      this.hintButton.hidden = !!this.justSolved;
      this.retryButton.hidden = !this.justSolved;
      this.nextButton.hidden = !this.justSolved || !this.next();
      this.tasks.summary();
    }

    // The page's next task, from this one on, the first not solved yet (else simply the next).
    next() {
      const all = this.tasks.list;
      const after = all.slice(all.indexOf(this) + 1);
      return after.find((t) => !t.solved) ?? after[0];
    }

    goNext() {
      const next = this.next();
      if (!next) return;
      next.fig.scrollIntoView({ behavior: still.matches ? "auto" : "smooth", block: "start" });
      next.board.svg.focus({ preventScroll: true });
    }

    solve() {
      progress.add(this.data.id);
      this.justSolved = true;
      this.showState();
      // A move that ends the game is told so once the engine has analysed it: the success stays.
      const board = this.board;
      const state = board.states[board.at];
      state.analysed?.then(() => {
        if (state.snap?.status?.over && board.states[board.at] === state) board.tell(board.sentences([this.success, board.result(state.snap.status)]));
      });
      return [this.success];
    }

    // A move that is not the answer: why (the rules core's key, with the move's numbers), then,
    // after a beat to see it, the board back at the task's position. The board waits meanwhile.
    miss(key, vars) {
      const why = say(`task_miss_${key.replaceAll("-", "_")}`, vars);
      this.board.pickSquare = () => {};
      // Until the board is back, it is busy (a hook for whoever waits on the board: the tests).
      this.fig.classList.add("task-busy");
      this.waiting = setTimeout(() => {
        this.fig.classList.remove("task-busy");
        this.board.reset();
        this.board.tell(this.board.sentences([why, say("task_back")]));
      }, BEAT);
      return [why];
    }

    // The board's hook: a move has been played (and shown); what the task says of it.
    onMove(move) {
      this.clearHint();
      const at = this.board.at;
      const d = this.data;
      if (d.line) return this.lineMove(move, at);
      if (at !== 1 || !d.accept) return [];
      if (d.accept.some((m) => same(m, move))) return this.solve();
      return this.miss(d.otherwise, { move: ltr(move.short), square: move.to });
    }

    // A move on a line: the reader's moves are checked against the line (and a reply, played by
    // the reader after going back a move, against the reply); the board plays the replies.
    lineMove(move, at) {
      if (at > this.length) return [];
      const turn = this.data.line[Math.floor((at - 1) / 2)];
      const expected = at % 2 ? turn.play : turn.reply;
      if (!same(expected, move)) return this.miss(this.data.otherwise, { move: ltr(move.short) });
      if (at === this.length) return this.solve();
      if (at % 2) {
        this.reply(at, turn.reply);
        return [say("task_line_right")];
      }
      return [];
    }

    // The reply, once the engine knows the position after the reader's move (its notation and
    // the position it leads to come from there) and the reader has seen that move.
    reply(at, reply) {
      const state = this.board.states[at];
      this.fig.classList.add("task-busy");
      Promise.all([state.analysed, later(REPLY_BEAT)]).finally(() => this.fig.classList.remove("task-busy")).then(() => {
        // A move of the reader's still flying lands first (two flights would fight over the
        // board); if it moved on from here, the reply is not wanted.
        this.board.settle();
        if (this.board.states[this.board.at] !== state || !state.snap) return;
        const move = state.snap.moves.find((m) => same(m, reply));
        if (move) this.board.play(move);
      });
    }

    // A "find every" task: a pick of a square or hole, right or explained.
    pick(sq) {
      const { squares, piece, otherwise } = this.data;
      const board = this.board;
      if (squares.includes(sq)) {
        const fresh = !this.found.has(sq);
        this.found.add(sq);
        this.clearHint();
        if (fresh && this.found.size === squares.length) return board.tell(this.solve().join(""));
        return board.tell(count("task_found", { square: sq, done: this.found.size, total: squares.length }));
      }
      // The piece itself, or an empty square where pieces are to find: what is there.
      if (sq === piece || (!piece && !board.pieces.has(sq))) return board.tell(board.describe(sq));
      board.tell(say(`task_miss_${otherwise.replaceAll("-", "_")}`, { square: sq }));
    }

    // The squares a hint marks: the piece to move (every piece that has an answer), the line's
    // next piece, or a square still to find.
    hintSquares() {
      const d = this.data;
      if (d.squares) return d.squares.filter((sq) => !this.found.has(sq)).slice(0, 1);
      if (d.line) return this.board.at % 2 || this.board.at >= this.length ? [] : [d.line[this.board.at / 2].play.from];
      if (this.board.at) return [];
      return [...new Set(d.accept.map((m) => m.from))];
    }

    hint() {
      this.board.settle();
      this.hinted = this.hintSquares();
      this.drawMarks();
      if (this.hinted.length) this.board.tell(say("task_hint_look", { squares: list(this.hinted) }));
    }

    clearHint() {
      this.hinted = [];
      this.drawMarks();
    }

    // The task's own marks, under the pieces: the targets, the piece whose places are to find,
    // the places found, the hint.
    drawMarks() {
      const d = this.data;
      const marks = [
        ...(d.targets ?? []).map((sq) => [sq, "target"]),
        ...(d.piece ? [[d.piece, "target"]] : []),
        ...[...this.found].map((sq) => [sq, "found"]),
        ...this.hinted.map((sq) => [sq, "hint"]),
      ];
      this.marks.replaceChildren(...marks.map(([sq, kind]) => this.board.mark(sq, `task-${kind}`)));
    }

    // The board's hook: back at the task's position (Reset, Try again, or after a miss).
    onReset() {
      clearTimeout(this.waiting);
      this.fig.classList.remove("task-busy");
      this.justSolved = false;
      this.found.clear();
      this.hinted = [];
      this.board.pickSquare = this.data.squares ? (sq) => this.pick(sq) : null;
      this.drawMarks();
      this.showState();
    }
  }

  // The page's tasks, and how many of them are solved: "3 of 5", above the first.
  const tasks = {
    list: [],
    summary() {
      if (!this.line) return;
      const done = this.list.filter((t) => t.solved).length;
      this.line.textContent = count("task_progress", { done, total: this.list.length });
    },
  };
  // The progress line is drawn by the page above its first task; it is filled in here.
  const start = () => {
    for (const fig of document.querySelectorAll("figure.live[data-diagram]")) {
      if (fig.board?.data.task) tasks.list.push(new Task(fig, tasks));
    }
    tasks.line = document.querySelector(".task-progress");
    tasks.summary();
  };
  style.onload = style.onerror = start;
  document.head.append(style);
})();
