// The reader review's major defects, each driven as the reader met it (animations on): the home
// page's cards on a wide screen, the replay's first click, a swipe over a board on a phone, and a
// move in the Arabic live status.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { centreOf, clickSquare, touchDrag } from './lib/board.js';

const FRISIAN = '/variants/frisian-draughts/';
let site;

before(async () => {
  site = await builtSite('reader');
});

after(async () => {
  await site?.close();
});

async function open(url, { width = 1280, height = 800 } = {}) {
  const tab = await site.browser.context.newPage();
  await tab.setViewportSize({ width, height });
  await tab.emulateMedia({ reducedMotion: 'no-preference' });
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await tab.goto(new URL(url, site.server.url).href);
  return { tab, errors };
}

for (const lang of ['en', 'ar', 'ja']) {
  test(`the home page's cards share a wide screen evenly (${lang}, 1280 px)`, async () => {
    const { tab, errors } = await open(`/${lang}/`);
    const cards = await tab.locator('.game-card').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
    assert.ok(cards.length >= 2, 'a card per game');
    const widths = cards.map((c) => c.width);
    assert.ok(Math.max(...widths) - Math.min(...widths) < 2, `cards of one width: ${widths}`);
    assert.ok(Math.min(...widths) > 400, `cards wide enough to read: ${widths}`);
    // Narrow columns made them 1,700 px tall and more.
    for (const c of cards) assert.ok(c.height < 1200, `a card ${c.height} px tall`);
    // The title and the introduction span the page above the cards.
    const intro = await tab.locator('.page-home > .tagline').boundingBox();
    assert.ok(intro.width > Math.max(...widths), `the introduction spans the cards: ${intro.width}`);
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

test('the replay takes its first click: the piece is picked once the engine answers', async () => {
  const { tab, errors } = await open(`/en${FRISIAN}`);
  const figure = tab.locator('#replay-1');
  await tab.locator('#replay-1.live').waitFor();
  await clickSquare(tab, figure, 32);
  await figure.locator('.pieces [data-sq="32"].selected').waitFor({ timeout: 10000 });
  assert.doesNotMatch(await figure.locator('.diagram-status').textContent(), /One moment/);
  // And the move goes on from there.
  await clickSquare(tab, figure, 28);
  await figure.locator('.pieces [data-sq="28"]').waitFor({ timeout: 10000 });
  assert.deepEqual(errors, []);
  await tab.close();
});

/** A finger swipe of `dy` pixels starting at `at`, through the browser's touch input. */
async function swipe(tab, [x, y], dy) {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point[0], y: point[1] }] : [] });
  await touch('touchStart', [x, y]);
  for (let i = 1; i <= 10; i++) await touch('touchMove', [x, y + (dy * i) / 10]);
  await touch('touchEnd');
  await cdp.detach();
  // Scrolling settles over a few frames.
  await tab.evaluate(() => new Promise((r) => setTimeout(r, 300)));
}

test('on a phone a swipe over a board scrolls the page, a piece that can move is still dragged', async () => {
  const { tab, errors } = await open(`/en${FRISIAN}`, { width: 360, height: 740 });
  const figure = tab.locator('#replay-1');
  await tab.locator('#replay-1.live').waitFor();
  // Wake the board (the engine answers which pieces can move), then swipe from an empty square.
  await clickSquare(tab, figure, 32);
  await figure.locator('.pieces [data-sq="32"].selected').waitFor({ timeout: 10000 });
  await clickSquare(tab, figure, 32);
  const empty = await centreOf(figure, 28);
  const before = await tab.evaluate(() => scrollY);
  await swipe(tab, empty, -200);
  const after = await tab.evaluate(() => scrollY);
  assert.ok(after - before > 100, `the page scrolled ${after - before} px`);
  // A movable piece takes the finger: it is dragged, and the page stays.
  const [from, to] = [await centreOf(figure, 33), await centreOf(figure, 29)];
  const still = await tab.evaluate(() => scrollY);
  await touchDrag(tab, from, to);
  await figure.locator('.pieces [data-sq="29"]').waitFor({ timeout: 10000 });
  assert.ok(Math.abs((await tab.evaluate(() => scrollY)) - still) < 5, 'a drag from a piece does not scroll');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('Arabic: the move in the live status reads left to right', async () => {
  const { tab, errors } = await open(`/ar${FRISIAN}`);
  const figure = tab.locator('#replay-1');
  await tab.locator('#replay-1.live').waitFor();
  await figure.locator('svg').focus();
  await tab.keyboard.press('ArrowRight');
  const notation = figure.locator('.diagram-status bdi[dir="ltr"]');
  await notation.waitFor({ timeout: 10000 });
  assert.equal(await notation.textContent(), '32-28');
  // "32" stands left of "28" on the screen.
  const [three, eight] = await notation.evaluate((b) => [0, 4].map((i) => {
    const r = document.createRange();
    r.setStart(b.firstChild, i);
    r.setEnd(b.firstChild, i + 1);
    return r.getBoundingClientRect().x;
  }));
  assert.ok(three < eight, `"3" at x ${three}, "8" at x ${eight}`);
  assert.doesNotMatch(await figure.locator('.diagram-status').textContent(), /[\u2066-\u2069]/, 'no isolate left in the text');
  assert.deepEqual(errors, []);
  await tab.close();
});
