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
