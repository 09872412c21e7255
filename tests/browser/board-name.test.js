// A board's accessible name follows the game: after a keyboard move, a step, an undo, a reset and
// a flip, the accessibility tree names the position shown and whose turn it is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { awake } from './lib/board.js';
import { launchChromium } from './lib/browser.js';

let site;
let chromium;

before(async () => {
  site = await builtSite('board-name');
  chromium = await launchChromium();
});

after(async () => {
  await chromium?.close();
  await site?.close();
});

/** The accessible name of the figure's board, as the browser's accessibility tree gives it. */
async function nameOf(tab, figureSelector) {
  const cdp = await tab.context().newCDPSession(tab);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `${figureSelector} svg` });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0].name.value;
}

/**
 * The name once `wanted(name)` holds, or as it is after five seconds: the page renames the board a
 * moment after the event, so a name read at once may still be the old one.
 */
async function nameWhen(tab, figureSelector, wanted) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const name = await nameOf(tab, figureSelector);
    if (wanted(name) || Date.now() > deadline) return name;
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Moves the keyboard's cursor to `sq` with the arrow keys, as a reader would. */
async function cursorTo(tab, figure, sq) {
  const centre = (box) => [box.x + box.width / 2, box.y + box.height / 2];
  const [tx, ty] = centre(await figure.locator(`.cells [data-sq="${sq}"]`).boundingBox());
  for (let i = 0; i < 40; i++) {
    const [x, y] = centre(await figure.locator('.cursor').boundingBox());
    if (Math.abs(x - tx) < 2 && Math.abs(y - ty) < 2) return;
    if (Math.abs(y - ty) >= 2) await tab.keyboard.press(y > ty ? 'ArrowUp' : 'ArrowDown');
    else await tab.keyboard.press(x > tx ? 'ArrowLeft' : 'ArrowRight');
  }
  assert.fail(`the cursor never reached ${sq}`);
}

test('after a keyboard move, an undo, a reset and a flip the board\'s name says the position and the side to move', async () => {
  const context = await chromium.newContext({ reducedMotion: 'reduce' });
  const tab = await context.newPage();
  await tab.goto(new URL('/en/variants/frisian-draughts/', site.server.url).href);
  const id = '#diagram-flying-king';
  const figure = tab.locator(`${id}.live`);
  await figure.waitFor();
  await awake(tab);
  const start = await nameOf(tab, id);
  assert.match(start, /White to move\.$/);
  const data = JSON.parse(await figure.locator('.diagram-data').textContent());
  const move = data.positions[0].moves[0];
  await figure.locator('svg').focus();
  await tab.keyboard.press('ArrowRight'); // the cursor shows once the keyboard moves it
  await cursorTo(tab, figure, move.from);
  await tab.keyboard.press('Enter');
  await cursorTo(tab, figure, move.to);
  await tab.keyboard.press('Enter');
  await figure.locator('.diagram-status').filter({ hasText: /^Played/ }).waitFor();
  const after = await nameWhen(tab, id, (n) => n !== start);
  assert.match(after, /Black to move\.$/, after);
  assert.notEqual(after, start);
  assert.match(after, new RegExp(`\\b${move.to}\\b`), `${after} names the square the piece went to`);
  // Undo (Previous step on this board), the move again, Reset, and a flip.
  await figure.getByRole('button', { name: 'Previous step' }).click();
  assert.equal(await nameWhen(tab, id, (n) => n === start), start);
  await figure.getByRole('button', { name: 'Next step' }).click();
  assert.equal(await nameWhen(tab, id, (n) => n === after), after);
  await figure.getByRole('button', { name: 'Reset' }).click();
  assert.equal(await nameWhen(tab, id, (n) => n === start), start);
  await figure.locator('svg').focus();
  await tab.keyboard.press('f');
  assert.equal(await nameOf(tab, id), start);
  await context.close();
});

test('the replay\'s name follows its steps', async () => {
  const context = await chromium.newContext({ reducedMotion: 'reduce' });
  const tab = await context.newPage();
  await tab.goto(new URL('/en/variants/frisian-draughts/', site.server.url).href);
  const figure = tab.locator('#replay-1');
  await figure.locator('[data-act="next"]:enabled').waitFor();
  const start = await nameOf(tab, '#replay-1');
  await figure.getByRole('button', { name: 'Forward', exact: true }).click();
  const first = await nameWhen(tab, '#replay-1', (n) => n !== start);
  assert.notEqual(first, start);
  assert.match(first, /Black to move\.$/, first);
  await figure.getByRole('button', { name: 'Start', exact: true }).click();
  assert.equal(await nameWhen(tab, '#replay-1', (n) => n === start), start);
  await context.close();
});
