import fs from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The imports allowed from one feature into another, each declared once with its reason (issue 43,
// ADR 0047); `npm run check:cycles` reads the same list.
const featureEdges = JSON.parse(fs.readFileSync(new URL("./feature-edges.json", import.meta.url), "utf8")).edges;
const features = fs
  .readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zodThroughPlatform = { name: "zod", message: 'Import { z } from "~/platform/zod".' };

/** For a feature's own modules: every other feature it has no declared edge to, as a forbidden import. */
function featureBoundary(feature) {
  const allowed = new Set(featureEdges.filter((edge) => edge.from === feature).map((edge) => edge.to));
  const forbidden = features.filter((other) => other !== feature && !allowed.has(other));
  return {
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodThroughPlatform],
          patterns: forbidden.map((other) => ({
            regex: `(^~/features/|/features/|^(\\.\\./)+)${other}/`,
            message: `${feature} imports no module of ${other}: move what both use to app/platform or app/ui, compose them in a route, or declare the edge with its reason in feature-edges.json.`,
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", "data/**", ".react-router/**", "node_modules/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The host and the app: nothing crosses between them, or anywhere in them, as `any`.
  { files: ["server.js", "server/**/*.ts", "app/**/*.{ts,tsx}"], rules: { "@typescript-eslint/no-explicit-any": "error" } },
  // Zod through app/platform/zod.ts only: it turns off the probe that the browser reports as a CSP violation.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/platform/zod.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "zod", message: 'Import { z } from "~/platform/zod".' }] }] },
  },
  // A feature imports app/platform, app/ui, db types, itself and the features it declares (issue 43).
  ...features.map(featureBoundary),
  {
    // What features share, and the primitives, stand below every feature: a feature imports them,
    // never the reverse (issue 29; the layout is in docs/development.md, "Where things live").
    files: ["app/platform/**/*.{ts,tsx}", "app/ui/**/*.{ts,tsx}"],
    ignores: ["app/platform/zod.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: 'Import { z } from "~/platform/zod".' }],
          patterns: [
            {
              group: ["~/features/**", "**/features/**", "~/routes/**", "**/routes/**", "~/host.server"],
              message: "platform/ and ui/ serve every feature and import none (nor a route).",
            },
          ],
        },
      ],
    },
  },
  {
    // The host knows no feature (issue 43): what it needs of them comes through the app's host
    // modules (app/host.server.ts, app/host-answers.server.ts, app/host-endpoints.server.ts), and
    // each route's limits and quotas are declared in app/host-routes.ts, beside the route.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: 'Import { z } from "~/platform/zod".' }],
          patterns: [
            {
              group: ["~/features/**", "**/features/**", "~/routes/**", "**/routes/**"],
              message: "server/ imports no feature nor route: declare it in app/host-routes.ts or ask through app/host-answers.server.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The database layer stands alone: the app depends on it, never the reverse (issue 29).
    files: ["db/**/*.ts"],
    ignores: ["db/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/*", "../app/*", "../../app/*"], message: "db/ imports nothing from app/: the app depends on the database layer." },
          ],
        },
      ],
    },
  },
  {
    // No function over 80 lines (issue 43): a long one is split into named parts that each do one
    // thing. Tests and their support may run long (a scenario reads top to bottom); migrations are
    // frozen history.
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**", "db/migrations/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["server.js", "server/**/*.ts", "scripts/**/*.ts", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }] },
  },
);
