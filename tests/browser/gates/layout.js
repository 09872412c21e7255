// Gate 5: layout. No page scrolls sideways at a phone or a desktop width, and on the phone the
// comparison table reads as stacked cards, each cell labelled with its column.
import { eachInTabs, addressOf } from '../lib/browser.js';

const GATE = 'layout';
export const LAYOUT_WIDTHS = [360, 1280];
export const PHONE_WIDTH = 360;

export async function checkLayout(site, { browser, serverUrl, pages = site.pages, widths = LAYOUT_WIDTHS }) {
  const failures = [];
  const fail = (page, rule, message) => failures.push({ gate: GATE, page, rule, message });
  await eachInTabs(browser, pages, async (tab, p) => {
    for (const width of widths) {
      await tab.setViewportSize({ width, height: 800 });
      await tab.goto(addressOf(serverUrl, p), { waitUntil: 'load' });
      const m = await tab.evaluate(measure);
      if (m.scrollWidth > m.innerWidth) {
        fail(p.rel, 'sideways-scroll', `at ${width}px the page is ${m.scrollWidth}px wide; too wide: ${m.wide.join(', ') || '(no single element)'}`);
      }
      if (width <= PHONE_WIDTH) {
        for (const t of m.tables) {
          if (t.rowsNotStacked) fail(p.rel, 'table-cards', `at ${width}px table.compare ${t.name}: ${t.rowsNotStacked} row(s) still display as table rows, not stacked cards`);
          for (const c of t.unlabelled) fail(p.rel, 'table-labels', `at ${width}px table.compare ${t.name}: cell "${c}" shows no visible .cell-label`);
        }
      }
    }
    browser.takeOffHost(tab); // reported by the accessibility pass, which visits every page too
  });
  return { failures };
}

// Runs in the page.
function measure() {
  const visible = (el) => {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1; // the 1px clip of visually-hidden text does not count
  };
  const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.classList.length ? '.' + [...el.classList].join('.') : '');
  const innerWidth = window.innerWidth;
  const wide = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right > innerWidth + 0.5 && visible(el) && !wide.some((w) => w.el.contains(el))) wide.push({ el, right: Math.round(r.right) });
    if (wide.length >= 3) break;
  }
  const tables = [...document.querySelectorAll('table.compare')].map((table, i) => {
    const rows = [...table.querySelectorAll('tbody tr')];
    const unlabelled = [];
    for (const td of table.querySelectorAll('tbody td')) {
      const label = td.querySelector('.cell-label');
      if (!label || !visible(label)) unlabelled.push(td.textContent.trim().slice(0, 40));
    }
    return {
      name: table.id ? '#' + table.id : `#${i + 1}`,
      rowsNotStacked: rows.filter((tr) => getComputedStyle(tr).display === 'table-row').length,
      unlabelled,
    };
  });
  return {
    scrollWidth: document.scrollingElement.scrollWidth,
    innerWidth,
    wide: wide.map((w) => `${describe(w.el)} (right edge ${w.right}px)`),
    tables,
  };
}
