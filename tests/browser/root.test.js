// The root page sends a first-time visitor to the language their browser asks for: by the
// browser's own language (what it also sends as Accept-Language), by its list of preferred
// languages, and for Chinese by script, so readers in Taiwan and Hong Kong get Traditional
// characters and readers in mainland China and Singapore Simplified ones.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { serveSite } from './lib/server.js';
import { launchChromium } from './lib/browser.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir;
let server;
let browser;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rulebook-root-'));
  const run = spawnSync('cargo', ['run', '--release', '--quiet', '--', 'build', '--out', path.join(dir, 'public')], {
    cwd: ROOT, encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  server = await serveSite(path.join(dir, 'public'));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * Opens the root page in a fresh browser whose language is `locale` (and, when given, whose list
 * of preferred languages is `languages`); returns the path it lands on.
 */
async function landing(locale, languages) {
  const context = await browser.newContext({ locale });
  try {
    if (languages) {
      await context.addInitScript((list) => {
        Object.defineProperty(Navigator.prototype, 'languages', { get: () => list });
      }, languages);
    }
    const tab = await context.newPage();
    const seen = [];
    tab.on('request', (r) => r.isNavigationRequest() && r.frame() === tab.mainFrame() && seen.push(r.headers()['accept-language']));
    await tab.goto(server.url);
    await tab.waitForURL((url) => url.pathname !== '/');
    assert.match(seen[0] ?? '', new RegExp('^' + locale), 'the browser asks in its language');
    return new URL(tab.url()).pathname;
  } finally {
    await context.close();
  }
}

test('Chinese readers in Taiwan, Hong Kong and Macau get Traditional characters', async () => {
  for (const locale of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-HK']) {
    assert.equal(await landing(locale), '/zh-Hant/', locale);
  }
});

test('Chinese readers in mainland China and Singapore, or without a region, get Simplified characters', async () => {
  for (const locale of ['zh-CN', 'zh-SG', 'zh', 'zh-Hans', 'zh-Hans-HK']) {
    assert.equal(await landing(locale), '/zh-Hans/', locale);
  }
});

test('the first language of the list the site has wins, by region and alias too', async () => {
  assert.equal(await landing('en-US', ['xx-YY', 'zh-HK', 'fr']), '/zh-Hant/');
  assert.equal(await landing('en-US', ['xx', 'fr-CA', 'de']), '/fr/');
  assert.equal(await landing('nn-NO'), '/nb/');
  assert.equal(await landing('de-AT'), '/de/');
});
