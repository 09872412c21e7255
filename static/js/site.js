// What every page runs (deferred): it loads the other scripts when they are needed. One block, so
// nothing here becomes a global of the page.
{
  const here = document.currentScript.src;
  // Appends one of the site's scripts, which sit beside this one.
  const load = (name) => document.head.append(Object.assign(document.createElement("script"), { src: new URL(name, here).href }));

  // The language menu works as a <details>; menu.js, fetched once the page has loaded (so it is not
  // part of the page's weight), makes it a button, puts the reader's languages first and remembers
  // the language a reader picks.
  addEventListener("load", () => load("menu.js"));

  // The search box needs scripts, so it shows only now. Its code and the language's index load
  // when it is first focused; `/` focuses it from anywhere but a text field.
  const search = document.querySelector(".site-search");
  if (search) {
    const input = search.querySelector("input");
    search.hidden = false;
    input.addEventListener("focus", () => load("search.js"), { once: true });
    document.addEventListener("keydown", (event) => {
      const { key, target } = event;
      if (key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      input.focus();
    });
  }

  // The page's contents: the reader's first scroll loads what marks the section being read.
  if (document.querySelector(".toc")) addEventListener("scroll", () => load("toc.js"), { once: true });
}
