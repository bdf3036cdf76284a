import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import {
  anAddress,
  dismissCookieNotice,
  expectNoAxeViolations,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";

/**
 * A listing's "Getting to campus" (issue 21): about how long the morning way to each university
 * takes, with the walk beside it, and its legs (walk, the line's badge in its colours between two
 * stations, walk); the university the visitor came from first; what the figures are, in a note.
 */

const TEXT = {
  pt: {
    prefix: "",
    heading: "Como chegar ao campus",
    headline: /^Cerca de \d+ min até FGV de (metrô|trem|ônibus)/,
    walkOnly: /^ou \d+ min a pé$/,
    legs: "O trajeto até FGV, etapa por etapa",
    note: "Estimativas para um dia útil de manhã (7h–8h) na rede de metrô e trem de 2019; a pé a 4,8 km/h.",
    lineName: /^Linha \d+ d[oa] (metrô|CPTM)$/,
  },
  en: {
    prefix: "/en",
    heading: "Getting to campus",
    headline: /^About \d+ min to FGV by (metro|train|bus)/,
    walkOnly: /^or \d+ min on foot$/,
    legs: "The way to FGV, step by step",
    note: "Estimates for a weekday morning (7–8 am) on the 2019 metro and train network; walking at 4.8 km/h.",
    lineName: /^(Metro line|CPTM line) \d+$/,
  },
} as const;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  await dismissCookieNotice(context);
});

/** A rental whose way to FGV rides the metro or a train, as the API tells it. */
async function listingRidingToFgv(request: APIRequestContext): Promise<PropertyDetail> {
  const list = (await (
    await request.get("/v2/properties?university=fgv&maxCommute=60&order=commute&pageSize=50")
  ).json()) as { items: { code: string; commute?: { rides: string[] } }[] };
  const riding = list.items.filter((item) => item.commute?.rides.some((kind) => kind === "metro" || kind === "train"));
  for (const item of riding) {
    const detail = (await (await request.get(`/v2/properties/${item.code}?university=fgv`)).json()) as PropertyDetail;
    const legs = detail.commutes[0]?.commute.legs ?? [];
    if (legs.some((leg) => leg.kind === "ride" && leg.line.kind !== "bus")) return detail;
  }
  throw new Error("no listing of the seed rides to FGV");
}

// The way to campus reads the same at every width: each language runs at one (WIDTH_FOR).
for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];
  const width = WIDTH_FOR[locale];
  test(`${locale} at ${width} px: the way to FGV first, its legs and the line's badge in its colours`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const listing = await listingRidingToFgv(request);
    const first = listing.commutes[0];
    if (!first) throw new Error("no commute");
    await page.goto(`${text.prefix}/imovel/${listing.code}?university=fgv`);
    await waitForHydration(page);

    const section = page.getByRole("region", { name: text.heading });
    await expect(section).toBeVisible();
    const fgv = section.locator('li[data-commute="fgv"]');
    // The university the visitor came from comes first, opened.
    await expect(section.locator("li[data-commute]").first()).toHaveAttribute("data-commute", "fgv");
    await expect(fgv).toHaveAttribute("data-minutes", String(first.commute.minutes));
    await expect(fgv.locator("summary")).toContainText(text.headline);
    await expect(fgv.locator("[data-walk-only]")).toHaveText(text.walkOnly);
    await expect(fgv.locator("[data-walk-only]")).toContainText(String(first.commute.walkOnlyMinutes));

    // Its legs, in travel order, with each ride's line on its own colour.
    const legs = fgv.getByRole("list", { name: text.legs });
    await expect(legs).toBeVisible();
    await expect(legs.locator(":scope > li")).toHaveCount(first.commute.legs.length);
    const ride = first.commute.legs.find((leg) => leg.kind === "ride" && leg.line.kind !== "bus");
    if (ride?.kind !== "ride") throw new Error("no ride by metro or train");
    const badge = legs.locator(`[data-line="${ride.line.id}"]`).first();
    await expect(badge).toBeVisible();
    // The badge is drawn on the line's colour (an SVG fill behind its text).
    await expect(badge.locator("rect")).toHaveAttribute("fill", new RegExp(`^#${ride.line.color}$`, "i"));
    await expect(badge.locator(".sr-only")).toHaveText(text.lineName);
    await expect(legs).toContainText(`${ride.from} → ${ride.to}`);

    await expect(section).toContainText(text.note);
    await expectNoAxeViolations(page);
  });
}
