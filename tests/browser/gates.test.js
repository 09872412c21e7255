// Each gate can fail: run against a deliberately broken fixture site, every gate reports its problem
// (naming page and rule), and none reports anything about the fixture's clean pages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { loadSite } from './lib/site.js';
import { serveSite } from './lib/server.js';
import { openBrowser } from './lib/browser.js';
import { checkValidity } from './gates/validity.js';
import { checkA11y, STATES, WIDTHS, SCHEMES, sampleModes, pageKey, ALL_STATES_EVERY } from './gates/a11y.js';
import { checkLinks } from './gates/links.js';
import { checkWeight, BUDGETS } from './gates/weight.js';
import { checkLayout } from './gates/layout.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BASE = 'https://fixture.example.org';
const BROKEN = 'en/variants/broken/index.html';
const CLEAN = ['index.html', '404.html', 'en/index.html', 'en/games/good/index.html', 'nb/games/good/index.html'];

let dir;
let site;
let server;
let browser;

/** 250 KB of JavaScript that gzip cannot shrink much (over every page kind's budget): deterministic pseudo-random hex. */
function oversizedScript() {
  let x = 0x2545f491;
  let hex = '';
  while (hex.length < 250 * 1024) {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    hex += x.toString(16).padStart(8, '0');
  }
  return `window.fixtureBlob = "${hex}";\n`;
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rulebook-fixture-'));
  await cp(path.join(HERE, 'fixtures', 'broken'), dir, { recursive: true });
  await rm(path.join(dir, 'README.md'));
  await mkdir(path.join(dir, 'js'), { recursive: true });
  await writeFile(path.join(dir, 'js', 'oversized.js'), oversizedScript());
  site = await loadSite(dir, BASE);
  server = await serveSite(dir);
  browser = await openBrowser(server.origin);
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Asserts some failure on `page` has `rule` (and, if given, a message matching `pattern`). */
function assertReported(failures, page, rule, pattern) {
  const hit = failures.some((f) => f.page === page && f.rule === rule && (!pattern || pattern.test(f.message)));
  assert.ok(hit, `expected ${page} [${rule}]${pattern ? ' ' + pattern : ''}; got:\n${format(failures)}`);
}

function assertCleanPagesPass(failures) {
  const wrong = failures.filter((f) => CLEAN.includes(f.page));
  assert.deepEqual(wrong, [], `clean fixture pages were reported:\n${format(wrong)}`);
}

const format = (fs) => fs.map((f) => `  ${f.page} [${f.gate}/${f.rule}] ${f.message}`).join('\n');

test('the fixture is classified as the gates expect', () => {
  const kinds = Object.fromEntries(site.pages.map((p) => [p.rel, p.kind]));
  assert.deepEqual(kinds, {
    '404.html': '404', 'en/games/good/index.html': 'game', 'en/index.html': 'home',
    'en/variants/broken/index.html': 'variant', 'index.html': 'root', 'nb/games/good/index.html': 'game',
  });
  const indexable = site.pages.filter((p) => p.indexable).map((p) => p.rel).sort();
  assert.deepEqual(indexable, ['en/games/good/index.html', 'en/index.html', BROKEN]);
});

test('validity: the Nu HTML Checker reports the image without alt text', async () => {
  const { failures } = await checkValidity(site);
  assertReported(failures, BROKEN, 'nu-html-checker', /img.*alt/i);
  assertCleanPagesPass(failures);
});

test('accessibility: axe reports the missing alt text, the unlabelled button and dark-only contrast', async () => {
  const { failures } = await checkA11y(site, { browser, serverUrl: server.url });
  assertReported(failures, BROKEN, 'image-alt');
  assertReported(failures, BROKEN, 'button-name');
  assertReported(failures, BROKEN, 'color-contrast', /\[dark,/);
  assert.ok(!failures.some((f) => f.rule === 'color-contrast' && /\[light,/.test(f.message)), 'the fixture text is fine in light mode');
  // The stylesheet from another host was refused by the browser and reported.
  assertReported(failures, BROKEN, 'other-host', /cdn\.example\.com/);
  assertCleanPagesPass(failures);
});

test('accessibility: diagrams are checked with a piece selected, and must have a piece to select', async () => {
  const broken = site.pages.find((x) => x.rel === BROKEN);
  assert.ok(broken.hasDiagram);
  const { failures } = await checkA11y(site, { browser, serverUrl: server.url, pages: [broken], widths: [1280] });
  assertReported(failures, BROKEN, 'image-alt', /\.destination \[light, 1280px, piece selected\]/);
  // A page whose diagram has no selectable piece cannot be checked in that state: reported.
  const good = site.pages.find((x) => x.rel === 'en/games/good/index.html');
  const selected = STATES.find((s) => s.name === 'piece selected');
  const forced = [{ ...selected, applies: () => true }];
  const r = await checkA11y(site, { browser, serverUrl: server.url, pages: [good], widths: [1280], states: forced });
  assertReported(r.failures, good.rel, 'state', /piece selected.*no piece matching/);
});

test('accessibility sampling: each page once, yet every page and every language meet every width, colour scheme and state', () => {
  const langs = ['en', 'hu', 'ja', 'zh-Hant', 'fy'];
  const ids = ['a', 'b', 'c', 'd'];
  const pages = langs.flatMap((lang) => [
    { lang, kind: 'home', alternates: [] },
    { lang, kind: '404', alternates: [] },
    ...ids.map((id) => ({ lang, kind: 'game', alternates: langs.map((l) => ({ href: `https://x.org/${l}/${id}/` })) })),
  ]);
  const modes = sampleModes(pages);
  assert.equal(modes.size, pages.length);
  const every = WIDTHS.flatMap((w) => SCHEMES.map((s) => `${w} ${s}`)).sort();
  const seen = (group) => [...new Set(group.map((p) => `${modes.get(p).width} ${modes.get(p).scheme}`))].sort();
  assert.equal(new Set(pages.map(pageKey)).size, ids.length + 2, 'a page is the same page in every language');
  for (const key of new Set(pages.map(pageKey))) assert.deepEqual(seen(pages.filter((p) => pageKey(p) === key)), every, key);
  for (const lang of langs) assert.deepEqual(seen(pages.filter((p) => p.lang === lang)), every, lang);
  // Every state on each page in some language, and in each language on some page; about a third in all.
  const allStates = pages.filter((p) => modes.get(p).allStates);
  for (const key of new Set(pages.map(pageKey))) assert.ok(allStates.some((p) => pageKey(p) === key), `${key} is checked in all its states somewhere`);
  for (const lang of langs) assert.ok(allStates.some((p) => p.lang === lang), `${lang} is checked in all states somewhere`);
  assert.ok(allStates.length <= Math.ceil(pages.length / ALL_STATES_EVERY) + langs.length, `${allStates.length} of ${pages.length}`);
});

test('links: a broken link, a missing anchor, a relative hreflang and a wrong sitemap are reported', async () => {
  const failures = await checkLinks(site);
  assertReported(failures, BROKEN, 'broken-link', /\/en\/missing\//);
  assertReported(failures, BROKEN, 'broken-anchor', /nowhere/);
  assertReported(failures, BROKEN, 'hreflang', /not an absolute URL/);
  assertReported(failures, 'sitemap.xml', 'sitemap', /404\.html.*not indexable/);
  assertReported(failures, 'sitemap.xml', 'sitemap', /en\/gone\/ names no built page/);
  assertReported(failures, 'sitemap.xml', 'sitemap', /en\/variants\/broken\/.*not listed/);
  assertCleanPagesPass(failures);
});

test('weight: the oversized, render-blocking script and the other host are reported', async () => {
  const { failures, table } = await checkWeight(site);
  const kb = (bytes) => `over its budget of ${(bytes / 1024).toFixed(1)} KB`;
  assertReported(failures, BROKEN, 'budget', new RegExp(kb(BUDGETS.variant.raw).replace('.', '\\.')));
  assertReported(failures, BROKEN, 'budget-gzip', new RegExp(kb(BUDGETS.variant.gzip).replace('.', '\\.')));
  assertReported(failures, BROKEN, 'render-blocking', /oversized\.js/);
  assertReported(failures, BROKEN, 'other-host', /cdn\.example\.com/);
  assert.match(table, /^variant\s+1\s+en\/variants\/broken\/index\.html/m);
  assertCleanPagesPass(failures);
});

test('layout: sideways scrolling and a table that does not stack on phones are reported', async () => {
  const { failures } = await checkLayout(site, { browser, serverUrl: server.url });
  assertReported(failures, BROKEN, 'sideways-scroll', /at 360px.*div/);
  assert.ok(!failures.some((f) => f.rule === 'sideways-scroll' && /at 1280px/.test(f.message)), '900px fits at 1280px');
  assertReported(failures, BROKEN, 'table-cards', /at 360px/);
  assertReported(failures, BROKEN, 'table-labels', /Diagonally|Sideways/);
  assertCleanPagesPass(failures);
});

test('the runner exits non-zero and prints page and rule for each violation', () => {
  const run = spawnSync(process.execPath, [path.join(HERE, 'run-gates.js'), '--site', dir, '--base-url', BASE], { encoding: 'utf8', timeout: 300_000 });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  for (const gate of ['validity', 'a11y', 'links', 'weight', 'layout']) {
    assert.match(run.stdout, new RegExp(`^FAIL  ${gate} `, 'm'));
  }
  assert.match(run.stdout, /^ {2}en\/variants\/broken\/index\.html {2}\[links\/broken-link\] /m);
  assert.match(run.stdout, /^ {2}en\/variants\/broken\/index\.html {2}\[a11y\/button-name\] /m);
});
