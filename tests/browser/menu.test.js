// The language menu with thirty languages on a 360 px phone: a copy of the site gets thirteen more
// languages through `rulebook new-locale` (their pages are fallback copies), and a reader opens the
// menu with the keyboard, finds every language by its own name, their own languages first, leaves
// with Escape and picks one. Without JavaScript the same menu is a <details>.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { serveSite } from './lib/server.js';
import { launchChromium } from './lib/browser.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Long names, two more right-to-left scripts, scripts the site has none of yet.
const MORE = [
  ['sv', 'Svenska'], ['da', 'Dansk'], ['fi', 'Suomi'], ['cs', 'Čeština'], ['ro', 'Română'],
  ['el', 'Ελληνικά'], ['he', 'עברית'], ['uk', 'Українська'], ['ko', '한국어'], ['vi', 'Tiếng Việt'],
  ['id', 'Bahasa Indonesia'], ['fa', 'فارسی'], ['pt-PT', 'Português (Portugal)'],
];
const PAGE = '/en/variants/frisian-draughts/';
const PHONE = { width: 360, height: 740 };
let dir;
let server;
let browser;
let languages; // [{ tag, name }] in site.toml's order

function rulebook(...args) {
  const run = spawnSync('cargo', ['run', '--release', '--quiet', '--', ...args], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(run.status, 0, `rulebook ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rulebook-menu-'));
  for (const part of ['site.toml', 'content', 'locales', 'templates', 'static', 'syntaxes']) {
    await cp(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  }
  for (const [tag, name] of MORE) rulebook('new-locale', '--root', dir, '--name', name, tag);
  rulebook('build', '--root', dir, '--out', path.join(dir, 'public'));
  server = await serveSite(path.join(dir, 'public'));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A phone-sized tab whose browser prefers `preferred` (navigator.languages). */
async function phone({ preferred = ['en-US'], javaScript = true } = {}) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: javaScript, reducedMotion: 'no-preference' });
  await context.addInitScript((list) => Object.defineProperty(navigator, 'languages', { get: () => list }), preferred);
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(new URL(PAGE.slice(1), server.url).href, { waitUntil: 'load' });
  return { tab, errors, close: () => context.close() };
}

/** Tabs from the top of the page until `locator` has the focus; fails after `limit` presses. */
async function tabTo(tab, locator, limit = 10) {
  for (let i = 0; i < limit; i++) {
    await tab.keyboard.press('Tab');
    if (await locator.evaluate((el) => el === document.activeElement)) return;
  }
  assert.fail(`${await locator.evaluate((el) => el.outerHTML.slice(0, 80))} never got the focus`);
}

const noSidewaysScroll = (tab) => tab.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

test('the fixture site speaks thirty languages', async () => {
  const { tab, close } = await phone();
  languages = await tab.locator('.languages-menu li a').evaluateAll((as) => as.map((a) => ({ tag: a.lang, name: a.firstChild.textContent.trim() })));
  assert.equal(languages.length, 30);
  assert.equal(new Set(languages.map((l) => l.name)).size, 30, 'every language has a name of its own');
  await close();
});

test('keyboard: open, walk the list, Escape closes and returns the focus, Enter picks', async () => {
  const { tab, errors, close } = await phone({ preferred: ['fy', 'de-AT', 'xx'] });
  const button = tab.locator('.languages-menu button');
  await button.waitFor(); // menu.js has made the <details> a button
  assert.equal(await tab.locator('.languages-menu details').count(), 0);
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.equal(await button.getAttribute('aria-controls'), await tab.locator('.languages-menu ul').getAttribute('id'));
  assert.match(await button.textContent(), /English/, 'the button names the current language');
  await tabTo(tab, button);
  await tab.keyboard.press('Enter');
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  const list = tab.locator('.languages-menu ul');
  assert.ok(await list.isVisible());
  // The reader's languages first (Frisian, then German for de-AT), then the site's order.
  const tags = await list.locator('li a').evaluateAll((as) => as.map((a) => a.lang));
  assert.deepEqual(tags.slice(0, 2), ['fy', 'de']);
  assert.deepEqual(tags.slice(2), languages.map((l) => l.tag).filter((t) => t !== 'fy' && t !== 'de'));
  // The list fits the phone's width and scrolls inside itself; the page does not scroll sideways.
  const box = await list.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `list from ${box.x} to ${box.x + box.width}`);
  assert.ok(await noSidewaysScroll(tab));
  // Every language is reachable with Tab; each link is in its own language, its name in its
  // script's direction (isolated inside the link, which lines up with the page).
  for (let i = 0; i < 30; i++) {
    await tab.keyboard.press('Tab');
    const focused = await tab.evaluate(() => ({ lang: document.activeElement.lang, dir: getComputedStyle(document.activeElement.querySelector('[dir]') || document.activeElement).direction, inView: (() => {
      const r = document.activeElement.getBoundingClientRect();
      return r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight;
    })() }));
    assert.equal(focused.lang, tags[i]);
    assert.equal(focused.dir, ['ar', 'he', 'fa'].includes(tags[i]) ? 'rtl' : 'ltr', tags[i]);
    assert.ok(focused.inView, `${tags[i]} is scrolled into view when focused`);
  }
  await tab.keyboard.press('Escape');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.ok(!(await list.isVisible()));
  assert.ok(await button.evaluate((b) => b === document.activeElement), 'Escape gives the focus back to the button');
  // Open again, go to Hebrew (a new language: its page is a fallback copy, and says so), press Enter.
  await tab.keyboard.press('Space');
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  const hebrew = list.locator('a[lang="he"]');
  assert.match(await hebrew.textContent(), /\(not translated\)/);
  assert.equal(await hebrew.locator('small').getAttribute('lang'), 'en');
  assert.equal(await list.locator('a[lang="hu"] small').count(), 0, 'a translated page is not marked');
  await tabTo(tab, hebrew, 40);
  await Promise.all([tab.waitForURL(/\/he\//), tab.keyboard.press('Enter')]);
  assert.equal(await tab.evaluate(() => localStorage.getItem('rulebook-lang')), 'he', 'the root page will send them there next time');
  assert.equal(await tab.locator('html').getAttribute('dir'), 'rtl');
  assert.ok(await noSidewaysScroll(tab));
  assert.deepEqual(errors, []);
  await close();
});

test('a click elsewhere or the focus leaving closes the menu', async () => {
  const { tab, close } = await phone();
  const button = tab.locator('.languages-menu button');
  await button.click();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  // Below the open list (at most 70 % of the screen's height under the header).
  await tab.mouse.click(PHONE.width / 2, PHONE.height - 5);
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await button.click();
  await tab.locator('main a').first().focus();
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await close();
});

test('without JavaScript the menu is a <details> that the keyboard opens', async () => {
  const { tab, close } = await phone({ javaScript: false });
  const summary = tab.locator('.languages-menu summary');
  await tabTo(tab, summary);
  await tab.keyboard.press('Enter');
  const list = tab.locator('.languages-menu ul');
  assert.ok(await list.isVisible());
  const box = await list.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `list from ${box.x} to ${box.x + box.width}`);
  assert.ok(await noSidewaysScroll(tab));
  const last = list.locator('li a').last();
  await last.scrollIntoViewIfNeeded();
  await Promise.all([tab.waitForURL((u) => !u.pathname.startsWith('/en/')), last.click()]);
  await close();
});

test('no page asks for a file that is not there: icons, pictures, scripts', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const tab = await context.newPage();
  const missing = [];
  tab.on('response', (r) => r.status() >= 400 && r.request().resourceType() !== 'document' && missing.push(r.url()));
  const icons = [];
  for (const path of ['/en/', '/he/', PAGE, '/ar/games/chinese-checkers/', '/en/no-such-page/', '/#choose']) {
    await tab.goto(new URL(path.slice(1), server.url).href, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    icons.push(await tab.locator('link[rel~="icon"], link[rel="apple-touch-icon"]').evaluateAll((ls) => ls.map((l) => l.href)));
  }
  assert.deepEqual(missing, []);
  // Every icon a page names exists and is the picture it says.
  for (const href of new Set(icons.flat())) {
    const response = await fetch(href);
    assert.equal(response.status, 200, href);
    assert.match(response.headers.get('content-type'), href.endsWith('.svg') ? /svg/ : /png/, href);
  }
  assert.equal(new Set(icons.flat()).size, 3, 'SVG, PNG 32 and the Apple touch icon');
  // The home page's cards show each game's start position.
  await tab.goto(new URL('en/', server.url).href, { waitUntil: 'load' });
  const pictures = tab.locator('.game-card img');
  assert.equal(await pictures.count(), 2);
  for (const img of await pictures.all()) {
    assert.ok(await img.evaluate((i) => i.complete && i.naturalWidth > 0), await img.getAttribute('src'));
    assert.equal(await img.getAttribute('alt'), '', 'the name beside it says what it shows');
  }
  // A variant's name and its tagline no longer run together: the tagline starts below the name.
  for (const li of await tab.locator('.game-card li').all()) {
    const [name, tagline] = await li.evaluate((l) => [l.querySelector('a'), l.querySelector('span')].map((e) => e.getBoundingClientRect()));
    assert.ok(tagline.top >= name.bottom - 1, `${await li.textContent()}`);
  }
  assert.ok(await noSidewaysScroll(tab));
  await context.close();
});
