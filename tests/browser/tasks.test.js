// Tasks on the boards in a real browser, animations on: a legal move that is not the answer is
// explained and the board goes back, a hint marks the piece to move, a solved task says so and
// is kept in the browser across a reload, the next task is one press away; by mouse, by
// keyboard alone and by touch at 360 px, in English, Arabic and Japanese.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { builtSite } from './lib/built.js';
import { CHROMIUM, throttledPhone } from './lib/browser.js';
import { centreOf, clickSquare, cursorTo, touchDrag } from './lib/board.js';

const GAME = 'games/international-draughts';
let site;
let server;
let browser;

before(async () => {
  // Every page with boards has tasks: the Russian draughts page loses its own (and their success
  // texts) in the test's copy of the site, its boards stay.
  site = await builtSite('tasks', {
    async prepare(root) {
      const russian = path.join(root, 'content/variants/russian-draughts');
      const strip = async (file, pattern) => writeFile(path.join(russian, file), (await readFile(path.join(russian, file), 'utf8')).replace(pattern, ''));
      await strip('page.toml', /\[diagrams\.task\]\n(?:.+\n?)*/g);
      for (const file of (await readdir(russian)).filter((f) => f.endsWith('.md'))) await strip(file, /^solved = .*\n/gm);
    },
  });
  ({ server, browser } = site);
});

after(async () => {
  await site?.close();
});

// Each test starts with no progress kept: the browser's profile is shared.
async function open(lang, figureId, { width = 1280, init } = {}) {
  const tab = await browser.context.newPage();
  await tab.emulateMedia({ reducedMotion: 'no-preference' });
  await tab.setViewportSize({ width, height: 800 });
  if (init) await tab.addInitScript(init);
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await tab.goto(new URL(`/${lang}/${GAME}/`, server.url).href);
  await tab.evaluate(() => {
    try {
      localStorage.clear();
    } catch {
      // a browser with no storage has nothing kept
    }
  });
  await tab.reload();
  const figure = tab.locator(`#diagram-${figureId}`);
  await figure.locator('.task-panel').waitFor();
  return { tab, figure, errors };
}

const status = (figure) => figure.locator('.diagram-status');
const pieceOn = (figure, sq) => figure.locator(`.pieces [data-sq="${sq}"]`);

/** The page's own interface strings, as the board script reads them. */
const strings = (tab) => tab.evaluate(() => JSON.parse(document.getElementById('diagram-strings').textContent));

test('a legal move that is not the answer is explained, then the board goes back; a hint; solved and kept on reload; the next task (en, mouse)', async () => {
  const { tab, figure, errors } = await open('en', 'try-crown');
  const progress = tab.locator('.task-progress');
  assert.equal(await progress.textContent(), 'Tasks solved on this page: 0 of 5');
  assert.equal(await figure.locator('.task-state').textContent(), 'Not solved yet');
  // The prompt is above the board, and both the prompt and the state describe the board.
  const described = (await figure.locator('svg').getAttribute('aria-describedby')).split(' ');
  assert.ok(described.includes('diagram-try-crown-task') && described.includes('diagram-try-crown-task-state'));
  assert.ok((await figure.locator('.task-prompt').boundingBox()).y < (await figure.locator('svg').boundingBox()).y);

  await clickSquare(tab, figure, 12);
  await clickSquare(tab, figure, 7);
  await assert.doesNotReject(status(figure).filter({ hasText: '12-7 does not make a king.' }).waitFor());
  // The move is seen first, then the board is back at the task's position.
  assert.equal(await pieceOn(figure, 7).count(), 1);
  await status(figure).filter({ hasText: 'back at the start' }).waitFor();
  assert.equal(await pieceOn(figure, 12).count(), 1);
  assert.equal(await pieceOn(figure, 7).count(), 0);

  await figure.getByRole('button', { name: 'Hint' }).click();
  assert.equal(await figure.locator('.task-hint[data-sq="6"]').count(), 1);
  assert.equal(await status(figure).textContent(), 'Look at 6.');

  await clickSquare(tab, figure, 6);
  await clickSquare(tab, figure, 1);
  await status(figure).filter({ hasText: 'Solved. Well done!' }).waitFor();
  assert.equal(await figure.locator('.task-state').textContent(), 'Solved');
  assert.equal(await progress.textContent(), 'Tasks solved on this page: 1 of 5');

  await figure.getByRole('button', { name: 'Next task' }).click();
  await tab.waitForFunction(() => document.activeElement?.closest('figure')?.id === 'diagram-try-who-captures');

  await tab.reload();
  await figure.locator('.task-panel').waitFor();
  assert.equal(await progress.textContent(), 'Tasks solved on this page: 1 of 5');
  assert.equal(await figure.locator('.task-state').textContent(), 'Solved');
  // Solved, and still there to try again: the board is at the task's position.
  assert.equal(await pieceOn(figure, 6).count(), 1);
  assert.deepEqual(errors, []);
  await tab.close();
});

test('find every piece that must capture, by keyboard alone: a wrong pick explained, each right one marked', async () => {
  const { tab, figure, errors } = await open('en', 'try-who-captures');
  await figure.locator('svg').focus();
  await cursorTo(tab, figure, 45);
  await tab.keyboard.press('Enter');
  assert.equal(await status(figure).textContent(), 'The piece on 45 has no capture.');
  await cursorTo(tab, figure, 32);
  await tab.keyboard.press('Enter');
  assert.equal(await status(figure).textContent(), '32 is right. Found: 1 of 2.');
  assert.equal(await figure.locator('.task-found[data-sq="32"]').count(), 1);
  await tab.keyboard.press('Enter');
  assert.equal(await status(figure).textContent(), '32 is right. Found: 1 of 2.');
  await cursorTo(tab, figure, 34);
  await tab.keyboard.press('Enter');
  assert.equal(await status(figure).textContent(), 'Solved. Well done!');
  assert.equal(await figure.locator('.task-state').textContent(), 'Solved');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('a line played by touch at 360 px: the board plays the replies (ar)', async () => {
  const { tab, figure, errors } = await open('ar', 'try-opening', { width: 360 });
  const say = await strings(tab);
  assert.equal(await figure.locator('.task-state').textContent(), say.task_unsolved);
  await touchDrag(tab, await centreOf(figure, 32), await centreOf(figure, 28));
  await status(figure).filter({ hasText: say.task_line_right }).waitFor();
  // Black's scripted reply, 19-23, comes from the board.
  await pieceOn(figure, 23).waitFor();
  await touchDrag(tab, await centreOf(figure, 28), await centreOf(figure, 19));
  await figure.locator('.task-state').filter({ hasText: say.task_done }).waitFor();
  assert.equal(await pieceOn(figure, 14).count(), 0);
  assert.equal(await pieceOn(figure, 23).getAttribute('data-piece'), 'b');
  // Nothing is wider than the phone.
  assert.ok(await tab.evaluate(() => document.documentElement.scrollWidth <= 360));
  assert.deepEqual(errors, []);
  await tab.close();
});

test('off the line, explained and back; the hint points at the line\'s piece (ja)', async () => {
  const { tab, figure, errors } = await open('ja', 'try-opening');
  const say = await strings(tab);
  await figure.locator('button[data-act="hint"]').click();
  assert.equal(await figure.locator('.task-hint[data-sq="32"]').count(), 1);
  await clickSquare(tab, figure, 31);
  await clickSquare(tab, figure, 27);
  const why = say.task_miss_off_the_line.replace('{move}', '31-27');
  await status(figure).filter({ hasText: why }).waitFor();
  await status(figure).filter({ hasText: say.task_back }).waitFor();
  assert.equal(await pieceOn(figure, 31).count(), 1);
  assert.equal(await figure.locator('.task-hint').count(), 0);
  assert.equal(await tab.locator('.task-progress').textContent(), say.task_progress.replace('{done}', '0').replace('{total}', '5'));
  assert.deepEqual(errors, []);
  await tab.close();
});

test('the progress line takes the plural form its count needs (ru: 0 задач, 1 задача)', async () => {
  const tab = await browser.context.newPage();
  await tab.emulateMedia({ reducedMotion: 'no-preference' });
  await tab.goto(new URL('/ru/igry/mezhdunarodnye-shashki/', server.url).href);
  await tab.evaluate(() => localStorage.clear());
  await tab.reload();
  const figure = tab.locator('#diagram-try-crown');
  await figure.locator('.task-panel button[data-act="hint"]:enabled').waitFor();
  const progress = tab.locator('.task-progress');
  assert.equal(await progress.textContent(), 'На этой странице решено 0 задач из 5');
  await clickSquare(tab, figure, 6);
  await clickSquare(tab, figure, 1);
  await progress.filter({ hasText: 'На этой странице решена 1 задача из 5' }).waitFor();
  await tab.close();
});

test('with no storage (private mode, a full quota) a task is still solved', async () => {
  const denied = () => Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  const { tab, figure, errors } = await open('en', 'try-crown', { init: denied });
  await clickSquare(tab, figure, 6);
  await clickSquare(tab, figure, 1);
  await figure.locator('.task-state').filter({ hasText: /^Solved$/ }).waitFor();
  assert.equal(await tab.locator('.task-progress').textContent(), 'Tasks solved on this page: 1 of 5');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('a page without tasks carries none of their words and fetches neither their script nor their style', async () => {
  const tab = await browser.context.newPage();
  const fetched = [];
  tab.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await tab.goto(new URL('/en/variants/russian-draughts/', server.url).href);
  await tab.locator('figure.diagram.live').first().waitFor();
  await tab.waitForLoadState('load');
  assert.deepEqual(Object.keys(await strings(tab)).filter((k) => k.startsWith('task_')), []);
  assert.deepEqual(fetched.filter((p) => /\/task\.(js|css)$/.test(p)), []);
  // A page with tasks reads only the words its script says, not the prompts and buttons the
  // page draws.
  await tab.goto(new URL(`/en/${GAME}/`, server.url).href);
  const keys = Object.keys(await strings(tab)).filter((k) => k.startsWith('task_'));
  assert.ok(keys.includes('task_done') && keys.includes('task_solved'));
  const pageOnly = ['task_answer', 'task_hint', 'task_retry', 'task_next'];
  assert.ok(!keys.some((k) => k.startsWith('task_goal_') || pageOnly.includes(k)), keys.join(' '));
  await tab.close();
});

test('landing on a task board on a throttled phone, nothing moves when the scripts arrive (CLS)', async () => {
  const { tab } = await throttledPhone(browser.context);
  await tab.goto(new URL(`/en/${GAME}/#diagram-try-crown`, server.url).href);
  const figure = tab.locator('#diagram-try-crown');
  // Awake: the Hint button enabled by the task script, its style loaded.
  await figure.locator('.task-actions [data-act="hint"]:enabled').waitFor({ timeout: 30000 });
  await tab.waitForTimeout(500);
  const cls = await tab.evaluate(() => window.shifts.reduce((a, b) => a + b, 0));
  console.log(`CLS landing on a task at 360 px: ${cls.toFixed(4)}`);
  assert.ok(cls < 0.001, `CLS ${cls}`);
  const top = await figure.evaluate((f) => f.getBoundingClientRect().top);
  assert.ok(Math.abs(top) < 2, `the task is still at the top of the window (${top})`);
  await tab.close();
});

test('without JavaScript a task reads as a puzzle: the prompt above the board, the answer and its success text folded', async () => {
  const chromium = await playwright.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await chromium.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  await tab.goto(new URL(`/en/${GAME}/`, server.url).href);
  const figure = tab.locator('#diagram-try-crown');
  assert.ok(await figure.locator('.task-prompt').isVisible());
  assert.ok(!(await figure.locator('.task-state').isVisible()));
  assert.ok(!(await figure.locator('.task-actions').isVisible()));
  assert.ok(!(await tab.locator('.task-progress').isVisible()));
  await figure.locator('.task-answer summary').click();
  assert.ok(await figure.locator('.task-answer').getByText('6-1').isVisible());
  await chromium.close();
});
