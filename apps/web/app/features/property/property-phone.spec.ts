import { expectNoAxeViolations, freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

/**
 * A listing's page made for the thumb (issue 20), at 375 px and 1280 px in both languages: the
 * bar (a card beside the page on wide screens) keeps the price and "I'm interested" on screen,
 * leads to the form and gives way to a field being typed in; the photos open full screen
 * ("1 / N", arrow keys, a swipe, Escape, the close button, focus back on the photo); price,
 * costs, bedrooms, free places and the distance to a university are on the first screen.
 */

type University = { slug: string; name: string; distanceM: number; isPartner: boolean };
type Listing = {
  code: string;
  rentAmount: number;
  condoFee: number;
  iptu: number;
  /** Rent + condomínio + IPTU + the bills the rent does not include (issue 22). */
  allInMonthly: number;
  bedrooms: number;
  vacancies: number;
  photos: unknown[];
  nearbyUniversities: University[];
};

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 800 };

test.beforeEach(({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    cta: "Tenho interesse",
    name: "Nome",
    length: "Duração do contrato",
    showAll: (n: number) => `Ver as ${n} fotos`,
    open: (i: number, n: number) => `Abrir a foto ${i} de ${n} em tela cheia`,
    dialog: "Fotos do imóvel em tela cheia",
    close: "Fechar as fotos",
    next: "Próxima foto",
    bedrooms: (n: number) => `${n} ${n === 1 ? "quarto" : "quartos"}`,
    vacancies: (n: number) => (n === 0 ? "Nenhuma vaga livre" : `${n} ${n === 1 ? "vaga livre" : "vagas livres"}`),
    distance: (d: string, u: string) => `${d} até ${u}`,
    decimal: ",",
  },
  en: {
    prefix: "/en",
    cta: "I'm interested",
    name: "Name",
    length: "Contract length",
    showAll: (n: number) => `Show all ${n} photos`,
    open: (i: number, n: number) => `Open photo ${i} of ${n} full screen`,
    dialog: "Photos of the home, full screen",
    close: "Close the photos",
    next: "Next photo",
    bedrooms: (n: number) => `${n} ${n === 1 ? "bedroom" : "bedrooms"}`,
    vacancies: (n: number) => (n === 0 ? "No vacancies" : `${n} ${n === 1 ? "vacancy" : "vacancies"}`),
    distance: (d: string, u: string) => `${d} to ${u}`,
    decimal: ".",
  },
} as const;
type Texts = (typeof TEXT)["pt" | "en"];

/** `R$ 1.234,56`, written out independently of the app's formatter. */
function brl(reais: number): string {
  const cents = Math.round(reais * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `R$ ${whole},${String(cents % 100).padStart(2, "0")}`;
}

/** `850 m` or `1,2 km` / `1.2 km`, as a visitor reads a distance. */
function distance(meters: number, x: Texts): string {
  const rounded = Math.round(meters / 10) * 10;
  return rounded < 1000 ? `${rounded} m` : `${(meters / 1000).toFixed(1).replace(".", x.decimal)} km`;
}

/** A rental with several photos, a condominium fee and a partner university nearby. */
async function rental(request: APIRequestContext, locale: "pt" | "en"): Promise<Listing> {
  const list = (await (await request.get("/v2/properties?purpose=rent&pageSize=40")).json()) as {
    items: { code: string; photos: unknown[]; condoFee?: number }[];
  };
  for (const item of list.items.filter((candidate) => candidate.photos.length >= 3)) {
    const detail = (await (await request.get(`/v2/properties/${item.code}?lang=${locale}`)).json()) as Listing;
    if (detail.condoFee > 0 && detail.nearbyUniversities.some((u) => u.isPartner)) return detail;
  }
  throw new Error("the seed has no rental with photos, a condominium fee and a partner university");
}

const nearestPartner = (home: Listing) =>
  home.nearbyUniversities.filter((u) => u.isPartner).sort((a, b) => a.distanceM - b.distanceM)[0] as University;

/** The bar on a phone, the card beside the page on a wide screen. */
const barOf = (page: Page, wide: boolean): Locator => page.getByTestId(wide ? "interest-card" : "interest-bar");

/** Whether what shows across `target` (its middle line, end to end) is the target itself, not something laid over it. */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const inset = box.height / 2;
    const xs = [box.left + inset, box.left + box.width / 2, box.right - inset];
    return xs.every((x) => element.contains(document.elementFromPoint(x, y)));
  });

/** A finger dragged across the screen (touch events, as a phone sends them). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 8;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let step = 1; step <= steps; step++) {
    const point = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  for (const width of [375, 1280] as const) {
    const wide = width === 1280;

    test.describe(`listing page (${locale}, ${width} px)`, () => {
      test.use(wide ? { viewport: WIDE } : { viewport: PHONE, isMobile: true, hasTouch: true });

      test("price, costs, bedrooms, free places and the distance to a university are on the first screen", async ({
        page,
        request,
      }) => {
        const home = await rental(request, locale);
        await page.goto(`${x.prefix}/imovel/${home.code}`);
        await waitForHydration(page);
        const screen = wide ? WIDE : PHONE;
        // On a phone the bar holds the screen's last strip: the facts sit above it.
        const limit = wide ? screen.height : ((await barOf(page, false).boundingBox())?.y ?? screen.height);
        const facts = page.getByTestId("key-facts").filter({ visible: true });
        await expect(facts.locator("li")).toHaveText([
          x.bedrooms(home.bedrooms),
          x.vacancies(home.vacancies),
          x.distance(distance(nearestPartner(home).distanceM, x), nearestPartner(home).name),
        ]);
        const total = brl(home.allInMonthly);
        const price = wide ? barOf(page, true) : page.getByTestId("listing-price");
        const costs = wide ? barOf(page, true) : page.getByTestId("monthly-total");
        await expect(price).toContainText(brl(home.rentAmount));
        await expect(costs).toContainText(total);
        for (const shown of [facts, price, costs]) {
          const box = await shown.boundingBox();
          expect(box, "shown").not.toBeNull();
          expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(limit);
        }
        // Nothing is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);

        // A university chosen in the search is the one the page measures to.
        const other = home.nearbyUniversities.find((u) => u.slug !== nearestPartner(home).slug);
        if (other) {
          await page.goto(`${x.prefix}/imovel/${home.code}?university=${other.slug}`);
          await expect(facts.locator("[data-fact='distance']")).toHaveText(
            x.distance(distance(other.distanceM, x), other.name),
          );
        }
      });

      test("the bar stays on screen, leads to the form and gives way to a field being typed in", async ({
        page,
        request,
      }) => {
        const home = await rental(request, locale);
        await page.goto(`${x.prefix}/imovel/${home.code}`);
        await waitForHydration(page);
        const bar = barOf(page, wide);
        await expect(bar).toBeInViewport();
        await expect(bar).toContainText(brl(home.rentAmount));
        await expectNoAxeViolations(page);

        // Reading down the page, it stays; on a phone it holds the bottom of the screen.
        for (const y of [600, 1400]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await expect(bar).toBeInViewport({ ratio: 1 });
        }
        if (!wide) {
          const box = await bar.boundingBox();
          expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
        }
        // Nothing floats over its button (the messaging button steps aside): a tap reaches it, ends too.
        await expect.poll(() => uncovered(bar.getByRole("link", { name: x.cta }))).toBe(true);

        // Its button scrolls to the form and puts the cursor in the first field; the bar gives way.
        await bar.getByRole("link", { name: x.cta }).click();
        const name = page.locator("#interesse").getByLabel(x.name, { exact: true });
        await expect(name).toBeFocused();
        await expect(name).toBeInViewport();
        await expect(bar).toBeHidden();

        // Back at the top with the field left, it returns; a focused field elsewhere hides it again.
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        await expect(bar).toBeVisible();
        await page.getByLabel(x.length).focus();
        await expect(bar).toBeHidden();
        await page.getByRole("heading", { level: 1 }).click();
        await expect(bar).toBeVisible();

        // At the end of the page nothing is left under it: the footer's last line shows, clear of it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = page.locator("body > footer a").last();
        await expect(last).toBeInViewport();
        const [line, held] = [await last.boundingBox(), await bar.boundingBox()];
        if (line && held && held.height > 0) {
          const overlaps = held.y < line.y + line.height && held.y + held.height > line.y;
          expect(overlaps, "the bar covers the footer's last line").toBe(false);
        }
      });

      if (!wide) {
        test("with the cookie notice showing, the bar sits above it and nothing covers its button", async ({
          page,
          request,
        }) => {
          await page.addInitScript(() => window.localStorage.removeItem("campuslar:cookie-notice"));
          const home = await rental(request, locale);
          await page.goto(`${x.prefix}/imovel/${home.code}`);
          await waitForHydration(page);
          const notice = page.locator("[data-floating=cookie-notice]");
          await expect(notice).toBeVisible();
          const bar = barOf(page, false);
          await expect
            .poll(async () => {
              const [above, below] = [await bar.boundingBox(), await notice.boundingBox()];
              return above && below ? above.y + above.height <= below.y : false;
            })
            .toBe(true);
          await expect.poll(() => uncovered(bar.getByRole("link", { name: x.cta }))).toBe(true);
          await page.evaluate(() => window.scrollTo(0, 900));
          await expect.poll(() => uncovered(bar.getByRole("link", { name: x.cta }))).toBe(true);
        });
      }

      test("the photos open full screen, move, close and give the focus back to the photo", async ({
        page,
        request,
      }) => {
        const home = await rental(request, locale);
        const total = home.photos.length;
        await page.goto(`${x.prefix}/imovel/${home.code}`);
        await waitForHydration(page);
        const dialog = page.getByRole("dialog", { name: x.dialog });
        const first = page.getByRole("link", { name: x.open(1, total) });

        if (wide) await first.click();
        else await first.tap();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(`1 / ${total}`, { exact: true })).toBeVisible();
        await expect(dialog.getByRole("img").filter({ visible: true }).first()).toBeVisible();
        await expectNoAxeViolations(page);

        await page.keyboard.press("ArrowRight");
        await expect(dialog.getByText(`2 / ${total}`, { exact: true })).toBeVisible();
        if (wide) {
          await page.keyboard.press("ArrowLeft");
          await expect(dialog.getByText(`1 / ${total}`, { exact: true })).toBeVisible();
          await page.keyboard.press("ArrowRight");
        } else {
          // A swipe to the left shows the next photo, a swipe to the right the one before.
          await swipe(page, { x: 300, y: 400 }, { x: 60, y: 400 });
          await expect(dialog.getByText(`3 / ${total}`, { exact: true })).toBeVisible();
          await swipe(page, { x: 60, y: 400 }, { x: 300, y: 400 });
          await expect(dialog.getByText(`2 / ${total}`, { exact: true })).toBeVisible();
        }

        // Escape closes it on the photo last seen, which has the focus.
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        const second = page.getByRole("link", { name: x.open(2, total) });
        await expect(second).toBeFocused();
        await expect(second).toBeInViewport();

        // "Show all N photos" opens it where the gallery is; the close button closes it.
        await page.getByRole("button", { name: x.showAll(total) }).click();
        await expect(dialog.getByText(`2 / ${total}`, { exact: true })).toBeVisible();
        await dialog.getByRole("button", { name: x.close }).click();
        await expect(dialog).toBeHidden();
        await expect(second).toBeFocused();

        if (!wide) {
          // On a phone a swipe down closes it too.
          await second.tap();
          await expect(dialog).toBeVisible();
          await swipe(page, { x: 190, y: 300 }, { x: 190, y: 620 });
          await expect(dialog).toBeHidden();
        }
      });

      test("Back closes the full-screen photos and stays on the listing (issue 34)", async ({ page, request }) => {
        const home = await rental(request, locale);
        const total = home.photos.length;
        const listing = `${x.prefix}/imovel/${home.code}`;
        const onListing = new RegExp(`${listing}(#fotos)?$`);
        await page.goto(`${x.prefix}/`);
        await page.goto(listing);
        await waitForHydration(page);
        const dialog = page.getByRole("dialog", { name: x.dialog });

        await page.getByRole("button", { name: x.showAll(total) }).click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press("ArrowRight");
        await expect(dialog.getByText(`2 / ${total}`, { exact: true })).toBeVisible();
        await page.goBack();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${listing}$`));
        await expect(page.getByRole("link", { name: x.open(2, total) })).toBeFocused();

        // A reload with the photos open shows the page with them still open; their close button
        // then steps out of their history entry, so the next Back leaves the listing.
        await page.getByRole("link", { name: x.open(1, total) }).click();
        await expect(dialog).toBeVisible();
        await page.reload();
        await waitForHydration(page);
        await expect(page).toHaveURL(onListing);
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: x.close }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${listing}$`));
        await page.goBack();
        await expect(page).not.toHaveURL(onListing);
      });
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the bar's button jumps to the form and a photo opens its image", async ({ page, request }) => {
    const home = await rental(request, "pt");
    await page.goto(`/imovel/${home.code}`);
    const bar = barOf(page, false);
    await expect(bar).toBeInViewport();
    await bar.getByRole("link", { name: TEXT.pt.cta }).click();
    await expect(page).toHaveURL(/#interesse$/);
    await expect(page.locator("#interesse")).toBeInViewport();
    const photo = page.getByRole("link", { name: TEXT.pt.open(1, home.photos.length) });
    await expect(photo).toHaveAttribute("href", /\.(webp|avif|jpe?g|png)$/);
  });
});
