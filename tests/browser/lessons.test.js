// A game's lesson path in a real browser, animations on: from the path, the first task's link
// opens its board; solved there, the path marks it, counts it and points "Next task" to the
// second one, after going back and after a reload; in English and Arabic. Without JavaScript it
// is an ordered list of the tasks' links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { centreOf, clickSquare, touchDrag } from './lib/board.js';

const PATH = 'games/international-draughts/lessons/';
let site;
let server;
let browser;

before(async () => {
  site = await builtSite('lessons');
  ({ server, browser } = site);
});

after(async () => {
  await site?.close();
});

/** The lesson path in a fresh tab with no progress kept (the browser's profile is shared). */
async function openPath(lang, { width = 1280 } = {}) {
  const tab = await browser.context.newPage();
  await tab.emulateMedia({ reducedMotion: 'no-preference' });
  await tab.setViewportSize({ width, height: 800 });
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await tab.goto(new URL(`/${lang}/${PATH}`, server.url).href);
  await tab.evaluate(() => localStorage.clear());
  await tab.reload();
  return { tab, errors };
}

/** The counts' words as the page's script reads them, with the numbers filled in (en, ar: no
 *  plural forms in these messages). */
async function progressText(tab, done, total) {
  const strings = await tab.evaluate(() => JSON.parse(document.getElementById('lessons-strings').textContent));
  return strings.lessons_progress.replace('{done}', done).replace('{total}', total);
}

/** Plays the first task of the International draughts page, the opening line: 32-28, the board
 *  answers 19-23, 28x19, the board takes back. */
async function playOpening(tab, { touch = false } = {}) {
  const figure = tab.locator('#diagram-try-opening');
  await figure.locator('.task-panel button[data-act="hint"]:enabled').waitFor();
  const move = async (from, to) => {
    if (touch) await touchDrag(tab, await centreOf(figure, from), await centreOf(figure, to));
    else {
      await clickSquare(tab, figure, from);
      await clickSquare(tab, figure, to);
    }
  };
  await move(32, 28);
  await figure.locator('.pieces [data-sq="23"]').waitFor();
  await move(28, 19);
  await tab.locator('#diagram-try-opening.task-solved').waitFor();
}

for (const [lang, touch, width] of [['en', false, 1280], ['ar', true, 360]]) {
  test(`follow the first task from the lesson path, solve it, come back: marked, counted, the next task moved on, kept on reload (${lang})`, async () => {
    const { tab, errors } = await openPath(lang, { width });
    const items = tab.locator('.lesson-page li[data-task]');
    const total = await items.count();
    assert.equal(total, 33);
    assert.equal(await tab.locator('.lessons-progress').textContent(), await progressText(tab, 0, total));
    const next = tab.locator('.lessons-next a');
    const first = items.nth(0).locator('a');
    const second = items.nth(1).locator('a');
    assert.equal(await next.getAttribute('href'), await first.getAttribute('href'));
    assert.equal(await items.nth(0).locator('.lesson-mark').isVisible(), false);

    await first.click();
    await tab.waitForURL(/#diagram-try-opening$/);
    await playOpening(tab, { touch });
    await tab.goBack();
    await tab.locator('.lessons-progress').filter({ hasText: await progressText(tab, 1, total) }).waitFor();
    const check = async () => {
      assert.equal(await tab.locator('.lessons-progress').textContent(), await progressText(tab, 1, total));
      assert.equal(await tab.locator('.lesson-page .lesson-count').first().textContent(), await progressText(tab, 1, 5));
      assert.equal(await items.nth(0).locator('.lesson-mark').isVisible(), true);
      assert.equal(await items.nth(1).locator('.lesson-mark').isVisible(), false);
      assert.equal(await next.getAttribute('href'), await second.getAttribute('href'));
      assert.equal(await next.innerHTML(), await second.innerHTML());
    };
    await check();
    await tab.reload();
    await check();
    assert.ok(await tab.evaluate((w) => document.documentElement.scrollWidth <= w, width));
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

test('without JavaScript the lesson path is an ordered list of the tasks\' links, numbered on across pages', async () => {
  // The page as it arrives, before any script: what a reader without JavaScript gets.
  const html = await (await fetch(new URL(`/en/${PATH}`, server.url))).text();
  const starts = [...html.matchAll(/<ol start="(\d+)"/g)].map((m) => m[1]);
  assert.deepEqual(starts.slice(0, 2), ['1', '6']);
  assert.match(html, /<li data-task="international-draughts\/try-opening"><a href="\/en\/games\/international-draughts\/#diagram-try-opening">Open with 32-28\./);
  assert.match(html, /<p class="lessons-next"><span>Next task: <\/span><a href="\/en\/games\/international-draughts\/#diagram-try-opening">/);
  assert.doesNotMatch(html, /class="lesson-mark">/, 'every check mark waits hidden');
});

test('the lesson path is linked from the game\'s page and the home page', async () => {
  const tab = await browser.context.newPage();
  await tab.goto(new URL('/en/games/international-draughts/', server.url).href);
  assert.equal(await tab.locator(`.lessons-link a[href="/en/${PATH}"]`).count(), 1);
  await tab.goto(new URL('/en/', server.url).href);
  assert.equal(await tab.locator(`.game-card .lessons-link a[href="/en/${PATH}"]`).count(), 1);
  await tab.close();
});
