// Gate 1: HTML validity. The Nu HTML Checker (npm vnu-jar) run once by Java over every page:
// each start of the checker costs seconds, so all files go into one call.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const GATE = 'validity';
const require = createRequire(import.meta.url);

export function vnuJarPath() {
  return String(require('vnu-jar')); // the package's main export is the path of vnu.jar
}

/** Runs the checker over the given HTML files (absolute paths); resolves to its JSON messages. */
export function runVnu(files, { java = process.env.JAVA || 'java' } = {}) {
  return new Promise((resolve, reject) => {
    const args = ['-Xss1024k', '-jar', vnuJarPath(), '--format', 'json', '--exit-zero-always', ...files];
    const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) => reject(new Error(`cannot start ${java}: ${e.message}`)));
    child.on('close', (code) => {
      const text = (err.trim().startsWith('{') ? err : out).trim();
      try {
        resolve(JSON.parse(text).messages || []);
      } catch {
        reject(new Error(`the Nu HTML Checker exited with ${code} and printed no report:\n${err}${out}`));
      }
    });
  });
}

export async function checkValidity(site) {
  const files = site.pages.map((p) => path.join(site.root, p.rel));
  const messages = await runVnu(files);
  const failures = [];
  const warnings = [];
  for (const m of messages) {
    const file = m.url ? fileURLToPath(m.url) : '';
    const page = file ? path.relative(site.root, file).split(path.sep).join('/') : '(checker)';
    const where = m.lastLine ? `line ${m.firstLine || m.lastLine}:${m.firstColumn || m.lastColumn} ` : '';
    const entry = { gate: GATE, page, rule: 'nu-html-checker', message: `${where}${m.message}` };
    if (m.type === 'error' || m.type === 'non-document-error') failures.push(entry);
    else if (m.subType === 'warning') warnings.push(entry);
  }
  return { failures, warnings, checked: files.length };
}
