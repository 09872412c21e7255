// The language menu works as a <details>; menu.js, fetched once the page has loaded (so it is not
// part of the page's weight), makes it a button, puts the reader's languages first and remembers
// the language a reader picks.
{
  const src = new URL("menu.js", document.currentScript.src).href;
  addEventListener("load", () => document.head.append(Object.assign(document.createElement("script"), { src })));
}

// The page's contents: the reader's first scroll loads what marks the section being read.
if (document.querySelector(".toc")) {
  const toc = document.createElement("script");
  toc.src = new URL("toc.js", document.currentScript.src);
  addEventListener("scroll", () => document.head.append(toc), { once: true });
}
