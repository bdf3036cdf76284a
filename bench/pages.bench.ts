/**
 * The page budget: Lighthouse (mobile, simulated throttling, as PageSpeed Insights runs it) on
 * the home page in both languages, and the JavaScript a first visit downloads. Writes
 * bench/results/pages.md and bench/results/pages.json.
 *
 *   npm run bench:pages [-- --runs 3 --pages /,/en]
 *
 * Builds the web when stale, starts the real server in production mode on a fresh data
 * directory (migrated and seeded with the demo catalogue, as `npm start` does), loads each page
 * once to warm it up, then runs Lighthouse `--runs` times and keeps the run with the median
 * performance score. "First-load JS" is the sum, over the script files the page loaded, of their
 * size gzipped here with zlib (level 9), so it does not depend on how the server compresses.
 *
 * Run it inside the machine-wide lock that builds and servers share:
 *   flock /tmp/campuslar-e2e.lock npm run bench:pages
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { cleanUp, cleanUpOnSignals, ensureWebBuild, onCleanup, repoRoot, startServer } from "./lib/processes.ts";

/** The Lighthouse that ran, as the report names it. */
const LIGHTHOUSE_VERSION: string = createRequire(import.meta.url)("lighthouse/package.json").version;

const CHROME_PATH = "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** What the pages aim for (scores out of 100; JS in KB gzip). */
const AIMS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, firstLoadJsKb: 120 } as const;

/**
 * How each audit that has failed here was (or is to be) fixed; the report repeats it next to the
 * failure. An audit not listed is reported with Lighthouse's own explanation.
 */
const KNOWN_FIXES: Record<string, string> = {
  "first-contentful-paint":
    "Less before first paint: the HTML and the one stylesheet, compressed (the server does), with no redirect on the way.",
  "speed-index": "As for first contentful paint.",
  redirects:
    "Link to the final URL: an English browser's first visit to `/` is redirected to `/en` (locale middleware).",
  "forced-reflow-insight":
    "Do not read layout (offsetHeight, getBoundingClientRect) right after changing the DOM during hydration.",
  "mainthread-work-breakdown": "Less JavaScript to evaluate and hydrate on first load.",
  "bootup-time": "Less JavaScript to evaluate and hydrate on first load.",
  "document-latency-insight": "Answer the document quickly and compressed (server compression is on).",
  "errors-in-console":
    "Every resource the page asks for must exist: a 404 (e.g. a missing icon) is logged as a console error.",
  "unused-javascript":
    "Load less on first paint: split rarely used code (maps, the account menu, search-as-you-type) with lazy imports.",
  "render-blocking-resources": "Inline the critical CSS or keep the one stylesheet small; no blocking third-party CSS.",
  "render-blocking-insight": "Inline the critical CSS or keep the one stylesheet small; no blocking third-party CSS.",
  "largest-contentful-paint":
    "Render the LCP element (hero text or image) in the server HTML, preload its image with fetchpriority=high, keep JS off the critical path.",
  "total-blocking-time": "Less JavaScript to parse and hydrate on first load; defer non-essential islands.",
  "color-contrast":
    "Raise the text colour's contrast to at least 4.5:1 against its background (the theme's ink/brand shades).",
  "link-name": "Give every link an accessible name (visible text or aria-label), e.g. icon-only links.",
  "button-name": "Give every button an accessible name (visible text or aria-label).",
  "heading-order": "Use headings in order (h1, then h2, ...) without skipping levels.",
  "target-size": "Make touch targets at least 24×24 CSS px with spacing.",
  "meta-description": "Every page sets a description through pageMeta().",
  "is-crawlable": "Indexable pages must not send noindex; robots.txt must not disallow them.",
  "robots-txt": "robots.txt must be valid: see apps/web/app/features/crawlers/sitemap.ts buildRobotsTxt().",
  "link-text": "Links need descriptive text (not 'click here', 'saiba mais' alone).",
  "crawlable-anchors": "Every <a> needs a real href.",
  "uses-text-compression": "The server compresses text answers (server/src/http/compression.ts).",
  "cache-insight": "Static files need a long Cache-Control (hashed /assets are immutable).",
  "uses-long-cache-ttl": "Static files need a long Cache-Control (hashed /assets are immutable).",
  "image-delivery-insight": "Serve photos at the size shown, in WebP/AVIF, with width/height.",
  "lcp-discovery-insight": "Make the LCP image discoverable in the HTML (no lazy loading), with fetchpriority=high.",
  "font-display-insight": "Use font-display: swap, or system fonts.",
  "network-dependency-tree-insight":
    "Fewer chained requests before first paint: preload the entry chunks (modulepreload).",
  "legacy-javascript-insight": "Build for modern browsers only (no polyfills for ES2020+ features).",
  "inspector-issues":
    "Fix what Chrome's Issues panel names. A CSP eval violation comes from code calling `new Function` in the browser (zod's JIT probe did, until the schema library was kept out of the client bundle); keep such code on the server.",
  "valid-source-maps": "Ship source maps for large first-party scripts, or ignore (informative).",
  "csp-xss": "Informative: the CSP allows 'unsafe-inline' scripts for React Router's inline hydration data.",
};

/**
 * How to bring the first-load JS back under its aim (shown when it is over), after the numbers:
 * React DOM (`entry.client`) and React Router (`chunk-…`) are a floor no page can go under.
 */
const JS_BUDGET_ADVICE =
  "What is left is the app's own code: the shell every page carries (header with its search box, " +
  "footer, account menu, cookie notice, navigation progress, chunk reload, session sync, the route " +
  "table) and each area's messages in both languages (split per language, a page would carry half), " +
  "plus the page's own module. The rarely used parts of the shell can load on first use with `React.lazy`.";

function jsBudgetNote(page: PageResult): string {
  const gz = (test: RegExp) =>
    page.scripts.filter((s) => test.test(new URL(s.url).pathname)).reduce((sum, s) => sum + s.gzipBytes, 0);
  const floor = gz(/\/entry\.client-[^/]+\.js$/) + gz(/\/chunk-[A-Z0-9]+-[^/]+\.js$/);
  const rest = page.firstLoadJsGzipBytes - floor;
  return (
    `React DOM and React Router take ${kb(floor)} KB of it, leaving ${kb(AIMS.firstLoadJsKb * 1024 - floor)} KB ` +
    `under the aim for everything else, which is ${kb(rest)} KB now. ${JS_BUDGET_ADVICE}`
  );
}

type ScriptSize = { url: string; bytes: number; gzipBytes: number; transferBytes: number };
type Failure = {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** What the audit found, a few items of its details. */
  found?: string[];
};
type PageResult = {
  path: string;
  url: string;
  scores: Record<Category, number>;
  firstLoadJsGzipBytes: number;
  scripts: ScriptSize[];
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** The HTML document as transferred (compressed), and how long the server took to answer it. */
  document: { transferBytes: number; serverResponseMs: number };
  /** The element Lighthouse took for the largest contentful paint. */
  lcpElement: string;
  runs: number[];
  failures: Failure[];
};

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      pages: { type: "string", default: "/,/en,/imoveis,/en/imoveis,/imovel/:rent,/en/imovel/:rent" },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error("--runs must be 1 to 9");
  const pages = values.pages.split(",").map((p) => p.trim());
  if (pages.some((p) => !p.startsWith("/"))) throw new Error("--pages are paths starting with /");
  return { runs, pages };
}

/**
 * The visitor each page is for: a Portuguese browser on the Portuguese pages, an English one on
 * `/en`. (An English browser's first visit to `/` is sent on to `/en`, see locale-middleware.)
 */
const acceptLanguageFor = (path: string) =>
  path === "/en" || path.startsWith("/en/") ? "en-US,en;q=0.9" : "pt-BR,pt;q=0.9,en;q=0.5";

async function runLighthouse(url: string, port: number): Promise<Result> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    extraHeaders: { "Accept-Language": acceptLanguageFor(new URL(url).pathname) },
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The script files the page loaded, as Lighthouse's network log saw them. */
function scriptUrls(lhr: Result): { url: string; transferBytes: number }[] {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { url: string; resourceType?: string; mimeType?: string; transferSize?: number }[] }
    | undefined;
  const seen = new Map<string, number>();
  for (const item of details?.items ?? []) {
    const isScript = item.resourceType === "Script" || /javascript/i.test(item.mimeType ?? "");
    if (isScript && /^https?:/.test(item.url) && !seen.has(item.url)) seen.set(item.url, item.transferSize ?? 0);
  }
  return [...seen].map(([url, transferBytes]) => ({ url, transferBytes }));
}

/** Each script fetched uncompressed and gzipped here (level 9, as size budgets usually count). */
async function measureScripts(lhr: Result): Promise<ScriptSize[]> {
  const sizes: ScriptSize[] = [];
  for (const { url, transferBytes } of scriptUrls(lhr)) {
    const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    sizes.push({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, transferBytes });
  }
  return sizes;
}

function documentSize(lhr: Result): PageResult["document"] {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined;
  const doc = details?.items?.find((item) => item.resourceType === "Document");
  return {
    transferBytes: doc?.transferSize ?? 0,
    serverResponseMs: Math.round(numeric(lhr, "server-response-time")),
  };
}

/** The LCP element as Lighthouse names it (its HTML and label), from the LCP breakdown insight. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits["lcp-breakdown-insight"]?.details as
    | { items?: { type?: string; snippet?: string; nodeLabel?: string }[] }
    | undefined;
  const node = details?.items?.find((item) => item.type === "node");
  return node ? `${node.snippet ?? ""} (${node.nodeLabel ?? ""})`.slice(0, 240) : "";
}

/** A few of an audit's findings, one short line each (issue type, message, URL or element). */
function detailItems(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const line = (item: Record<string, unknown>): string => {
    const sub = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items?.[0];
    const node = item.node as { snippet?: string } | undefined;
    // Descriptions with links are Lighthouse's advice, not a finding.
    const description =
      typeof item.description === "string" && !item.description.includes("](") ? item.description : "";
    const parts = [item.issueType, description, item.source, item.url, node?.snippet, sub && line(sub)];
    return parts
      .filter((p): p is string => typeof p === "string" && p.length > 0)
      .join(" ")
      .slice(0, 200);
  };
  return items.slice(0, 3).map(line).filter(Boolean);
}

/** Weighted audits that did not pass, per category (informative audits are left out). */
function failures(lhr: Result): Failure[] {
  const found: Failure[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && category !== "performance") continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
      if (audit.scoreDisplayMode === "manual") continue;
      // Performance: the metrics, and insights that cost more than a sliver.
      if (category === "performance" && audit.score >= 0.9) continue;
      const items = detailItems(audit.details);
      found.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(items.length ? { found: items } : {}),
      });
    }
  }
  return found;
}

async function measurePage(
  origin: string,
  path: string,
  runs: number,
  chrome: chromeLauncher.LaunchedChrome,
): Promise<PageResult> {
  const url = `${origin}${path}`;
  // Warm-up: the first render of a page compiles its code paths and fills the API's caches.
  const warm = await fetch(url);
  if (!warm.ok) throw new Error(`GET ${url} answered ${warm.status}`);
  await warm.text();
  await runLighthouse(url, chrome.port);

  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await runLighthouse(url, chrome.port);
    console.info(`  ${path} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(", ")}`);
    results.push(lhr);
  }
  const byPerformance = results.toSorted((a, b) => score(a, "performance") - score(b, "performance"));
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)] as Result;
  const scripts = await measureScripts(median);
  return {
    path,
    url,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(median, c)])) as Record<Category, number>,
    firstLoadJsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    scripts,
    metrics: {
      fcpMs: Math.round(numeric(median, "first-contentful-paint")),
      lcpMs: Math.round(numeric(median, "largest-contentful-paint")),
      tbtMs: Math.round(numeric(median, "total-blocking-time")),
      cls: Math.round(numeric(median, "cumulative-layout-shift") * 1000) / 1000,
      speedIndexMs: Math.round(numeric(median, "speed-index")),
    },
    document: documentSize(median),
    lcpElement: lcpElement(median),
    runs: results.map((r) => score(r, "performance")),
    failures: failures(median),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function meetsAims(page: PageResult): string[] {
  const misses: string[] = [];
  for (const category of CATEGORIES) {
    if (page.scores[category] < AIMS[category]) misses.push(`${category} ${page.scores[category]} < ${AIMS[category]}`);
  }
  if (page.firstLoadJsGzipBytes / 1024 > AIMS.firstLoadJsKb) {
    misses.push(`first-load JS ${kb(page.firstLoadJsGzipBytes)} KB > ${AIMS.firstLoadJsKb} KB`);
  }
  return misses;
}

function report(pages: PageResult[], meta: { date: string; machine: string; command: string; chromium: string }) {
  const lines = [
    "# Page budget",
    "",
    `\`${meta.command}\` on ${meta.date}, ${meta.machine}, Lighthouse ${LIGHTHOUSE_VERSION} (mobile defaults: simulated slow 4G and 4× CPU slowdown) on ${meta.chromium}.`,
    "The real server in production mode on a fresh, seeded data directory; each page is loaded once to warm up, then the run with the median performance score of the runs listed is kept.",
    "First-load JS is the sum of the page's script files, each gzipped by the bench (zlib level 9).",
    "",
    `Aims: performance ≥ ${AIMS.performance}, accessibility / best practices / SEO ${AIMS.accessibility}, first-load JS ≤ ${AIMS.firstLoadJsKb} KB gzip.`,
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | First-load JS (KB gzip) | LCP | TBT | CLS | Performance runs |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...pages.map(
      (p) =>
        `| \`${p.path}\` | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores["best-practices"]} | ${p.scores.seo} | ${kb(p.firstLoadJsGzipBytes)} | ${seconds(p.metrics.lcpMs)} | ${p.metrics.tbtMs} ms | ${p.metrics.cls} | ${p.runs.join(", ")} |`,
    ),
    "",
  ];
  lines.push(
    ...pages.map(
      (p) =>
        `Document \`${p.path}\`: ${kb(p.document.transferBytes)} KB transferred, server answered in ${p.document.serverResponseMs} ms.`,
    ),
    "",
  );
  lines.push(...pages.map((p) => `LCP element of \`${p.path}\`: \`${p.lcpElement.replaceAll("`", "'")}\``), "");
  const misses = pages.flatMap((p) => meetsAims(p).map((m) => `\`${p.path}\`: ${m}`));
  lines.push("## Against the aims", "");
  lines.push(...(misses.length ? misses.map((m) => `- ${m}`) : ["Every page meets every aim."]), "");
  const heavy = pages.find((p) => p.firstLoadJsGzipBytes / 1024 > AIMS.firstLoadJsKb);
  if (heavy) {
    const largest = heavy.scripts
      .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 4)
      .map((s) => `${new URL(s.url).pathname.replace("/assets/", "")} ${kb(s.gzipBytes)} KB`);
    lines.push(
      `First-load JS of \`${heavy.path}\`, largest first: ${largest.join(", ")}.`,
      "",
      jsBudgetNote(heavy),
      "",
    );
  }

  const failing = pages.flatMap((p) => p.failures.map((f) => ({ page: p.path, ...f })));
  if (failing.length) {
    lines.push("## Audits that did not pass, and the fix", "");
    lines.push("| Page | Category | Audit | Score | Value | Found | Fix |", "|---|---|---|---|---|---|---|");
    for (const f of failing) {
      const value = (f.displayValue ?? "").replaceAll("|", "\\|");
      const fix = KNOWN_FIXES[f.id] ?? "See the audit in Lighthouse's report.";
      const found = (f.found ?? []).map((x) => x.replaceAll("|", "\\|").replaceAll("\n", " ")).join("<br>");
      lines.push(
        `| \`${f.page}\` | ${f.category} | ${f.title.replaceAll("|", "\\|")} (\`${f.id}\`) | ${f.score === null ? "–" : Math.round(f.score * 100)} | ${value} | ${found} | ${fix} |`,
      );
    }
    lines.push("");
  }

  lines.push("## Scripts loaded on first visit", "");
  for (const p of pages) {
    lines.push(`\`${p.path}\`:`, "", "| Script | Bytes | Gzip (bench) | Transferred |", "|---|---|---|---|");
    for (const s of p.scripts) {
      lines.push(`| ${new URL(s.url).pathname} | ${s.bytes} | ${s.gzipBytes} | ${s.transferBytes} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

async function main() {
  const options = parseOptions();
  cleanUpOnSignals();
  await ensureWebBuild();

  const dataDir = await mkdtemp(join(tmpdir(), "bench-pages-"));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  console.info("starting the server (fresh data directory, seeded)");
  const server = await startServer({ DATA_DIR: dataDir, SEED: "1" });
  // The server's own origin: canonical links and sitemaps name http://localhost:PORT.
  const origin = server.url.replace("127.0.0.1", "localhost");

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  onCleanup(() => chrome.kill());
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };

  // `:rent` stands for the first published rental of the seeded catalogue.
  const first = (await (await fetch(`${server.url}/v2/properties?pageSize=1`)).json()) as { items: { code: string }[] };
  const rentCode = first.items[0]?.code ?? "SP10001";

  const pages: PageResult[] = [];
  for (const path of options.pages.map((p) => p.replace(":rent", rentCode))) {
    console.info(`lighthouse ${path}`);
    pages.push(await measurePage(origin, path, options.runs, chrome));
  }

  const cpu = cpus();
  const meta = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}`,
    command: `npm run bench:pages${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
    chromium: version.Browser ?? "Chromium",
  };
  const json = { ...meta, lighthouse: LIGHTHOUSE_VERSION, aims: AIMS, pages };
  await writeFile(join(repoRoot, "bench/results/pages.json"), `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(join(repoRoot, "bench/results/pages.md"), report(pages, meta));
  for (const p of pages) {
    const misses = meetsAims(p);
    console.info(
      `${p.path}: ${CATEGORIES.map((c) => `${c} ${p.scores[c]}`).join(", ")}, first-load JS ${kb(p.firstLoadJsGzipBytes)} KB gzip` +
        (misses.length ? ` (misses: ${misses.join("; ")})` : ""),
    );
  }
  console.info("wrote bench/results/pages.md and bench/results/pages.json");
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
