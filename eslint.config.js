// The JavaScript linter (run by scripts/test.sh): the board, menu, search and page scripts the
// site ships, which run as classic scripts in browsers, and the Node.js tests and gates.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import js from "@eslint/js";
import globals from "globals";

const root = import.meta.dirname;

// What the site's own commands write is not source: the build's output (`public/`, or any
// `--out` folder, which carries the `.rulebook-output` marker), its staging folders beside it,
// and the image cache.
function outputFolders(dir = root, found = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  if (entries.some((e) => e.isFile() && e.name === ".rulebook-output")) {
    found.push(`${relative(root, dir)}/`);
    return found;
  }
  for (const e of entries) {
    if (e.isDirectory() && !["node_modules", "target", ".git"].includes(e.name)) {
      outputFolders(join(dir, e.name), found);
    }
  }
  return found;
}

export default [
  {
    ignores: [
      "node_modules/",
      "target/",
      "tests/browser/fixtures/",
      "public/",
      "**/.*.staging-*/",
      ".rulebook-cache/",
      ...outputFolders(),
    ],
  },
  js.configs.recommended,
  {
    // Also a site copied into the tree (a scratch site beside the real one).
    files: ["**/static/js/**/*.js"],
    languageOptions: { sourceType: "script", ecmaVersion: 2022, globals: { ...globals.browser } },
  },
  {
    // The browser tests hand functions to the page (`tab.evaluate`), which use the page's globals.
    files: ["tests/**/*.js", "eslint.config.js"],
    languageOptions: {
      sourceType: "module",
      ecmaVersion: 2022,
      globals: { ...globals.node, ...globals.browser, RulebookBoard: "readonly", RulebookEngine: "readonly" },
    },
  },
  {
    rules: {
      "no-unused-vars": ["error", { argsIgnorePattern: "^_", caughtErrors: "none" }],
      eqeqeq: ["error", "always"],
      "prefer-const": "error",
      "no-var": "error",
    },
  },
];
