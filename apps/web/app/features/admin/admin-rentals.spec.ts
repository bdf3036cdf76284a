import {
  anAddress,
  expectNoAxeViolations,
  freshVisitor,
  logInThroughApi,
  publishListingThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  screenshotStep,
  signUpThroughApi,
  verifyEmailThroughApi,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { unique } from "./admin.spec-support.ts";

/*
 * Staff's rentals pipeline (issue 35, point 8) in both languages: a proposal a student just sent
 * shows in its stage with the tab's count, filters live in the address, the CSV export holds it,
 * and its code leads to the rental's page. The proposal is made through the API (the admin
 * feature may not import the rentals feature's spec support), as the proposal page's spec shows.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    title: "Aluguéis",
    proposals: "Propostas (1)",
    ended: "Encerrados (0)",
    empty: "Nenhum aluguel nesta etapa com estes filtros.",
    filters: "Filtrar aluguéis",
    search: "Código, estudante ou proprietário",
    filter: "Filtrar",
    count: "1 aluguel",
    state: "Proposta enviada",
    export: "Exportar CSV",
    header: "Código,Situação,Anúncio",
    from: "Enviada de",
    to: "Até",
  },
  en: {
    prefix: "/en",
    title: "Rentals",
    proposals: "Proposals (1)",
    ended: "Ended (0)",
    empty: "No rentals at this stage with these filters.",
    filters: "Filter rentals",
    search: "Code, student or owner",
    filter: "Filter",
    count: "1 rental",
    state: "Proposal sent",
    export: "Export CSV",
    header: "Code,State,Listing",
    from: "Sent from",
    to: "To",
  },
} as const;

/** A published home, a verified student and her proposal for it, all through the API. */
async function proposal(request: APIRequestContext, locale: "pt" | "en") {
  const listing = await publishListingThroughApi(request, locale, {
    title: locale === "pt" ? "Apartamento para o painel" : "Flat for the pipeline",
    // Over 100 m², away from the homes fair-price.spec.ts compares its planted listing with.
    areaM2: 105,
    rentAmount: 2000,
  });
  const student = { name: `Lena Pipeline ${unique()}`, email: `lena.${unique()}@example.com` };
  const token = await signUpThroughApi(request, {
    ...student,
    password: "Primeira1",
    phone: "+49 151 23456789",
    phoneCountry: "DE",
    locale,
  });
  await verifyEmailThroughApi(request, student.email);
  const sent = await request.post(`/v2/properties/${listing.code}/rentals`, {
    headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": anAddress() },
    data: {
      moveDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      stayPeriodMonths: 12,
      proposalValue: 2000,
      warrantyType: "escrow_deposit",
      occupants: 1,
      message: "",
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const rental = (await sent.json()) as { id: string; code: string };
  return { code: listing.code, student, rental };
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test(`staff find a new proposal in the pipeline, filter, export and open it (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    if (locale === "en") await page.setViewportSize({ width: 390, height: 844 });
    const { code, student, rental } = await proposal(request, locale);
    await logInThroughApi(context, STAFF_EMAIL, STAFF_PASSWORD);

    // The listing's code finds this rental alone: one proposal, nothing ended.
    await page.goto(`${x.prefix}/admin/alugueis?q=${code}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.title);
    await expect(page.getByRole("link", { name: x.proposals })).toBeVisible();
    await expect(page.getByRole("link", { name: x.ended })).toBeVisible();
    const row = page.locator(`[data-rental="${rental.code}"]`);
    await expect(row).toContainText(student.name);
    await expect(row).toContainText(x.state);
    await expect(row).toContainText("R$");
    await expectNoAxeViolations(page);
    await screenshotStep(page, "rental-12-staff-pipeline");

    await page.getByRole("link", { name: x.ended }).click();
    await expect(page).toHaveURL(/stage=ended/);
    await expect(page.getByText(x.empty)).toBeVisible();
    await page.getByRole("link", { name: x.proposals }).click();
    await expect(page).toHaveURL(/stage=proposals/);
    await expect(row).toBeVisible();

    // The search form keeps the tab and works as a plain GET.
    const filters = page.getByRole("form", { name: x.filters });
    await filters.getByLabel(x.search).fill(student.email);
    await filters.getByRole("button", { name: x.filter }).click();
    await expect(page).toHaveURL(/stage=proposals/);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(student.email).replace(/\./g, "\\.")}`));
    await expect(page.getByText(x.count, { exact: true })).toBeVisible();

    // Days the wrong way round: the message by the field, what was typed kept, no error page.
    await filters.getByLabel(x.from).fill("2026-12-10");
    await filters.getByLabel(x.to).fill("2026-12-01");
    await filters.getByRole("button", { name: x.filter }).click();
    await expect(filters.getByLabel(x.to)).toHaveAttribute("aria-invalid", "true");
    await expect(filters.getByLabel(x.search)).toHaveValue(student.email);
    await expectNoAxeViolations(page);

    // The export link carries the filters and answers the same rental as CSV.
    await page.goto(`${x.prefix}/admin/alugueis?q=${code}`);
    const href = await page.getByRole("link", { name: x.export }).getAttribute("href");
    const csv = await page.request.get(href ?? "", { headers: { Referer: page.url() } });
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(x.header);
    expect(text).toContain(`${rental.code},proposed,${code},`);

    // The code opens the rental's own page, where its conversation and history are.
    await page
      .locator(`[data-rental="${rental.code}"]`)
      .getByRole("link", { name: new RegExp(rental.code) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/alugueis/${rental.id}$`));
  });
}
