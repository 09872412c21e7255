// Where a reader is and how they move: the contents beside the text mark the section being read
// as the reader scrolls (real wheel events), and open under the title on phones; every heading's
// `#` link is reached with the keyboard and leads to its section; the breadcrumbs and their
// structured data (JSON-LD) agree on every game and variant page of every language; a game page
// lists its variants with their taglines; previous/next links walk a section.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { serveSite } from './lib/server.js';
import { openBrowser } from './lib/browser.js';
import { loadSite } from './lib/site.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GAME = '/en/games/international-draughts/';
let dir;
let server;
let browser;
let site;
let baseUrl;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rulebook-nav-'));
  const run = spawnSync('cargo', ['run', '--release', '--quiet', '--', 'build', '--out', path.join(dir, 'public')], {
    cwd: ROOT, encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  baseUrl = (await readFile(path.join(ROOT, 'site.toml'), 'utf8')).match(/^base_url\s*=\s*"([^"]+)"/m)[1].replace(/\/$/, '');
  site = await loadSite(path.join(dir, 'public'), baseUrl);
  server = await serveSite(path.join(dir, 'public'));
  browser = await openBrowser(server.origin);
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function open(url, width = 1280) {
  const tab = await browser.context.newPage();
  await tab.setViewportSize({ width, height: 800 });
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(new URL(url, server.url).href);
  return { tab, errors };
}

/** The hash of the contents link marked current (null when none is). */
const current = (tab) => tab.evaluate(() => document.querySelector('.toc a[aria-current="true"]')?.hash ?? null);

test('the contents stand beside the text on a wide screen and mark the section being read while scrolling', async () => {
  const { tab, errors } = await open(GAME);
  const toc = tab.locator('.toc');
  await toc.locator('a').first().waitFor({ state: 'visible' });
  const box = await toc.boundingBox();
  const text = await tab.locator('section').first().boundingBox();
  assert.ok(box.x > text.x + text.width, `the contents (x ${box.x}) stand beside the text (ending at ${text.x + text.width})`);
  const hashes = await toc.locator('a').evaluateAll((links) => links.map((a) => a.hash));
  assert.ok(hashes.length >= 5 && hashes.includes('#variants'), hashes.join(' '));
  await tab.mouse.move(300, 400);
  // Wheel down step by step: whenever a section's heading has passed the line a third down the
  // window (lower near the end) and the next one has not, that section is the one marked.
  const seen = new Set();
  // What the page marks, and what it should: computed in the page from where the headings are.
  const state = () => tab.evaluate((ids) => {
    const tops = ids.map((h) => document.getElementById(h.slice(1)).getBoundingClientRect().top);
    const rest = document.documentElement.scrollHeight - innerHeight - scrollY;
    const atEnd = rest < 2;
    const expected = tops.findLastIndex((top) => top < innerHeight / 3 + Math.max(0, (innerHeight * 2) / 3 - rest));
    const marked = document.querySelector('.toc a[aria-current="true"]')?.hash ?? null;
    return { tops, atEnd, marked, expected: expected < 0 ? null : ids[expected] };
  }, hashes);
  // Steps smaller than any section, so each is seen marked on the way.
  for (let step = 0; step < 1000; step++) {
    await tab.mouse.wheel(0, 40);
    // The first scroll loads the script that marks; after that a frame is enough.
    await tab.waitForFunction(() => [...document.scripts].some((s) => s.src.endsWith('/toc.js')));
    let now = await state();
    for (let tries = 0; tries < 40 && now.marked !== now.expected; tries++) {
      await tab.waitForTimeout(25);
      now = await state();
    }
    assert.equal(now.marked, now.expected, `step ${step}: tops ${now.tops.map(Math.round)}`);
    if (now.marked) seen.add(now.marked);
    if (now.atEnd) break;
  }
  assert.deepEqual([...seen], hashes, 'every section was marked in turn');
  // Still beside the text at the end: the contents follow the reader.
  const end = await toc.boundingBox();
  assert.ok(end.y >= 0 && end.y < 800, `the contents are in view at the end (y ${end.y})`);
  // Back up: the mark follows.
  await tab.mouse.wheel(0, -1e6);
  await tab.waitForFunction(() => scrollY === 0);
  await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await current(tab), null, 'above the first section nothing is marked');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('on a phone the contents are a closed list under the title that opens and leads to a section', async () => {
  const { tab, errors } = await open(GAME, 360);
  const summary = tab.locator('.toc summary');
  const title = await tab.locator('h1').boundingBox();
  const at = await summary.boundingBox();
  assert.ok(at.y > title.y, 'under the title');
  assert.equal(await tab.locator('.toc details').evaluate((d) => d.open), false);
  assert.equal(await tab.locator('.toc a').first().isVisible(), false);
  await summary.click();
  const link = tab.locator('.toc a[href="#captures"]');
  await link.click();
  await tab.waitForFunction(() => location.hash === '#captures');
  const heading = await tab.locator('#captures').boundingBox();
  assert.ok(heading.y >= -1 && heading.y < 400, `the section is in view (y ${heading.y})`);
  assert.equal(await tab.evaluate(() => document.documentElement.scrollWidth), 360, 'no sideways scrolling');
  assert.deepEqual(errors, []);
  await tab.close();
});

test('every heading link is reached with the Tab key, shows its #, names its section and leads there', async () => {
  for (const url of [GAME, '/hu/valtozatok/friz-dama/', '/ar/games/chinese-checkers/']) {
    const { tab } = await open(url);
    const headings = await tab.locator('section > h2').evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: h.textContent })));
    assert.ok(headings.length > 0, url);
    let reached = 0;
    for (let i = 0; i < 400 && reached < headings.length; i++) {
      await tab.keyboard.press('Tab');
      const focus = await tab.evaluate(() => {
        const a = document.activeElement;
        if (!a.matches('section > h2 + a')) return null;
        return { hash: a.hash, label: a.getAttribute('aria-label'), text: a.textContent, opacity: getComputedStyle(a).opacity };
      });
      if (!focus) continue;
      const h = headings[reached];
      assert.equal(focus.hash, `#${h.id}`, `${url}: the anchors come in the headings' order`);
      assert.equal(focus.text, '#');
      assert.equal(focus.opacity, '1', `${url}: #${h.id}'s link shows while focused`);
      assert.ok(focus.label.includes(h.text) && focus.label.length > h.text.length, `${url}: the label "${focus.label}" names "${h.text}"`);
      reached++;
    }
    assert.equal(reached, headings.length, `${url}: every heading's link was reached`);
    // Hidden until hovered or focused; Enter follows the focused one.
    await tab.keyboard.press('Enter');
    const last = headings[headings.length - 1].id;
    await tab.waitForFunction((id) => location.hash === `#${id}`, last);
    await tab.mouse.move(1, 1);
    await tab.locator('body').focus();
    await tab.evaluate(() => document.activeElement.blur());
    assert.equal(await tab.locator(`h2 + a[href="#${last}"]`).evaluate((a) => getComputedStyle(a).opacity), '0');
    await tab.locator(`#${last}`).hover();
    assert.equal(await tab.locator(`h2 + a[href="#${last}"]`).evaluate((a) => getComputedStyle(a).opacity), '1');
    await tab.close();
  }
});

test('breadcrumbs and their BreadcrumbList data agree on every game and variant page', async () => {
  const pages = site.pages.filter((p) => p.kind === 'game' || p.kind === 'variant');
  assert.ok(pages.length >= 4 * 17, `${pages.length} pages`);
  const tab = await browser.context.newPage();
  for (const p of pages) {
    await tab.goto(new URL(p.urlPath.slice(1), server.url).href);
    const found = await tab.evaluate(() => {
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent);
      const crumbs = [...document.querySelectorAll('.crumbs li')].map((li) => ({
        text: li.textContent.trim(), href: li.querySelector('a')?.getAttribute('href') ?? null, current: li.getAttribute('aria-current'),
      }));
      const label = document.querySelector('.family-label a')?.getAttribute('href') ?? null;
      return { scripts, crumbs, h1: document.querySelector('h1').textContent.trim(), label, home: document.querySelector('.site-name').getAttribute('href') };
    });
    const lists = found.scripts.map((s) => JSON.parse(s)).filter((d) => d['@type'] === 'BreadcrumbList');
    assert.equal(lists.length, 1, `${p.rel}: one BreadcrumbList`);
    const data = lists[0];
    assert.equal(data['@context'], 'https://schema.org', p.rel);
    const items = data.itemListElement;
    assert.equal(items.length, p.kind === 'variant' ? 3 : 2, `${p.rel}: Home, [game,] page`);
    assert.equal(found.crumbs.length, items.length, `${p.rel}: the visible breadcrumbs are the data's`);
    items.forEach((item, i) => {
      const crumb = found.crumbs[i];
      assert.equal(item['@type'], 'ListItem', p.rel);
      assert.equal(item.position, i + 1, `${p.rel}: positions count from 1`);
      assert.equal(item.name, crumb.text, `${p.rel}: crumb ${i + 1}'s name`);
      assert.ok(item.name.length > 0, p.rel);
      if (i + 1 < items.length) {
        assert.equal(item.item, baseUrl + crumb.href, `${p.rel}: crumb ${i + 1} links where its data points`);
        assert.equal(crumb.current, null);
      } else {
        assert.equal(item.item, undefined, `${p.rel}: the page itself goes without its own URL`);
        assert.equal(crumb.href, null, `${p.rel}: the page itself is not a link`);
        assert.equal(crumb.current, 'page');
        assert.equal(item.name, found.h1, `${p.rel}: the last crumb is the page's title`);
      }
    });
    assert.equal(found.crumbs[0].href, found.home, `${p.rel}: the first crumb is the language's home page`);
    if (p.kind === 'variant') {
      assert.equal(found.label, found.crumbs[1].href, `${p.rel}: the family label links to the game`);
      const game = site.pages.find((q) => q.urlPath === found.label);
      assert.ok(game && game.kind === 'game', `${p.rel}: ${found.label} is a game page`);
    } else {
      assert.equal(found.label, null, `${p.rel}: a game's label links nowhere`);
    }
  }
  await tab.close();
});

test("a game page lists its variants with their own taglines, and previous/next walk a section", async () => {
  const { tab } = await open(GAME);
  const listed = await tab.locator('#variants ~ ul li').evaluateAll((lis) => lis.map((li) => ({ href: li.querySelector('a').getAttribute('href'), title: li.querySelector('a').textContent, tagline: li.querySelector('p').textContent })));
  // International draughts has several variants (Frisian draughts among them); each listed one
  // is a variant page whose heading and tagline the list repeats.
  assert.ok(listed.map((v) => v.title).includes('Frisian draughts'), JSON.stringify(listed));
  const variants = site.pages.filter((p) => p.urlPath.startsWith('/en/variants/') && p.urlPath !== '/en/variants/');
  for (const v of listed) {
    await tab.goto(new URL(v.href, server.url).href);
    assert.equal(await tab.locator('h1').textContent(), v.title);
    assert.equal(await tab.locator('.page-header .tagline').textContent(), v.tagline);
    assert.ok(variants.some((p) => p.urlPath === new URL(tab.url()).pathname), `${v.href} is a variant page`);
  }
  // From one end of a section to the other by "next", and by "previous".
  for (const [section, rel] of [['/en/games/', 'next'], ['/en/variants/', 'next'], ['/en/variants/', 'prev']]) {
    // A game's lesson path lives under its game's address but is no page of the section.
    const inSection = site.pages.filter((p) => p.urlPath.startsWith(section) && p.urlPath !== section && p.kind !== 'lessons').map((p) => p.urlPath);
    const seen = [];
    await tab.goto(new URL(inSection[0], server.url).href);
    // To the section's one end, then all the way to the other.
    const back = tab.locator(`.pager a[rel="${rel === 'next' ? 'prev' : 'next'}"]`);
    for (let i = 0; i < inSection.length && (await back.count()); i++) await back.click();
    for (;;) {
      seen.push(new URL(tab.url()).pathname);
      const link = tab.locator(`.pager a[rel="${rel}"]`);
      if (!(await link.count())) break;
      await link.click();
      assert.ok(seen.length <= inSection.length, `${section}: the ${rel} links end`);
    }
    assert.deepEqual([...seen].sort(), [...inSection].sort(), `${section}: ${rel} visits every page of the section once`);
  }
  await tab.close();
});
