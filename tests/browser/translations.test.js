// Readers told of an outdated translation: a copy of the site whose English history of Frysk! was
// edited after it was translated, with an edit link pattern. Each translation of that page shows
// one note, under the history heading only, in its own language (Arabic right to left), linking to
// the English section and to the translation's file; nothing moves as the page loads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, cp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { serveSite } from './lib/server.js';
import { launchChromium } from './lib/browser.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EDIT_URL = 'https://git.example.org/rules/edit/main/{path}';
let dir;
let server;
let browser;

async function replaceIn(file, from, to) {
  const text = await readFile(path.join(dir, file), 'utf8');
  assert.ok(text.includes(from), `${file} contains ${from}`);
  await writeFile(path.join(dir, file), text.replace(from, to));
}

/** A message of a language's interface.ftl, as written (one line). */
async function message(lang, id) {
  const text = await readFile(path.join(ROOT, 'locales', lang, 'interface.ftl'), 'utf8');
  const line = text.split('\n').find((l) => l.startsWith(`${id} = `));
  assert.ok(line, `${lang} has ${id}`);
  return line.slice(id.length + 3);
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rulebook-outdated-'));
  for (const part of ['site.toml', 'content', 'locales', 'templates', 'static', 'syntaxes', 'fonts']) {
    await cp(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  }
  await replaceIn('content/variants/frysk/en.md', 'so a game is short and', 'so a game is brief and');
  await replaceIn('site.toml', 'allow_html = false\n', `allow_html = false\nedit_url = "${EDIT_URL}"\n`);
  const run = spawnSync('cargo', ['run', '--release', '--quiet', '--', 'build', '--root', dir, '--out', path.join(dir, 'public')], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  server = await serveSite(path.join(dir, 'public'));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A tab at `width`, animations on, the page loaded; layout shifts are summed from the start. */
async function open(page, width) {
  const context = await browser.newContext({ viewport: { width, height: 740 }, reducedMotion: 'no-preference', hasTouch: width < 700 });
  await context.addInitScript(() => {
    window.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(new URL(page.slice(1), server.url).href, { waitUntil: 'load' });
  return { tab, errors, close: () => context.close() };
}

for (const [lang, page, dirAttr, width] of [
  ['ar', '/ar/variants/frysk/', 'rtl', 360],
  ['de', '/de/varianten/frysk/', 'ltr', 1280],
  ['ja', '/ja/variants/frysk/', 'ltr', 360],
]) {
  test(`${lang}: one note, under the history heading, in ${lang}, linking to the English section`, async () => {
    const { tab, errors, close } = await open(page, width);
    const notes = tab.locator('.notice-outdated');
    assert.equal(await notes.count(), 1, 'one note on the page');
    const note = notes.first();
    // In the history section: the nearest heading before it is the history heading.
    const heading = await note.evaluate((n) => n.closest('section').querySelector('h2').id);
    assert.equal(heading, 'history');
    await note.scrollIntoViewIfNeeded();
    assert.ok(await note.isVisible(), 'the note is visible');
    const box = await note.boundingBox();
    assert.ok(box.width > 100 && box.height > 20, `a readable box (${JSON.stringify(box)})`);
    // Localized, in the page's language and direction.
    const text = await note.evaluate((n) => n.firstChild.textContent);
    assert.equal(text, await message(lang, 'outdated-note'));
    const where = await note.evaluate((n) => ({ lang: n.closest('[lang]').getAttribute('lang'), dir: getComputedStyle(n).direction }));
    assert.deepEqual(where, { lang, dir: dirAttr });
    // Its links: the same section in English, and this translation's own file.
    const links = await note.locator('a').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), hreflang: a.getAttribute('hreflang'), text: a.textContent })));
    assert.equal(links.length, 2);
    assert.match(links[0].href, /\/en\/variants\/frysk\/#history$/);
    assert.equal(links[0].hreflang, 'en');
    assert.equal(links[0].text, await message(lang, 'outdated-note-original'));
    assert.equal(links[1].href, EDIT_URL.replace('{path}', `content/variants/frysk/${lang}.md`));
    assert.equal(links[1].text, await message(lang, 'outdated-note-edit'));
    // The page's own edit link says the same file.
    const edit = await tab.locator('.edit-link a').getAttribute('href');
    assert.equal(edit, links[1].href);
    const shifts = await tab.evaluate(() => window.__shifts);
    assert.equal(shifts, 0, `layout shift ${shifts}`);
    assert.deepEqual(errors, []);
    // Following the note's first link lands on the English section.
    await note.locator('a').first().click();
    await tab.waitForURL(/\/en\/variants\/frysk\/#history$/);
    assert.ok(await tab.locator('#history').isVisible());
    await close();
  });
}

test('the English page and the pages whose English did not change have no note', async () => {
  for (const page of ['/en/variants/frysk/', '/de/varianten/friesisches-damespiel/', '/ar/games/international-draughts/']) {
    const { tab, close } = await open(page, 1280);
    const status = await tab.evaluate(() => document.readyState);
    assert.equal(status, 'complete');
    assert.equal(await tab.locator('.notice-outdated').count(), 0, page);
    await close();
  }
});
