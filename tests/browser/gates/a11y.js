// Gate 2: accessibility. axe-core (WCAG 2.0/2.1, A and AA) on every page in every language, in light
// and dark colour schemes, at a desktop and a phone width, in every state the page can be in.
import { AxeBuilder } from '@axe-core/playwright';
import { eachInTabs, addressOf } from '../lib/browser.js';

const GATE = 'a11y';
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const SCHEMES = ['light', 'dark'];
export const WIDTHS = [1280, 360];

/**
 * A piece on an interactive diagram that a reader can select. The diagram step settles the markup;
 * until then this is the contract: an element inside [data-diagram] marked [data-piece].
 */
export const PIECE_SELECTOR = '[data-diagram] [data-piece]';

/**
 * The states a page is checked in, each entered on a freshly loaded page. `applies(p)` says from the
 * built page (lib/site.js) whether it has the state at all; `enter(tab)` puts the loaded page into it
 * (and throws, naming what is missing, when it cannot). Pages with [data-diagram] elements get the
 * "piece selected" state too.
 */
export const STATES = [
  { name: 'idle', applies: () => true, enter: async () => {} },
  {
    name: 'piece selected',
    applies: (p) => p.hasDiagram,
    enter: async (tab) => {
      // The piece that makes the first legal move of the first diagram, so it really is selected.
      const from = await tab.evaluate(() => {
        const data = document.querySelector('[data-diagram] .diagram-data');
        try { return JSON.parse(data.textContent).positions[0].moves[0].from; } catch { return null; }
      });
      const piece = tab.locator(from ? `${PIECE_SELECTOR}[data-sq="${from}"]` : PIECE_SELECTOR).first();
      if ((await piece.count()) === 0) throw new Error(`the page has [data-diagram] but no piece matching ${PIECE_SELECTOR} to select`);
      await piece.click();
    },
  },
];

/** The same page in every language: game and variant pages by their hreflang set, others by kind. */
export function pageKey(p) {
  if (p.kind !== 'game' && p.kind !== 'variant') return p.kind;
  return p.alternates.map((a) => a.href).sort()[0] ?? p.url;
}

/** When sampling, a page is checked in all its states in one language out of this many. */
export const ALL_STATES_EVERY = 3;

/**
 * The one width and colour scheme each page is checked in when sampling, and whether it is checked
 * in all its states or only idle. The combinations turn by language and by page (combination
 * (language + page) mod n), so with at least n languages every page is seen in every combination
 * in some language, and with at least n pages every language in every combination. The states
 * beyond idle (a piece selected) turn too, on (7 × language + page) mod 3: each page has them in a
 * third of the languages, each language on a third of its pages, meeting every combination.
 */
export function sampleModes(pages, widths = WIDTHS, schemes = SCHEMES) {
  const combos = widths.flatMap((width) => schemes.map((scheme) => ({ width, scheme })));
  const langs = [...new Set(pages.map((p) => p.lang ?? ''))].sort();
  const keys = [...new Set(pages.map(pageKey))].sort();
  return new Map(pages.map((p) => {
    const [lang, key] = [langs.indexOf(p.lang ?? ''), keys.indexOf(pageKey(p))];
    return [p, { ...combos[(lang + key) % combos.length], allStates: (7 * lang + key) % ALL_STATES_EVERY === 0 }];
  }));
}

/**
 * `quick` checks each page at one width, taking turns through `widths` page by page, instead of at
 * every width: the inner loop's mode. `sample` checks each page once, at one width in one colour
 * scheme, and in its states beyond idle (the first state is idle) in a third of the languages
 * (see `sampleModes`): what CI runs, so that the run does not grow with every language.
 */
export async function checkA11y(site, { browser, serverUrl, pages = site.pages, widths = WIDTHS, schemes = SCHEMES, states = STATES, quick = false, sample = false }) {
  const failures = [];
  let runs = 0;
  const sampled = sample ? sampleModes(pages, widths, schemes) : null;
  await eachInTabs(browser, pages, async (tab, p) => {
    const seen = new Set(); // one report per rule and element (by its markup), however many modes show it
    const turn = pages.indexOf(p) % widths.length;
    const pageWidths = sampled ? [sampled.get(p).width] : quick ? [widths[turn]] : widths;
    const pageSchemes = sampled ? [sampled.get(p).scheme] : schemes;
    for (const width of pageWidths) {
      await tab.setViewportSize({ width, height: 800 });
      const pageStates = sampled && !sampled.get(p).allStates ? states.slice(0, 1) : states;
      for (const state of pageStates.filter((s) => s.applies(p))) {
        await tab.emulateMedia({ colorScheme: pageSchemes[0] });
        await tab.goto(addressOf(serverUrl, p), { waitUntil: 'load' });
        try {
          await state.enter(tab);
        } catch (e) {
          failures.push({ gate: GATE, page: p.rel, rule: 'state', message: `cannot enter state "${state.name}": ${e.message}` });
          continue;
        }
        for (const scheme of pageSchemes) {
          await tab.emulateMedia({ colorScheme: scheme });
          // Legacy mode runs axe.run in the page itself; the default finishes each run in a
          // new blank tab, which took a third of the gate. The site's pages have no frames.
          const result = await new AxeBuilder({ page: tab }).withTags(AXE_TAGS).setLegacyMode().analyze();
          runs++;
          for (const v of result.violations) {
            for (const node of v.nodes) {
              const target = node.target.join(' ');
              const key = `${v.id} ${node.html}`;
              if (seen.has(key)) continue;
              seen.add(key);
              const detail = (node.failureSummary || '').split('\n').slice(1, 2).join(' ').trim();
              failures.push({
                gate: GATE,
                page: p.rel,
                rule: v.id,
                message: `${v.help} — ${target} [${scheme}, ${width}px, ${state.name}]${detail ? ': ' + detail : ''} (${v.helpUrl})`,
              });
            }
          }
        }
      }
    }
    for (const url of new Set(browser.takeOffHost(tab).map((r) => r.url))) {
      failures.push({ gate: 'weight', page: p.rel, rule: 'other-host', message: `the browser was asked to fetch ${url}` });
    }
  });
  return { failures, runs };
}
