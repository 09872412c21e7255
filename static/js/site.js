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

// The search box needs scripts, so it shows only now. Its code and the language's index load
// when it is first focused; `/` focuses it from anywhere but a text field.
const search = document.querySelector(".site-search");
if (search) {
  const input = search.querySelector("input");
  search.hidden = false;
  input.addEventListener("focus", () => {
    const script = document.createElement("script");
    script.src = search.dataset.script;
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
