// Gate 4: weight. Per page kind, a budget for the HTML plus the CSS and JS it loads (uncompressed and
// gzipped); no resource from another host; no render-blocking script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { elements, attr, tokens, inHead, line } from '../lib/html.js';
import { resolveInternal, KINDS } from '../lib/site.js';

const GATE = 'weight';
const KB = 1024;

/**
 * Budgets in bytes: HTML + stylesheets + scripts of one page. Variant pages carry several
 * interactive diagrams (inline SVG, their move data and the diagram script; with its stylesheet
 * and scripts, the heaviest weighs about 105 KB, 18.8 KB gzipped), so they keep the issue's budget of
 * 20 KB gzipped; game pages, which show their start positions (the Chinese checkers page four stars
 * behind a player-count switch: about 114 KB, 19.2 KB gzipped) beside an example, share it. Scripts
 * and stylesheets are published without their comments, which saves about 2.4 KB gzipped a page
 * (src/site/write/compact.rs); the star's hole numbers are carried once a page. The pages without diagrams are
 * held to tighter ones. The raw budget of pages with boards (120 KB) follows the gzipped one, which
 * is what travels: the star's SVG repeats well. The root page lists every language with its own
 * greeting, so it grows with each language added (4.9 KB gzipped with ten): it shares the home
 * page's budget. So does the 404 page, which lists every language's home page and the games beside
 * the one stylesheet, boards included, and the script that finds the reader's language (6.8 KB
 * gzipped with seventeen languages). Every
 * page grows with the languages too (an hreflang link and a language menu entry each, about 40
 * bytes gzipped): with seventeen languages, the language menu, the facts box with its Schema.org
 * data, the icons and the page's contents, breadcrumbs and pager, the heaviest variant page weighs
 * 19.9 KB gzipped (20,342 bytes: the Russian Super Chinese checkers page), so the issue's 20 KB
 * still holds for variant pages, barely; the language menu's and the contents' scripts and the
 * home page's card style load only where and when they are needed for that reason. Game pages,
 * which carry five boards (four start positions and an example), get 21 KB: the Russian Chinese
 * checkers page weighs 20.4 KB (20,906 bytes). The boards then learned what lidraughts players
 * expect (whose turn it is, drawn by the generator; flipping; input taken during animations; one
 * numbered move list): the board script grew by 0.7 KB gzipped and the heaviest pages to 21.0 KB
 * (variant: the Russian Frisian draughts page) and 21.8 KB (game: the Russian Chinese checkers
 * page), so the budgets are 22 and 23 KB. Board semantics then moved into the page data (each
 * move's short notation and crowning, each replay step's pieces), which the board script no longer
 * works out: 21.2 KB and 21.8 KB gzipped (the same two pages). The boards' help then learned to
 * explain taps, drags and captures played landing by landing (two sentences in every board's help,
 * about 120 bytes gzipped on the Russian Frisian page), a side left without pieces and the pieces
 * that must capture: after the server-drawn pieces and squares lost what the script never reads
 * (data-piece, the squares' class: about 150 bytes), that page weighs 22.1 KB gzipped, so variant
 * pages get the game pages' 23 KB. Then came tasks (a board the reader solves): a task's data
 * and its puzzle markup are small (the four of the Frisian page: 775 bytes of data, 1.4 KB of
 * markup, about 0.3 KB gzipped), but each task has a board of its own, and a star board weighs
 * about 0.4 KB gzipped: with five tasks the Russian Chinese checkers page weighs 25.9 KB gzipped
 * (185.5 KB raw) and the Russian Frisian page 24.1 KB (152.2 KB raw). The budgets followed
 * (27 and 25 KB; 190 and 160 KB raw). Then a kind's squares and holes were drawn once a page (the
 * first board of the kind defines them, every board `<use>`s them, the board script gives a live
 * board its own copy) and a family's board help written once (the script copies it into the other
 * boards' help): with the task panels drawn by the page, the Russian Chinese checkers page weighs
 * 126.1 KB (25.3 KB gzipped) and the Russian Frisian page 127.0 KB (24.2 KB gzipped). What repeats
 * gzips well, so the raw weight fell by a third and the gzipped one hardly: the budgets are 130 KB
 * raw, 25 and 26 KB gzipped. Then the Chinese checkers start boards became boards to play a
 * first move on (four boards' page data, mostly the explanations of every illegal first try:
 * about 19 KB raw, 0.8 KB gzipped) and every page got a footer (0.2 KB gzipped): the Russian
 * Chinese checkers page weighs 148.6 KB (26.3 KB gzipped), so game pages got 150 KB and 27 KB;
 * the Russian Frisian page, with a footer, 127.3 KB (24.8 KB gzipped). Then the savings that
 * bring both kinds back to 120 KB and 23 KB gzipped, measured on those two pages:
 * - the page data's illegal tries grouped by reason, then by piece ({reason: {from: [to, …]}}):
 *   Chinese checkers 130.7 KB (25.9 KB gzipped), Frisian 125.4 KB (24.5 KB);
 * - a board's input (pointer, keys, drags, flip, copying, the rules' reasons, the moves' flight,
 *   free play: js/board-input.js) fetched on a board's first touch or focus, the board script
 *   left to draw the boards, step through their lines and wake their controls (19.9 KB of
 *   script, 6.7 KB gzipped, became 9.9 KB, 3.8 KB gzipped): 120.7 KB (23,603 bytes gzipped, 51
 *   over 23 KB) and 115.5 KB (21.7 KB);
 * - the arrows' head drawn only on a board with arrows (one board of ten on the Chinese
 *   checkers page): 119.1 KB (23,548 bytes gzipped) and 114.4 KB (21.7 KB);
 * - a position's pieces grouped by kind in the page data ({code: [square, …]}, as game records
 *   write them): 115.6 KB (22.8 KB: 23,297 bytes) and 114.0 KB (21.7 KB).
 * What pages fetch later grew by the input, 3.9 KB gzipped (52.3 KB of its 60 KB budget).
 */
export const BUDGETS = {
  variant: { raw: 120 * KB, gzip: 23 * KB },
  game: { raw: 120 * KB, gzip: 23 * KB },
  home: { raw: 40 * KB, gzip: 10 * KB },
  404: { raw: 40 * KB, gzip: 10 * KB },
  root: { raw: 40 * KB, gzip: 10 * KB },
  // A game's lesson path: a list of links (the International draughts one, 33 tasks, weighs
  // about 38 KB with the site's style and scripts, 9.3 KB gzipped; Russian's 40 KB and 9.8 KB).
  lessons: { raw: 50 * KB, gzip: 12 * KB },
  other: { raw: 100 * KB, gzip: 20 * KB },
};

// Elements and attributes that make the browser fetch something as the page loads.
const FETCHING_LINK_RELS = ['stylesheet', 'icon', 'apple-touch-icon', 'preload', 'modulepreload', 'prefetch', 'manifest', 'preconnect', 'dns-prefetch', 'mask-icon'];
const RESOURCE_ATTRS = {
  script: ['src'], img: ['src', 'srcset'], source: ['src', 'srcset'], iframe: ['src'], embed: ['src'],
  object: ['data'], video: ['src', 'poster'], audio: ['src'], track: ['src'], input: ['src'],
  image: ['href', 'xlink:href'], use: ['href', 'xlink:href'],
};

const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/**
 * What pages fetch from their scripts, not from their markup: a board's input on its first
 * touch or focus, the engine script and the rules compiled to WebAssembly on a board's first touch, the replay script on a page with a game record
 * and the task script and style on a page with tasks (the board script fetches them as it runs;
 * the prompts and answers read without them), the language menu's script (the menu works as a
 * <details> before it) and the script marking the section being read in a page's contents on the
 * first scroll; shared (and cached) by every page.
 */
export const LAZY = { files: ['js/board-input.js', 'js/engine.js', 'wasm/rules.wasm', 'js/replay.js', 'js/task.js', 'css/task.css', 'js/menu.js', 'js/toc.js'], gzip: 60 * KB };

function measureLazy(site, fail) {
  const row = { files: [], bytes: 0, gzip: 0 };
  for (const rel of LAZY.files) {
    let buf;
    try {
      buf = readFileSync(path.join(site.root, rel));
    } catch {
      continue; // a site without diagrams has no engine
    }
    row.files.push(rel);
    row.bytes += buf.length;
    row.gzip += gzipSize(buf);
  }
  if (row.gzip > LAZY.gzip) fail(row.files.join(' + '), 'budget-lazy', `what the boards load after the page weighs ${fmt(row.gzip)} gzipped, over its budget of ${fmt(LAZY.gzip)}`);
  return row;
}

export function measurePage(site, p, fail) {
  const cache = site.weightCache || (site.weightCache = new Map());
  const row = { page: p.rel, kind: p.kind, html: p.bytes, css: 0, js: 0, gzip: gzipSize(Buffer.from(p.html)) };
  const load = (rel) => {
    if (!cache.has(rel)) {
      try {
        const buf = readFileSync(path.join(site.root, rel));
        cache.set(rel, { bytes: buf.length, gzip: gzipSize(buf), text: buf.toString('utf8') });
      } catch {
        cache.set(rel, null);
      }
    }
    return cache.get(rel);
  };
  // Stylesheets and scripts the page loads count toward its weight.
  for (const el of elements(p.doc, (e) => e.tagName === 'link' || e.tagName === 'script')) {
    const isCss = el.tagName === 'link' && tokens(attr(el, 'rel')).includes('stylesheet');
    const ref = el.tagName === 'script' ? attr(el, 'src') : isCss ? attr(el, 'href') : null;
    if (!ref) continue;
    const target = resolveInternal(site, p, ref);
    if (!target || !target.file) continue; // other hosts are reported below, missing files by the links gate
    const f = load(target.file);
    if (!f) continue;
    if (isCss) {
      row.css += f.bytes;
      checkCssUrls(site, p, target.file, f.text, fail);
    } else row.js += f.bytes;
    row.gzip += f.gzip;
  }
  row.total = row.html + row.css + row.js;
  return row;
}

function isOtherHost(site, p, ref) {
  const trimmed = ref.trim();
  if (trimmed.startsWith('data:') || trimmed.startsWith('#') || trimmed === '') return false;
  let u;
  try {
    u = new URL(trimmed, p.url);
  } catch {
    return false;
  }
  return u.origin !== new URL(site.base + '/').origin;
}

function checkCssUrls(site, p, file, text, fail) {
  const cssUrl = site.base + '/' + file;
  for (const m of text.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/g)) {
    const ref = m[2] || m[4];
    if (isOtherHost(site, { url: cssUrl }, ref)) {
      fail(p.rel, 'other-host', `${file} fetches ${ref} from another host`);
    }
  }
}

export async function checkWeight(site, { budgets = BUDGETS } = {}) {
  const failures = [];
  const fail = (page, rule, message) => failures.push({ gate: GATE, page, rule, message });
  const rows = [];
  for (const p of site.pages) {
    const row = measurePage(site, p, fail);
    rows.push(row);
    const b = budgets[p.kind] || budgets.other;
    if (row.total > b.raw) fail(p.rel, 'budget', `${p.kind} page weighs ${fmt(row.total)} (HTML ${fmt(row.html)} + CSS ${fmt(row.css)} + JS ${fmt(row.js)}), over its budget of ${fmt(b.raw)}`);
    if (row.gzip > b.gzip) fail(p.rel, 'budget-gzip', `${p.kind} page weighs ${fmt(row.gzip)} gzipped, over its budget of ${fmt(b.gzip)}`);
    checkRequests(site, p, fail);
  }
  const lazy = measureLazy(site, fail);
  const table = weightTable(rows, budgets) + (lazy.files.length ? `\nloaded after the page: ${lazy.files.join(' + ')}  ${fmt(lazy.bytes)}, ${fmt(lazy.gzip)} gzipped (budget ${fmt(LAZY.gzip)} gz)` : '');
  return { failures, rows, lazy, table };
}

function checkRequests(site, p, fail) {
  for (const el of elements(p.doc, (e) => e.tagName === 'link' || RESOURCE_ATTRS[e.tagName] || hasInlineStyle(e))) {
    const refs = [];
    if (el.tagName === 'link') {
      if (tokens(attr(el, 'rel')).some((r) => FETCHING_LINK_RELS.includes(r))) refs.push(['href', attr(el, 'href')]);
    } else if (RESOURCE_ATTRS[el.tagName]) {
      for (const name of RESOURCE_ATTRS[el.tagName]) {
        const v = attr(el, name);
        if (v === null) continue;
        if (name === 'srcset') for (const part of v.split(',')) refs.push([name, part.trim().split(/\s+/)[0]]);
        else refs.push([name, v]);
      }
    }
    const style = attr(el, 'style');
    if (style) for (const m of style.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) refs.push(['style', m[2]]);
    for (const [name, ref] of refs) {
      if (ref && isOtherHost(site, p, ref)) {
        fail(p.rel, 'other-host', `<${el.tagName} ${name}="${ref}"> (line ${line(el)}) loads from another host`);
      }
    }
  }
  for (const el of elements(p.doc, (e) => e.tagName === 'style')) {
    const css = el.childNodes.map((c) => c.value || '').join('');
    for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/g)) {
      const ref = m[2] || m[4];
      if (isOtherHost(site, p, ref)) fail(p.rel, 'other-host', `<style> (line ${line(el)}) fetches ${ref} from another host`);
    }
  }
  for (const el of elements(p.doc, (e) => e.tagName === 'script' && attr(e, 'src') !== null && inHead(e))) {
    const type = (attr(el, 'type') || '').trim().toLowerCase();
    if (attr(el, 'defer') === null && attr(el, 'async') === null && type !== 'module') {
      fail(p.rel, 'render-blocking', `<script src="${attr(el, 'src')}"> (line ${line(el)}) in <head> has neither defer, async nor type="module"`);
    }
  }
}

function hasInlineStyle(e) {
  return e.attrs && e.attrs.some((a) => a.name === 'style');
}

export function fmt(bytes) {
  return bytes < KB ? `${bytes} B` : `${(bytes / KB).toFixed(1)} KB`;
}

/** One row per page kind: its heaviest page, against its budget. */
export function weightTable(rows, budgets = BUDGETS) {
  const kinds = [...KINDS, 'other'].filter((k) => rows.some((r) => r.kind === k));
  const header = ['kind', 'pages', 'heaviest page', 'HTML', 'CSS', 'JS', 'total', 'budget', 'gzip', 'budget gz'];
  const lines = [header];
  for (const kind of kinds) {
    const of = rows.filter((r) => r.kind === kind);
    const heaviest = of.reduce((a, b) => (b.total > a.total ? b : a));
    const heaviestGz = Math.max(...of.map((r) => r.gzip));
    const b = budgets[kind] || budgets.other;
    lines.push([kind, String(of.length), heaviest.page, fmt(heaviest.html), fmt(heaviest.css), fmt(heaviest.js), fmt(heaviest.total), fmt(b.raw), fmt(heaviestGz), fmt(b.gzip)]);
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l) => l.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n');
}
