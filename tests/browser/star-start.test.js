// The Chinese checkers start positions behind the player-count switch are boards to play on: a
// first move from the real start, by keyboard and by tap, judged by the rules core's moves; and a
// star board's help offers only what a star has (no flip).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { awake, cursorTo, touchDrag } from './lib/board.js';

let site;
before(async () => {
  site = await builtSite('star-start');
});
after(async () => site?.close());

async function open(width = 1280) {
  const tab = await site.browser.context.newPage();
  await tab.setViewportSize({ width, height: 800 });
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await tab.goto(new URL('/en/games/chinese-checkers/', site.server.url).href);
  await tab.locator('#diagram-start-2.live').waitFor();
  await awake(tab);
  return { tab, errors };
}

/** Whether a piece stands on a hole of a start board, as the board draws it. */
const pieceOn = (figure, sq) => figure.locator(`.pieces [data-sq="${sq}"]`).count();

test('a first move from the two-player start, by keyboard alone', async () => {
  const { tab, errors } = await open();
  const figure = tab.locator('#diagram-start-2');
  const board = figure.locator('svg');
  assert.equal(await board.getAttribute('tabindex'), '0', 'the start board takes the focus');
  await board.focus();
  await cursorTo(tab, figure, 117);
  await tab.keyboard.press('Enter');
  await cursorTo(tab, figure, 106);
  await tab.keyboard.press('Enter');
  await tab.waitForFunction(() => document.querySelector('#diagram-start-2 .pieces [data-sq="106"]'));
  assert.equal(await pieceOn(figure, 117), 0);
  await figure.locator('.diagram-turn').filter({ hasText: 'Player 2 to move.' }).waitFor();
  assert.deepEqual(errors, []);
  await tab.close();
});

test('a first move from the three-player start, by tap, on a board that shows the page\'s one copy of the holes', async () => {
  const { tab, errors } = await open(360);
  await tab.getByRole('group', { name: 'Players' }).getByText('3', { exact: true }).click();
  const figure = tab.locator('#diagram-start-3');
  await figure.locator('svg').scrollIntoViewIfNeeded();
  // The page draws the star's holes once (`<use>`); the live board has taken its own copy.
  await figure.locator('.cells [data-sq="116"]').waitFor();
  assert.equal(await figure.locator('use.cells').count(), 0);
  // A finger down and up on a hole.
  const tap = async (sq) => {
    const box = await figure.locator(`.cells [data-sq="${sq}"]`).boundingBox();
    const at = [box.x + box.width / 2, box.y + box.height / 2];
    await touchDrag(tab, at, at);
  };
  // An illegal try is explained by the rules core's reason.
  await tap(116);
  await tap(92);
  await figure.locator('.diagram-status').filter({ hasText: 'A step cannot follow a jump: a turn is either a step or a chain of jumps.' }).waitFor();
  await tap(105);
  await tab.waitForFunction(() => document.querySelector('#diagram-start-3 .pieces [data-sq="105"]'));
  assert.equal(await pieceOn(figure, 116), 0);
  assert.equal(await pieceOn(tab.locator('#diagram-start-2'), 116), 1, 'the other start boards are untouched');
  assert.deepEqual(errors, []);
  await tab.close();
});

test("a star board's help names no flip key, a draughts board's does", async () => {
  const { tab } = await open();
  for (const id of ['start-2', 'start-6']) {
    const help = await tab.locator(`#diagram-${id}-help`).textContent();
    assert.ok(help.includes('Enter'), help);
    assert.doesNotMatch(help, /\bF\b/, help);
    assert.doesNotMatch(help, /squares?/, `a star has holes: ${help}`);
  }
  assert.equal(await tab.locator('#diagram-start-2 [data-act="flip"]').count(), 0);
  await tab.goto(new URL('/en/variants/frisian-draughts/', site.server.url).href);
  assert.match(await tab.locator('.diagram-help p').first().textContent(), /\bF\b/);
  await tab.close();
});
