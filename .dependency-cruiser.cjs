/**
 * Import rules checked by `npm run lint:imports` (part of `npm run check`).
 * Paths in rules are relative to the repository root, where the check runs.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** The web app's composition roots: they wire every feature together, so they may import anything. */
const WEB_APP_ROOTS = "^apps/web/app/(root\\.tsx|routes\\.ts|entry\\.server\\.tsx)$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules that import each other, directly or through others, cannot be understood, tested or moved " +
        "one at a time, and a runtime loop makes the result depend on evaluation order (a value read before " +
        "its module has run is undefined or throws). Type-only imports count too: they are erased at run time " +
        "but still tie the modules' designs together. Break a loop by moving the shared part (often a type) " +
        "into a module that imports neither side.",
      from: {},
      to: { circular: true },
    },
    {
      name: "feature-isolation",
      severity: "error",
      comment:
        "A feature (apps/web/app/features/<name>/) is a self-contained slice of the site. It may use the shared " +
        "code below the features (ui, i18n, api, session, request, site, seo, catalogue) and its own files, but " +
        "never another feature's: what two features share moves down into a shared folder, and the app roots " +
        "(root.tsx, routes.ts, entry.server.tsx) are the only place features meet.",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/$1/" },
    },
    {
      name: "shared-below-features",
      severity: "error",
      comment:
        "The shared web code (apps/web/app/{ui,i18n,api,session,request,site,seo,catalogue}) sits below the " +
        "features: features build on it, so it must not import any feature, or it would no longer be shareable " +
        "and would pull that feature into every other. Only the app roots (root.tsx, routes.ts, " +
        "entry.server.tsx) may import features.",
      from: { path: "^apps/web/app/", pathNot: ["^apps/web/app/features/", WEB_APP_ROOTS] },
      to: { path: "^apps/web/app/features/" },
    },
    {
      name: "e2e-harness-not-to-web",
      severity: "error",
      comment:
        "The browser-test harness (e2e/*.ts that are not specs: support, servers, the Playwright config…) " +
        "starts and drives the site from outside, and the web app's specs import it. Were it to import the " +
        "web app in turn, the two would depend on each other and a change to a page's module could break " +
        "every spec's setup. What both need (the cookie notice's storage key) lives in packages/domain, " +
        "which both may import.",
      from: { path: "^e2e/", pathNot: ["\\.spec\\.ts$", "(^|/)node_modules/"] },
      to: { path: ["^apps/web/", "(^|/)node_modules/@campuslar/web/"] },
    },
    {
      name: "api-public-face",
      severity: "error",
      comment:
        "Outside apps/api/, the API is used only through its public face: `@campuslar/api` " +
        "(apps/api/src/index.ts) and, in tests, `@campuslar/api/testing` (apps/api/src/testing.ts). Everything " +
        "else under apps/api/src/ is the API's own, free to move or change without breaking the server, the " +
        "demo seed or the benchmarks. Import the name from `@campuslar/api`; if it is not there and you truly " +
        "need it, export it from apps/api/src/index.ts (or put the query behind a function of the API). " +
        "Declaration files (`.d.ts`: types for a package that ships none, such as s3rver) hold no API code.",
      from: { pathNot: "^apps/api/" },
      to: { path: "^apps/api/src/", pathNot: ["^apps/api/src/(index|testing)\\.ts$", "\\.d\\.ts$"] },
    },
    {
      name: "demo-seed-public-face",
      severity: "error",
      comment:
        "Outside packages/demo-seed/, the demo seed is used only through `@campuslar/demo-seed` " +
        "(packages/demo-seed/src/index.ts): its generators, data and drawings are its own. Import the name " +
        "from `@campuslar/demo-seed`, or export it from packages/demo-seed/src/index.ts if it is truly needed.",
      from: { pathNot: "^packages/demo-seed/" },
      to: { path: "^packages/demo-seed/src/", pathNot: "^packages/demo-seed/src/index\\.ts$" },
    },
    {
      name: "no-deep-workspace-import",
      severity: "error",
      comment:
        "`@campuslar/api/<path>` and `@campuslar/demo-seed/<path>` do not resolve: those packages export only " +
        "their public face. Import from `@campuslar/api` (tests: `@campuslar/api/testing`) or " +
        "`@campuslar/demo-seed`, and export what is missing from the package's src/index.ts.",
      from: {},
      to: { couldNotResolve: true, path: "^@campuslar/(api|demo-seed)/" },
    },
    {
      name: "api-seed-only-in-tests",
      severity: "error",
      comment:
        "The demo seed builds on the API (it imports `@campuslar/api`), so the API's own code never imports " +
        "the seed: the API runs without it and the two never form a loop. Only the API's tests use it " +
        "(*.test.ts and apps/api/src/test/: the global setup seeds their template databases).",
      from: { path: "^apps/api/src/", pathNot: ["\\.test\\.ts$", "^apps/api/src/test/"] },
      to: { path: "^packages/demo-seed/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "An import the checker cannot resolve is an edge it cannot see, so the rules above could miss a " +
        "violation through it. React Router's generated `./+types/<route>` imports are left out: they are " +
        "type-only and live in apps/web/.react-router/types, reached by TypeScript's rootDirs, which the " +
        "resolver does not follow (tsc checks them).",
      from: {},
      to: { couldNotResolve: true, pathNot: "(^|/)\\+types/" },
    },
  ],
  options: {
    // Follow imports into the workspaces (through their node_modules symlinks) but not into packages.
    doNotFollow: { path: "(^|/)node_modules/" },
    // Build outputs and generated files are not source.
    exclude: {
      path: [
        "(^|/)\\.react-router/",
        "^apps/web/build/",
        "^bench/results/",
        "(^|/)(test-results|playwright-report|coverage)/",
      ],
    },
    // Parse with the TypeScript compiler so type-only imports (`import type`, `import { type X }`) are seen.
    tsPreCompilationDeps: true,
    // No workspace uses `paths`/`baseUrl`; the shared base config gives the compiler options
    // (module resolution "bundler", explicit `.ts` extensions) that every workspace extends.
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      // Workspace packages (`@campuslar/domain/...`) resolve through their package.json "exports".
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".jsx", ".json"],
    },
    // Only the analyses the rules above need (no orphan or reachability passes).
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
