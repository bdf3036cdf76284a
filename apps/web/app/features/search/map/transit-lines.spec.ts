import { anAddress, dismissCookieNotice, expectNoAxeViolations, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";

/**
 * The metro and train lines over the search's map (issue 21): off at first and not even asked
 * for; switched on, each line is drawn in its colour under the pins; switched off, gone. On a
 * wide screen beside the list and on a phone's full-screen map alike.
 */

const TEXT = {
  pt: {
    root: "/imoveis",
    lines: "Linhas de metrô e trem",
    map: "Mapa dos imóveis da busca",
    show: "Ver os imóveis no mapa",
    line4: "Linha 4 do metrô · São Paulo - Morumbi - Luz",
  },
  en: {
    root: "/en/imoveis",
    lines: "Metro and train lines",
    map: "Map of the search's homes",
    show: "Show the homes on a map",
    line4: "Metro line 4 · São Paulo - Morumbi - Luz",
  },
} as const;

const drawnLines = (page: Page) => page.locator("#search-map path.transit-line");

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  await dismissCookieNotice(context);
});

/** Switches the lines on, off and on again, counting what is drawn and what is asked for. */
async function toggleLines(page: Page, text: (typeof TEXT)["pt" | "en"], asked: () => number) {
  const map = page.getByRole("region", { name: text.map });
  const toggle = map.getByRole("checkbox", { name: text.lines });
  await expect(toggle).not.toBeChecked();
  await expect(drawnLines(page)).toHaveCount(0);
  expect(asked(), "the lines are not asked for before they are wanted").toBe(0);

  await toggle.check();
  await expect.poll(() => drawnLines(page).count()).toBeGreaterThan(10);
  expect(asked()).toBe(1);
  // Each line in its own colour: Line 4 yellow, Line 1 blue.
  await expect(page.locator('#search-map path.transit-line[data-line="METRÔ L4"]').first()).toHaveAttribute(
    "stroke",
    /^#ffff00$/i,
  );
  await expect(page.locator('#search-map path.transit-line[data-line="METRÔ L1"]').first()).toHaveAttribute(
    "stroke",
    /^#0455a1$/i,
  );
  // A line names itself when pointed at (or tapped).
  await page.locator('#search-map path.transit-line[data-line="METRÔ L4"]').first().dispatchEvent("mouseover");
  await expect(page.locator("#search-map .leaflet-tooltip")).toHaveText(text.line4);
  // Under the pins: the lines' pane sits below the markers'.
  const [linesZ, pinsZ] = await page.evaluate(() =>
    [".leaflet-overlay-pane", ".leaflet-marker-pane"].map((pane) =>
      Number(getComputedStyle(document.querySelector(`#search-map ${pane}`) as Element).zIndex),
    ),
  );
  expect(linesZ).toBeLessThan(pinsZ ?? 0);
  await expectNoAxeViolations(page);

  await toggle.uncheck();
  await expect(drawnLines(page)).toHaveCount(0);
  await toggle.check();
  await expect.poll(() => drawnLines(page).count()).toBeGreaterThan(10);
  expect(asked(), "asked for once, however often shown").toBe(1);
}

function countLineRequests(page: Page): () => number {
  let asked = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/v2/transit/lines") asked++;
  });
  return () => asked;
}

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];

  test(`${locale} at 1280 px: the lines beside the list, on and off`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const asked = countLineRequests(page);
    await page.goto(`${text.root}?university=fgv`);
    await waitForHydration(page);
    await toggleLines(page, text, asked);
  });

  test.describe(`${locale} on a 375 px phone`, () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test("the lines on the full-screen map, on and off", async ({ page }) => {
      const asked = countLineRequests(page);
      await page.goto(text.root);
      await waitForHydration(page);
      await page.getByRole("button", { name: text.show }).click();
      await toggleLines(page, text, asked);
    });
  });
}
