// The JavaScript linter (run by scripts/test.sh): the board, menu, search and page scripts the
// site ships, which run as classic scripts in browsers, and the Node.js tests and gates.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "target/", "tests/browser/fixtures/"] },
  js.configs.recommended,
  {
    files: ["static/js/**/*.js"],
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
