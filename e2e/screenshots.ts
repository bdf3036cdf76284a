/**
 * Saves PNGs of the main screens in both languages at phone and desktop widths, for looking at
 * the site without a desktop browser.
 *
 *   npx tsx e2e/screenshots.ts [baseUrl] [path ...]      (default http://127.0.0.1:3000)
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const baseUrl = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const outDir = join(dirname(fileURLToPath(import.meta.url)), "screenshots");

const code = await fetch(`${baseUrl}/v2/properties?pageSize=1`)
  .then((r) => r.json() as Promise<{ items: { code: string }[] }>)
  .then((list) => list.items[0]?.code ?? "SP10001");
const asked = process.argv.slice(3);
const PAGES = (
  asked.length > 0 ? asked : ["/", "/imoveis", `/imovel/${code}`, "/entrar", "/faq", "/nao-existe"]
).flatMap((path) => [
  { name: `${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-pt`, path },
  {
    name: `${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-en`,
    path: path === "/" ? "/en" : `/en${path}`,
  },
]);
const VIEWPORTS = [
  { name: "phone", width: 375, height: 812, deviceScaleFactor: 1, isMobile: true },
  { name: "desktop", width: 1280, height: 900, deviceScaleFactor: 1, isMobile: false },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
    });
    const page = await context.newPage();
    for (const { name, path } of PAGES) {
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      const file = join(outDir, `${name}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.info(`${response?.status() ?? "?"} ${path} → ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
