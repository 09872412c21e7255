// Gate 3: links. Every internal link and #anchor resolves; hreflang and canonical URLs are absolute,
// on the site's base URL and name built pages; the sitemap lists exactly the indexable pages.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { elements, attr, tokens, line } from '../lib/html.js';
import { resolveInternal, pageByFile } from '../lib/site.js';

const GATE = 'links';

// Attributes that point somewhere, by element. <link rel=canonical|alternate> are checked apart.
const URL_ATTRS = {
  a: ['href'], area: ['href'], link: ['href'], script: ['src'], img: ['src'], source: ['src'],
  iframe: ['src'], embed: ['src'], object: ['data'], video: ['src', 'poster'], audio: ['src'],
  track: ['src'], input: ['src'], form: ['action'], use: ['href', 'xlink:href'], image: ['href', 'xlink:href'],
};

export async function checkLinks(site) {
  const failures = [];
  const fail = (page, rule, message) => failures.push({ gate: GATE, page, rule, message });
  for (const p of site.pages) {
    checkInternalLinks(site, p, fail);
    checkCanonical(site, p, fail);
    checkHreflang(site, p, fail);
    checkFallbackMarks(p, fail);
  }
  await checkSitemap(site, fail);
  return failures;
}

function checkInternalLinks(site, p, fail) {
  for (const el of elements(p.doc, (e) => URL_ATTRS[e.tagName])) {
    if (el.tagName === 'link' && tokens(attr(el, 'rel')).some((r) => r === 'canonical' || r === 'alternate')) continue;
    for (const name of URL_ATTRS[el.tagName]) {
      const href = attr(el, name);
      if (href === null) continue;
      const where = `<${el.tagName} ${name}="${href}"> (line ${line(el)})`;
      if (href.trim() === '') {
        fail(p.rel, 'empty-link', `${where} is empty`);
        continue;
      }
      const target = resolveInternal(site, p, href);
      if (target === null) continue; // another site, or mailto: and friends
      if (target.invalid) {
        fail(p.rel, 'invalid-url', `${where} is not a valid URL`);
        continue;
      }
      if (!target.file) {
        fail(p.rel, 'broken-link', `${where} leads to ${target.rel}, which the build did not write`);
        continue;
      }
      if (target.fragment) {
        const dest = pageByFile(site, target.file);
        if (dest && !dest.ids.has(target.fragment)) {
          fail(p.rel, 'broken-anchor', `${where}: ${target.file} has no element with id "${target.fragment}"`);
        }
      }
    }
  }
}

/** An absolute URL on the site's base URL that names a built HTML page; returns that page or null. */
function builtPageAt(site, url) {
  if (!/^https?:\/\//i.test(url)) return { error: 'is not an absolute URL' };
  if (!(url + '/').startsWith(site.base + '/')) return { error: `does not start with the base URL ${site.base}/` };
  const target = resolveInternal(site, { url: site.base + '/' }, url);
  if (!target || !target.file) return { error: 'names no built page' };
  const dest = pageByFile(site, target.file);
  if (!dest) return { error: `names ${target.file}, which is not a page` };
  return { page: dest };
}

function checkCanonical(site, p, fail) {
  if (p.canonical === null) return;
  const r = builtPageAt(site, p.canonical);
  if (r.error) fail(p.rel, 'canonical', `canonical ${JSON.stringify(p.canonical)} ${r.error}`);
  else if (r.page !== p && !r.page.indexable) fail(p.rel, 'canonical', `canonical ${p.canonical} names ${r.page.rel}, which is not indexable itself`);
}

function checkHreflang(site, p, fail) {
  const seen = new Map();
  for (const a of p.alternates) {
    const what = `hreflang="${a.hreflang}" href=${JSON.stringify(a.href)}`;
    if (seen.has(a.hreflang)) fail(p.rel, 'hreflang', `${what}: language listed twice`);
    seen.set(a.hreflang, a.href);
    const r = builtPageAt(site, a.href);
    if (r.error) {
      fail(p.rel, 'hreflang', `${what} ${r.error}`);
      continue;
    }
    a.page = r.page;
    // x-default may name the root chooser; every language version must be a page in its own right.
    if (a.hreflang !== 'x-default' && !r.page.indexable) {
      fail(p.rel, 'hreflang', `${what} names ${r.page.rel}, which is not indexable (404, root chooser or fallback text)`);
    }
  }
  if (!p.indexable || p.alternates.length === 0) return;
  // Language versions must list themselves and each other.
  if (!p.alternates.some((a) => a.hreflang !== 'x-default' && a.href === p.url)) {
    fail(p.rel, 'hreflang', `the page's own URL ${p.url} is missing from its hreflang links`);
  }
  for (const a of p.alternates) {
    if (a.hreflang === 'x-default' || !a.page || a.page === p || !a.page.indexable) continue;
    if (!a.page.alternates.some((b) => b.href === p.url)) {
      fail(p.rel, 'hreflang', `hreflang="${a.hreflang}" names ${a.page.rel}, which does not link back to ${p.url}`);
    }
  }
}

function checkFallbackMarks(p, fail) {
  if (p.kind === 'root' || p.kind === '404') return;
  const canonicalElsewhere = p.canonical !== null && p.canonical !== p.url;
  if (p.fallbackNotice && !canonicalElsewhere) {
    fail(p.rel, 'fallback', 'shows the untranslated notice but its canonical URL is not the original page');
  }
  if (!p.fallbackNotice && canonicalElsewhere) {
    fail(p.rel, 'fallback', `its canonical URL is ${p.canonical} but it shows no notice (<p class="notice" role="note">)`);
  }
}

async function checkSitemap(site, fail) {
  const file = 'sitemap.xml';
  let xml;
  try {
    xml = await readFile(path.join(site.root, file), 'utf8');
  } catch {
    fail(file, 'sitemap', 'sitemap.xml is missing');
    return;
  }
  const decode = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").trim();
  const locs = [...xml.matchAll(/<loc>([\s\S]*?)<\/loc>/g)].map((m) => decode(m[1]));
  const listed = new Set();
  for (const loc of locs) {
    if (listed.has(loc)) fail(file, 'sitemap', `${loc} is listed twice`);
    listed.add(loc);
    const r = builtPageAt(site, loc);
    if (r.error) fail(file, 'sitemap', `${loc} ${r.error}`);
    else if (!r.page.indexable) fail(file, 'sitemap', `${loc} is ${r.page.rel}, which is not indexable (404, root chooser or fallback text)`);
  }
  for (const p of site.pages) {
    if (p.indexable && !listed.has(p.url)) fail(file, 'sitemap', `${p.url} (${p.rel}) is an indexable page but not listed`);
  }
  for (const m of xml.matchAll(/<xhtml:link\b[^>]*?\bhref="([^"]*)"/g)) {
    const href = decode(m[1]);
    const r = builtPageAt(site, href);
    if (r.error) fail(file, 'sitemap', `xhtml:link ${href} ${r.error}`);
  }
}
