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
    rules: {
      // The board semantics come from the rules core, in the page's data and the engine's answers
      // (a move's `short` and `text`, `crowns`, a position's pieces): a script that read a
      // position text or wrote a move's notation itself could disagree with the rules.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='split'][arguments.0.value=/:/]",
          message: "Position texts are read by the rules core: use the pieces, `crowns` and the snapshot the data gives.",
        },
        {
          selector: "CallExpression[callee.property.name='split'][arguments.0.regex.pattern=/:/]",
          message: "Position texts are read by the rules core: use the pieces, `crowns` and the snapshot the data gives.",
        },
        {
          selector: "TemplateLiteral:has(Identifier[name='from']):has(Identifier[name='to'])",
          message: "A move's notation is written by the rules core: use its `short` or `text`.",
        },
        {
          selector: "BinaryExpression[operator='+']:has(Identifier[name='from']):has(Identifier[name='to'])",
          message: "A move's notation is written by the rules core: use its `short` or `text`.",
        },
        {
          selector: "ConditionalExpression[consequent.value='x'][alternate.value='-']",
          message: "A move's notation is written by the rules core: use its `short` or `text`.",
        },
      ],
    },
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
