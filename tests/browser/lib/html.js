// Small helpers over parse5's tree: the same HTML parsing a browser does, without a browser.
import { parse } from 'parse5';

export function parseHtml(text) {
  return parse(text, { sourceCodeLocationInfo: true });
}

/** Calls fn(element) for every element in document order (template contents included). */
export function walk(node, fn) {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop();
    if (n.tagName) fn(n);
    const kids = n.tagName === 'template' && n.content ? n.content.childNodes : n.childNodes;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
}

export function elements(doc, predicate = () => true) {
  const out = [];
  walk(doc, (el) => { if (predicate(el)) out.push(el); });
  return out;
}

export function attr(el, name) {
  const a = el.attrs && el.attrs.find((x) => x.name === name);
  return a ? a.value : null;
}

export function hasAttr(el, name) {
  return attr(el, name) !== null;
}

export function tokens(value) {
  return (value || '').toLowerCase().split(/\s+/).filter(Boolean);
}

export function hasClass(el, name) {
  return tokens(attr(el, 'class')).includes(name);
}

export function textOf(el) {
  let s = '';
  walk(el, (n) => {
    for (const c of n.childNodes || []) if (c.nodeName === '#text') s += c.value;
  });
  return s;
}

/** True when el sits inside <head> (parse5 moves misplaced elements just as browsers do). */
export function inHead(el) {
  for (let p = el.parentNode; p; p = p.parentNode) if (p.tagName === 'head') return true;
  return false;
}

export function line(el) {
  return el.sourceCodeLocation ? el.sourceCodeLocation.startLine : 0;
}
