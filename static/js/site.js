// One block: nothing here becomes a global of the page.
{
  const here = document.currentScript.src;

  // The language menu works as a <details>; menu.js, fetched once the page has loaded (so it is not
  // part of the page's weight), makes it a button, puts the reader's languages first and remembers
  // the language a reader picks.
  {
    const src = new URL("menu.js", here).href;
    addEventListener("load", () => document.head.append(Object.assign(document.createElement("script"), { src })));
  }

  // The search box needs scripts, so it shows only now. Its code and the language's index load
  // when it is first focused; `/` focuses it from anywhere but a text field.
  const search = document.querySelector(".site-search");
  if (search) {
    const input = search.querySelector("input");
    search.hidden = false;
    input.addEventListener("focus", () => {
      const script = document.createElement("script");
      script.src = new URL("search.js", here).href;
      document.head.append(script);
    }, { once: true });
    document.addEventListener("keydown", (event) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target;
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      input.focus();
    });
  }

  // The page's contents: the reader's first scroll loads what marks the section being read.
  if (document.querySelector(".toc")) {
    const toc = document.createElement("script");
    toc.src = new URL("toc.js", here);
    addEventListener("scroll", () => document.head.append(toc), { once: true });
  }
}
