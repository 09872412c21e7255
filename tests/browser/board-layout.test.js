// A board for thumbs (animations on, touch on a phone): the board as wide as the column, one row
// of icon buttons under it in every language, and the answer to a tap in view with the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { launchChromium } from './lib/browser.js';

const FRISIAN = '/en/variants/frisian-draughts/';
let site;
let chromium;

before(async () => {
  site = await builtSite('board-layout');
  chromium = await launchChromium();
});

after(async () => {
  await chromium?.close();
  await site?.close();
});

/** A tab on a touch phone (360 × 640) or a desktop, animations on. */
async function open(url, { phone = true, width = phone ? 360 : 1280 } = {}) {
  const context = await chromium.newContext({
    viewport: { width, height: phone ? 640 : 800 },
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'no-preference',
  });
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(new URL(url, site.server.url).href);
  await tab.locator('figure.diagram.live').first().waitFor();
  tab.done = () => context.close();
  return { tab, errors };
}

/** The Frisian page's path in every language, from the English page's alternates. */
async function frisianPages() {
  const { tab } = await open(FRISIAN, { phone: false });
  const hrefs = await tab.locator('link[rel=alternate][hreflang]:not([hreflang="x-default"])').evaluateAll((ls) => ls.map((l) => [l.hreflang, new URL(l.href).pathname]));
  await tab.done();
  return hrefs;
}

/** Per board: how many rows its controls take, their height, and whether they fit the column. */
const rows = (tab) => tab.locator('figure.diagram.live').evaluateAll((figs) => figs.map((f) => {
  const row = f.querySelector('.diagram-controls');
  const middles = [...row.children].map((c) => {
    const b = c.getBoundingClientRect();
    return Math.round(b.top + b.height / 2);
  });
  return { id: f.id, rows: new Set(middles).size, height: row.getBoundingClientRect().height, fits: row.scrollWidth <= row.clientWidth };
}));

test('the controls under every board take one row at 360 px, in every language', async () => {
  const pages = await frisianPages();
  assert.ok(pages.length >= 17, `${pages.length} languages`);
  for (const [lang, page] of pages) {
    const { tab, errors } = await open(page);
    for (const board of await rows(tab)) {
      assert.equal(board.rows, 1, `${lang} ${board.id}: ${board.rows} rows`);
      assert.ok(board.height <= 44, `${lang} ${board.id}: ${board.height} px tall`);
      assert.ok(board.fits, `${lang} ${board.id}: the row runs past the column`);
    }
    assert.deepEqual(errors, []);
    await tab.done();
  }
});

test('on a wide screen the board grows past its old 416 px, with the same single row', async () => {
  const { tab } = await open(FRISIAN, { phone: false });
  const width = await tab.locator('#diagram-flying-king svg').evaluate((s) => s.getBoundingClientRect().width);
  assert.ok(width > 500 && width <= 600, `the board is ${width} px wide`);
  for (const board of await rows(tab)) assert.equal(board.rows, 1, board.id);
  await tab.done();
});

for (const lang of ['hu', 'de']) {
  test(`a tap on a piece that may not move is answered in view, beside the board (${lang}, 360 × 640 touch)`, async () => {
    const page = (await frisianPages()).find(([l]) => l === lang)[1];
    const { tab, errors } = await open(page);
    const figure = tab.locator('#diagram-flying-king');
    const data = JSON.parse(await figure.locator('.diagram-data').textContent());
    const start = data.positions[0];
    // The page writes the pieces by kind ({code: [square, …]}).
    const pieces = Object.entries(start.pieces).flatMap(([piece, squares]) => squares.map((sq) => ({ sq, piece }))).sort((a, b) => a.sq - b.sq);
    // A piece of the side to move without a move (the capture is compulsory), else the other side's.
    const stuck = pieces.find((p) => p.piece.toLowerCase() === start.turn && !start.moves.some((m) => m.from === p.sq))
      ?? pieces.find((p) => p.piece.toLowerCase() !== start.turn);
    const svg = figure.locator('svg');
    await svg.evaluate((s) => s.scrollIntoView({ block: 'center' }));
    const cell = await figure.locator(`.cells [data-sq="${stuck.sq}"]`).boundingBox();
    await tab.touchscreen.tap(cell.x + cell.width / 2, cell.y + cell.height / 2);
    const status = figure.locator('.diagram-status');
    await status.filter({ hasText: /\S/ }).waitFor();
    const board = await svg.boundingBox();
    const said = await status.boundingBox();
    const height = await tab.evaluate(() => innerHeight);
    assert.ok(board.y >= 0 && board.y + board.height <= height, `${lang}: the board is in view: ${JSON.stringify(board)}`);
    assert.ok(said.y >= 0 && said.y < height, `${lang}: the explanation's top (${said.y}) is in the viewport (${height})`);
    // One line of turn and step, one row of buttons: never more between the board and the answer.
    assert.ok(said.y - (board.y + board.height) <= 100, `${lang}: the explanation is ${said.y - board.y - board.height} px under the board`);
    assert.deepEqual(errors, []);
    await tab.done();
  });
}
