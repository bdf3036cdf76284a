/**
 * Saves PNGs of the home page in both languages at phone and desktop widths, for looking at
 * the site without a desktop browser.
 *
 *   npx tsx e2e/screenshots.ts [baseUrl]      (default http://127.0.0.1:3000)
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const baseUrl = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const outDir = join(dirname(fileURLToPath(import.meta.url)), "screenshots");

const PAGES = [
  { name: "home-pt", path: "/" },
  { name: "home-en", path: "/en" },
];
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844, deviceScaleFactor: 2, isMobile: true },
  { name: "desktop", width: 1366, height: 900, deviceScaleFactor: 1, isMobile: false },
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
