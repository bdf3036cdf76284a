import { existsSync } from "node:fs";

/**
 * The machine's Chromium (Playwright's own browser download is not available here), with the
 * flags that keep a headless run quiet and offline apart from the site under test.
 *
 * Debian's headless shell (package chromium-headless-shell, the same engine and version as its
 * chromium) is preferred where installed: it is the build Playwright itself runs headless, and
 * it has none of the full browser's own windows and their renderers, so two test workers on two
 * cores spend their time on the site rather than on the browser (decision 029).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const isHeadlessShell = CHROMIUM_PATH.endsWith("chromium-headless-shell");

export const CHROMIUM_ARGS = [
  // The full browser runs headless in its "new" mode; the shell is headless by build.
  ...(isHeadlessShell ? [] : ["--headless=new"]),
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
