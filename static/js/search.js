// Site search, loaded by site.js when the search box is first focused: asks the language's
// Pagefind index and lists the matching sections (page title, section heading, excerpt with the
// matched words marked), a list the arrow keys move through while focus stays in the box.
(() => {
  const box = document.querySelector(".site-search");
  if (!box) return;
  const input = box.querySelector("input");
  // The box becomes a combobox over a list of results, and a status line for "searching" and
  // "no results".
  const list = document.createElement("div");
  list.className = "search-results";
  list.id = "search-results";
  list.hidden = true;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", input.getAttribute("aria-label"));
  const status = document.createElement("p");
  status.className = "search-status";
  status.setAttribute("role", "status");
  box.append(list, status);
  for (const [name, value] of [["role", "combobox"], ["aria-autocomplete", "list"], ["aria-expanded", "false"], ["aria-controls", list.id]]) {
    input.setAttribute(name, value);
  }
  const MAX_PAGES = 6;
  const MAX_SECTIONS = 2;
  let options = [];
  let active = -1;
  let asked = 0;

  // The results' style: search.js sits in js/, beside css/.
  const style = document.createElement("link");
  style.rel = "stylesheet";
  style.href = new URL("../css/search.css", document.currentScript.src).href;
  document.head.append(style);

  // Results link to site paths that already carry the base path.
  // The language's index: /<lang>/pagefind/, beside js/.
  const bundle = new URL(`../${document.documentElement.lang}/pagefind/`, document.currentScript.src);
  // Chinese and Japanese have no spaces: Pagefind cuts their text into words of a character or
  // two, so an excerpt of sixteen of them was half a line; forty make about as long an excerpt.
  const unspaced = /^(zh|ja)\b/.test(document.documentElement.lang);
  const pagefind = import(new URL("pagefind.js", bundle).href).then(async (pf) => {
    await pf.options({ baseUrl: "/", excerptLength: unspaced ? 40 : 16 });
    pf.init();
    return pf;
  });

  const select = (i) => {
    if (options[active]) options[active].setAttribute("aria-selected", "false");
    active = i;
    const option = options[i];
    if (option) {
      option.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  };

  const show = (open) => {
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    if (!open) select(-1);
  };

  const span = (className, text) => {
    const element = document.createElement("span");
    element.className = className;
    element.textContent = text;
    return element;
  };

  // Pagefind's excerpts are text with <mark> around the matches: only those two are kept. A
  // Chinese or Japanese phrase comes back marked word by word ("<mark>キング</mark><mark>に</mark>"),
  // or only its first word marked ("<mark>和</mark>棋"): marks that touch become one, and a mark
  // takes in the rest of the query where the text goes on with it.
  const excerpt = (html, query) => {
    const parsed = document.createElement("template");
    parsed.innerHTML = html;
    const element = span("search-excerpt", "");
    let carried = 0;
    for (const node of parsed.content.childNodes) {
      let text = node.textContent.slice(carried);
      carried = 0;
      if (node.nodeName === "MARK" && element.lastChild?.nodeName === "MARK") {
        element.lastChild.textContent += text;
      } else if (node.nodeName === "MARK") {
        const rest = query.slice(text.length);
        const next = node.nextSibling?.nodeName === "MARK" ? "" : node.nextSibling?.textContent ?? "";
        if (unspaced && rest && query.startsWith(text) && next.startsWith(rest)) {
          text = query;
          carried = rest.length;
        }
        const mark = document.createElement("mark");
        mark.textContent = text;
        element.append(mark);
      } else if (text) {
        element.append(text);
      }
    }
    return element;
  };

  const option = (page, section, query) => {
    const link = document.createElement("a");
    link.href = section.url;
    link.id = "search-option-" + options.length;
    link.tabIndex = -1;
    link.setAttribute("role", "option");
    link.setAttribute("aria-selected", "false");
    link.append(span("search-page", page.meta.title || ""));
    if (section !== page && section.title && section.title !== page.meta.title) {
      link.append(span("search-section", section.title));
    }
    link.append(excerpt(section.excerpt || "", query));
    return link;
  };

  // The sections where the query's words stand together first ("flying king" as a phrase, not
  // "king" ten times), then those with the most matches; at most MAX_SECTIONS of a page.
  const sections = (page) => {
    const anchored = (page.sub_results || []).filter((s) => s.anchor);
    if (!anchored.length) return [page];
    const matches = (s) => (s.locations || []).length;
    const together = (s) => {
      const at = new Set(s.locations || []);
      return [...at].filter((l) => at.has(l + 1)).length;
    };
    const order = (a, b) => together(b) - together(a) || matches(b) - matches(a);
    return anchored.sort(order).slice(0, MAX_SECTIONS);
  };

  // Chinese and Japanese have no spaces: Pagefind splits a query into words with the browser's
  // segmenter and would find a page with any one of them ("和棋" on every page with 棋). A query
  // without spaces is asked as a phrase first, so its words must stand together as in the text;
  // only if no text has them together (as a word only the search metadata holds, a variant the
  // glossary forbids) is it asked as typed.
  const lookUp = async (pf, query) => {
    if (unspaced && !/[\s"]/.test(query)) {
      const found = await pf.debouncedSearch(`"${query}"`, {}, 120);
      if (found === null || found.results.length) return found;
      // As typed, a query matches its characters one by one: where some pages are found by their
      // metadata alone, only those are kept.
      const typed = await pf.search(query);
      const data = await Promise.all(typed.results.map((r) => r.data()));
      const byMeta = typed.results.filter((_, i) => !(data[i].locations || []).length);
      return byMeta.length ? { results: byMeta } : typed;
    }
    const found = await pf.debouncedSearch(query, {}, 120);
    if (found === null || /[\s"]/.test(query) || !found.results.length) return found;
    return wholeWord(pf, query, found);
  };

  // Elsewhere Pagefind matches a word by the start of its stem, and a word that no indexed word
  // starts with by the longest indexed word that starts it: "huffing" found "H.", and Arabic
  // "ترقية" (promotion, stem ترق) found "تُرقّم" (numbered, stem ترقم). A one-word query keeps the
  // pages where its stem stands whole (asked as a phrase) if there are any; else those where a
  // matched word starts as the query does (a misspelling, a word half typed), or that their
  // metadata alone found (a variant the glossary forbids).
  const folded = (word) => word.normalize("NFD").replace(/[^\p{L}\p{N}]/gu, "").toLocaleLowerCase();
  const alike = (typed, word) => {
    let same = 0;
    while (same < typed.length && typed[same] === word[same]) same++;
    return same >= Math.min(typed.length, Math.max(3, Math.ceil(typed.length / 2)));
  };
  const wholeWord = async (pf, query, found) => {
    const whole = await pf.search(`"${query}"`);
    if (whole.results.length) {
      const ids = new Set(whole.results.map((r) => r.id));
      return { results: found.results.filter((r) => ids.has(r.id)) };
    }
    const typed = folded(query);
    const data = await Promise.all(found.results.map((r) => r.data()));
    const starts = (page) => {
      const words = page.content.split(/\s+/);
      const at = page.locations || [];
      return !at.length || at.some((l) => alike(typed, folded(words[l] || "")));
    };
    return { results: found.results.filter((_, i) => starts(data[i])) };
  };

  const run = async () => {
    const query = input.value.trim();
    const ask = ++asked;
    if (!query) {
      options = [];
      list.replaceChildren();
      status.textContent = "";
      show(false);
      return;
    }
    // Until the answer comes (the index loads on the first query, slowly on a phone), the status
    // says so where no earlier results are shown.
    if (list.hidden) status.textContent = box.dataset.searching;
    let pages;
    try {
      const pf = await pagefind;
      const found = await lookUp(pf, query);
      if (found === null || ask !== asked) return; // a later query took over (and has said so)
      // A page with a section named by the query (the one that defines it) comes first, from
      // twice as many pages as are shown (a phrase scores every page that has it alike).
      pages = await Promise.all(found.results.slice(0, 2 * MAX_PAGES).map((r) => r.data()));
      const named = (page) => (page.sub_results || []).some((s) => s.anchor && s.title?.toLocaleLowerCase().includes(query.toLocaleLowerCase()));
      pages = pages.sort((a, b) => named(b) - named(a)).slice(0, MAX_PAGES);
    } catch (_) {
      if (ask === asked) status.textContent = box.dataset.unavailable;
      return;
    }
    if (ask !== asked) return;
    options = [];
    for (const page of pages) {
      for (const section of sections(page)) options.push(option(page, section, query));
    }
    list.replaceChildren(...options);
    list.dataset.query = query; // what the list answers (for tests that wait for it)
    active = -1;
    input.removeAttribute("aria-activedescendant");
    show(options.length > 0 && document.activeElement === input);
    status.textContent = options.length ? "" : box.dataset.noResults.replace("{query}", query);
  };

  input.addEventListener("input", run);
  input.addEventListener("focus", () => show(options.length > 0));
  input.addEventListener("keydown", (event) => {
    const n = options.length;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && n) {
      event.preventDefault();
      show(true);
      if (event.key === "ArrowDown") select(active < 0 ? 0 : (active + 1) % n);
      else select(active <= 0 ? n - 1 : active - 1);
    } else if (event.key === "Enter" && n && !list.hidden) {
      event.preventDefault();
      (options[active] || options[0]).click();
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (!list.hidden) show(false);
      else if (input.value) {
        input.value = "";
        run();
      } else input.blur();
    }
  });
  // The list closes when focus or a click goes elsewhere.
  box.addEventListener("focusout", (event) => {
    if (!box.contains(event.relatedTarget)) show(false);
  });
  list.addEventListener("mousedown", (event) => event.preventDefault());
  if (input.value) run();
})();
