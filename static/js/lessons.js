// A game's lesson path: marks the tasks this browser has solved (task.js keeps them in
// localStorage, one key per task id), counts them overall and per page, and points "Next task"
// to the first one not solved yet. Without it the page is a plain list of the tasks' links.
"use strict";
(() => {
  const strings = JSON.parse(document.getElementById("lessons-strings")?.textContent || "{}");
  const plural = new Intl.PluralRules(document.documentElement.lang);
  // "3 of 14 solved" in the plural form of the number the message selects on (`key#` names it,
  // `key#few` is that form; the build writes only the forms that differ from the default).
  const count = (done, total) => {
    const key = "lessons_progress";
    const vars = { done, total };
    const by = strings[`${key}#`];
    const text = (by && strings[`${key}#${plural.select(vars[by])}`]) || strings[key] || "";
    return text.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? vars[k] : m));
  };
  const solved = (id) => {
    try {
      return localStorage.getItem(`rulebook-task:${id}`) === "done";
    } catch {
      return false;
    }
  };

  const show = () => {
    let done = 0;
    let total = 0;
    let next = null;
    for (const section of document.querySelectorAll(".lesson-page")) {
      const items = section.querySelectorAll("li[data-task]");
      let here = 0;
      for (const li of items) {
        const yes = solved(li.dataset.task);
        li.classList.toggle("lesson-solved", yes);
        li.querySelector(".lesson-mark").hidden = !yes;
        if (yes) here++;
        else next ??= li;
      }
      section.querySelector(".lesson-count").textContent = count(here, items.length);
      done += here;
      total += items.length;
    }
    document.querySelector(".lessons-progress").textContent = count(done, total);
    const box = document.querySelector(".lessons-next");
    if (!box) return;
    box.hidden = !next;
    document.querySelector(".lessons-all-solved").hidden = !!next;
    if (!next) return;
    const [link, from] = [box.querySelector("a"), next.querySelector("a")];
    link.setAttribute("href", from.getAttribute("href"));
    link.innerHTML = from.innerHTML;
    const lang = next.closest("ol").lang;
    if (lang) link.lang = lang;
    else link.removeAttribute("lang");
    box.querySelector(".lessons-next-page").textContent = next.closest(".lesson-page").querySelector("h2").textContent;
  };
  show();
  // Back from a task's page, the browser may show this page as it was left: count again.
  addEventListener("pageshow", (e) => e.persisted && show());
})();
