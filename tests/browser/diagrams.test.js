// The interactive diagrams in a real browser: what a reader sees and can do agrees with the rules
// core (`rulebook moves`), by mouse and by keyboard alone, and without JavaScript nothing is lost.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { serveSite } from './lib/server.js';
import { openBrowser, throttledPhone, CHROMIUM } from './lib/browser.js';
import { awake, cell, centreOf, clickSquare, cursorTo, touchDrag } from './lib/board.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** BROWSER_FULL=1: the long walks (every line in every way, longer random input) instead of samples. */
const FULL = process.env.BROWSER_FULL === '1';
let dir;
let server;
let browser;

function cargo(args) {
  const run = spawnSync('cargo', ['run', '--release', '--quiet', '--', ...args], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rulebook-diagrams-'));
  cargo(['build', '--out', path.join(dir, 'public')]);
  server = await serveSite(path.join(dir, 'public'));
  browser = await openBrowser(new URL(server.url).origin);
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

// Animations are on, as readers have them, unless a test asks for reduced motion.
async function open(page, figureId, motion = 'no-preference') {
  const tab = await browser.context.newPage();
  await tab.emulateMedia({ reducedMotion: motion });
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await tab.goto(new URL(page, server.url).href);
  const figure = tab.locator(`#diagram-${figureId}`);
  // Woken by the script; a start board behind the player-count switch is hidden until chosen.
  await tab.locator(`#diagram-${figureId}.live`).waitFor({ state: 'attached' });
  await awake(tab);
  return { tab, figure, errors };
}

/** Waits until no move is being animated on the figure, nor a task's wrong move or reply pending. */
async function settled(figure) {
  await figure.evaluate((f) => new Promise((done) => {
    const check = () => (f.classList.contains('moving') || f.classList.contains('task-busy') ? requestAnimationFrame(check) : done());
    check();
  }));
}


const data = async (figure) => JSON.parse(await figure.locator('.diagram-data').textContent());
// A page writes a position's pieces by kind: {code: [square, …]}.
const asMap = (kinds) => Object.fromEntries(Object.entries(kinds).flatMap(([piece, squares]) => squares.map((sq) => [String(sq), piece])));
const status = (figure) => figure.locator('.diagram-status').textContent();

/** Every diagram of the English pages that a reader can play on: [page, id]. */
const PAGES = ['/en/variants/frisian-draughts/', '/en/variants/antidraughts/', '/en/variants/frysk/', '/en/variants/breakthrough-draughts/', '/en/variants/russian-draughts/', '/en/variants/brazilian-draughts/', '/en/variants/super-chinese-checkers/', '/en/games/international-draughts/', '/en/games/chinese-checkers/'];
async function allDiagrams() {
  const tab = await browser.context.newPage();
  const out = [];
  for (const page of PAGES) {
    await tab.goto(new URL(page, server.url).href);
    // A board without data is a picture (a start position): nothing in it moves.
    for (const id of await tab.locator('figure[data-diagram]:has(.diagram-data)').evaluateAll((fs) => fs.map((f) => f.dataset.diagram))) out.push([page, id]);
  }
  await tab.close();
  return out;
}

const piece = (figure, sq) => figure.locator(`.pieces [data-sq="${sq}"]`);
const dots = async (figure) =>
  (await figure.locator('.dots .dot').evaluateAll((ds) => ds.map((d) => +d.dataset.sq))).sort((a, b) => a - b);
const pieces = (figure) =>
  figure.locator('.pieces [data-sq]').evaluateAll((ps) => Object.fromEntries(ps.map((p) => [p.dataset.sq, p.dataset.piece])));

/** The destinations the rules core gives the piece on `from` in the diagram's start position. */
async function coreTargets(figure, from) {
  const data = JSON.parse(await figure.locator('.diagram-data').textContent());
  const out = cargo(['moves', data.rules, data.positions[0].position]);
  const targets = out.trim().split('\n').filter((m) => m.startsWith(`${from}-`) || m.startsWith(`${from}x`));
  return [...new Set(targets.map((m) => +m.split(/[-x:]/)[1]))].sort((a, b) => a - b);
}

test('a picked piece shows exactly the destinations of the rules core', async () => {
  const { tab, figure } = await open('/en/variants/super-chinese-checkers/', 'mixed-chain');
  await piece(figure, 121).click();
  assert.deepEqual(await dots(figure), await coreTargets(figure, 121));
  assert.match(await figure.locator('.diagram-status').textContent(), /^121 picked; it can go to /);
  await tab.close();
});

test('a move is played to its end, captured pieces are removed', async () => {
  const { tab, figure } = await open('/en/variants/frisian-draughts/', 'orthogonal-man');
  await piece(figure, 28).click();
  assert.deepEqual(await dots(figure), await coreTargets(figure, 28));
  await cell(figure, 6).click();
  await settled(figure);
  assert.deepEqual(await pieces(figure), { 6: 'w' });
  assert.match(await figure.locator('.diagram-status').textContent(), /^Played 28x6\. Step 1 of 1/);
  // On a board with a line to step through, Previous step is its undo.
  await figure.getByRole('button', { name: 'Previous step' }).click();
  assert.deepEqual(await pieces(figure), { 16: 'b', 27: 'b', 28: 'w' });
  await tab.close();
});

test('Breakthrough: the first king wins at once; a man only passing the back row in a capture is not crowned', async () => {
  const race = await open('/en/variants/breakthrough-draughts/', 'winning-king');
  await clickSquare(race.tab, race.figure, 7);
  await clickSquare(race.tab, race.figure, 2);
  await settled(race.figure);
  // The page's move says it crowns; the status names it as the site writes it.
  assert.equal((await pieces(race.figure))[2], 'W');
  assert.match(await status(race.figure), /^Played 7-2\./);
  assert.match(await status(race.figure), /Game over: White wins\. The first king has been crowned\.$/);
  await race.tab.close();

  const past = await open('/en/variants/breakthrough-draughts/', 'capture-past-last-row');
  await clickSquare(past.tab, past.figure, 13);
  assert.deepEqual(await dots(past.figure), await coreTargets(past.figure, 13));
  await clickSquare(past.tab, past.figure, 11);
  await settled(past.figure);
  const after = await pieces(past.figure);
  assert.equal(after[11], 'w', 'it ends on 11 a man');
  assert.equal(after[7], undefined);
  assert.equal(after[8], undefined);
  assert.doesNotMatch(await status(past.figure), /Game over/);
  await past.tab.close();
});

test('Frysk!: a man captures straight along the column and the row, and a king outweighs a man', async () => {
  const straight = await open('/en/variants/frysk/', 'straight-capture');
  await clickSquare(straight.tab, straight.figure, 38);
  assert.deepEqual(await dots(straight.figure), [16]);
  await clickSquare(straight.tab, straight.figure, 16);
  await settled(straight.figure);
  const after = await pieces(straight.figure);
  assert.equal(after[16], 'w');
  assert.equal(after[17], undefined);
  assert.equal(after[28], undefined);
  await straight.tab.close();

  const value = await open('/en/variants/frysk/', 'king-value');
  await clickSquare(value.tab, value.figure, 33);
  assert.deepEqual(await dots(value.figure), await coreTargets(value.figure, 33));
  assert.ok(!(await dots(value.figure)).includes(24), 'taking the man is worth less');
  await value.tab.close();
});

test('the keyboard alone picks and plays a move', async () => {
  const { tab, figure } = await open('/en/variants/frisian-draughts/', 'value-choice');
  await figure.locator('svg').focus();
  await cursorTo(tab, figure, 32);
  assert.equal(await figure.locator('.diagram-status').textContent(), '32: white man');
  await tab.keyboard.press('Enter');
  assert.deepEqual(await dots(figure), [14]);
  await tab.keyboard.press('Escape');
  assert.deepEqual(await dots(figure), []);
  await tab.keyboard.press('Space');
  await cursorTo(tab, figure, 14);
  await tab.keyboard.press('Enter');
  await settled(figure);
  assert.deepEqual(await pieces(figure), { 14: 'w', 27: 'B' });
  await tab.close();
});

test('the stepper replays the scripted line', async () => {
  const { tab, figure } = await open('/en/variants/super-chinese-checkers/', 'mixed-chain');
  const label = figure.locator('.diagram-step');
  assert.equal(await label.textContent(), 'Starting position');
  await figure.getByRole('button', { name: 'Next step' }).click();
  await settled(figure);
  assert.equal(await label.textContent(), 'Step 1 of 1');
  assert.equal((await pieces(figure))[109], '1');
  assert.equal(await figure.locator('.diagram-steps li[aria-current]').count(), 1);
  assert.ok(await figure.getByRole('button', { name: 'Next step' }).isDisabled());
  await figure.getByRole('button', { name: 'Previous step' }).click();
  assert.equal(await label.textContent(), 'Starting position');
  assert.equal((await pieces(figure))[121], '1');
  await tab.close();
});

test('an illegal try gets the rules core\'s reason, in the page\'s language', async () => {
  const cases = [
    ['/en/variants/frisian-draughts/', 'value-choice', [32, 21], 'A capture worth more is available.'],
    ['/en/variants/frisian-draughts/', 'king-must-capture', [32, 21], 'With equal value the king must capture.'],
    ['/en/variants/frisian-draughts/', 'three-moves', [22], 'This king has moved three times in a row.'],
    ['/en/variants/super-chinese-checkers/', 'blocked', [121, 103], 'Beyond the jumped piece, every hole up to the landing hole must be empty.'],
    ['/hu/jatekok/nemzetkozi-dama/', 'majority', [32, 21], 'Van olyan ütés, amely több figurát üt le.'],
    ['/nb/varianter/frisisk-dam/', 'value-choice', [32, 21], 'Det finnes et slag som er verdt mer.'],
  ];
  for (const [page, id, clicks, reason] of cases) {
    const { tab, figure } = await open(page, id);
    for (const sq of clicks) await cell(figure, sq).click({ force: true });
    assert.equal(await figure.locator('.diagram-status').textContent(), reason, `${page} ${id}`);
    await tab.close();
  }
});

test('antidraughts: the majority capture is forced, and the side left without pieces or moves wins', async () => {
  const { tab, figure, errors } = await open('/en/variants/antidraughts/', 'forced-capture');
  await clickSquare(tab, figure, 27);
  await clickSquare(tab, figure, 22);
  await settled(figure);
  // Black would rather take one man with 18x27; the rules refuse it (the core names the refusal
  // when 18 is picked, since 18 has no legal move at all).
  await clickSquare(tab, figure, 18);
  await clickSquare(tab, figure, 27);
  assert.match(await status(figure), /^(Capturing is compulsory|A capture of more pieces is available)\.$/);
  assert.equal((await pieces(figure))[18], 'b');
  assert.equal((await pieces(figure))[22], 'w');
  await clickSquare(tab, figure, 17);
  await clickSquare(tab, figure, 39);
  await settled(figure);
  assert.deepEqual(await pieces(figure), { 4: 'b', 18: 'b', 39: 'b' });
  // The status says who won and why, without naming the colour a second time.
  assert.match(await status(figure), / Game over: White wins\. The side to move has no move left, and that wins here\.$/);
  await tab.close();
  // A side whose last man is blocked has no move, and wins.
  const blocked = await open('/en/variants/antidraughts/', 'blocked-wins');
  const d = await data(blocked.figure);
  for (const { from, to } of d.steps) {
    await clickSquare(blocked.tab, blocked.figure, from);
    await clickSquare(blocked.tab, blocked.figure, to);
    await settled(blocked.figure);
  }
  assert.match(await status(blocked.figure), /Game over: White wins\. The side to move has no move left, and that wins here\.$/);
  assert.deepEqual([...errors, ...blocked.errors], []);
  await blocked.tab.close();
});

test('8 × 8: a Russian man crowned during a capture goes on as a king; a Brazilian one passing the last row stays a man', async () => {
  const russian = await open('/en/variants/russian-draughts/', 'crowned-capture');
  assert.equal(await russian.figure.locator('.cells [data-sq]').count(), 32);
  await clickSquare(russian.tab, russian.figure, 11);
  assert.deepEqual(await dots(russian.figure), await coreTargets(russian.figure, 11));
  assert.deepEqual(await dots(russian.figure), [26, 31]);
  await clickSquare(russian.tab, russian.figure, 31);
  await settled(russian.figure);
  // Crowned on 2, the new king took 9 from a distance and then 22: all three black men are gone.
  assert.deepEqual(await pieces(russian.figure), { 31: 'W' });
  assert.match(await status(russian.figure), /^Played 11x31/);
  await russian.tab.close();

  const brazilian = await open('/en/variants/brazilian-draughts/', 'passing-last-row');
  await clickSquare(brazilian.tab, brazilian.figure, 11);
  assert.deepEqual(await dots(brazilian.figure), await coreTargets(brazilian.figure, 11));
  await clickSquare(brazilian.tab, brazilian.figure, 9);
  await settled(brazilian.figure);
  assert.deepEqual(await pieces(brazilian.figure), { 9: 'w' });
  assert.deepEqual([...russian.errors, ...brazilian.errors], []);
  await brazilian.tab.close();
});

test('without JavaScript the board, its arrows and its words are all there', async () => {
  const profile = await mkdtemp(path.join(tmpdir(), 'rulebook-nojs-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    javaScriptEnabled: false,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const tab = await context.newPage();
    await tab.goto(new URL('/hu/valtozatok/friz-dama/', server.url).href);
    const figure = tab.locator('#diagram-orthogonal-man');
    assert.ok(await figure.locator('svg .pieces [data-sq]').count() === 3);
    assert.ok(await figure.locator('svg .arrows path').isVisible());
    assert.match(await figure.locator('figcaption').textContent(), /A korong egyenesen üt/);
    assert.match(await figure.locator('.diagram-steps li').first().textContent(), /28x6/);
    assert.equal(await figure.locator('.diagram-controls button:not([disabled])').count(), 0, 'buttons wait for the script');
    assert.equal(await figure.locator('svg title').textContent(), 'Fehér korongok: 28. Fekete korongok: 16, 27. Fehér lép.');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('a free move leaves the line, said once, and the board plays on from there', async () => {
  const { tab, figure, errors } = await open('/en/variants/super-chinese-checkers/', 'springboard');
  await clickSquare(tab, figure, 121);
  await clickSquare(tab, figure, 119);
  await settled(figure);
  assert.equal(await status(figure), 'Played 121-119. You have left the example line. Press Reset to go back to it.');
  assert.ok(await figure.getByRole('button', { name: 'Next step' }).isDisabled());
  // "Move the springboard and see how the jump changes": the engine answers for the new position.
  await clickSquare(tab, figure, 78);
  assert.match(await status(figure), /^78 picked; it can go to /);
  await clickSquare(tab, figure, 67);
  await settled(figure);
  assert.equal(await status(figure), 'Played 78-67.', 'leaving the line is said only once');
  await figure.getByRole('button', { name: 'Reset' }).click();
  assert.deepEqual(await pieces(figure), { 78: '2', 121: '1' });
  await figure.getByRole('button', { name: 'Next step' }).click();
  await settled(figure);
  assert.deepEqual(await pieces(figure), { 11: '1', 78: '2' });
  assert.deepEqual(errors, []);
  await tab.close();
});

/** Clicks a copy button and reads what it put on the clipboard. */
/** Undo, or Previous step on a board with a line (where it is the undo). */
const back = (figure) => figure.locator('.diagram-controls').getByRole('button', { name: /^(Undo|Previous step)$/ });

/** Presses a copy button of the board's menu and reads the clipboard. */
async function copied(tab, figure, name) {
  await figure.locator('.diagram-more summary').click();
  await figure.getByRole('button', { name }).click();
  await tab.waitForFunction(() => document.activeElement);
  return tab.evaluate(() => navigator.clipboard.readText());
}

/** The pieces the engine (in the page) gives for a position text. */
async function enginePieces(tab, rules, position) {
  return tab.evaluate(async ([rules, position]) => {
    const e = await RulebookEngine.load(new URL('../wasm/rules.wasm', document.querySelector('script[src*="diagram"]').src).href);
    return Object.fromEntries(e.analyse(rules, 'all', [position]).pieces.map((p) => [String(p.sq), p.piece]));
  }, [rules, position]);
}

test('free play goes on 20 moves past the line; undo, redo, the move list and the copy buttons follow', async () => {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
  for (const [page, id] of [['/en/games/chinese-checkers/', 'chain'], ['/en/variants/frisian-draughts/', 'flying-king']]) {
    const { tab, figure, errors } = await open(page, id);
    const d = await data(figure);
    for (const { from, to } of d.steps) await WAYS.click(tab, figure, from, to);
    await settled(figure);
    const played = d.steps.map((m) => m.text);
    let seed = 7;
    let over = false;
    const random = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    for (let i = 0; i < 20; i++) {
      const said = await status(figure);
      const position = await copied(tab, figure, 'Copy position');
      assert.deepEqual(await pieces(figure), await enginePieces(tab, d.rules, position), `${id}, move ${i + 1}: ${position}`);
      const moves = cargo(['moves', d.rules, position]).trim().split('\n').filter(Boolean);
      if (!moves.length) {
        assert.match(said, /Game over: (White|Black) wins\. The side to move (cannot move|has no move left, and that wins here|has no pieces left)\.$/, `${id}: the end and why`);
        over = true;
        break;
      }
      const text = moves[random(moves.length)];
      const [from, to] = text.split(/[-x:]/).map(Number);
      await WAYS[i % 2 ? 'mouse drag' : 'click'](tab, figure, from, to);
      await settled(figure);
      played.push(text);
    }
    assert.ok(over || played.length === d.steps.length + 20, `${id}: only ${played.length} moves`);
    const list = figure.locator('.diagram-moves button');
    assert.equal(await list.count(), played.length);
    assert.equal(await figure.locator('.diagram-moves [aria-current]').count(), 1);
    const all = await copied(tab, figure, 'Copy moves');
    // Undo to the start and redo to the end: the same position comes back.
    const end = await pieces(figure);
    for (let i = 0; i < played.length; i++) await back(figure).click();
    assert.equal(await figure.locator('.diagram-step').textContent(), 'Starting position');
    assert.deepEqual(await pieces(figure), asMap(d.positions[0].pieces));
    for (let i = 0; i < played.length; i++) {
      await figure.getByRole('button', { name: 'Next step' }).click();
      await settled(figure);
    }
    assert.deepEqual(await pieces(figure), end);
    assert.equal(await copied(tab, figure, 'Copy moves'), all);
    // A click on a move in the list goes to its position.
    await list.nth(0).click();
    assert.deepEqual(await pieces(figure), asMap(d.positions[1].pieces));
    assert.equal(await copied(tab, figure, 'Copy moves'), all.split(' ')[0]);
    assert.deepEqual(errors, [], id);
    await tab.close();
  }
});

// How a reader moves a piece from one square to another.
const WAYS = {
  click: async (tab, figure, from, to) => {
    await clickSquare(tab, figure, from);
    await clickSquare(tab, figure, to);
  },
  'mouse drag': async (tab, figure, from, to) => {
    const [a, b] = [await centreOf(figure, from), await centreOf(figure, to)];
    await tab.mouse.move(...a);
    await tab.mouse.down();
    await tab.mouse.move(...b, { steps: 6 });
    await tab.mouse.up();
  },
  'touch drag': async (tab, figure, from, to) => touchDrag(tab, await centreOf(figure, from), await centreOf(figure, to)),
  keyboard: async (tab, figure, from, to) => {
    await figure.locator('svg').focus();
    await cursorTo(tab, figure, from);
    await tab.keyboard.press('Enter');
    await cursorTo(tab, figure, to);
    await tab.keyboard.press('Enter');
  },
};

const RUNS = [['click', 'no-preference'], ['click', 'reduce'], ['mouse drag', 'no-preference'], ['touch drag', 'no-preference'], ['keyboard', 'no-preference'], ['keyboard', 'reduce']];
// Every line is played once, the ways and motion settings taking turns over the lines (line i by
// run i mod 6), so each way meets lines of several pages; BROWSER_FULL=1 plays every line in
// every way (six times as long).
const EVERY_WAY = FULL;
for (const [run, [way, motion]] of RUNS.entries()) {
  test(`${EVERY_WAY ? 'every' : 'each sixth'} example line plays by ${way}, move by move (${motion === 'reduce' ? 'reduced motion' : 'animations on'})`, async () => {
    let played = 0;
    const lines = (await allDiagrams()).filter((_, i) => EVERY_WAY || i % RUNS.length === run);
    assert.ok(lines.length >= 2, `only ${lines.length} lines for this way`);
    for (const [page, id] of lines) {
      const { tab, figure, errors } = await open(page, id, motion);
      const d = await data(figure);
      for (const [k, { from, to }] of d.steps.entries()) {
        await WAYS[way](tab, figure, from, to);
        await settled(figure);
        assert.deepEqual(await pieces(figure), asMap(d.positions[k + 1].pieces), `${id} after step ${k + 1}`);
        assert.equal(await figure.locator('.diagram-step').textContent(), `Step ${k + 1} of ${d.steps.length}`);
        const trail = await figure.locator('.trail .last:not(.via)').count();
        assert.equal(trail, 2, `${id}: the last move's two squares are marked`);
        played += 1;
      }
      assert.deepEqual(errors, [], `${page} ${id}`);
      await tab.close();
    }
    assert.ok(played >= 2, `only ${played} moves played`);
  });
}

test('at 360 px the boards fill the column and every square or hole has a 24 px target', async () => {
  const tab = await browser.context.newPage();
  await tab.setViewportSize({ width: 360, height: 740 });
  for (const page of PAGES) {
    await tab.goto(new URL(page, server.url).href);
    for (const figure of await tab.locator('figure[data-diagram]').all()) {
      const m = await figure.evaluate((f) => {
        const svg = f.querySelector('svg');
        const column = f.parentElement.getBoundingClientRect().width;
        const centres = [...svg.querySelectorAll('.cells [data-sq]')].map((c) => {
          const b = c.getBoundingClientRect();
          return [b.x + b.width / 2, b.y + b.height / 2, b.width, b.height];
        });
        let nearest = Infinity;
        for (const [i, a] of centres.entries()) for (const b of centres.slice(i + 1)) nearest = Math.min(nearest, Math.hypot(a[0] - b[0], a[1] - b[1]));
        return { board: svg.getBoundingClientRect().width, column, nearest, square: Math.min(...centres.map((c) => Math.min(c[2], c[3]))) };
      });
      const id = await figure.getAttribute('data-diagram');
      console.log(`${page} ${id}: board ${m.board.toFixed(0)} of ${m.column.toFixed(0)} px, nearest centres ${m.nearest.toFixed(1)} px, smallest cell ${m.square.toFixed(1)} px`);
      assert.ok(m.board >= m.column - 1, `${id} fills the column`);
      // Each target is the region nearest its centre, so a 24 px disc around every centre is its own.
      assert.ok(m.nearest >= 24, `${id}: centres ${m.nearest} px apart`);
    }
  }
  await tab.close();
});

test('a tap near a hole, not on it, still counts (360 px, touch)', async () => {
  const { tab, figure } = await open('/en/variants/super-chinese-checkers/', 'springboard');
  await tab.setViewportSize({ width: 360, height: 740 });
  const [x, y] = await centreOf(figure, 121);
  await touchDrag(tab, [x + 11, y - 3], [x + 11, y - 3]);
  assert.match(await status(figure), /^121 picked/);
  const [tx, ty] = await centreOf(figure, 11);
  await touchDrag(tab, [tx - 8, ty + 8], [tx - 8, ty + 8]);
  await settled(figure);
  assert.deepEqual(await pieces(figure), { 11: '1', 78: '2' });
  await tab.close();
});

test('the cursor ring shows for the keyboard only', async () => {
  const { tab, figure } = await open('/en/variants/frisian-draughts/', 'value-choice');
  const ring = figure.locator('.cursor');
  await clickSquare(tab, figure, 32);
  assert.equal(await ring.getAttribute('visibility'), 'hidden', 'not after a click');
  await tab.keyboard.press('ArrowLeft');
  assert.equal(await ring.getAttribute('visibility'), 'visible', 'after an arrow key');
  await tab.close();
});

test('a dragged piece dropped where it cannot go returns and stays picked', async () => {
  const { tab, figure } = await open('/en/variants/frisian-draughts/', 'value-choice');
  await WAYS['mouse drag'](tab, figure, 32, 21);
  assert.deepEqual(await pieces(figure), asMap((await data(figure)).positions[0].pieces));
  assert.equal(await status(figure), 'A capture worth more is available.');
  assert.deepEqual(await dots(figure), [14]);
  await tab.close();
});

test('input waits while a move animates: double "Next step", double click and double Enter stay in range', async () => {
  const { tab, figure, errors } = await open('/en/variants/frisian-draughts/', 'orthogonal-man');
  const next = figure.getByRole('button', { name: 'Next step' });
  await next.dblclick();
  await settled(figure);
  assert.equal(await figure.locator('.diagram-step').textContent(), 'Step 1 of 1');
  assert.deepEqual(await pieces(figure), { 6: 'w' });
  await figure.getByRole('button', { name: 'Reset' }).click();
  await clickSquare(tab, figure, 28);
  await clickSquare(tab, figure, 6);
  await clickSquare(tab, figure, 6); // lands on the moving piece's square before it arrives
  await settled(figure);
  assert.deepEqual(await pieces(figure), { 6: 'w' });
  await figure.getByRole('button', { name: 'Reset' }).click();
  await figure.locator('svg').focus();
  await cursorTo(tab, figure, 28);
  await tab.keyboard.press('Enter');
  await cursorTo(tab, figure, 6);
  await tab.keyboard.press('Enter');
  await tab.keyboard.press('Enter');
  await settled(figure);
  assert.deepEqual(await pieces(figure), { 6: 'w' });
  assert.equal(await figure.locator('.diagram-step').textContent(), 'Step 1 of 1');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('Previous step (or Undo) pressed while a move flies lands it, then takes it back', async () => {
  // A board with a line has Previous step for Undo; the start board has Undo.
  for (const [page, id, name, from, to] of [['/en/variants/frisian-draughts/', 'orthogonal-man', 'Previous step', 28, 6], ['/en/games/international-draughts/', 'start', 'Undo', 32, 28]]) {
    const { tab, figure, errors } = await open(page, id);
    const before = await pieces(figure);
    await clickSquare(tab, figure, from);
    await clickSquare(tab, figure, to);
    assert.ok(await figure.evaluate((f) => f.classList.contains('moving')), `${id}: the move is still flying`);
    await figure.getByRole('button', { name }).click({ timeout: 1000 });
    await settled(figure);
    assert.deepEqual(await pieces(figure), before, `${id}: ${name} took the move back`);
    assert.equal(await figure.getByRole('button', { name }).isDisabled(), true, `${id}: back at the start`);
    assert.deepEqual(errors, []);
    await tab.close();
  }
});

test('the three misleading cases get the right reason', async () => {
  const { tab, figure } = await open('/en/variants/frisian-draughts/', 'value-choice');
  await clickSquare(tab, figure, 32);
  await clickSquare(tab, figure, 28); // a piece the legal capture takes
  assert.equal(await status(figure), 'This piece is taken on the way; pick where the capture ends: 14.');
  await clickSquare(tab, figure, 23); // the capture's first landing: the capture goes on from there
  assert.equal(await status(figure), 'The capture goes on from 23: pick the next square, 14.');
  await tab.close();
  // A landing clicked before the ones that come first: see the test of capture stepping below.
  const other = await open('/en/variants/frisian-draughts/', 'king-must-capture');
  await clickSquare(other.tab, other.figure, 1);
  await clickSquare(other.tab, other.figure, 32); // the mover's own piece, which may not move
  assert.equal(await status(other.figure), 'With equal value the king must capture.');
  await other.tab.close();
});

test('landing on a diagram over a slow link, nothing moves when the script arrives (CLS)', async () => {
  for (const width of [360, 1280]) {
    const tab = await browser.context.newPage();
    await tab.setViewportSize({ width, height: 740 });
    await tab.emulateMedia({ reducedMotion: 'no-preference' });
    await tab.route('**/diagram*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await tab.goto(new URL('/en/variants/frisian-draughts/#diagram-value-choice', server.url).href, { waitUntil: 'commit' });
    await tab.locator('#diagram-value-choice.live').waitFor({ timeout: 10000 });
    await tab.waitForTimeout(300);
    const cls = await tab.evaluate(() => new Promise((done) => {
      let sum = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) sum += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => done(sum), 100);
    }));
    console.log(`CLS at ${width} px: ${cls.toFixed(4)}`);
    assert.ok(cls <= 0.02, `CLS ${cls} at ${width} px`);
    const top = await tab.locator('#diagram-value-choice').evaluate((f) => f.getBoundingClientRect().top);
    assert.ok(Math.abs(top) < 2, `the diagram is still at the top of the window (${top})`);
    await tab.close();
  }
});

test('on a throttled phone (1.6 Mbps, 150 ms, 4× CPU) a variant page loads and comes alive without a shift', async () => {
  const { tab, cdp } = await throttledPhone(browser.context);
  await tab.goto(new URL('/en/variants/frisian-draughts/', server.url).href);
  await tab.locator('figure.diagram.live').first().waitFor({ timeout: 30000 });
  // Down the whole page, as a reader scrolls, so that every board has come alive in view.
  for (let y = 0; y < 20; y++) {
    await tab.mouse.wheel(0, 700);
    await tab.waitForTimeout(150);
  }
  await tab.waitForTimeout(500);
  const { shifts, lcp } = await tab.evaluate(() => ({ shifts: window.shifts, lcp: window.lcp }));
  const cls = shifts.reduce((a, b) => a + b, 0);
  console.log(`throttled phone: CLS ${cls.toFixed(4)}, LCP ${Math.round(lcp)} ms`);
  assert.equal(cls, 0, `layout shifts: ${JSON.stringify(shifts)}`);
  await cdp.detach();
  await tab.close();
});

test('one small help per board, closed until asked for', async () => {
  const { tab, figure } = await open('/en/variants/frisian-draughts/', 'value-choice');
  assert.equal(await tab.locator('.diagram-help[open]').count(), 0);
  assert.equal(await tab.getByText('Pick a piece to see where it can go.').filter({ visible: true }).count(), 0);
  await figure.getByLabel('Help with the board').click();
  assert.ok(await figure.getByText('Pick a piece to see where it can go.').isVisible());
  const described = await figure.locator('svg').getAttribute('aria-describedby');
  assert.match(await tab.locator(`#${described}`).textContent(), /^Pick a piece/);
  // It closes as a popover does: a press inside keeps it, a press elsewhere or Escape closes it.
  await figure.getByText('Pick a piece to see where it can go.').click();
  assert.equal(await tab.locator('.diagram-help[open]').count(), 1);
  await tab.locator('h1').click();
  assert.equal(await tab.locator('.diagram-help[open]').count(), 0);
  await figure.getByLabel('Help with the board').click();
  await tab.keyboard.press('Escape');
  assert.equal(await tab.locator('.diagram-help[open]').count(), 0);
  await tab.close();
});

// BROWSER_FULL=1 walks each board longer: 500 events (200 on a task board) instead of 150 (60).
const RANDOM_EVENTS = FULL ? { board: 500, task: 200 } : { board: 150, task: 60 };
test(`random input: ${RANDOM_EVENTS.board} pointer and key events per diagram (${RANDOM_EVENTS.task} per task board), never an error, never a wrong board`, async () => {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
  let seed = 12345;
  const random = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', ' ', 'Escape', 'Tab'];
  const BUTTONS = ['Previous step', 'Next step', 'Undo', 'Reset'];
  let total = 0;
  for (const [page, id] of await allDiagrams()) {
    const { tab, figure, errors } = await open(page, id);
    const d = await data(figure);
    // A board that only shows a position takes no input.
    if (d.explore === 'none') {
      await tab.close();
      continue;
    }
    // The walk stays on this page: a click that lands on a link beside the board (the page
    // scrolls when a task's "Next task" is pressed) or Enter on a link the Tab key reached is
    // not followed, so every event goes on hitting this board and its neighbours.
    await tab.evaluate(() => document.addEventListener('click', (e) => e.target.closest?.('a[href]') && e.preventDefault(), true));
    // A board of a player-count switch is played once the switch shows it.
    await figure.evaluate((f) => {
      const stack = f.closest('.diagram-stack');
      stack?.parentElement.querySelectorAll(':scope > input')[[...stack.children].indexOf(f)].click();
    });
    await figure.locator('svg').scrollIntoViewIfNeeded();
    let box = await figure.locator('svg').boundingBox();
    const point = () => [box.x - 10 + random(box.width + 20), box.y - 10 + random(box.height + 20)];
    const check = async (when) => {
      await settled(figure);
      const label = await figure.locator('.diagram-step').count() ? await figure.locator('.diagram-step').textContent() : 'Starting position';
      const m = label.match(/^Step (\d+) of (\d+)$/);
      assert.ok(label === 'Starting position' || /^Free play, move \d+$/.test(label) || (m && +m[1] >= 1 && +m[1] <= +m[2]), `${id} ${when}: label "${label}"`);
      const position = await copied(tab, figure, 'Copy position');
      assert.deepEqual(await pieces(figure), await enginePieces(tab, d.rules, position), `${id} ${when}: ${position}`);
    };
    await figure.locator('svg').focus();
    // A task board judges every move and takes a wrong one back after a beat: fewer events
    // there, and the walk checks it as often.
    const events = d.task ? RANDOM_EVENTS.task : RANDOM_EVENTS.board;
    const every = d.task ? 30 : 50;
    for (let i = 1; i <= events; i++) {
      const kind = random(10);
      if (kind < 4) {
        await tab.mouse.click(...point());
      } else if (kind < 6) {
        await tab.mouse.move(...point());
        await tab.mouse.down();
        await tab.mouse.move(...point(), { steps: 2 });
        await tab.mouse.up();
      } else if (kind < 9) {
        await tab.keyboard.press(KEYS[random(KEYS.length)]);
      } else {
        const button = figure.getByRole('button', { name: BUTTONS[random(BUTTONS.length)] });
        if ((await button.count()) && (await button.isEnabled())) await button.click({ timeout: 1000 });
        await figure.locator('svg').focus();
      }
      total += 1;
      if (i % every === 0) {
        await check(`after ${i} events`);
        // Back to the board if the page scrolled (a task's "Next task", a key on the page).
        await figure.locator('svg').scrollIntoViewIfNeeded();
        box = await figure.locator('svg').boundingBox();
      }
    }
    assert.deepEqual(errors, [], `${page} ${id}`);
    await tab.close();
  }
  console.log(`random input: ${total} events over the diagrams`);
});

/** A tab of `page` at `width` px in which no script runs. */
async function withoutScript(page, width = 1280) {
  const tab = await browser.context.newPage();
  await tab.setViewportSize({ width, height: 800 });
  await tab.route('**/*.js', (route) => route.abort());
  await tab.goto(new URL(page, server.url).href);
  return tab;
}

const shownStarts = (tab) =>
  tab.locator('.diagram-stack > figure').evaluateAll((fs) => fs.filter((f) => getComputedStyle(f).visibility === 'visible').map((f) => f.dataset.diagram));

for (const script of [false, true]) {
  test(`the player-count switch shows one start position at a time, by pointer and keyboard, nothing moving (${script ? 'with' : 'without'} JavaScript)`, async () => {
    const tab = script ? await browser.context.newPage() : await withoutScript('/en/games/chinese-checkers/');
    if (script) await tab.goto(new URL('/en/games/chinese-checkers/', server.url).href);
    const group = tab.getByRole('group', { name: 'Players' });
    assert.deepEqual(await shownStarts(tab), ['start-2']);
    const after = () => tab.locator('#moves').evaluate((h) => h.getBoundingClientRect().top + scrollY);
    const below = await after();
    for (const n of [3, 4, 6, 2]) {
      await group.getByText(String(n), { exact: true }).click();
      assert.deepEqual(await shownStarts(tab), [`start-${n}`]);
      const pieces = await tab.locator(`#diagram-start-${n} .pieces [data-sq]`).count();
      assert.equal(pieces, 10 * n);
      assert.equal(await after(), below, 'the text below stays where it was');
    }
    // The radio buttons are one tab stop; the arrow keys choose.
    await tab.getByRole('radio', { name: '2' }).focus();
    await tab.keyboard.press('ArrowRight');
    assert.deepEqual(await shownStarts(tab), ['start-3']);
    assert.ok(await tab.getByRole('radio', { name: '3' }).isChecked());
    // Every choice is a target of at least 24 × 24 px at 360 px.
    await tab.setViewportSize({ width: 360, height: 740 });
    for (const box of await group.locator('label').evaluateAll((ls) => ls.map((l) => l.getBoundingClientRect().toJSON()))) {
      assert.ok(box.width >= 24 && box.height >= 24, JSON.stringify(box));
    }
    await tab.close();
  });
}

test('without JavaScript the star boards whose words name holes show the hole numbers, readable at 360 px', async () => {
  const tab = await withoutScript('/en/variants/super-chinese-checkers/', 360);
  // Three diagrams and five tasks.
  const boards = tab.locator('svg.board-halma');
  assert.equal(await boards.count(), 8);
  for (const svg of await boards.all()) {
    const m = await svg.evaluate((s) => {
      const use = s.querySelector('use.numbers');
      const star = s.querySelector('.cells').getBBox();
      const numbers = use.getBBox();
      // The height of a number on screen: the font size times the board's scale.
      const size = parseFloat(getComputedStyle(use).fontSize) * s.getScreenCTM().a;
      return { star: star.width, numbers: numbers.width, size, above: use.compareDocumentPosition(s.querySelector('.pieces')) === Node.DOCUMENT_POSITION_PRECEDING };
    });
    assert.ok(m.numbers > 0.9 * m.star - 20, `the numbers span the star (${m.numbers} of ${m.star})`);
    assert.ok(m.size >= 8, `numbers ${m.size.toFixed(1)} px high`);
    assert.ok(m.above, 'the numbers lie over the pieces');
  }
  await tab.close();
});

/**
 * A board of the International draughts page set up by the test with any position: the figure is
 * given the snapshot the engine in the page computes for it, and the board script wakes it.
 */
async function boardWith(position, motion) {
  const { tab, errors } = await open('/en/games/international-draughts/', 'majority', motion);
  await tab.evaluate(async (position) => {
    const script = document.querySelector('script[src*="diagram.js"]').src;
    await new Promise((done, fail) => {
      const s = Object.assign(document.createElement('script'), { src: new URL('engine.js', script).href, onload: done, onerror: fail });
      document.head.append(s);
    });
    const engine = await RulebookEngine.load(new URL('../wasm/rules.wasm', script).href);
    const snap = engine.analyse('international-draughts', 'side', [position]);
    const fig = document.getElementById('diagram-majority').cloneNode(true);
    Object.assign(fig, { id: 'diagram-test' });
    fig.dataset.diagram = 'test';
    fig.classList.remove('live');
    // The page's own data head (family, rules, explore) stays: the board script reads the board's
    // family from it, and without it a draughts board would play as a star does (no landings).
    const data = fig.querySelector('.diagram-data');
    data.textContent = JSON.stringify({ ...JSON.parse(data.textContent), positions: [snap], steps: [] });
    for (const g of fig.querySelectorAll('.pieces, .arrows')) g.replaceChildren();
    // What the board script added to the page's figure, it adds again to this one.
    for (const e of fig.querySelectorAll('.trail, .dots, .cursor, .diagram-moves')) e.remove();
    fig.querySelector('.diagram-steps')?.remove();
    for (const f of document.querySelectorAll('figure[data-diagram]')) f.remove();
    document.querySelector('main').prepend(fig);
    document.body.append(Object.assign(document.createElement('script'), { src: script }));
  }, position);
  const figure = tab.locator('#diagram-test');
  await tab.locator('#diagram-test.live').waitFor();
  // The board script run again has its own boards, whose input is fetched anew.
  await awake(tab);
  return { tab, figure, errors };
}

// Two captures of the man on 32 share their first three landings (21, 12, 23) and part at the
// fourth: 14 (taking 19) or back to 32 (taking 28).
const SHARED = 'W:W32:B17-19,27,28';
const TO_14 = { 14: 'w', 28: 'b' };
const TO_32 = { 19: 'b', 32: 'w' };
const taking = (figure) => figure.locator('.pieces .taking').evaluateAll((ps) => ps.map((p) => +p.dataset.sq).sort((a, b) => a - b));

const TAPS = {
  mouse: (tab, figure, sq) => clickSquare(tab, figure, sq),
  touch: async (tab, figure, sq) => {
    const c = await centreOf(figure, sq);
    await touchDrag(tab, c, c);
  },
  keyboard: async (tab, figure, sq) => {
    await figure.locator('svg').focus();
    await cursorTo(tab, figure, sq);
    await tab.keyboard.press('Enter');
  },
};

for (const [way, motion] of [['mouse', 'no-preference'], ['mouse', 'reduce'], ['touch', 'no-preference'], ['keyboard', 'no-preference'], ['keyboard', 'reduce']]) {
  test(`a capture is played landing by landing, the path growing, the next landing settling a shared start (${way}, ${motion === 'reduce' ? 'reduced motion' : 'animations on'})`, async () => {
    const { tab, figure, errors } = await boardWith(SHARED, motion);
    const tap = (sq) => TAPS[way](tab, figure, sq);
    for (const [end, after] of [[14, TO_14], [32, TO_32]]) {
      await tap(32);
      assert.equal(await status(figure), '32 picked; it can go to 14, 32.');
      assert.deepEqual(await dots(figure), [14, 32]);
      const steps = [[21, [12], [27]], [12, [23], [17, 27]], [23, [14, 32], [17, 18, 27]]];
      for (const [sq, next, taken] of steps) {
        await tap(sq);
        assert.equal(await status(figure), `The capture goes on from ${sq}: pick the next square, ${next.join(', ')}.`);
        assert.deepEqual(await dots(figure), next, `after ${sq}`);
        assert.deepEqual(await taking(figure), taken, `after ${sq}`);
        // The path so far: from 32 through every landing clicked.
        const corners = (await figure.locator('.dots .way').getAttribute('d')).split(/[ML]/).filter(Boolean).length;
        assert.equal(corners, steps.findIndex(([s]) => s === sq) + 2);
      }
      await tap(end);
      await settled(figure);
      assert.deepEqual(await pieces(figure), after, `ending on ${end}`);
      assert.match(await status(figure), new RegExp(`^Played 32x${end}\\.`));
      assert.equal(await figure.locator('.dots .way').count(), 0);
      await figure.getByRole('button', { name: 'Reset' }).click();
    }
    // The final square alone, when no other capture ends there.
    await tap(32);
    await tap(14);
    await settled(figure);
    assert.deepEqual(await pieces(figure), TO_14);
    await figure.getByRole('button', { name: 'Reset' }).click();
    // A landing out of turn is refused with what it is.
    await tap(32);
    await tap(12);
    assert.equal(await status(figure), 'The capture only passes through here; pick where it ends: 14, 32.');
    await tap(21);
    assert.deepEqual(await dots(figure), [12]);
    if (way === 'keyboard') {
      // Escape drops the path and the piece.
      await tab.keyboard.press('Escape');
      assert.equal(await status(figure), 'Nothing picked.');
      assert.deepEqual(await dots(figure), []);
      assert.deepEqual(await taking(figure), []);
    } else {
      // Mid-way, a click on where one capture alone ends plays it: here the square it started from.
      await tap(32);
      await settled(figure);
      assert.deepEqual(await pieces(figure), TO_32);
      await figure.getByRole('button', { name: 'Reset' }).click();
      await tap(32);
      await tap(32);
      assert.equal(await status(figure), 'Nothing picked.');
    }
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

test('a capture may start by dragging the piece to its first landing, then go on by clicks', async () => {
  const { tab, figure, errors } = await boardWith(SHARED, 'no-preference');
  await WAYS['mouse drag'](tab, figure, 32, 21);
  assert.equal(await status(figure), 'The capture goes on from 21: pick the next square, 12.');
  assert.deepEqual(await pieces(figure), { 17: 'b', 18: 'b', 19: 'b', 27: 'b', 28: 'b', 32: 'w' }, 'the piece is back on its square');
  for (const sq of [12, 23, 32]) await clickSquare(tab, figure, sq);
  await settled(figure);
  assert.deepEqual(await pieces(figure), TO_32);
  assert.deepEqual(errors, []);
  await tab.close();
});
