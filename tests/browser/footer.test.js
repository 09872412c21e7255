// Every page's footer: a landmark with the links site.toml configures (about, the play site, the
// licence), named in the page's language, readable in light and dark, and no wider than a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { builtSite } from './lib/built.js';

let site;
before(async () => {
  site = await builtSite('footer');
});
after(async () => site?.close());

const PAGES = [
  ['/en/', ['About this site', 'Play online', 'Licence: MIT']],
  ['/en/games/chinese-checkers/', ['About this site', 'Play online', 'Licence: MIT']],
  ['/ar/', ['عن الموقع', 'العب على الإنترنت', 'الترخيص: MIT']],
];

for (const [path, names] of PAGES) {
  test(`the footer of ${path}: its links by name, at 320 px without overflow, in light and dark`, async () => {
    for (const colorScheme of ['light', 'dark']) {
      const tab = await site.browser.context.newPage();
      await tab.setViewportSize({ width: 320, height: 640 });
      await tab.emulateMedia({ colorScheme });
      await tab.goto(new URL(path, site.server.url).href);
      const footer = tab.getByRole('contentinfo');
      assert.equal(await footer.count(), 1, 'one footer landmark');
      const links = await footer.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.href]));
      assert.deepEqual(links, [
        [names[0], 'https://play.example.org/about'],
        [names[1], 'https://play.example.org/'],
        [names[2], 'https://opensource.org/license/mit'],
      ]);
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no horizontal scrolling');
      const box = await footer.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 320, JSON.stringify(box));
      // Each link is a whole target under a finger.
      for (const h of await footer.getByRole('link').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height))) {
        assert.ok(h >= 24, `link height ${h}`);
      }
      const axe = await new AxeBuilder({ page: tab }).include('footer').withTags(['wcag2a', 'wcag2aa']).setLegacyMode().analyze();
      assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`), [], colorScheme);
      await tab.close();
    }
  });
}

test('the Arabic footer runs right to left', async () => {
  const tab = await site.browser.context.newPage();
  await tab.setViewportSize({ width: 320, height: 640 });
  await tab.goto(new URL('/ar/', site.server.url).href);
  const [first, second] = await tab.getByRole('contentinfo').getByRole('link').evaluateAll((as) => as.slice(0, 2).map((a) => a.getBoundingClientRect().right));
  assert.ok(first > second, `the first link is rightmost (${first} > ${second})`);
  await tab.close();
});
