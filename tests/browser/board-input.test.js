// A board's input (board-input.js) is not part of a page's first load: it is fetched on a
// reader's first touch or focus of a board. Until it has come, the board still takes every input:
// a press or key waits for it, in order, and the keys the board answers do not scroll the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { centreOf, cursorTo } from './lib/board.js';

let site;
before(async () => {
  site = await builtSite('board-input');
});
after(async () => site?.close());

const PAGE = '/en/variants/frisian-draughts/';
const INPUT = /\/js\/board-input\.js$/;

/** The page with the input script held back until `release()` (as on a slow link). */
async function openSlow() {
  const tab = await site.browser.context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const fetched = [];
  tab.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  let release;
  const held = new Promise((done) => (release = done));
  await tab.route(INPUT, async (route) => {
    await held;
    await route.continue();
  });
  await tab.goto(new URL(PAGE, site.server.url).href);
  await tab.locator('figure.diagram.live').first().waitFor();
  await tab.waitForLoadState('load');
  return { tab, errors, fetched, release };
}

const status = (figure) => figure.locator('.diagram-status');

test('a page that is only read never fetches the input script nor the engine', async () => {
  const { tab, errors, fetched, release } = await openSlow();
  assert.deepEqual(fetched.filter((p) => /board-input\.js|engine\.js|rules\.wasm/.test(p)), []);
  release();
  assert.deepEqual(errors, []);
  await tab.close();
});

test('a click before the input script has come is played once it has', async () => {
  const { tab, errors, release } = await openSlow();
  const figure = tab.locator('#diagram-orthogonal-man');
  const [x, y] = await centreOf(figure, 28);
  // The request's event reaches the test after the click returns: wait for it, set up first.
  const asked = tab.waitForRequest(INPUT, { timeout: 10000 });
  await tab.mouse.click(x, y);
  await asked.catch(() => assert.fail('the first press fetches the input'));
  assert.equal(await status(figure).textContent(), '', 'nothing yet: the input is on its way');
  release();
  await status(figure).filter({ hasText: /^28 picked; it can go to / }).waitFor();
  assert.equal(await figure.locator('.pieces [data-sq="28"].selected').count(), 1);
  assert.deepEqual(errors, []);
  await tab.close();
});

test('keys before the input script has come wait for it and do not scroll the page', async () => {
  const { tab, errors, release } = await openSlow();
  const figure = tab.locator('#diagram-orthogonal-man');
  const board = figure.locator('svg');
  await board.scrollIntoViewIfNeeded();
  await board.focus();
  const scrolled = await tab.evaluate(() => scrollY);
  await tab.keyboard.press('ArrowDown');
  await tab.keyboard.press(' ');
  assert.equal(await tab.evaluate(() => scrollY), scrolled, 'the keys the board answers do not scroll the page');
  release();
  // The cursor went down a row from the first piece, then Space acted on that square.
  await status(figure).filter({ hasText: /./ }).waitFor();
  await cursorTo(tab, figure, 28);
  await tab.keyboard.press('Enter');
  await status(figure).filter({ hasText: /^28 picked; it can go to / }).waitFor();
  assert.deepEqual(errors, []);
  await tab.close();
});
