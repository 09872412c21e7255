// Answers requests through the WebAssembly engine, as the browser would (static/js/engine.js, run
// as a classic script): one JSON request a line on stdin ({rules, explore, history}), one JSON
// answer a line on stdout. Driven by tests/it/engine_wasm.rs, which compares every answer with the
// native engine's.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import vm from "node:vm";

const root = path.join(import.meta.dirname, "..", "..");
const script = path.join(root, "static", "js", "engine.js");
vm.runInThisContext(fs.readFileSync(script, "utf8"), { filename: script });
const wasm = process.argv[2] || path.join(root, "static", "wasm", "rules.wasm");

const engine = await globalThis.RulebookEngine.instantiate(fs.readFileSync(wasm));
const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  const { rules, explore, history } = JSON.parse(line);
  fs.writeSync(1, `${JSON.stringify(engine.analyse(rules, explore, history))}\n`);
}
