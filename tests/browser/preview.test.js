// `rulebook serve` as an author meets it in a browser: the page they look at subscribes to the
// preview's events with its own address, so a template edit (which re-renders every page) reloads
// it as soon as it is rendered; a broken template shows the overlay over the last good page, and
// the fix takes it away.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import { launchChromium } from './lib/browser.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TARGET = process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target');
const PAGE = 'en/games/chinese-checkers/';
const WAIT = 30000;
let dir;
let server;
let url;
let browser;

before(async () => {
  const made = spawnSync('cargo', ['build', '--release', '--quiet'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(made.status, 0, made.stderr);
  dir = await mkdtemp(path.join(tmpdir(), 'rulebook-preview-'));
  for (const part of ['site.toml', 'content', 'locales', 'templates', 'static']) {
    await cp(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  }
  server = spawn(path.join(TARGET, 'release', 'rulebook'), ['serve', '--port', '0', '--root', dir]);
  url = await new Promise((resolve, reject) => {
    let said = '';
    const listen = (chunk) => {
      said += chunk;
      const found = said.match(/Serving the site at (http:\/\/\S+)/);
      if (found) resolve(found[1]);
    };
    server.stdout.on('data', listen);
    server.stderr.on('data', listen);
    server.on('exit', (code) => reject(new Error(`rulebook serve exited (${code}):\n${said}`)));
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

// Saves as an editor writing in place on a busy machine does: the file is truncated, and filled
// a moment later. The preview must not render the empty file in between (an empty base template
// renders every page empty, and that became "the last good page" under the overlay).
async function edit(file, from, to) {
  const at = path.join(dir, file);
  const text = await readFile(at, 'utf8');
  assert.ok(text.includes(from), `${file} does not contain ${from}`);
  const saving = await open(at, 'w');
  try {
    await sleep(100);
    await saving.writeFile(text.replace(from, to));
  } finally {
    await saving.close();
  }
}

test('the open page reloads with a template edit, shows a broken template over the last good page, and recovers', async () => {
  const tab = await browser.newPage();
  try {
    const stream = tab.waitForRequest((r) => r.url().includes('/__rulebook/events'), { timeout: WAIT });
    await tab.goto(new URL(PAGE, url).href);
    // The stream names the page, so the preview renders it first.
    assert.equal(new URL((await stream).url()).searchParams.get('page'), `/${PAGE}`);

    await edit('templates/page.html', '<article class=', '<article data-edited class=');
    await tab.waitForSelector('article[data-edited]', { timeout: WAIT });

    await edit('templates/base.html', '<main id="main" tabindex="-1">', '<main>{% if %}');
    const overlay = await tab.waitForSelector('#rulebook-overlay', { timeout: WAIT });
    assert.match(await overlay.textContent(), /templates\/base\.html:\d+:\d+/);
    assert.ok(await tab.$('article[data-edited]'), 'the last good page stays under the overlay');

    await edit('templates/base.html', '<main>{% if %}', '<main id="main" tabindex="-1">');
    await tab.waitForSelector('#rulebook-overlay', { state: 'detached', timeout: WAIT });
    await tab.waitForSelector('main#main article[data-edited]', { timeout: WAIT });
  } finally {
    await tab.close();
  }
});
