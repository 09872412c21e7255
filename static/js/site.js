// Remembers the language a reader picks, so the root page sends them there next time.
document.addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest("a[hreflang]");
  if (!link) return;
  try {
    localStorage.setItem("rulebook-lang", link.hreflang);
  } catch (_) {
    // Storage may be disabled; the choice is then simply not remembered.
  }
});

// The page's contents: the reader's first scroll loads what marks the section being read.
if (document.querySelector(".toc")) {
  const toc = document.createElement("script");
  toc.src = new URL("toc.js", document.currentScript.src);
  addEventListener("scroll", () => document.head.append(toc), { once: true });
}
