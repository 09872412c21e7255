#!/usr/bin/env node
// Runs every quality gate against a built site and fails on any violation, naming page and rule.
//
//   node tests/browser/run-gates.js --site DIR [--base-url URL] [--quick | --sample]
//
// The base URL defaults to site.toml's base_url. Gates: validity (Nu HTML Checker), a11y (axe-core in
// Chromium), links, weight, layout. Exit status 0 when all pass, 1 on violations, 2 on a usage or
// set-up error. `--quick` checks accessibility at one width per page (taking turns) instead of both;
// `--sample` checks each page once, at one width in one colour scheme, turned by language and page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadSite } from './lib/site.js';
import { serveSite } from './lib/server.js';
import { openBrowser } from './lib/browser.js';
import { checkValidity } from './gates/validity.js';
import { checkA11y } from './gates/a11y.js';
import { checkLinks } from './gates/links.js';
import { checkWeight } from './gates/weight.js';
import { checkLayout } from './gates/layout.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function baseUrlFromSiteToml(file = path.join(REPO, 'site.toml')) {
  const text = await readFile(file, 'utf8');
  const m = text.match(/^\s*base_url\s*=\s*"([^"]+)"/m);
  if (!m) throw new Error(`${file} has no base_url`);
  return m[1];
}

const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** Runs all gates; returns { failures, report } where report is the text printed along the way. */
export async function runGates({ siteDir, baseUrl, log = console.log, quick = false, sample = false }) {
  const started = performance.now();
  const site = await loadSite(path.resolve(siteDir), baseUrl);
  log(`Quality gates on ${site.pages.length} pages in ${siteDir} (base URL ${site.base}/)`);
  const results = [];
  const record = (name, took, failures, note) => {
    results.push({ name, failures });
    log(`${failures.length ? 'FAIL' : 'pass'}  ${name.padEnd(9)} ${note} (${took})`);
  };

  // The checker runs in Java alongside the browser gates; it only reads files.
  const tValidity = performance.now();
  const validity = checkValidity(site).then((r) => ({ ...r, took: seconds(tValidity) }));
  validity.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled

  let t0 = performance.now();
  const links = await checkLinks(site);
  record('links', seconds(t0), links, `${site.pages.length} pages, sitemap.xml`);

  t0 = performance.now();
  const weight = await checkWeight(site);
  const weightTook = seconds(t0);
  const server = await serveSite(site.root, site.basePath);
  let browser;
  try {
    browser = await openBrowser(server.origin);
    t0 = performance.now();
    const a11y = await checkA11y(site, { browser, serverUrl: server.url, quick, sample });
    weight.failures.push(...a11y.failures.filter((f) => f.gate === 'weight'));
    const modes = sample ? 'each page once: light or dark, 1280 or 360px, turned by language and page' : `light+dark, ${quick ? '1280 or 360px by turns' : '1280+360px'}`;
    record('a11y', seconds(t0), a11y.failures.filter((f) => f.gate === 'a11y'), `${a11y.runs} axe runs (${modes})`);
    t0 = performance.now();
    const layout = await checkLayout(site, { browser, serverUrl: server.url });
    record('layout', seconds(t0), layout.failures, '360 and 1280px');
  } finally {
    if (browser) await browser.close();
    await server.close();
  }
  log('');
  log(weight.table);
  record('weight', weightTook, weight.failures, 'budgets per page kind, other hosts, render-blocking scripts');

  const v = await validity;
  record('validity', v.took, v.failures, `${v.checked} pages, ${v.warnings.length} warnings`);
  for (const w of v.warnings) log(`  warning: ${w.page}  ${w.message}`);

  const order = ['validity', 'a11y', 'links', 'weight', 'layout'];
  results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  const failures = results.flatMap((r) => r.failures);
  if (failures.length) {
    log('');
    log(`${failures.length} violation(s):`);
    for (const f of failures) log(`  ${f.page}  [${f.gate}/${f.rule}]  ${f.message}`);
  }
  log('');
  log(`Gates ${failures.length ? 'FAILED' : 'passed'} in ${seconds(started)}.`);
  return { failures, results };
}

async function main() {
  const { values } = parseArgs({ options: { site: { type: 'string' }, 'base-url': { type: 'string' }, quick: { type: 'boolean' }, sample: { type: 'boolean' } } });
  if (!values.site) {
    console.error('usage: run-gates.js --site DIR [--base-url URL] [--quick | --sample]');
    process.exit(2);
  }
  const baseUrl = values['base-url'] || (await baseUrlFromSiteToml());
  const { failures } = await runGates({ siteDir: values.site, baseUrl, quick: values.quick, sample: values.sample });
  process.exit(failures.length ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`gates: ${e.stack || e.message}`);
    process.exit(2);
  });
}
