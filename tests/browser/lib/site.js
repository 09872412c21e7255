// A built site read from disk: every file, and for every HTML page what the gates need to know.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHtml, elements, attr, hasClass, tokens } from './html.js';

export const KINDS = ['variant', 'game', 'home', '404', 'root', 'lessons'];

/** Lists every file under root as a POSIX path relative to it. */
export async function listFiles(root) {
  const out = [];
  async function visit(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  await visit(root);
  return out.sort();
}

/** "https://x.org/docs/" → "https://x.org/docs" (no trailing slash). */
export function normalizeBase(baseUrl) {
  const u = new URL(baseUrl);
  return (u.origin + u.pathname).replace(/\/+$/, '');
}

/** The URL path a file is served under: "en/index.html" → "/en/", "404.html" → "/404.html". */
export function urlPathOf(rel) {
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return '/' + rel.slice(0, -'index.html'.length);
  return '/' + rel;
}

export async function loadSite(root, baseUrl) {
  const base = normalizeBase(baseUrl);
  const files = await listFiles(root);
  const fileSet = new Set(files);
  const pages = [];
  for (const rel of files.filter((f) => f.endsWith('.html'))) {
    const html = await readFile(path.join(root, rel), 'utf8');
    pages.push(describePage(rel, html, base));
  }
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const site = { root, base, basePath: new URL(base + '/').pathname.replace(/\/$/, ''), files, fileSet, pages, byUrl };
  for (const p of pages) p.indexable = isIndexable(p);
  return site;
}

function describePage(rel, html, base) {
  const doc = parseHtml(html);
  const urlPath = urlPathOf(rel);
  const url = base + urlPath;
  const htmlEl = elements(doc, (e) => e.tagName === 'html')[0];
  const ids = new Set();
  for (const el of elements(doc, (e) => e.attrs && e.attrs.length)) {
    const id = attr(el, 'id');
    if (id !== null) ids.add(id);
    if (el.tagName === 'a' && attr(el, 'name') !== null) ids.add(attr(el, 'name'));
  }
  const links = elements(doc, (e) => e.tagName === 'link');
  const canonicalEl = links.find((l) => tokens(attr(l, 'rel')).includes('canonical'));
  const alternates = links
    .filter((l) => tokens(attr(l, 'rel')).includes('alternate') && attr(l, 'hreflang') !== null)
    .map((l) => ({ hreflang: attr(l, 'hreflang'), href: attr(l, 'href') || '', el: l }));
  const robots = elements(doc, (e) => e.tagName === 'meta' && (attr(e, 'name') || '').toLowerCase() === 'robots')
    .map((m) => (attr(m, 'content') || '').toLowerCase());
  const kindEl = elements(doc, (e) => hasClass(e, 'page')).find((e) => KINDS.some((k) => hasClass(e, `page-${k}`)));
  const kind = kindEl ? KINDS.find((k) => hasClass(kindEl, `page-${k}`)) : 'other';
  // The build's mark on a page published from a fallback language's text.
  const fallbackNotice = elements(doc, (e) => e.tagName === 'p' && hasClass(e, 'notice') && attr(e, 'role') === 'note').length > 0;
  return {
    rel,
    urlPath,
    url,
    html,
    bytes: Buffer.byteLength(html),
    doc,
    lang: htmlEl ? attr(htmlEl, 'lang') : null,
    kind,
    ids,
    canonical: canonicalEl ? attr(canonicalEl, 'href') : null,
    alternates,
    noindex: robots.some((r) => r.includes('noindex')),
    fallbackNotice,
    hasDiagram: elements(doc, (e) => e.attrs && e.attrs.some((a) => a.name === 'data-diagram')).length > 0,
  };
}

/**
 * Which pages belong in the sitemap and in hreflang sets. A page is indexable unless
 *  - it is a 404 page (kind 404, or it says <meta name="robots" content="noindex">),
 *  - it is the root language chooser (kind root: it only sends readers on), or
 *  - its canonical URL names another page: that is how the build publishes a page from a fallback
 *    language's text (it also shows <p class="notice" role="note">; the links gate checks that the
 *    two marks agree).
 */
export function isIndexable(p) {
  if (p.kind === '404' || p.kind === 'root' || p.noindex) return false;
  if (p.canonical !== null && p.canonical !== p.url) return false;
  return true;
}

/**
 * Where an href found in page p leads, if it stays on this site: {rel, file, fragment}; file is the
 * built file it maps to, or null when none does. Returns null for links to other sites and for
 * schemes such as mailto:.
 */
export function resolveInternal(site, p, href) {
  let u;
  try {
    u = new URL(href, p.url);
  } catch {
    return { rel: null, file: null, fragment: null, invalid: true };
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const baseUrl = new URL(site.base + '/');
  if (u.origin !== baseUrl.origin) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(u.pathname);
  } catch {
    return { rel: null, file: null, fragment: null, invalid: true };
  }
  const fragment = u.hash ? safeDecode(u.hash.slice(1)) : null;
  if (!(pathname + '/').startsWith(site.basePath + '/')) return { rel: pathname, file: null, fragment };
  let rel = pathname.slice(site.basePath.length).replace(/^\//, '');
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  return { rel, file: site.fileSet.has(rel) ? rel : null, fragment, url: site.base + '/' + rel };
}

function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function pageByFile(site, rel) {
  return site.pages.find((p) => p.rel === rel) || null;
}
