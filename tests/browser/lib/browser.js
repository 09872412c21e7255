// Debian's Chromium driven by playwright-core: a persistent context on a fresh, throw-away profile,
// with the flags that work on a machine whose network is closed. Every request to a host other than
// the local test server is refused and recorded, so a page that reaches out is caught.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function openBrowser(serverOrigin) {
  const profile = await mkdtemp(path.join(tmpdir(), 'rulebook-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  const offHost = []; // { tab: the tab that asked (or null), url: the refused request }
  await context.route('**/*', (route) => {
    const request = route.request();
    const url = request.url();
    if (url.startsWith(serverOrigin + '/') || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    let tab = null;
    try {
      tab = request.frame().page();
    } catch {
      // a request from a worker has no frame; it is still refused and recorded
    }
    offHost.push({ tab, url });
    return route.abort('blockedbyclient');
  });
  for (const p of context.pages()) await p.close();
  return {
    context,
    /** Requests to other hosts that `tab` made (and any without a tab), refused since the last call. */
    takeOffHost(tab) {
      const taken = offHost.filter((r) => r.tab === tab || r.tab === null);
      offHost.splice(0, offHost.length, ...offHost.filter((r) => !taken.includes(r)));
      return taken;
    },
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Runs fn over items, at most `limit` at a time, each with its own browser tab: four by default
 * (GATES_TABS); four did a little better than two (31 s against 35 s for 32 axe runs).
 */
export async function eachInTabs(browser, items, fn, limit = Number(process.env.GATES_TABS || 4)) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    const tab = await browser.context.newPage();
    try {
      while (queue.length) await fn(tab, queue.shift());
    } finally {
      await tab.close();
    }
  });
  await Promise.all(workers);
}

/**
 * The address the browser opens for a page. The root chooser sends a visitor straight on to a
 * language by script; "#choose" is its documented way to stay, so the chooser itself is checked.
 */
export function addressOf(serverUrl, p) {
  const address = new URL(p.urlPath.replace(/^\//, ''), serverUrl).href;
  return p.kind === 'root' ? address + '#choose' : address;
}

/** A plain headless Chromium (not persistent), for tests that make contexts of their own (locale, viewport, no JavaScript). */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * A tab as a reader's phone opens a page: 360 × 740, animations on, a slow mobile link (1.6 Mbps
 * down, 150 ms) and a 4× slower processor. From its first paint it keeps the layout shifts
 * (`window.shifts`, input-driven ones left out) and the largest contentful paint (`window.lcp`).
 * Returns the tab and the DevTools session that throttles it (closing the tab ends it).
 */
export async function throttledPhone(context) {
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 360, height: 740 });
  await tab.emulateMedia({ reducedMotion: 'no-preference' });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
    window.lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { tab, cdp };
}
