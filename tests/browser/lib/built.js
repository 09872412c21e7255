// The site as `cargo run -- build` publishes it, in a temporary folder, served on a local port
// and opened in Chromium, for tests that drive pages; `close()` stops both and removes the folder.
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { serveSite } from './server.js';
import { openBrowser } from './browser.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `prepare(root)`, when given, changes a copy of the site before it is built (a test that needs
 * the site otherwise than it is), so the sources stay untouched.
 */
export async function builtSite(name, { prepare } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), `rulebook-${name}-`));
  const build = ['run', '--release', '--quiet', '--', 'build', '--out', path.join(dir, 'public')];
  if (prepare) {
    const root = path.join(dir, 'site');
    const skip = new Set(['.git', 'target', 'node_modules', 'public']);
    await cp(ROOT, root, { recursive: true, filter: (src) => !skip.has(path.relative(ROOT, src).split(path.sep)[0]) });
    await prepare(root);
    build.push('--root', root);
  }
  const run = spawnSync('cargo', build, { cwd: ROOT, encoding: 'utf8' });
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
