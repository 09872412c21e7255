// The page's contents, once the reader scrolls (site.js loads this then): open beside the text on
// wide screens, where the style sheet shows them anyway, and the section being read marked: the
// last whose heading is above a line a third down the window. Over the last two thirds of a
// window's scrolling the line moves down to the window's bottom, so the short sections at the end
// are marked in turn too. Scroll events come at most once a frame.
(() => {
  const toc = document.querySelector(".toc details");
  const wide = matchMedia("(min-width: 1100px)");
  (wide.onchange = () => (toc.open = wide.matches))();
  const links = [...toc.querySelectorAll("a")];
  const mark = () => {
    const rest = document.documentElement.scrollHeight - innerHeight - scrollY;
    const line = innerHeight / 3 + Math.max(0, (innerHeight * 2) / 3 - rest);
    const at = links.findLastIndex((a) => document.getElementById(a.hash.slice(1))?.getBoundingClientRect().top < line);
    links.forEach((a, i) => (a.ariaCurrent = i === at ? "true" : null));
  };
  addEventListener("scroll", mark, { passive: true });
  mark();
})();
