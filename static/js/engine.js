// The rules engine in the browser: the rules core compiled to WebAssembly (static/wasm/rules.wasm),
// the same code that computed the diagrams' embedded data, so the two never disagree.
//   RulebookEngine.load(wasmUrl) → Promise<engine> (one per URL: a second call returns the same promise)
//   engine.analyse(rules, explore, history) → the snapshot (moves, tries, status…) or {error}
"use strict";
(() => {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const loads = new Map();

  // The module's protocol: reserve room for the request, write it, answer, read the answer.
  const wrap = (module, instance) => ({
    analyse(rules, explore, history) {
      if (!Array.isArray(history) || !history.length) return { error: "no position to analyse" };
      const lines = [rules, explore, ...history].map(String);
      if (lines.some((l) => /[\r\n]/.test(l))) return { error: "a position is one line of text" };
      const request = encoder.encode(lines.join("\n"));
      try {
        const x = instance.exports;
        const at = x.rulebook_alloc(request.length);
        new Uint8Array(x.memory.buffer, at, request.length).set(request);
        const length = x.rulebook_analyse(at, request.length);
        return JSON.parse(decoder.decode(new Uint8Array(x.memory.buffer, x.rulebook_result(), length)));
      } catch (e) {
        // A trap leaves the instance's memory in doubt: start a fresh one for the next call.
        instance = new WebAssembly.Instance(module, {});
        return { error: String(e) };
      }
    },
  });

  const instantiate = async (bytes) => {
    const { module, instance } = await WebAssembly.instantiate(bytes, {});
    return wrap(module, instance);
  };

  const load = (url) => {
    const key = new URL(url, globalThis.document?.baseURI ?? globalThis.location?.href).href;
    if (!loads.has(key)) {
      const compiled = fetch(key).then((r) => {
        if (!r.ok) throw new Error(`${key}: HTTP ${r.status}`);
        return r.arrayBuffer();
      });
      const engine = compiled.then(instantiate);
      engine.catch(() => loads.delete(key)); // a failed load may be retried
      loads.set(key, engine);
    }
    return loads.get(key);
  };

  globalThis.RulebookEngine = { load, instantiate };
})();
