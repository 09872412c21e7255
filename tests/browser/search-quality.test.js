// Search quality: per language, words a player would type (rules words, names of variants, a
// spelling without accents or slightly off) and the page or section that must be among the first
// three results the box lists, against the built site. And no result in any language shows a word
// the glossary forbids unless the page itself says it (the glossary's variants find pages through
// their search metadata, never through their excerpts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtSite } from './lib/built.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// [query, the page (path after /<lang>/) and, after #, the section], in the order a reader sees.
const QUERIES = {
  en: [
    ['flying king', 'games/international-draughts/'],
    ['majority capture', 'games/international-draughts/'],
    ['frisian', 'variants/frisian-draughts/'],
    ['antidraughts', 'variants/antidraughts/'],
    ['springboard', 'variants/super-chinese-checkers/'],
    ['draws', 'games/international-draughts/#draws'],
    ['championships', 'games/international-draughts/#history'],
    ['breakthrough', 'variants/breakthrough-draughts/'],
    ['russian', 'variants/russian-draughts/'],
    ['chinese checkers', 'games/chinese-checkers/'],
    ['brazilain', 'variants/brazilian-draughts/'],
  ],
  hu: [
    ['repülő dáma', 'jatekok/nemzetkozi-dama/'],
    ['fríz', 'valtozatok/friz-dama/'],
    ['friz', 'valtozatok/friz-dama/'],
    ['antidáma', 'valtozatok/antidama/'],
    ['ugródeszka', 'valtozatok/szuper-kinai-dama/'],
    ['döntetlen', 'jatekok/nemzetkozi-dama/#draws'],
    ['orosz', 'valtozatok/orosz-dama/'],
    ['brazil', 'valtozatok/brazil-dama/'],
    ['áttöréses', 'valtozatok/attoreses-dama/'],
    ['kínai dáma', 'jatekok/kinai-dama/'],
    ['hollandiaban', 'jatekok/nemzetkozi-dama/#history'],
  ],
  de: [
    ['fliegende Dame', 'spiele/internationales-damespiel/'],
    ['Mehrheitsschlag', 'spiele/internationales-damespiel/'],
    ['friesisch', 'varianten/friesisches-damespiel/'],
    ['Schlagdame', 'varianten/schlagdame/'],
    ['Sternhalma', 'spiele/sternhalma/'],
    ['Sprungbrett', 'varianten/super-sternhalma/'],
    ['Remis', 'spiele/internationales-damespiel/#draws'],
    ['russisch', 'varianten/russisches-damespiel/'],
    ['brasilianisch', 'varianten/brasilianisches-damespiel/'],
    ['Durchbruch', 'varianten/durchbruch-damespiel/'],
    ['Sprungbret', 'varianten/super-sternhalma/'],
  ],
  ar: [
    ['الملك الطائر', 'games/international-draughts/'],
    ['الداما الفريزية', 'variants/frisian-draughts/'],
    ['الداما المعكوسة', 'variants/antidraughts/'],
    ['منصة قفز', 'variants/super-chinese-checkers/'],
    ['التعادل', 'games/international-draughts/#draws'],
    ['الداما الروسية', 'variants/russian-draughts/'],
    ['البرازيلية', 'variants/brazilian-draughts/'],
    ['الاختراق', 'variants/breakthrough-draughts/'],
    ['الداما الصينية', 'games/chinese-checkers/'],
    ['هولندا', 'games/international-draughts/#history'],
    ['فريسك', 'variants/frysk/'],
  ],
  ja: [
    ['フライングキング', 'games/international-draughts/'],
    ['フリジアンドラフツ', 'variants/frisian-draughts/'],
    ['アンチドラフツ', 'variants/antidraughts/'],
    ['踏み台', 'variants/super-chinese-checkers/'],
    ['引き分け', 'games/international-draughts/#draws'],
    ['ロシアン', 'variants/russian-draughts/'],
    ['ブラジリアン', 'variants/brazilian-draughts/'],
    ['ブレイクスルー', 'variants/breakthrough-draughts/'],
    ['チャイニーズチェッカー', 'games/chinese-checkers/'],
    ['オランダ', 'games/international-draughts/#history'],
  ],
  'zh-Hans': [
    ['国际跳棋', 'youxi/guoji-tiaoqi/'],
    ['弗里斯兰跳棋', 'bianti/fulisilan-tiaoqi/'],
    ['反跳棋', 'bianti/fan-tiaoqi/'],
    ['跳板', 'bianti/chaoji-zhongguo-tiaoqi/'],
    ['和棋', 'youxi/guoji-tiaoqi/#draws'],
    ['俄罗斯跳棋', 'bianti/eluosi-tiaoqi/'],
    ['巴西', 'bianti/baxi-tiaoqi/'],
    ['突破跳棋', 'bianti/tupo-tiaoqi/'],
    ['中国跳棋', 'youxi/zhongguo-tiaoqi/'],
    ['荷兰', 'youxi/guoji-tiaoqi/#history'],
  ],
  'zh-Hant': [
    ['國際跳棋', 'youxi/guoji-tiaoqi/'],
    ['弗里斯蘭跳棋', 'bianti/fulisilan-tiaoqi/'],
    ['反跳棋', 'bianti/fan-tiaoqi/'],
    ['遠跳', 'bianti/chaoji-zhongguo-tiaoqi/'],
    ['和棋', 'youxi/guoji-tiaoqi/#draws'],
    ['俄羅斯跳棋', 'bianti/eluosi-tiaoqi/'],
    ['巴西', 'bianti/baxi-tiaoqi/'],
    ['突破跳棋', 'bianti/tupo-tiaoqi/'],
    ['中國跳棋', 'youxi/zhongguo-tiaoqi/'],
    ['荷蘭', 'youxi/guoji-tiaoqi/#history'],
  ],
};

// Queries a player might type in a language without spaces: each result must have the query's
// characters together, not merely one of them.
const TOGETHER = { 'zh-Hant': ['和棋', '遠跳'], 'zh-Hans': ['和棋', '飞王'], ja: ['キングになる'] };

// Words with no page of their own: Pagefind finds a word it cannot find by the longest indexed word
// that starts it ("huffing" by the "H." of "George H. Monks"), and a stem by the start of another
// word's ("ترقية", promotion, stem ترق, by "تُرقّم", numbered, stem ترقم). Each result must say the
// word (marks such as Arabic vowels aside); a word no page says finds nothing.
const WHOLE = { en: ['huffing', 'azzzq'], ar: ['ترقية'] };

/** `text` without its combining marks (accents, Arabic vowels), in lower case. */
const bare = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The language's glossary-forbidden words (each `forbidden = [...]` line is a JSON array). */
function forbidden(lang) {
  const toml = readFileSync(path.join(ROOT, 'locales', lang, 'glossary.toml'), 'utf8');
  return [...toml.matchAll(/^forbidden\s*=\s*(\[.*\])\s*$/gm)].flatMap((m) => JSON.parse(m[1]));
}

/** Whether `text` has `word`: anywhere in Chinese and Japanese, as a whole word elsewhere. */
function says(text, word, lang) {
  if (/^(zh|ja)/.test(lang)) return text.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'iu').test(text);
}

let site;
before(async () => {
  site = await builtSite('search-quality');
});
after(async () => {
  await site?.close();
});

/** The results the box lists for `query`, as a reader sees them. */
async function listed(tab, query) {
  const input = tab.locator('#search-input');
  await input.fill(query);
  await tab.waitForFunction((q) => {
    const list = document.getElementById('search-results');
    return list && list.dataset.query === q;
  }, query);
  return tab.locator('#search-results [role=option]').evaluateAll((os) => os.map((o) => ({
    at: new URL(o.href).pathname + new URL(o.href).hash,
    shown: [o.querySelector('.search-page'), o.querySelector('.search-section'), o.querySelector('.search-excerpt')]
      .map((e) => e?.textContent ?? '').join(' · '),
    marks: [...o.querySelectorAll('mark')].map((m) => m.textContent),
  })));
}

for (const [lang, queries] of Object.entries(QUERIES)) {
  test(`${lang}: what a player types finds its page among the first three, and shows no forbidden word`, async () => {
    const tab = await site.browser.context.newPage();
    await tab.goto(new URL(`/${lang}/`, site.server.url).href);
    await tab.locator('body').press('/');
    const words = forbidden(lang);
    const pageText = new Map();
    const textOf = async (at) => {
      const page = at.split('#')[0];
      if (!pageText.has(page)) {
        const other = await site.browser.context.newPage();
        await other.goto(new URL(page, site.server.url).href);
        pageText.set(page, await other.locator('main').textContent());
        await other.close();
      }
      return pageText.get(page);
    };
    const misses = [];
    for (const [query, wanted] of queries) {
      const found = await listed(tab, query);
      const top = found.slice(0, 3).map((f) => f.at);
      const want = `/${lang}/${wanted}`;
      const hit = want.includes('#') ? top.includes(want) : top.some((at) => at.split('#')[0] === want);
      if (!hit) misses.push(`“${query}”: wanted ${want} in ${JSON.stringify(top)}`);
    }
    for (const query of [...queries.map((q) => q[0]), ...(TOGETHER[lang] ?? []), ...words]) {
      const found = await listed(tab, query);
      for (const f of found) {
        for (const word of words) {
          if (says(f.shown, word, lang) && !says(await textOf(f.at), word, lang)) {
            misses.push(`“${query}”: ${f.at} shows “${word}”, which the page does not say: ${f.shown}`);
          }
        }
        if ((TOGETHER[lang] ?? []).includes(query) && !f.shown.includes(query) && !says(await textOf(f.at), query, lang)) {
          misses.push(`“${query}”: ${f.at} matches its characters apart: ${f.shown}`);
        }
        if ((TOGETHER[lang] ?? []).includes(query) && f.shown.includes(query) && !f.marks.some((m) => m.includes(query))) {
          misses.push(`“${query}”: ${f.at} marks it in pieces: ${JSON.stringify(f.marks)}`);
        }
      }
    }
    for (const query of WHOLE[lang] ?? []) {
      for (const f of await listed(tab, query)) {
        if (!bare(await textOf(f.at)).includes(bare(query))) {
          misses.push(`“${query}”: ${f.at} does not say it: ${f.shown}`);
        }
      }
    }
    assert.deepEqual(misses, []);
    await tab.close();
  });
}
