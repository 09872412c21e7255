// The page's contents, once the reader scrolls (site.js loads this then): open beside the text on
// wide screens, where the style sheet shows them anyway, and the section being read marked — the
// last heading above the window's upper third, or at the end of the page the last one. Scroll
// events come at most once a frame.
(() => {
  const toc = document.querySelector(".toc details");
  const wide = matchMedia("(min-width: 1100px)");
  (wide.onchange = () => (toc.open = wide.matches))();
  const links = [...toc.querySelectorAll("a")];
  const mark = () => {
    let at = links.findLastIndex((a) => document.getElementById(a.hash.slice(1))?.getBoundingClientRect().top < innerHeight / 3);
    if (innerHeight + scrollY > document.documentElement.scrollHeight - 2) at = links.length - 1;
    links.forEach((a, i) => (a.ariaCurrent = i == at ? "true" : null));
  };
  addEventListener("scroll", mark, { passive: true });
  mark();
})();
