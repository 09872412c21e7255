// The site as `cargo run -- build` publishes it, in a temporary folder, served on a local port
// and opened in Chromium, for tests that drive pages; `close()` stops both and removes the folder.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { serveSite } from './server.js';
import { openBrowser } from './browser.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function builtSite(name) {
  const dir = await mkdtemp(path.join(tmpdir(), `rulebook-${name}-`));
  const run = spawnSync('cargo', ['run', '--release', '--quiet', '--', 'build', '--out', path.join(dir, 'public')], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const server = await serveSite(path.join(dir, 'public'));
  const browser = await openBrowser(new URL(server.url).origin);
  return {
    dir,
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
