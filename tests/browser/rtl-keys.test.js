// Stepping on a right-to-left page: step controls are media controls, which follow the direction
// of play rather than of reading, so an Arabic page keeps Back on the left and Forward on the right,
// → steps forward and ← back as on every other page, and the help says so (docs/authoring.md).
// RULEBOOK_SITE=<folder> runs the test on a site already built there instead of building one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { awake } from './lib/board.js';
import { serveSite } from './lib/server.js';
import { openBrowser } from './lib/browser.js';

const PAGE = '/variants/frisian-draughts/';
// A board's example line and a game record: the two kinds of step row.
const BOARDS = ['diagram-orthogonal-man', 'replay-1'];
let site;

before(async () => {
  const built = process.env.RULEBOOK_SITE;
  if (!built) {
    site = await builtSite('rtl-keys');
    return;
  }
  const server = await serveSite(built);
  const browser = await openBrowser(new URL(server.url).origin);
  site = { server, browser, close: async () => { await browser.close(); await server.close(); } };
});

after(async () => {
  await site?.close();
});

/** The Frisian page in `lang` (its path read from the English page's alternates), a board awake. */
async function open(lang, id, width = 1280) {
  const tab = await site.browser.context.newPage();
  await tab.setViewportSize({ width, height: 800 });
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(new URL(`/en${PAGE}`, site.server.url).href);
  const href = await tab.locator(`link[rel=alternate][hreflang="${lang}"]`).getAttribute('href');
  await tab.goto(new URL(new URL(href).pathname, site.server.url).href);
  await tab.locator(`#${id}.live`).waitFor();
  await awake(tab);
  return { tab, figure: tab.locator(`#${id}`), errors };
}

const button = (figure, act) => figure.locator(`.diagram-controls [data-act="${act}"]`);
/** Whether box a comes before box b reading the row's lines left to right, top to bottom. */
const precedes = (a, b) => a.y + a.height <= b.y + 1 || (Math.abs(a.y - b.y) < a.height / 2 && a.x + a.width <= b.x + 1);
/** The step shown: the first number of the step label ("الخطوة 2 من 3"), 0 at the start. */
const step = async (figure) => {
  const number = (await figure.locator('.diagram-step').textContent()).match(/\d+/);
  return number ? +number[0] : 0;
};

for (const lang of ['ar', 'en']) {
  for (const id of BOARDS) {
    test(`${lang}, ${id}: Back is left of Forward, → steps forward and ← back`, async () => {
      const { tab, figure, errors } = await open(lang, id);
      assert.equal(await tab.evaluate(() => document.documentElement.dir), lang === 'ar' ? 'rtl' : 'ltr');
      // The row fills from the left: its first button at its left edge, then Start, Back,
      // Forward and End in that order (the row may wrap on a narrow column).
      const acts = [];
      for (const act of ['first', 'previous', 'next', 'last']) if (await button(figure, act).count()) acts.push(act);
      assert.ok(acts.includes('previous') && acts.includes('next'), 'the row has Back and Forward');
      const boxes = await Promise.all(acts.map((act) => button(figure, act).boundingBox()));
      const row = await figure.locator('.diagram-controls').boundingBox();
      assert.ok(boxes[0].x - row.x < 2, `${acts[0]} at the row's left edge (${boxes[0].x} px, the row at ${row.x} px)`);
      for (let i = 1; i < acts.length; i++) assert.ok(precedes(boxes[i - 1], boxes[i]), `${acts[i - 1]} before ${acts[i]}`);
      await button(figure, 'next').focus();
      assert.equal(await step(figure), 0);
      await tab.keyboard.press('ArrowRight');
      assert.equal(await step(figure), 1, '→ steps forward');
      await tab.keyboard.press('ArrowLeft');
      assert.equal(await step(figure), 0, '← steps back');
      await tab.keyboard.press('ArrowRight');
      assert.equal(await step(figure), 1, '→ again');
      assert.deepEqual(errors, []);
      await tab.close();
    });
  }
}

test('ar: the help pairs ← with back and → with forward, for a board and for a game', async () => {
  const { tab, figure } = await open('ar', BOARDS[0]);
  for (const id of BOARDS) {
    const help = await tab.locator(`#${id}-help`).textContent();
    assert.match(help, /يعود ←[^،؛]*إلى الوراء/, `${id}: ← goes back`);
    assert.match(help, /يتقدّم →[^،؛]*إلى الأمام/, `${id}: → goes forward`);
  }
  // The words of the row still read right to left.
  assert.equal(await button(figure, 'next').evaluate((b) => getComputedStyle(b).direction), 'rtl');
  await tab.close();
});

test('ar on a 360 px phone: the help opens at the row\'s end and stays on the screen', async () => {
  const { tab, figure } = await open('ar', BOARDS[0], 360);
  await figure.locator('.diagram-help summary').click();
  const note = await figure.locator('.diagram-help p').boundingBox();
  assert.ok(note.x >= 0 && note.x + note.width <= 360, `the note spans ${note.x}–${note.x + note.width} px`);
  const summary = await figure.locator('.diagram-help summary').boundingBox();
  assert.ok(summary.x > (await button(figure, 'next').boundingBox()).x, 'the "?" follows the buttons, on the right');
  await tab.close();
});
