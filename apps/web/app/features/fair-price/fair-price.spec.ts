import type { PropertyDetail, PropertyList } from "@campuslar/domain/property/property-dto";
import { dismissCookieNotice, expectNoAxeViolations } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";

/**
 * Where a listing's price stands (issue 22): "N% below the median for … in <neighbourhood>" on
 * every rental with a median, and on one far below it, the safety note linking to the page that
 * explains the common scams; in both languages.
 */

const TEXT = {
  pt: {
    prefix: "",
    standing: /^\d+% (abaixo|acima) da mediana para .+ em .+$|^Na mediana para/,
    warning: "Preço muito abaixo do normal: cuidado",
    pix: "A CampusLar nunca pede Pix para reservar.",
    link: "Como evitar golpes",
    safetyHeading: "Segurança: como evitar golpes",
    signs: "Sinais de golpe",
  },
  en: {
    prefix: "/en",
    standing: /^\d+% (below|above) the median for .+ in .+$|^At the median for/,
    warning: "Far below the usual price: take care",
    pix: "CampusLar never asks for a Pix to reserve.",
    link: "How to avoid scams",
    safetyHeading: "Safety: how to avoid scams",
    signs: "Signs of a scam",
  },
} as const;

/** Rentals by their standing: one far below its median and one that is not, found through the API. */
async function findListings(request: APIRequestContext) {
  const list = (await (await request.get("/v2/properties?pageSize=50&order=total_asc")).json()) as PropertyList;
  let far: PropertyDetail | undefined;
  let fair: PropertyDetail | undefined;
  for (const item of list.items) {
    const detail = (await (await request.get(`/v2/properties/${item.code}`)).json()) as PropertyDetail;
    if (detail.pricePosition?.farBelowMarket) far ??= detail;
    else if (detail.pricePosition) fair ??= detail;
    if (far && fair) break;
  }
  return { far, fair };
}

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];

  test(`${locale}: a listing says where its price stands, and warns when it is far below`, async ({
    page,
    request,
  }) => {
    const { far, fair } = await findListings(request);
    expect(fair, "a rental priced near its median").toBeDefined();
    expect(far, "a rental priced far below its median (the cheapest all in)").toBeDefined();

    await page.goto(`${text.prefix}/imovel/${fair?.code}`);
    await dismissCookieNotice(page);
    const fairNote = page.getByTestId("price-position");
    await expect(fairNote.locator("span.font-semibold")).toHaveText(text.standing);
    await expect(page.getByText(text.warning)).toHaveCount(0);

    await page.goto(`${text.prefix}/imovel/${far?.code}`);
    const note = page.getByRole("note");
    await expect(note).toContainText(text.warning);
    await expect(note).toContainText(text.pix);
    await expect(page.getByTestId("price-position").locator("span.font-semibold")).toHaveText(
      new RegExp(`^${Math.abs(far?.pricePosition?.percent ?? 0)}% `),
    );
    await expectNoAxeViolations(page);
    await note.getByRole("link", { name: text.link }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/seguranca$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.safetyHeading);
    await expect(page.getByRole("heading", { level: 2, name: text.signs })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
