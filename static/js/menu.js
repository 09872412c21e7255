// Remembers the language a reader picks (in this menu or in the root page's list), so the root
// page sends them there next time.
document.addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest(".languages-menu a, a[hreflang]");
  if (!link) return;
  try {
    localStorage.setItem("rulebook-lang", link.hreflang || link.lang);
  } catch (_) {
    // Storage may be disabled; the choice is then simply not remembered.
  }
});

// The language menu: without JavaScript a <details>; here a button that says whether the list
// is open (aria-expanded), which Escape closes, with the reader's own languages first.
for (const nav of document.querySelectorAll(".languages-menu")) {
  const details = nav.querySelector("details");
  const list = details.querySelector("ul");
  const button = document.createElement("button");
  button.type = "button";
  button.append(...details.querySelector("summary").childNodes);
  button.setAttribute("aria-controls", (list.id = "languages-list"));
  const show = (open) => {
    list.hidden = !open;
    button.setAttribute("aria-expanded", open);
  };
  // A reader may have opened it (or focused it) before this script came.
  const focused = nav.contains(document.activeElement);
  show(details.open);
  details.replaceWith(button, list);
  if (focused) button.focus();
  button.addEventListener("click", () => show(list.hidden));
  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || list.hidden) return;
    show(false);
    button.focus();
  });
  // Clicking or tabbing anywhere else closes it.
  const away = (event) => nav.contains(event.target) || show(false);
  document.addEventListener("click", away);
  document.addEventListener("focusin", away);
  // The browser's languages (navigator.languages) in its order: the exact tag, then the language's others.
  const items = [...list.children];
  const tagOf = (li) => li.firstChild.lang.toLowerCase();
  const mine = [];
  for (const wanted of navigator.languages || []) {
    const w = wanted.toLowerCase();
    for (const same of [(t) => t === w, (t) => t.split("-")[0] === w.split("-")[0]]) {
      for (const li of items) if (same(tagOf(li)) && !mine.includes(li)) mine.push(li);
    }
  }
  for (const li of mine) li.className = "own";
  list.prepend(...mine);
}
