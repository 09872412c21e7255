// Game records replay on a board: every move of the list, the buttons and the keys show the
// position the generator computed, which the engine confirms; the record is copied as written;
// play goes on from any move; random input never breaks it. Animations on and reduced motion.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, cp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { serveSite } from './lib/server.js';
import { openBrowser } from './lib/browser.js';
import { awake } from './lib/board.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = '/en/variants/frisian-draughts/';
// A second game on the page: tags, a comment, a variation with a variation inside it.
const STUDY = '[White "Ann"]\n[Black "Bob"]\n[GameType "40"]\n1. 32-28 19-23 (18-23 38-32 (37-32 {or} 23-29) 12-18) 2. 28x19 14x23 {A <b>comment</b>.} 1-0';
// A third, from a set-up: White's man on 12 is crowned on 1 by a capture, Black takes back, the
// new king steps on.
const CROWNING = '[GameType "20"]\n[FEN "W:W12,33:B7,28"]\n1. 12x1 28x39 2. 1-6 *';
let dir;
let server;
let browser;
let example; // the Frisian example game, as written in the page's source

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rulebook-replay-'));
  for (const part of ['site.toml', 'content', 'locales', 'templates', 'static', 'syntaxes']) {
    await cp(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  }
  const md = path.join(dir, 'content/variants/frisian-draughts/en.md');
  const text = await readFile(md, 'utf8');
  example = text.match(/```pdn\n([\s\S]*?)```/)[1];
  await writeFile(md, text.replace('```diagram\northogonal-man', '```pdn\n' + STUDY + '\n```\n\n```pdn\n' + CROWNING + '\n```\n\n```diagram\northogonal-man'));
  const run = spawnSync('cargo', ['run', '--release', '--quiet', '--', 'build', '--root', dir, '--out', path.join(dir, 'public')], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  server = await serveSite(path.join(dir, 'public'));
  browser = await openBrowser(new URL(server.url).origin);
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function open(id, motion) {
  const tab = await browser.context.newPage();
  await tab.emulateMedia({ reducedMotion: motion });
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await tab.goto(new URL(PAGE, server.url).href);
  const figure = tab.locator(`#${id}`);
  await tab.locator(`#${id}.live`).waitFor();
  await awake(tab);
  const data = JSON.parse(await figure.locator('.diagram-data').textContent());
  return { tab, figure, errors, data };
}

async function settled(figure) {
  await figure.evaluate((f) => new Promise((done) => {
    const check = () => (f.classList.contains('moving') ? requestAnimationFrame(check) : done());
    check();
  }));
}

const pieces = (figure) =>
  figure.locator('.pieces [data-sq]').evaluateAll((ps) => Object.fromEntries(ps.map((p) => [p.dataset.sq, p.dataset.piece])));
const label = (figure) => figure.locator('.diagram-step').textContent();
const status = (figure) => figure.locator('.diagram-status').textContent();
const current = (figure) => figure.locator('.replay-moves [aria-current]').evaluateAll((bs) => bs.map((b) => +b.dataset.node));
const button = (figure, name) => figure.locator('.diagram-controls').getByRole('button', { name, exact: true });

/** The position after move `k` (0: the start), as the page's data gives it. */
const fenOf = (data, k) => (k ? data.moves[k - 1].after : data.start);

/** The pieces of a position, as the engine in the page reads it. */
async function enginePieces(tab, rules, position) {
  return tab.evaluate(async ([rules, position]) => {
    const e = await RulebookBoard.engine();
    return Object.fromEntries(e.analyse(rules, 'all', [position]).pieces.map((p) => [String(p.sq), p.piece]));
  }, [rules, position]);
}

/** The engine plays every move of the data from the position before it to the one after it. */
async function engineAgrees(tab, data) {
  return tab.evaluate(async (data) => {
    const e = await RulebookBoard.engine();
    const fen = (k) => (k ? data.moves[k - 1].after : data.start);
    return data.moves.map(({ from, to, captured, after, parent }) =>
      e.analyse(data.rules, 'side', [fen(parent)]).moves.some((m) => m.from === from && m.to === to && String(m.captured) === String(captured) && m.after === after));
  }, data);
}

async function shows(tab, figure, data, k, how) {
  await settled(figure);
  const fen = fenOf(data, k);
  assert.deepEqual(await pieces(figure), await enginePieces(tab, data.rules, fen), `${how}: move ${k}, ${fen}`);
  assert.deepEqual(await current(figure), k ? [k] : [], `${how}: move ${k} is the one marked`);
}

for (const motion of ['no-preference', 'reduce']) {
  const mode = motion === 'reduce' ? 'reduced motion' : 'animations on';
  test(`the example game replays to its end and back by moves, buttons and keys (${mode})`, async () => {
    const { tab, figure, errors, data } = await open('replay-1', motion);
    const n = data.moves.length;
    assert.equal(n, 7);
    assert.deepEqual(await engineAgrees(tab, data), Array(n).fill(true), 'every embedded position is the engine\'s');
    await shows(tab, figure, data, 0, 'at first');
    assert.equal(await label(figure), 'Starting position');
    // By clicking the moves of the list, forward and back.
    for (let k = 1; k <= n; k++) {
      await figure.locator(`.replay-moves [data-node="${k}"]`).click();
      await shows(tab, figure, data, k, 'click');
      assert.equal(await label(figure), `Step ${k} of ${n}`);
    }
    for (let k = n - 1; k >= 1; k--) {
      await figure.locator(`.replay-moves [data-node="${k}"]`).click();
      await shows(tab, figure, data, k, 'click back');
    }
    // By the buttons.
    await button(figure, 'Start').click();
    await shows(tab, figure, data, 0, 'Start');
    assert.ok(await button(figure, 'Back').isDisabled());
    for (let k = 1; k <= n; k++) {
      await button(figure, 'Forward').click();
      await shows(tab, figure, data, k, 'Forward');
    }
    assert.ok(await button(figure, 'Forward').isDisabled());
    assert.ok(await button(figure, 'End').isDisabled());
    for (let k = n - 1; k >= 0; k--) {
      await button(figure, 'Back').click();
      await shows(tab, figure, data, k, 'Back');
    }
    await button(figure, 'End').click();
    await shows(tab, figure, data, n, 'End');
    // By ←/→, Home and End on the buttons (one keyboard model on every board: on the board
    // itself the arrows move the square cursor), then in the move list.
    await button(figure, 'Forward').focus();
    await tab.keyboard.press('Home');
    await shows(tab, figure, data, 0, 'Home');
    for (let k = 1; k <= n; k++) {
      await tab.keyboard.press('ArrowRight');
      await shows(tab, figure, data, k, '→');
    }
    await tab.keyboard.press('ArrowRight');
    await shows(tab, figure, data, n, '→ at the end stays');
    for (let k = n - 1; k >= 0; k--) {
      await tab.keyboard.press('ArrowLeft');
      await shows(tab, figure, data, k, '←');
    }
    await figure.locator('.replay-moves [data-node="3"]').focus();
    await tab.keyboard.press('ArrowRight');
    await shows(tab, figure, data, 1, '→ in the list');
    await tab.keyboard.press('End');
    await shows(tab, figure, data, n, 'End in the list');
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

test('a variation move shows its position, and the board follows the variation', async () => {
  const { tab, figure, errors, data } = await open('replay-2', 'no-preference');
  assert.match(await figure.locator('.replay-tags').textContent(), /Ann – Bob.*Result: 1-0/);
  assert.equal(await figure.locator('.replay-comment').nth(1).textContent(), 'A <b>comment</b>.', 'a comment is text, not markup');
  const variation = figure.locator('.replay-variation button');
  assert.deepEqual(await variation.allTextContents(), ['18-23', '38-32', '37-32', '23-29', '12-18']);
  assert.deepEqual(await engineAgrees(tab, data), Array(data.moves.length).fill(true));
  await variation.nth(0).click(); // 1… 18-23 instead of 19-23
  await shows(tab, figure, data, 3, 'variation');
  assert.equal(await label(figure), 'Step 2 of 4');
  await button(figure, 'Forward').click();
  await shows(tab, figure, data, 4, 'Forward in the variation');
  await variation.nth(2).click(); // 2. 37-32 inside it
  await shows(tab, figure, data, 5, 'nested variation');
  await button(figure, 'End').click();
  await shows(tab, figure, data, 6, 'the nested variation\'s end');
  await button(figure, 'Back').click();
  await button(figure, 'Back').click();
  await shows(tab, figure, data, 3, 'back to the variation\'s start');
  assert.deepEqual(errors, []);
  await tab.close();
});

for (const motion of ['no-preference', 'reduce']) {
  test(`a crowning move shows a king, reached by the list or stepped to (${motion === 'reduce' ? 'reduced motion' : 'animations on'})`, async () => {
    const { tab, figure, errors, data } = await open('replay-3', motion);
    // The page says which move crowns and which pieces each position holds: the script reads no
    // position text.
    assert.deepEqual(data.moves.map((m) => [m.short, m.crowns ?? false]), [['12x1', true], ['28x39', false], ['1-6', false]]);
    assert.deepEqual(data.pieces, { w: [12, 33], b: [7, 28] });
    assert.deepEqual(await engineAgrees(tab, data), [true, true, true]);
    await shows(tab, figure, data, 0, 'at first');
    assert.deepEqual(await pieces(figure), { 7: 'b', 12: 'w', 28: 'b', 33: 'w' });
    await button(figure, 'Forward').click();
    await shows(tab, figure, data, 1, 'Forward');
    assert.deepEqual(await pieces(figure), { 1: 'W', 28: 'b', 33: 'w' });
    assert.match(await status(figure), /^Played 12x1\./);
    await figure.locator('.replay-moves [data-node="3"]').click();
    await shows(tab, figure, data, 3, 'the last move, clicked');
    assert.deepEqual(await pieces(figure), { 6: 'W', 39: 'b' });
    await button(figure, 'Back').click();
    await shows(tab, figure, data, 2, 'Back');
    assert.deepEqual(await pieces(figure), { 1: 'W', 39: 'b' });
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

test('"Copy PDN" puts the record on the clipboard exactly as written', async () => {
  const { tab, figure, errors } = await open('replay-1', 'no-preference');
  await figure.locator('.diagram-more summary').click();
  await button(figure, 'Copy PDN').click();
  await tab.waitForFunction(() => document.querySelector('#replay-1 .diagram-status').textContent === 'Copied.');
  assert.equal(await tab.evaluate(() => navigator.clipboard.readText()), example);
  const second = tab.locator('#replay-2');
  await second.locator('.diagram-more summary').click();
  await button(second, 'Copy PDN').click();
  await tab.waitForFunction(() => document.querySelector('#replay-2 .diagram-status').textContent === 'Copied.');
  assert.equal(await tab.evaluate(() => navigator.clipboard.readText()), STUDY + '\n');
  assert.deepEqual(errors, []);
  await tab.close();
});

for (const motion of ['no-preference', 'reduce']) {
  test(`play goes on from a move in the middle of the game, which says it left the game (${motion === 'reduce' ? 'reduced motion' : 'animations on'})`, async () => {
    const { tab, figure, errors, data } = await open('replay-1', motion);
    await figure.locator('.replay-moves [data-node="4"]').click(); // after 2… 14x23, White to move
    const fen = fenOf(data, 4);
    const move = await tab.evaluate(async ([rules, fen]) => {
      const e = await RulebookBoard.engine();
      return e.analyse(rules, 'side', [fen]).moves.find((m) => m.from !== 34 || m.to !== 29); // not the game's move
    }, [data.rules, fen]);
    const clickSquare = async (sq) => {
      const box = await figure.locator(`.cells [data-sq="${sq}"]`).boundingBox();
      await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await figure.locator('svg').scrollIntoViewIfNeeded();
    await clickSquare(move.from);
    await tab.waitForFunction(() => /picked/.test(document.querySelector('#replay-1 .diagram-status').textContent));
    await clickSquare(move.to);
    await settled(figure);
    assert.match(await status(figure), /You have left the game\. Pick one of its moves in the list to go back to it\./);
    assert.deepEqual(await pieces(figure), await enginePieces(tab, data.rules, move.after));
    assert.deepEqual(await current(figure), [], 'no game move is marked off the game');
    // A second free move is not said again; a move of the list brings the game back.
    await figure.locator('.replay-moves [data-node="5"]').click();
    await shows(tab, figure, data, 5, 'back in the game');
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

test('random input: 600 pointer and key events on the replay boards, never out of range, never an error', async () => {
  let seed = 4242;
  const random = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'ArrowUp', 'ArrowDown', 'Shift+ArrowLeft', 'Shift+ArrowRight', 'Enter', ' ', 'Escape'];
  const BUTTONS = ['Start', 'Back', 'Forward', 'End'];
  let total = 0;
  for (const id of ['replay-1', 'replay-2']) {
    const { tab, figure, errors, data } = await open(id, 'no-preference');
    // Keys may scroll the page: every pointer event aims at where things are now.
    const point = async () => {
      await figure.locator('svg').scrollIntoViewIfNeeded();
      const box = await figure.locator('svg').boundingBox();
      return [box.x - 10 + random(box.width + 20), box.y - 10 + random(box.height + 20)];
    };
    // A reader's click lands on whatever is there (an open help, say), as a real pointer does.
    const clickOn = async (target) => {
      await target.scrollIntoViewIfNeeded();
      const b = await target.boundingBox();
      await tab.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
    };
    const moves = figure.locator('.replay-moves [data-node]');
    const count = await moves.count();
    const check = async (when) => {
      await settled(figure);
      const text = await label(figure);
      const m = text.match(/^Step (\d+) of (\d+)$/);
      assert.ok(text === 'Starting position' || /^Free play, move \d+$/.test(text) || (m && +m[1] >= 1 && +m[1] <= +m[2]), `${id} ${when}: label "${text}"`);
      const marked = await current(figure);
      assert.ok(marked.length <= 1, `${id} ${when}: ${marked}`);
      if (marked.length) assert.deepEqual(await pieces(figure), await enginePieces(tab, data.rules, fenOf(data, marked[0])), `${id} ${when}`);
    };
    await figure.locator('svg').focus();
    for (let i = 1; i <= 300; i++) {
      const kind = random(10);
      if (kind < 3) {
        await tab.mouse.click(...(await point()));
      } else if (kind < 6) {
        await tab.keyboard.press(KEYS[random(KEYS.length)]);
      } else if (kind < 8) {
        await clickOn(moves.nth(random(count)));
        if (random(2)) await figure.locator('svg').focus();
      } else {
        const b = button(figure, BUTTONS[random(BUTTONS.length)]);
        if (await b.isEnabled()) await clickOn(b);
        await figure.locator('svg').focus();
      }
      total += 1;
      if (i % 25 === 0) await check(`after ${i} events`);
    }
    assert.deepEqual(errors, [], id);
    await tab.close();
  }
  console.log(`random input: ${total} events on the replay boards`);
});
