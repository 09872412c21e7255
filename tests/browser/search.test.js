// Search: the box in the header finds a section in the reader's language (English, Hungarian with
// and without accents, Arabic, Chinese by word), shows the page title, the section heading and an
// excerpt with the match marked, and opens the section's anchor; `/` focuses it, arrow keys move
// through the results, Enter opens one and Escape closes the list. Nothing of it loads before the
// box is focused, and without scripts the box is not shown. A word the site does not use but the
// glossary lists (“promotion” for “crown”) finds the page, and never shows in a result.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';

const GAME = '/en/games/international-draughts/';
let site;
let server;
let browser;

before(async () => {
  site = await builtSite('search');
  ({ server, browser } = site);
});

after(async () => {
  await site?.close();
});

async function open(url) {
  const tab = await browser.context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const requests = [];
  tab.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await tab.goto(new URL(url, server.url).href);
  return { tab, errors, requests };
}

/** The path of the International draughts page in `lang`, from the English page's alternates. */
async function gamePath(lang) {
  const { tab } = await open(GAME);
  const href = await tab.locator(`link[rel=alternate][hreflang="${lang}"]`).getAttribute('href');
  await tab.close();
  return new URL(href).pathname;
}

const options = (tab) => tab.locator('#search-results [role=option]');

/** The listed results as a reader sees them: where each leads, its titles and its excerpt. */
const results = (tab) => options(tab).evaluateAll((os) => os.map((o) => ({
  id: o.id,
  path: new URL(o.href).pathname,
  hash: new URL(o.href).hash,
  title: o.querySelector('.search-page')?.textContent,
  section: o.querySelector('.search-section')?.textContent,
  excerpt: o.querySelector('.search-excerpt')?.textContent ?? '',
  marks: [...o.querySelectorAll('.search-excerpt mark')].map((m) => m.textContent),
})));

/** Types the query as a reader does, after `/`, and waits for the list. */
async function search(tab, query) {
  await tab.locator('body').press('/');
  assert.equal(await tab.evaluate(() => document.activeElement.id), 'search-input');
  await tab.keyboard.type(query, { delay: 20 });
  await tab.locator('#search-results:not([hidden]) [role=option]').first().waitFor();
}

const CASES = [
  { lang: 'en', query: 'championships', marked: /championships/i },
  { lang: 'hu', query: 'Hollandiában', marked: /^Hollandiában$/ },
  { lang: 'hu', query: 'hollandiaban', marked: /^Hollandiában$/ },
  { lang: 'ar', query: 'هولندا', marked: /هولندا/ },
  { lang: 'zh-Hans', query: '荷兰', marked: /^荷兰$/ },
];

for (const c of CASES) {
  test(`${c.lang}: “${c.query}” leads to the history of International draughts`, async () => {
    const page = await gamePath(c.lang);
    const { tab, errors } = await open(`/${c.lang}/`);
    await search(tab, c.query);
    const found = await results(tab);
    const hit = found.find((f) => f.path === page && f.hash === '#history');
    assert.ok(hit, `no result for ${page}#history among ${JSON.stringify(found)}`);
    const target = await browser.context.newPage();
    await target.goto(new URL(page, server.url).href);
    const [title, heading] = await Promise.all([
      target.locator('h1').textContent(),
      target.locator('#history').textContent(),
    ]);
    await target.close();
    assert.equal(hit.title.trim(), title.trim());
    assert.equal(hit.section.trim(), heading.trim());
    assert.ok(hit.marks.some((m) => c.marked.test(m)), `no mark like ${c.marked} in ${JSON.stringify(hit.marks)}`);

    // The arrow keys move to it (and wrap round), Enter opens its section.
    const input = tab.locator('#search-input');
    const index = found.indexOf(hit);
    for (let i = 0; i <= index; i++) await input.press('ArrowDown');
    assert.equal(await input.getAttribute('aria-activedescendant'), hit.id);
    assert.equal(await tab.locator(`#${hit.id}`).getAttribute('aria-selected'), 'true');
    if (found.length > 1) {
      await input.press('ArrowUp');
      assert.notEqual(await input.getAttribute('aria-activedescendant'), hit.id);
      await input.press('ArrowDown');
      assert.equal(await input.getAttribute('aria-activedescendant'), hit.id);
    }
    await Promise.all([tab.waitForURL((u) => u.pathname === page && u.hash === '#history'), input.press('Enter')]);
    assert.ok(await tab.locator('#history').isVisible());
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

// A reader who types a word the site does not use finds the page that uses the word it does: the
// glossary's forbidden variants are the page's search metadata, never its text, so neither the
// excerpt nor the page shows them.
test('en: “promotion”, a word the site does not use, finds where it says “crowned” and never shows it', async () => {
  const { tab, errors } = await open('/en/');
  await search(tab, 'promotion');
  const found = await results(tab);
  const hit = found.find((f) => f.path === GAME);
  assert.ok(hit, `no result for ${GAME} among ${JSON.stringify(found)}`);
  for (const f of found) assert.doesNotMatch(`${f.title} ${f.section ?? ''} ${f.excerpt}`, /promot/i);
  await tab.goto(new URL(GAME, server.url).href);
  assert.doesNotMatch(await tab.locator('main').textContent(), /promotion/i);
  assert.deepEqual(errors, []);
  await tab.close();
});

// A query of two words shows first, of each page, the sections where they stand together: on
// International draughts not "Draws", which says "king" most often, but one about flying kings.
test('en: “flying king” shows of each page a section about flying kings first', async () => {
  const { tab, errors } = await open('/en/');
  await search(tab, 'flying king');
  const found = await results(tab);
  const first = found.find((f) => f.path === GAME);
  assert.ok(first, `no result for ${GAME} among ${JSON.stringify(found)}`);
  assert.ok(first.marks.some((m) => /^fl(y|ie)/i.test(m)), JSON.stringify(first.marks));
  assert.deepEqual(errors, []);
  await tab.close();
});

test('nothing of search loads before the box is focused; Escape closes the list, then clears', async () => {
  const { tab, errors, requests } = await open('/en/');
  await tab.waitForLoadState('load');
  assert.ok(!requests.some((p) => p.includes('search') || p.includes('pagefind')), requests.join(' '));
  await search(tab, 'board');
  assert.ok(requests.some((p) => p.endsWith('/js/search.js')));
  assert.ok(requests.some((p) => p.startsWith('/en/pagefind/')));
  assert.ok(!requests.some((p) => p.includes('/pagefind/') && !p.startsWith('/en/pagefind/')), requests.join(' '));
  const input = tab.locator('#search-input');
  assert.equal(await input.getAttribute('aria-expanded'), 'true');
  await input.press('ArrowDown');
  await input.press('Escape');
  assert.equal(await input.getAttribute('aria-expanded'), 'false');
  assert.ok(await tab.locator('#search-results').isHidden());
  assert.equal(await input.getAttribute('aria-activedescendant'), null);
  assert.equal(await input.inputValue(), 'board');
  await input.press('Escape');
  assert.equal(await input.inputValue(), '');
  // A query nothing matches says so, in the page's language.
  await input.pressSequentially('xyzzyq');
  await tab.locator('.search-status', { hasText: 'xyzzyq' }).waitFor();
  assert.equal(await tab.locator('.search-status').textContent(), 'No results for “xyzzyq”');
  assert.ok(await tab.locator('#search-results').isHidden());
  // Typing `/` in the box types it; outside, it focuses the box.
  await input.press('Escape');
  await input.press('Escape');
  await input.press('Escape');
  assert.notEqual(await tab.evaluate(() => document.activeElement.id), 'search-input');
  await tab.locator('body').press('/');
  await tab.keyboard.type('a/b');
  assert.equal(await input.inputValue(), 'a/b');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('a click outside closes the list; clicking a result opens it', async () => {
  const { tab } = await open('/en/');
  await search(tab, 'championships');
  await tab.locator('.site-footer').click();
  assert.ok(await tab.locator('#search-results').isHidden());
  await tab.locator('#search-input').focus();
  assert.ok(await tab.locator('#search-results').isVisible());
  const first = options(tab).first();
  const href = await first.evaluate((a) => a.href);
  await Promise.all([tab.waitForURL(href), first.click()]);
  await tab.close();
});

test('without scripts the search box is not shown', async () => {
  const tab = await browser.context.newPage();
  await tab.route('**/*.js', (r) => r.abort());
  await tab.goto(new URL('/en/', server.url).href);
  assert.equal(await tab.locator('.site-search').count(), 1);
  assert.ok(await tab.locator('.site-search').isHidden());
  await tab.close();
});
