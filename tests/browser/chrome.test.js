// The page's chrome as the reader review met it (animations on; a touch phone where it is about
// phones; the language where it is about a language): the header that stays still when search is
// focused and takes two rows on a phone, Japanese line breaking, the Arabic breadcrumbs and the
// language menu's entries, boards without JavaScript, targets that can be seen and hit, print, and
// the site-wide 404 page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { launchChromium } from './lib/browser.js';

const FRISIAN = '/variants/frisian-draughts/';
const GAME = '/games/international-draughts/';
const LANGS = ['en', 'hu', 'nb', 'de', 'nl', 'fr', 'es', 'pl', 'ar', 'zh-Hans', 'ru', 'it', 'pt-BR', 'tr', 'ja', 'zh-Hant', 'fy'];
let site;
let chromium;

before(async () => {
  site = await builtSite('chrome');
  chromium = await launchChromium();
});

after(async () => {
  await chromium?.close();
  await site?.close();
});

/** A tab on a desktop (mouse) or a phone (touch, 360 px), animations on, in its own context. */
async function open(url, { phone = false, width, javaScript = true, locale = 'en-US', languages } = {}) {
  const context = await chromium.newContext({
    viewport: phone ? { width: width || 360, height: 740 } : { width: width || 1280, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    javaScriptEnabled: javaScript,
    locale,
    reducedMotion: 'no-preference',
  });
  if (languages) {
    await context.addInitScript((ls) => Object.defineProperty(navigator, 'languages', { get: () => ls }), languages);
  }
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(new URL(url, site.server.url).href);
  tab.done = () => context.close();
  return { tab, errors };
}

/** The path of a page in `lang`, read from the English page's alternates. */
async function pathIn(lang, enPath) {
  const { tab } = await open(enPath);
  const href = await tab.locator(`link[rel=alternate][hreflang="${lang}"]`).getAttribute('href');
  await tab.done();
  return new URL(href).pathname;
}

const headerHeight = (tab) => tab.locator('.site-header').evaluate((h) => h.getBoundingClientRect().height);

for (const phone of [false, true]) {
  test(`focusing the search box moves nothing (${phone ? '360 px touch' : '1280 px'})`, async () => {
    const { tab, errors } = await open(`/en${GAME}`, { phone });
    await tab.locator('.site-search:not([hidden])').waitFor();
    const before = await headerHeight(tab);
    const input = tab.locator('#search-input');
    if (phone) await input.tap();
    else await input.click();
    // search.js has come and added its status line.
    await tab.locator('.search-status').waitFor({ state: 'attached' });
    assert.equal(await headerHeight(tab), before);
    await tab.keyboard.type('k');
    await tab.keyboard.press('Backspace');
    assert.equal(await headerHeight(tab), before);
    assert.deepEqual(errors, []);
    await tab.done();
  });
}

test('a phone header takes two rows: the name, badge and language button, then search (every language, 360 px)', async () => {
  for (const lang of LANGS) {
    const { tab, errors } = await open(`/${lang}/`, { phone: true });
    await tab.locator('.site-search:not([hidden])').waitFor();
    const box = (sel) => tab.locator(`.site-header ${sel}`).first().evaluate((e) => e.getBoundingClientRect().toJSON());
    const [name, menu, search] = [await box('.site-name'), await box('.languages-menu'), await box('.site-search')];
    const middle = (b) => b.top + b.height / 2;
    assert.ok(menu.top < name.bottom && middle(menu) > name.top, `${lang}: the language button beside the name: ${JSON.stringify({ name, menu })}`);
    assert.ok(search.top >= Math.max(name.bottom, menu.bottom) - 1, `${lang}: search under them`);
    const height = await headerHeight(tab);
    // Two rows and the bar's padding (three rows were 130 px).
    assert.ok(height <= search.bottom + 12, `${lang}: the header is ${height} px tall`);
    assert.deepEqual(errors, []);
    await tab.done();
  }
});

test('Japanese: strict line breaking, and the breadcrumbs and titles break between phrases (360 px)', async () => {
  const page = await pathIn('ja', `/en${FRISIAN}`);
  const { tab } = await open(page, { phone: true });
  const style = await tab.evaluate(() => {
    const of = (sel) => getComputedStyle(document.querySelector(sel));
    return { prose: of('.prose p').lineBreak, crumbs: of('.crumbs').wordBreak, family: of('.family-label').wordBreak, title: of('h1').wordBreak };
  });
  assert.deepEqual(style, { prose: 'strict', crumbs: 'auto-phrase', family: 'auto-phrase', title: 'auto-phrase' });
  // No name in the breadcrumbs is cut in two: each fits on a line of its own if it must wrap.
  const split = await tab.locator('.crumbs li').evaluateAll((lis) => lis.filter((li) => {
    const range = document.createRange();
    const text = li.querySelector('a') || li;
    range.selectNodeContents(text);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
  }).map((li) => li.textContent));
  assert.deepEqual(split, []);
  await tab.done();
});

test('Japanese: the home page cards break between phrases, never inside a katakana word (360 px)', async () => {
  const { tab } = await open('/ja/', { phone: true });
  // Where a line starts: a character whose box lies lower than the one before it.
  const splits = await tab.evaluate(() => {
    const katakana = /[\u30A0-\u30FF]/;
    const found = [];
    for (const el of document.querySelectorAll('.game-card :is(p, li, h2, h3)')) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.data;
        let top = null;
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          if (top !== null && box.top > top + 2 && katakana.test(text[i - 1]) && katakana.test(text[i])) {
            found.push(`${text.slice(Math.max(0, i - 8), i)}|${text.slice(i, i + 8)}`);
          }
          top = box.top;
        }
      }
    }
    return found;
  });
  assert.deepEqual(splits, []);
  await tab.done();
});

test('Arabic: the breadcrumb separators point the way the reader reads (right to left)', async () => {
  const page = await pathIn('ar', `/en${FRISIAN}`);
  const { tab } = await open(page);
  // What is drawn: the separator's glyph is the one that points left, and it stands between the
  // crumbs, left of the one before it.
  const seps = await tab.locator('.crumbs li + li').evaluateAll((lis) => lis.map((li) => getComputedStyle(li, '::before').content));
  assert.ok(seps.length > 0);
  const crumbs = await tab.locator('.crumbs li').evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON()));
  for (let i = 1; i < crumbs.length; i++) assert.ok(crumbs[i].right <= crumbs[i - 1].left + 1, 'each crumb left of the one before');
  for (const s of seps) assert.match(s, /‹|←|\\2039/, `separator ${s}`);
  await tab.done();
});

for (const lang of ['en', 'ar']) {
  test(`the language menu aligns every language's name at the start of its line, Arabic too (${lang})`, async () => {
    const { tab } = await open(`/${lang}/`);
    const button = tab.locator('.languages-menu button');
    await button.waitFor();
    await button.click();
    const gaps = await tab.locator('.languages-menu li').evaluateAll((lis, rtl) => lis.map((li) => {
      const a = li.querySelector('a');
      const range = document.createRange();
      range.selectNodeContents(a.firstChild.nodeType === 3 ? a : a.firstElementChild);
      const text = range.getBoundingClientRect();
      const box = a.getBoundingClientRect();
      return { lang: a.lang, gap: Math.round(rtl ? box.right - text.right : text.left - box.left) };
    }), lang === 'ar');
    const first = gaps[0].gap;
    for (const g of gaps) assert.ok(Math.abs(g.gap - first) <= 1, `${g.lang} starts ${g.gap} px in, the others ${first}: ${JSON.stringify(gaps)}`);
    // The menu still puts the reader's language first and remembers a choice by its tag.
    assert.ok(gaps.some((g) => g.lang === 'ar'));
    await tab.done();
  });
}

test('without JavaScript a board shows no dead buttons and no help about keys', async () => {
  const { tab } = await open(`/en${FRISIAN}`, { javaScript: false });
  const shown = await tab.locator('.diagram-controls button, .diagram-help').evaluateAll((es) => es.filter((e) => e.getClientRects().length > 0).length);
  assert.equal(shown, 0);
  // The boards and their captions are still there.
  assert.ok(await tab.locator('.diagram svg').first().isVisible());
  assert.ok(await tab.locator('.diagram figcaption').first().isVisible());
  await tab.done();
  // With it, they are there.
  const live = await open(`/en${FRISIAN}`);
  assert.ok(await live.tab.locator('.diagram-controls button').first().isVisible());
  await live.tab.done();
});

test('on a touch phone the heading links show; the hidden table header cannot take focus; contents and breadcrumb links are at least 24 px tall', async () => {
  const page = `/en${FRISIAN}`;
  const { tab } = await open(page, { phone: true });
  const anchor = tab.locator('section > h2 + a').first();
  assert.equal(await anchor.evaluate((a) => getComputedStyle(a).opacity), '1');
  // Tab through the page: focus never lands on something that cannot be seen.
  const invisible = [];
  for (let i = 0; i < 60; i++) {
    await tab.keyboard.press('Tab');
    const seen = await tab.evaluate(() => {
      const e = document.activeElement;
      const r = e.getBoundingClientRect();
      const hidden = (el) => el && (getComputedStyle(el).clipPath === 'inset(50%)' || hidden(el.parentElement));
      return { what: e.outerHTML.slice(0, 60), ok: r.width > 2 && r.height > 2 && !hidden(e) };
    });
    if (!seen.ok) invisible.push(seen.what);
  }
  assert.deepEqual(invisible.filter((w) => !w.includes('skip-link')), []);
  await tab.locator('.toc summary').tap();
  for (const width of [360, 1280]) {
    await tab.setViewportSize({ width, height: 800 });
    const short = await tab.locator('.toc a, .crumbs a').evaluateAll((as) => as
      .map((a) => ({ text: a.textContent, height: a.getBoundingClientRect().height }))
      .filter((a) => a.height < 24));
    assert.deepEqual(short, [], `at ${width} px`);
    // A heading of two lines in the contents keeps its number beside its first line.
    const lowered = await tab.locator('.toc li').evaluateAll((lis) => lis
      .filter((li) => Math.abs(li.querySelector('a').getBoundingClientRect().top - li.getBoundingClientRect().top) > 1)
      .map((li) => li.textContent));
    assert.deepEqual(lowered, [], `at ${width} px`);
  }
  await tab.done();
});

test('print: no call to action without its button, the game record printed open', async () => {
  const { tab } = await open(`/en${FRISIAN}`);
  await tab.emulateMedia({ media: 'print' });
  assert.ok(await tab.locator('.cta').isHidden(), 'the call to action is left out');
  const record = tab.locator('.replay-pdn pre').first();
  assert.ok(await record.isVisible(), 'the PDN record is printed');
  assert.ok((await record.evaluate((p) => p.getBoundingClientRect().height)) > 40);
  await tab.done();
});

test('the site-wide 404 page speaks the reader’s language, and lists the languages and games without scripts', async () => {
  // Any unknown path gets the site-wide page (here as hosts serve it, without per-language rules).
  const { tab, errors } = await open('/no/such/page', { locale: 'ar', languages: ['ar', 'en'] });
  await tab.waitForFunction(() => document.documentElement.lang === 'ar');
  assert.equal(await tab.evaluate(() => document.documentElement.dir), 'rtl');
  assert.ok(await tab.locator('.page-404 h1').isVisible());
  assert.deepEqual(errors, []);
  await tab.done();
  // A reader whose language is the site's first stays on the page.
  const en = await open('/no/such/page', { languages: ['en-GB'] });
  await en.tab.waitForLoadState('load');
  assert.equal(await en.tab.evaluate(() => document.documentElement.lang), 'en');
  await en.tab.done();
  // Without scripts: every language's home page and every game are one link away.
  const plain = await open('/no/such/page', { javaScript: false, languages: ['ar'] });
  const homes = await plain.tab.locator('.page-404 a[hreflang]').evaluateAll((as) => as.map((a) => new URL(a.href).pathname));
  for (const lang of LANGS) assert.ok(homes.includes(`/${lang}/`), `a link to /${lang}/ in ${homes}`);
  const games = await plain.tab.locator('.page-404 .games a').evaluateAll((as) => as.map((a) => new URL(a.href).pathname));
  assert.ok(games.includes(`/en${GAME}`), `${games}`);
  await plain.tab.done();
});

/** The results' excerpts for a query typed into the search box. */
async function excerpts(tab, query) {
  const input = tab.locator('#search-input');
  await input.fill('');
  await input.focus();
  await tab.keyboard.type(query, { delay: 20 });
  await tab.locator('#search-results:not([hidden]) [role=option]').first().waitFor();
  return tab.locator('#search-results [role=option] .search-excerpt').allTextContents();
}

test('search excerpts are the pages’ text: no board help, no “#”, no column names run into the cells', async () => {
  for (const [lang, queries] of [['en', ['majority', 'frisian', 'players']], ['hu', ['szabály', 'fríz']], ['ar', ['الداما']], ['zh-Hans', ['规则', '巴西']]]) {
    const page = await pathIn(lang, `/en${FRISIAN}`);
    const { tab } = await open(page);
    // The words that must not show: every board's help, the table's column names, a fact's name
    // run into its value.
    // (Any four words in a row of a board's help.)
    const helps = [...new Set(await tab.locator('.diagram-help p').allTextContents())];
    const phrases = helps.flatMap((h) => {
      const words = h.split(/\s+/);
      return words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(' '));
    });
    const labels = await tab.locator('.compare thead th').allTextContents();
    // (A name that ends in its own colon, as Chinese and Japanese write "玩家人数：", is not run in.)
    const facts = await tab.locator('.facts div').evaluateAll((ds) => ds
      .map((d) => [d.querySelector('dt').textContent.trim(), d.querySelector('dd').textContent.trim()])
      .filter(([name]) => !/[:：]$/.test(name))
      .map(([name, value]) => name + value));
    for (const query of queries) {
      for (const text of await excerpts(tab, query)) {
        const help = phrases.find((phrase) => text.includes(phrase));
        assert.ok(!help, `${lang} “${query}”: board help (${help}) in ${text}`);
        assert.ok(!/(^|\s)#(\s|$)/.test(text), `${lang} “${query}”: a heading's # in ${text}`);
        for (let i = 0; i + 1 < labels.length; i++) assert.ok(!text.includes(labels[i] + labels[i + 1]), `${lang} “${query}”: ${labels[i]}${labels[i + 1]} in ${text}`);
        for (const f of facts) assert.ok(!text.includes(f), `${lang} “${query}”: ${f} in ${text}`);
      }
    }
    await tab.done();
  }
});

/** A message of a language's interface.ftl, as written there (a plain one-line message). */
async function message(lang, id) {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(new URL(`../../locales/${lang}/interface.ftl`, import.meta.url), 'utf8');
  return text.match(new RegExp(`^${id} = (.*)$`, 'm'))[1];
}

for (const lang of ['en', 'ar', 'ja']) {
  test(`search says it is searching while the index loads (${lang}, 360 px touch)`, async () => {
    const { tab, errors } = await open(`/${lang}/`, { phone: true });
    // The index is held back, as a slow network would, until the status has been read.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await tab.route('**/pagefind/**', async (route) => {
      await held;
      await route.continue();
    });
    await tab.locator('.site-search:not([hidden])').waitFor();
    await tab.locator('#search-input').tap();
    await tab.keyboard.type(lang === 'en' ? 'king' : lang === 'ar' ? 'الداما' : 'キング');
    const status = tab.locator('.search-status');
    await status.filter({ hasText: /\S/ }).waitFor();
    assert.equal(await status.textContent(), await message(lang, 'search-searching'));
    assert.ok(await status.isVisible());
    release();
    await tab.locator('#search-results:not([hidden]) [role=option]').first().waitFor();
    assert.equal(await status.textContent(), '');
    assert.deepEqual(errors, []);
    await tab.done();
  });
}
