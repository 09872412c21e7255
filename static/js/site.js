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

// The language menu works as a <details>; menu.js, fetched once the page has loaded, makes it a
// button and puts the reader's languages first.
const here = document.currentScript.src;
addEventListener("load", () => {
  const script = document.createElement("script");
  script.src = new URL("menu.js", here);
  if (document.querySelector(".languages-menu")) document.head.append(script);
});
