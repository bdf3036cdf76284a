import {
  anAddress,
  dismissCookieNotice,
  expectNoAxeViolations,
  sampleParams,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";

/**
 * The search's map (issue 20): beside the list on a wide screen, behind a button on a phone; a
 * price pin per listing, clusters where they crowd, the chosen listing's card, the campus, and
 * "search as I move the map", which narrows the list to the area in view. The tiles cannot
 * load on this machine (no internet): pins, clusters and the list work without them.
 */

const TEXT = {
  pt: {
    root: "/imoveis",
    map: "Mapa dos imóveis da busca",
    moveSearch: "Buscar ao mover o mapa",
    order: "Ordenar por",
    onMap: /^\d+ imóve(l|is) no mapa$/,
    area: "Só imóveis na área do mapa.",
    everywhere: "Ver todas as áreas",
    show: "Ver os imóveis no mapa",
    hide: "Voltar para a lista",
    next: "Próximo imóvel no mapa",
    campus: (name: string) => `Campus: ${name}`,
    pin: /^R\$ \d{1,3}(\.\d{3})*$/,
  },
  en: {
    root: "/en/imoveis",
    map: "Map of the search's homes",
    moveSearch: "Search as I move the map",
    order: "Sort by",
    onMap: /^\d+ homes? on the map$/,
    area: "Only homes in the map's area.",
    everywhere: "Show every area",
    show: "Show the homes on a map",
    hide: "Back to the list",
    next: "Next home on the map",
    campus: (name: string) => `Campus: ${name}`,
    pin: /^R\$ \d{1,3}(\.\d{3})*$/,
  },
} as const;

const cards = (page: Page) => page.locator("ul[data-view] > li > article");
const pins = (page: Page) => page.locator(".search-map-pin");
const clusters = (page: Page) => page.locator(".search-map-cluster");
const resultCount = async (page: Page) =>
  Number((await page.getByTestId("result-count").innerText()).replace(/\D/g, ""));

/** Zooms in through clusters (as a visitor taps them) until at least `wanted` pins stand alone. */
async function zoomUntilPins(page: Page, wanted: number) {
  for (let step = 0; step < 10 && (await pins(page).count()) < wanted; step++) {
    const before = page.url();
    await clusters(page).first().dispatchEvent("click");
    // Each tap is a move: the address takes the new area once the map has settled.
    await expect.poll(() => page.url()).not.toBe(before);
    await waitForHydration(page);
  }
  expect(await pins(page).count()).toBeGreaterThanOrEqual(wanted);
}

/** The area the address narrows the list to. */
const areaOf = (page: Page) => {
  const text = new URL(page.url()).searchParams.get("bbox");
  expect(text, "the address holds the map's area").toBeTruthy();
  return (text ?? "").split(",").map(Number) as [number, number, number, number];
};

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  await dismissCookieNotice(context);
});

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];

  test.describe(`${locale} at 1280 px: the map beside the list`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("the map is on the first screen beside the list, with price pins and clusters; a card marks its pin", async ({
      page,
    }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      const map = page.getByRole("region", { name: text.map });
      await expect(map.getByRole("status")).toHaveText(text.onMap);
      const mapBox = await map.boundingBox();
      const listBox = await page.locator("ul[data-view]").boundingBox();
      expect(mapBox && listBox).toBeTruthy();
      if (!mapBox || !listBox) return;
      // Beside the list, on the first screen, most of the screen tall.
      expect(mapBox.x).toBeGreaterThanOrEqual(listBox.x + listBox.width);
      expect(mapBox.y).toBeLessThan(900);
      expect(mapBox.height).toBeGreaterThan(600);

      // Every listing is on the map: as a pin with its price, or counted in a cluster.
      const total = await resultCount(page);
      const onMap = await page.evaluate(() => {
        const counts = [...document.querySelectorAll(".search-map-cluster")].map((c) => Number(c.textContent));
        return counts.reduce((sum, n) => sum + n, 0) + document.querySelectorAll(".search-map-pin").length;
      });
      expect(onMap).toBe(total);
      await zoomUntilPins(page, 1);
      for (const label of await pins(page).allInnerTexts()) expect(label).toMatch(text.pin);

      // Pointing at a card marks its pin (or the cluster holding it); leaving it, no longer.
      await cards(page).first().hover();
      await expect(
        page.locator(".search-map-pin[data-highlighted], .search-map-cluster[data-highlighted]"),
      ).toHaveCount(1);
      await page.mouse.move(5, 5);
      await expect(page.locator("[data-highlighted]")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("moving the map narrows the list to its area; a pin opens its card; the area can be let go", async ({
      page,
      request,
    }) => {
      await page.goto(text.root);
      await waitForHydration(page);
      const everywhere = await resultCount(page);
      await zoomUntilPins(page, 1);
      // The list follows the map a moment after the map stops: read both once neither moves.
      const listAndArea = async () =>
        [
          page.url(),
          ...(await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute("data-code")))),
        ].join();
      await expect
        .poll(async () => {
          const before = await listAndArea();
          await page.waitForTimeout(700);
          return before === (await listAndArea());
        })
        .toBe(true);

      // The list now holds only homes inside the map's area, and says so.
      await expect(page.getByTestId("area-note")).toContainText(text.area);
      const [west, south, east, north] = areaOf(page);
      expect(await resultCount(page)).toBeLessThan(everywhere);
      const codes = await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute("data-code") ?? ""));
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) {
        const { location } = (await (await request.get(`/v2/properties/${code}`)).json()) as {
          location: { lat: number; lng: number };
        };
        expect(location.lng).toBeGreaterThanOrEqual(west);
        expect(location.lng).toBeLessThanOrEqual(east);
        expect(location.lat).toBeGreaterThanOrEqual(south);
        expect(location.lat).toBeLessThanOrEqual(north);
      }

      // Another order (a filter form's change) keeps the area.
      const area = new URL(page.url()).searchParams.get("bbox");
      await page.getByLabel(text.order).selectOption("price_asc");
      await expect.poll(() => new URL(page.url()).searchParams.get("order")).toBe("price_asc");
      expect(new URL(page.url()).searchParams.get("bbox")).toBe(area);

      // A pin shows its home's card, with its price, linking to its page.
      const pin = pins(page).first();
      const price = await pin.innerText();
      await pin.dispatchEvent("click");
      const card = page.locator("#search-map article");
      await expect(card).toBeVisible();
      const code = await card.getAttribute("data-code");
      await expect(page.locator(`.search-map-pin:has([data-pin="${code}"])`)).toHaveAttribute("data-selected", "");
      await expect(card.getByRole("link")).toHaveAttribute("href", new RegExp(`/imovel/${code}$`));
      const { rentAmount } = (await (await request.get(`/v2/properties/${code}`)).json()) as { rentAmount: number };
      // The pin shows the rent in whole reais, written as everywhere else ("R$ 2.400").
      expect(price).toBe(`R$ ${Math.round(rentAmount).toLocaleString("pt-BR")}`);

      // With "search as I move the map" off, moving the map leaves the list as it is.
      const checkbox = page.getByRole("checkbox", { name: text.moveSearch });
      await expect(checkbox).toBeChecked();
      await checkbox.uncheck();
      const url = page.url();
      // The map asks for the pins of its new area when it has stopped moving, in the same step
      // that would move the list: once they are answered, the list has had its chance to follow.
      const pinsOfNewArea = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/v2/properties/pins",
      );
      await page.locator(".leaflet-control-zoom-out").click();
      await pinsOfNewArea;
      await expect(page.getByRole("region", { name: text.map }).getByRole("status")).toHaveText(text.onMap);
      expect(page.url()).toBe(url);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

      // Letting the area go shows every area again.
      await page.getByRole("link", { name: text.everywhere }).click();
      await expect(page.getByTestId("area-note")).toHaveCount(0);
      await expect.poll(() => resultCount(page)).toBe(everywhere);
    });

    test("a university's search marks its campus on the map", async ({ page, request }) => {
      const { university } = await sampleParams(request);
      const { items } = (await (await request.get("/v2/properties/universities")).json()) as {
        items: { slug: string; names: Record<"pt" | "en", string>; shortName: string }[];
      };
      const chosen = items.find((item) => item.slug === university);
      expect(chosen).toBeTruthy();
      await page.goto(`${text.root}/faculdade/${university}`);
      await waitForHydration(page);
      const campus = page.locator(".search-map-campus");
      await expect(campus.locator("b")).toBeVisible();
      await expect(campus).toHaveAttribute("title", text.campus(chosen?.names[locale] ?? ""));
      await expect(campus).toContainText(chosen?.shortName ?? "");
      // Its listings' pages are told which university the visitor came from.
      await expect(cards(page).first().locator("h3 a")).toHaveAttribute(
        "href",
        new RegExp(`university=${university}$`),
      );
    });
  });

  test.describe(`${locale} on a phone: the map behind a button`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the button opens the map over the screen, a card steps through the pins by swipe, the list comes back", async ({
      page,
    }) => {
      const mapCode: string[] = [];
      page.on("request", (request) => {
        if (/leaflet|supercluster|draw-search-map/i.test(request.url())) mapCode.push(request.url());
      });
      await page.goto(text.root);
      await waitForHydration(page);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      // Where the page comes to rest (the wheel's last steps, a top bar that shrinks on scroll).
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const before = window.scrollY;
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            return window.scrollY === before;
          }),
        )
        .toBe(true);
      const scrolled = await page.evaluate(() => window.scrollY);
      const map = page.getByRole("region", { name: text.map });
      await expect(map).toBeHidden();
      expect(mapCode, "nothing of the map loads before it is asked for").toEqual([]);

      // The button stays on screen, wherever the list is scrolled to.
      const open = page.getByRole("button", { name: text.show });
      await expect(open).toBeInViewport();
      await open.click();
      await expect(map.getByRole("status")).toHaveText(text.onMap);
      const box = await map.boundingBox();
      expect(box?.width).toBe(390);
      expect(box?.height).toBeGreaterThan(700);
      await expectNoAxeViolations(page);

      // Closed without moving it: the list is where it was.
      await page.getByRole("button", { name: text.hide }).click();
      await expect(map).toBeHidden();
      // Within a few pixels: the top bar folds and unfolds with the scroll (issue 34.6) and may
      // settle a handful of pixels apart; a lost place would be the page's top, 1,000 px away.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(24);
      await page.getByRole("button", { name: text.show }).click();
      await expect(map.getByRole("status")).toHaveText(text.onMap);

      // A pin's card; a swipe to the left shows the next home on the map.
      await zoomUntilPins(page, 2);
      await pins(page).first().dispatchEvent("click");
      const card = map.locator("article");
      await expect(card).toBeVisible();
      const first = await card.getAttribute("data-code");
      // More than one pin in view: the card can step to the next.
      await expect(card.getByRole("button", { name: text.next })).toBeVisible();
      const area = await card.boundingBox();
      if (!area) throw new Error("no card");
      const y = area.y + area.height / 2;
      await page.mouse.move(area.x + area.width - 60, y);
      await page.mouse.down();
      await page.mouse.move(area.x + 40, y, { steps: 6 });
      await page.mouse.up();
      await expect(card).not.toHaveAttribute("data-code", first ?? "");
      // The swipe ended over the card's link without following it.
      await expect(page).toHaveURL(/\/imoveis/);
      await expect(page.locator(".search-map-pin[data-selected]")).toHaveCount(1);
      await card.getByRole("button", { name: text.next }).click();
      await expect(card).toBeVisible();

      // Back to the list, which now holds the map's area: from its first home.
      await page.getByRole("button", { name: text.hide }).click();
      await expect(map).toBeHidden();
      await expect(page.getByTestId("area-note")).toContainText(text.area);
      await expect(cards(page).first()).toBeInViewport();
      await expect(page.getByRole("button", { name: text.show })).toBeInViewport();
    });
  });
}
