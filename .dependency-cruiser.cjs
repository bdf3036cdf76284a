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
