// Interactive board diagrams. Every legal move, path, capture and reason comes from the data the
// rules core computed at build time (script.diagram-data); this script only shows it. It draws
// the boards and steps through their lines; a board's input (pointer, keys, flip, copying, the
// reasons for a refused move, free play) is board-input.js, fetched on a board's first touch or
// focus, so a page that is only read never loads it.
"use strict";
(() => {
  const SVG = "http://www.w3.org/2000/svg";
  const strings = JSON.parse(document.getElementById("diagram-strings")?.textContent || "{}");
  const say = (key, vars = {}) =>
    (strings[key] || "").replace(/\{(\w+)\}/g, (m, k) => (k in vars ? vars[k] : m));
  // The scripts fetched later sit beside this one.
  const here = document.currentScript?.src || location.href;
  const fetchScript = (name) =>
    new Promise((loaded, failed) => {
      const s = document.createElement("script");
      s.src = new URL(name, here).href;
      s.onload = loaded;
      s.onerror = failed;
      document.head.append(s);
    });
  // The engine (engine.js and the rules as WebAssembly) is fetched on a board's first touch.
  let loading = null;
  const engine = () => {
    loading ??= (globalThis.RulebookEngine ? Promise.resolve() : fetchScript("engine.js")).then(() => globalThis.RulebookEngine.load(new URL("../wasm/rules.wasm", here).href));
    loading.catch(() => (loading = null));
    return loading;
  };
  // The boards' input (board-input.js), fetched once for every board of the page.
  let inputLoading = null;
  let inputReady = false;
  const input = () => {
    inputLoading ??= fetchScript("board-input.js").then(() => (inputReady = true));
    inputLoading.catch(() => (inputLoading = null));
    return inputLoading;
  };
  // The keys an input method answers, kept from scrolling the page while its script is on its way.
  const WAITING_KEYS = {
    key: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " "],
    rowKey: ["ArrowLeft", "ArrowRight", "Home", "End"],
  };
  const el = (tag, attrs = {}, ns = SVG) => {
    const e = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    return e;
  };

  class Board {
    constructor(fig) {
      this.fig = fig;
      this.svg = fig.querySelector("svg");
      this.data = JSON.parse(fig.querySelector(".diagram-data").textContent);
      // A page spells out only what is not plain: a move's landings are its destination, it
      // captures nothing and its notation is its short notation unless said otherwise.
      for (const m of this.data.positions.flatMap((p) => p.moves ?? [])) {
        m.path ??= [m.to];
        m.captured ??= [];
        m.text ??= m.short;
      }
      // It groups a position's pieces by kind ({code: [square, …]}); the board lists them as the
      // engine does: by square.
      for (const p of this.data.positions.filter((p) => !Array.isArray(p.pieces))) {
        p.pieces = Object.entries(p.pieces)
          .flatMap(([piece, squares]) => squares.map((sq) => ({ sq, piece })))
          .sort((a, b) => a.sq - b.sq);
      }
      // The page data says the board's family (a rules id such as frysk does not).
      this.draughts = this.data.family === "draughts";
      // The page draws a kind's squares or holes once, each board a <use> of them; a live board
      // takes its own copy, whose squares can be found, measured and styled like any.
      const shared = this.svg.querySelector("use.cells");
      const own = shared && document.querySelector(shared.getAttribute("href"))?.cloneNode(true);
      if (own) {
        own.removeAttribute("id");
        own.setAttribute("class", "cells");
        shared.replaceWith(own);
      }
      this.cells = new Map();
      for (const c of this.svg.querySelectorAll(".cells [data-sq]")) this.cells.set(+c.dataset.sq, c);
      this.layer = this.svg.querySelector(".pieces");
      // Everything drawn is in one view, turned half round on a flipped board.
      this.view = this.svg.querySelector(".view") || this.svg;
      this.flipped = this.svg.classList.contains("flipped");
      this.looks = new Map(); // piece code → class, as the server drew it
      for (const p of this.layer.children) this.looks.set(this.data.positions[0].pieces.find((x) => x.sq === +p.dataset.sq)?.piece, p.getAttribute("class"));
      this.dots = el("g", { class: "dots" });
      // The last move's squares, under the pieces.
      this.trail = el("g", { class: "trail" });
      this.layer.before(this.trail);
      this.cursorMark = el(this.draughts ? "rect" : "circle", { class: "cursor", visibility: "hidden" });
      this.view.append(this.dots, this.cursorMark);
      // Destination dots under the numbers, so a dot never hides the number of where it leads.
      this.view.querySelector(".numbers")?.before(this.dots);
      this.arrows = this.svg.querySelector(".arrows");
      // The board's accessible name: the start in words, as the server drew it, then each position shown.
      this.title = this.svg.querySelector("title");
      this.steps = [...fig.querySelectorAll(".diagram-steps li")];
      this.controls();
      this.reset();
      this.on(this.svg, "pointerdown", "down");
      for (const type of ["pointerdown", "keydown"]) this.svg.addEventListener(type, () => engine().catch(() => {}), { once: true });
      // The input comes on the first press or focus anywhere on the board or its controls (a key
      // needs the focus first), before the reader's next input needs it.
      for (const type of ["pointerdown", "focusin"]) fig.addEventListener(type, () => input().catch(() => {}), { once: true });
      // A finger on a piece that can move drags it; anywhere else on the board it scrolls or
      // zooms the page (the style sheet lets it: touch-action is decided before any script runs).
      this.svg.addEventListener("touchstart", (e) => {
        const sq = e.touches.length === 1 && this.hit(e.touches[0]);
        if (sq && this.movable(sq)) e.preventDefault();
      }, { passive: false });
      // A drag starts once the input is there (a press before it is a tap).
      this.svg.addEventListener("pointermove", (e) => inputReady && this.drag(e));
      this.on(this.svg, "pointerup", "up");
      this.on(this.svg, "pointercancel", "cancelPress");
      this.on(this.svg, "keydown", "key");
      this.on(this.svg, "focus", "focused");
      this.svg.addEventListener("blur", () => this.cursorMark.setAttribute("visibility", "hidden"));
      fig.classList.add("live");
    }

    // The buttons, step label, status and help are in the page already; the script wakes them.
    controls() {
      const button = (act, fn) => {
        const b = this.fig.querySelector(`.diagram-controls [data-act="${act}"]`);
        // A move still flying lands first, so a press counts from the position it leads to; a
        // press before the input has come waits for it (Next plays its move there).
        b?.addEventListener("click", () =>
          this.whenReady(() => {
            this.settle();
            fn();
          }),
        );
        if (b) b.disabled = false;
        return b;
      };
      this.prev = button("previous", () => this.go(this.at - 1));
      this.next = button("next", () => this.go(this.at + 1, true));
      button("copy-position", () => this.call("copy", "position"));
      button("copy-moves", () => this.call("copy", "moves"));
      this.label = this.fig.querySelector(".diagram-step");
      this.undoButton = button("undo", () => this.undo());
      button("reset", () => this.reset());
      this.flipButton = button("flip", () => this.call("flip"));
      this.flipButton?.setAttribute("aria-pressed", String(this.flipped));
      // On the buttons, ←/→ step through the line (and the moves played), Home/End go to its ends.
      this.row = this.fig.querySelector(".diagram-controls");
      this.row?.setAttribute("tabindex", "-1");
      // An action of the menu closes it, the focus back on its button.
      const menu = this.fig.querySelector(".diagram-more");
      menu?.addEventListener("click", (e) => {
        if (!e.target.closest(".diagram-menu button")) return;
        menu.open = false;
        menu.querySelector("summary").focus();
      });
      this.on(this.row, "keydown", "rowKey");
      // A page writes the help of a family of boards once; the others' help is a copy.
      const help = this.fig.querySelector(".diagram-help p");
      if (help && !help.textContent) {
        const family = this.draughts ? ".board-draughts" : ".board-halma";
        const written = [...document.querySelectorAll(`figure[data-diagram]:has(${family}) .diagram-help p`)].find((p) => p.textContent);
        help.textContent = written?.textContent ?? "";
      }
      if (this.data.explore !== "none") {
        this.svg.setAttribute("tabindex", "0");
        this.svg.setAttribute("role", "application");
        this.svg.setAttribute("aria-describedby", `${this.fig.id}-help`);
      }
      this.status = this.fig.querySelector(".diagram-status");
      this.turnLine = this.fig.querySelector(".diagram-turn");
      this.turnAtStart = this.turnLine?.textContent;
    }

    // Calls a method of board-input.js: at once when it is there, else once it has come (calls
    // waiting for it run in the order made).
    call(name, ...args) {
      return this.whenReady(() => this[name](...args));
    }

    whenReady(fn) {
      if (inputReady) return fn();
      input()
        .then(fn)
        .catch(() => {});
    }

    // Input `type` on `target` goes to the input method `name`; the keys it answers do not wait
    // to be kept from scrolling the page.
    on(target, type, name) {
      target?.addEventListener(type, (e) => {
        if (!inputReady && WAITING_KEYS[name]?.includes(e.key) && !(e.altKey || e.ctrlKey || e.metaKey)) e.preventDefault();
        this.call(name, e);
      });
    }

    // The game on the board: states[0] is the diagram's start, each later state a move and the
    // snapshot it led to (null while the engine is on its way). At first the states are the
    // example line; a move off it replaces what followed. Previous/Next (and Undo) walk the states.
    reset() {
      this.settle();
      this.states = this.data.positions.map((snap, i) => ({ snap, move: i ? this.data.steps[i - 1] : null, line: true }));
      this.lineEnd = this.states.length - 1;
      this.leftSaid = false;
      this.show(0);
      this.tell("");
      this.onReset?.();
    }

    show(at) {
      this.at = at;
      const state = this.states[at];
      state.pieces ??= new Map(state.snap.pieces.map((p) => [p.sq, p.piece]));
      this.pieces = new Map(state.pieces);
      this.last = state.move ? this.trailOf(state.move) : null;
      this.lastTaken = state.move?.captured ?? [];
      this.pick(null);
      this.cursor ??= this.data.positions[0].pieces[0]?.sq || 1;
      this.draw();
    }

    position() {
      return this.states[this.at].snap;
    }

    // Whether the piece on `sq` may be picked up and dragged: it has a move, and the game goes on.
    movable(sq) {
      if (this.pickSquare) return false;
      const pos = this.position();
      return !!pos && !pos.status?.over && pos.moves.some((m) => m.from === sq);
    }

    go(at, animate) {
      this.settle();
      at = Math.max(0, Math.min(at, this.states.length - 1));
      if (at === this.at) return;
      // Only input animates (Next, →): board-input.js, which plays moves, is there by then.
      if (animate && at === this.at + 1) return this.play(this.states[at].move);
      this.show(at);
      this.tell(this.stepText());
    }

    undo() {
      this.go(this.at - 1);
    }

    // The label between Previous and Next: the start, a step of the line, or a move of the
    // reader's own once off it (whose count says nothing about the line's length).
    stepText() {
      if (!this.at) return say("start");
      if (!this.states[this.at].line) return say("free_move", { current: this.at });
      return say("step", { current: this.at, total: this.lineEnd });
    }

    // Sentences of the live status, joined as the language joins sentences.
    sentences(list) {
      return list.filter(Boolean).join(say("sentence_separator"));
    }

    // Whose turn it is in a state, or the result once the game is over. A move just played off
    // the line has no analysis yet: in draughts the other colour moves next; a star waits (null).
    turnText(state) {
      const pos = state.snap;
      if (pos?.status?.over) return this.result(pos.status);
      let turn = pos?.turn;
      if (!turn && !state.move) return this.turnAtStart;
      if (!turn && !this.draughts) return null;
      turn ??= state.pieces.get(state.move.to).toLowerCase() === "w" ? "b" : "w";
      if (!this.draughts) return say("player_to_move", { player: turn });
      return say(turn === "w" ? "white_to_move" : "black_to_move");
    }

    // The result, then why the game ended (a star whose player to move is stuck has no winner).
    result({ result, why }) {
      let text;
      if (result === "white" || result === "black" || result === "draw") text = say(`result_${result}`);
      else text = result ? say("result_player", { player: result }) : say("result_none");
      if (!why) return text;
      // A side with no pieces left cannot move either: said as what it is.
      const none = why === "no-moves" && this.draughts && [...this.pieces.values()].every((c) => c.toLowerCase() === result[0]);
      return `${text}${say("sentence_separator")}${none ? say("no_pieces_left") : say(`end_${why.replaceAll("-", "_")}`)}`;
    }

    draw() {
      this.layer.replaceChildren(...[...this.pieces].map(([sq, code]) => this.piece(sq, code)));
      this.dots.replaceChildren();
      // The last move: where it started and ended, the landings between, and the pieces it took.
      this.trail.replaceChildren(
        ...(this.last || []).map((sq, i, all) => this.mark(sq, i === 0 || i === all.length - 1 ? "last" : "last via")),
        ...this.lastTaken.map((sq) => this.mark(sq, "last-taken")),
      );
      const pos = this.position();
      // A piece picked or refused (only input picks one: board-input.js).
      if (pos && (this.selected || this.refused)) this.drawPicked(pos);
      // Scripted arrows show only at the start, where they describe the line to come.
      // They step aside while a piece is picked, so no arrow hides a destination.
      if (this.arrows) this.arrows.style.display = this.at === 0 && !this.selected ? "" : "none";
      if (this.label) {
        this.label.textContent = this.stepText();
        this.enable(this.prev, this.at > 0);
        this.enable(this.next, this.at < this.states.length - 1);
      }
      this.enable(this.undoButton, this.at > 0);
      if (this.turnLine) {
        const turn = this.turnText(this.states[this.at]);
        if (turn !== null) this.turnLine.textContent = turn;
        this.fig.classList.toggle("over", !!pos?.status?.over);
      }
      this.steps.forEach((li, i) => li.toggleAttribute("aria-current", this.states[this.at].line && i === this.at - 1));
      this.moveList?.(); // board-input.js: only a move of the reader's makes one
      if (this.title) this.title.textContent = this.inWords();
    }

    // The position shown in words, as svg.rs describes the start: where each kind of piece
    // stands, then whose turn it is (or the result), so a screen reader coming back to the board
    // hears the game as it is now.
    inWords() {
      const on = (code) => [...this.pieces].filter(([, c]) => c === code).map(([sq]) => sq).sort((a, b) => a - b).join(say("list_separator") || ", ");
      const kinds = this.draughts ? Object.entries({ w: "white_men", W: "white_kings", b: "black_men", B: "black_kings" }) : [..."123456"].map((p) => [p, "player_pieces"]);
      const parts = kinds.map(([code, key]) => on(code) && say(key, { squares: on(code), holes: on(code), player: code }));
      return this.sentences([...parts, this.turnText(this.states[this.at])]);
    }

    // The squares a move touched: where it started and every landing.
    trailOf({ from, path }) {
      return [from, ...path];
    }

    piece(sq, code) {
      const [x, y] = this.centre(sq);
      const g = el("g", { class: this.looks.get(code) || this.guessLook(code), "data-sq": sq, "data-piece": code, transform: this.place(x, y) });
      // The shapes of svg.rs: a king is a second piece on top of the first.
      if (code === "W" || code === "B") g.append(el("circle", { cy: 3.5, r: 14.5 }), el("circle", { cy: -3, r: 14.5 }), el("circle", { class: "ring", cy: -3, r: 9 }));
      else g.append(el("circle", { r: this.draughts ? 15 : 7.5 }));
      return g;
    }

    // A focused button about to be disabled hands the focus to its row, where the keys go on working.
    enable(b, on) {
      if (!b) return;
      if (!on && b === document.activeElement) this.row.focus();
      b.disabled = !on;
    }

    // A piece's transform at (x, y): on a flipped board turned back upright.
    place(x, y) {
      return `translate(${x} ${y})${this.flipped ? " rotate(180)" : ""}`;
    }

    mark(sq, cls) {
      const [x, y] = this.centre(sq);
      if (!this.draughts) return el("circle", { class: cls, cx: x, cy: y, r: 9.5, "data-sq": sq });
      return el("rect", { class: cls, x: x - 20, y: y - 20, width: 40, height: 40, "data-sq": sq });
    }

    guessLook(code) {
      if (!this.draughts) return `piece player-${code}`;
      return `piece ${code.toLowerCase() === "w" ? "white" : "black"} ${code === code.toUpperCase() ? "king" : "man"}`;
    }

    centre(sq) {
      const c = this.cells.get(sq);
      if (c.tagName === "circle") return [+c.getAttribute("cx"), +c.getAttribute("cy")];
      return [+c.getAttribute("x") + +c.getAttribute("width") / 2, +c.getAttribute("y") + +c.getAttribute("height") / 2];
    }

    // The square or hole under the pointer: the nearest centre, if the pointer is on it or close
    // enough that no other is nearer (taps between holes count).
    hit(e) {
      const m = this.view.getScreenCTM();
      if (!m) return null;
      const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
      let best = null;
      let bestD = Infinity;
      for (const sq of this.cells.keys()) {
        const [x, y] = this.centre(sq);
        const d = this.draughts ? Math.max(Math.abs(p.x - x), Math.abs(p.y - y)) : Math.hypot(p.x - x, p.y - y);
        if (d < bestD) [best, bestD] = [sq, d];
      }
      return bestD <= (this.draughts ? 20 : 14) ? best : null;
    }

    pick(sq) {
      this.selected = sq;
      this.refused = null; // a piece clicked that cannot move, whose reason a later click repeats
      this.way = []; // the landings clicked so far of a capture being played square by square
    }

    // Input is never lost to an animation (as on lidraughts): a move still flying lands at once.
    settle() {
      this.flight?.finish();
    }

    tell(text) {
      const parts = text.split(/\u2066([^\u2069]*)\u2069/);
      // Odd parts are the isolated notation.
      this.status.replaceChildren(...parts.map((part, i) => (i % 2 ? Object.assign(el("bdi", { dir: "ltr" }, document.documentElement.namespaceURI), { textContent: part }) : part)));
    }
  }

  // An open board help or menu closes as a popover does: on a press elsewhere or Escape.
  const closeHelp = (keep) => {
    for (const d of document.querySelectorAll(":is(.diagram-help, .diagram-more)[open]")) if (!d.contains(keep)) d.open = false;
  };
  document.addEventListener("pointerdown", (e) => closeHelp(e.target));
  document.addEventListener("keydown", (e) => e.key === "Escape" && closeHelp(null));
  // A board without data is a picture (a position to look at): nothing to wake.
  for (const fig of document.querySelectorAll("figure[data-diagram]")) if (fig.querySelector(".diagram-data")) fig.board = new Board(fig);
  // Game records replay on these boards (replay.js, fetched at once: its buttons wake with the
  // boards'); tasks (task.js) are set on the boards that have one, on the pages that have any.
  globalThis.RulebookBoard = { Board, say, engine, input, el };
  if (document.querySelector(".task[data-task]")) fetchScript("task.js");
  if (document.querySelector("[data-replay]")) fetchScript("replay.js");
})();
