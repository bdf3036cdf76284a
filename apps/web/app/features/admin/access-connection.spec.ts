import {
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { logIn, TEXT, unique } from "./admin.spec-support.ts";

/*
 * University access connections (issue 34, decision 032) in both languages. A listing whose way to
 * USP rides the demo's circular from Butantã names it on its page. Staff add a connection in the
 * backoffice (a wrong station is refused next to its field), the university's commutes are
 * recomputed, a listing's page names the new line, and staff remove it again. Runs on the
 * marketplace server: it changes commutes.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => freshVisitor(context));

const WORDS = {
  pt: {
    heading: "Como chegar ao campus",
    access:
      /^Linha 4 do metrô até Butantã, depois Circular 80[12]2-10 \(Butantã–USP\) · 1[24] min$|^Circular 80[12]2-10 \(Butantã–USP\) desde Butantã · 1[24] min$/,
    rides: /de (metrô e )?ônibus circular/,
    page: "Conexões ao campus",
    addForm: "Adicionar conexão",
    university: "Faculdade",
    show: "Mostrar",
    line: "Nome da linha",
    operator: "Operadora",
    station: "Estação de partida",
    ride: "Minutos a bordo",
    headway: "Intervalo entre veículos (min)",
    lat: "Latitude do ponto no campus",
    lng: "Longitude do ponto no campus",
    source: "Fonte",
    add: "Adicionar",
    unknownStation: "nenhuma estação de metrô ou trem da rede tem este nome",
    saved: /^Conexão salva\. Os trajetos até .+ foram recalculados\.$/,
    remove: (line: string) => `Remover ${line}`,
    removed: /^Conexão removida\./,
  },
  en: {
    heading: "Getting to campus",
    access:
      /^Metro line 4 to Butantã, then Circular 80[12]2-10 \(Butantã–USP\) · 1[24] min$|^Circular 80[12]2-10 \(Butantã–USP\) from Butantã · 1[24] min$/,
    rides: /by (metro and )?campus shuttle/,
    page: "Campus connections",
    addForm: "Add a connection",
    university: "University",
    show: "Show",
    line: "Line name",
    operator: "Operator",
    station: "Station it leaves from",
    ride: "Minutes on board",
    headway: "Minutes between vehicles",
    lat: "Campus stop latitude",
    lng: "Campus stop longitude",
    source: "Source",
    add: "Add",
    unknownStation: "no metro or train station of the network has this name",
    saved: /^Connection saved\. Commutes to .+ were recomputed\.$/,
    remove: (line: string) => `Remove ${line}`,
    removed: /^Connection removed\./,
  },
} as const;

type SearchItem = { code: string; commute?: { rides: string[]; minutes: number } };

/**
 * A rental whose way to a university rides a shuttle, as the search tells it (shortest commutes
 * first: the homes next to the campus walk, so a few pages may be read); null when none does.
 */
async function listingRidingShuttle(request: APIRequestContext, slug: string): Promise<SearchItem | null> {
  for (let page = 1; page <= 20; page++) {
    const response = await request.get(
      `/v2/properties?university=${slug}&maxCommute=120&order=commute&pageSize=50&page=${page}`,
    );
    expect(response.ok()).toBe(true);
    const { items, totalPages } = (await response.json()) as { items: SearchItem[]; totalPages: number };
    const found = items.find((item) => item.commute?.rides.includes("shuttle"));
    if (found) return found;
    if (page >= totalPages) break;
  }
  return null;
}

/**
 * Each language adds its own line to a campus of its own, side by side on one server: pt to
 * Einstein (no station within 1.5 km; São Paulo–Morumbi on Line 4 is 1.7 km away), en to PUC-SP
 * (Palmeiras–Barra Funda 1.3 km away). Test lines, removed at the end.
 */
const CAMPUS = {
  pt: { slug: "einstein", station: "São Paulo - Morumbi", lat: "-23,5997", lng: "-46,7153" },
  en: { slug: "puc-sp", station: "Palmeiras - Barra Funda", lat: "-23.5369", lng: "-46.6713" },
} as const;

async function fillConnection(page: Page, w: (typeof WORDS)["pt" | "en"], values: Record<string, string>) {
  const form = page.getByRole("form", { name: w.addForm });
  await form.getByLabel(w.line, { exact: true }).fill(values.line ?? "");
  await form.getByLabel(w.operator, { exact: true }).fill(values.operator ?? "");
  await form.getByLabel(w.station, { exact: true }).fill(values.station ?? "");
  await form.getByLabel(w.ride, { exact: true }).fill(values.ride ?? "");
  await form.getByLabel(w.headway, { exact: true }).fill(values.headway ?? "");
  await form.getByLabel(w.lat, { exact: true }).fill(values.lat ?? "");
  await form.getByLabel(w.lng, { exact: true }).fill(values.lng ?? "");
  await form.getByLabel(w.source, { exact: true }).fill(values.source ?? "");
  await form.getByRole("button", { name: w.add, exact: true }).click();
  return form;
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  const w = WORDS[locale];

  test(`${locale}: a listing's way to USP names the circular from Butantã`, async ({ page, request }) => {
    const listing = await listingRidingShuttle(request, "usp-butanta");
    if (!listing) throw new Error("no listing of the seed rides USP's circular");
    await page.goto(`${x.prefix}/imovel/${listing.code}?university=usp-butanta`);
    await waitForHydration(page);
    const usp = page.getByRole("region", { name: w.heading }).locator('li[data-commute="usp-butanta"]');
    await expect(usp.locator("summary")).toContainText(w.rides);
    await expect(usp.locator("[data-access]")).toHaveText(w.access);
    const leg = usp.locator('li[data-leg="shuttle"]');
    await expect(leg).toContainText(/Circular 80[12]2-10 \(Butantã–USP\)/);
    await expect(leg).toContainText("SPTrans");
    await expectNoAxeViolations(page);
  });

  test(`${locale}: staff add a campus connection, a listing's page names it, and staff remove it`, async ({
    page,
    request,
  }) => {
    const campus = CAMPUS[locale];
    const line = `Circular de teste ${unique()}`;
    await logIn(page, x, STAFF_EMAIL, STAFF_PASSWORD);
    await page.goto(`${x.prefix}/admin/conexoes-campus?university=${campus.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.page);
    await expect(page.getByRole("navigation", { name: x.nav }).getByRole("link", { name: w.page })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);

    const values = {
      line,
      operator: "SPTrans",
      station: "Estação Inventada",
      ride: "3",
      headway: "2",
      lat: campus.lat,
      lng: campus.lng,
      source: "Teste",
    };
    // A station the network does not have: refused next to its field, everything typed kept.
    let form = await fillConnection(page, w, values);
    await expect(form.getByText(w.unknownStation)).toBeVisible();
    await expect(form.getByLabel(w.station, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(w.line, { exact: true })).toHaveValue(line);

    form = await fillConnection(page, w, { ...values, station: campus.station });
    await expect(page.getByText(w.saved)).toBeVisible();
    const card = page.locator(`[data-access-connection="${line}"]`);
    await expect(card).toContainText(campus.station);

    // The university's commutes were recomputed: a listing rides the new line, and its page names it.
    const listing = await listingRidingShuttle(request, campus.slug);
    if (!listing) throw new Error(`no listing rides the new line to ${campus.slug}`);
    await page.goto(`${x.prefix}/imovel/${listing.code}?university=${campus.slug}`);
    const commute = page.getByRole("region", { name: w.heading }).locator(`li[data-commute="${campus.slug}"]`);
    await expect(commute.locator("[data-access]")).toContainText(line);
    await expect(commute.locator('li[data-leg="shuttle"]')).toContainText(line);

    // Removed: the line is gone from the backoffice and from the listing's way.
    await page.goto(`${x.prefix}/admin/conexoes-campus?university=${campus.slug}`);
    await page.getByRole("button", { name: w.remove(line) }).click();
    await expect(page.getByText(w.removed)).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto(`${x.prefix}/imovel/${listing.code}?university=${campus.slug}`);
    await expect(
      page.getByRole("region", { name: w.heading }).locator(`li[data-commute="${campus.slug}"] [data-access]`),
    ).toHaveCount(0);
  });
}
