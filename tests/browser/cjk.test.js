// Japanese and Chinese titles and cards from a narrow phone to a wide screen: nothing runs off
// the page, and no line of a Japanese title or card name starts inside a katakana word.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { builtSite } from './lib/built.js';
import { launchChromium } from './lib/browser.js';

const PAGES = ['/en/', '/en/games/international-draughts/', '/en/variants/super-chinese-checkers/', '/en/variants/breakthrough-draughts/'];
const WIDTHS = [320, 360, 375, 768, 1600];
let site;
let chromium;

before(async () => {
  site = await builtSite('cjk');
  chromium = await launchChromium();
});

after(async () => {
  await chromium?.close();
  await site?.close();
});

/** The page's path in `lang`, from an English page's alternates. */
async function pathIn(tab, lang, enPath) {
  await tab.goto(new URL(enPath, site.server.url).href);
  return new URL(await tab.locator(`link[rel=alternate][hreflang="${lang}"]`).getAttribute('href')).pathname;
}

/** Where a line starts inside a katakana word in the elements matched by `selector`. */
const katakanaSplits = (tab, selector) => tab.evaluate((selector) => {
  const katakana = /[\u30A0-\u30FF]/;
  const found = [];
  for (const el of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let top = null;
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (top !== null && box.top > top + 2 && katakana.test(node.data[i - 1]) && katakana.test(node.data[i])) {
          found.push(`${node.data.slice(Math.max(0, i - 8), i)}|${node.data.slice(i, i + 8)}`);
        }
        top = box.top;
      }
    }
  }
  return found;
}, selector);

for (const lang of ['ja', 'zh-Hans', 'zh-Hant']) {
  test(`${lang}: titles, taglines and cards stay on the page at 320-1600 px`, async () => {
    for (const width of WIDTHS) {
      const context = await chromium.newContext({ viewport: { width, height: 740 }, isMobile: width < 500, hasTouch: width < 500 });
      const tab = await context.newPage();
      for (const enPath of PAGES) {
        const page = await pathIn(tab, lang, enPath);
        await tab.goto(new URL(page, site.server.url).href);
        const wide = await tab.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(wide <= 0, `${lang} ${page} at ${width} px scrolls sideways by ${wide} px`);
        const over = await tab.locator('h1, .tagline, .game-card :is(h2, p, li)').evaluateAll((es) => es.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent.slice(0, 20)));
        assert.deepEqual(over, [], `${lang} ${page} at ${width} px`);
        if (lang === 'ja') assert.deepEqual(await katakanaSplits(tab, 'h1, .game-card :is(h2, li a)'), [], `${page} at ${width} px`);
      }
      await context.close();
    }
  });
}
