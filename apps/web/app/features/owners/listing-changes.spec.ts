import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  anAddress,
  dismissCookieNotice,
  expectNoAxeViolations,
  freshVisitor,
  logInThroughApi,
  publishListingThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  signInWithToken,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";

/*
 * Moderation of edits (issue 17, point 5; decision 017), in both languages: an owner edits a
 * published listing's title in the browser and students keep seeing the published one; staff
 * see the change field by field, decline it with a reason the owner then reads, the owner
 * discards it and changes the rent instead, and once staff approve, the listing page shows it.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const _photoFile = join(dirname(fileURLToPath(import.meta.url)), "../../../public/icon-512.png");

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    title: "Título do anúncio",
    rent: "Aluguel por mês (R$)",
    liveNote: "Este anúncio está no ar.",
    saveChanges: "Salvar alterações",
    savedForReview: "Alterações salvas: aguardam nossa revisão",
    tab: "Alterações",
    before: "Publicado",
    after: "Alterado",
    reason: "Motivo (enviado ao proprietário)",
    reasonRequired: "explique ao proprietário por que o anúncio não pode ser publicado",
    decline: "Recusar alterações",
    declinedNote: "Alterações recusadas.",
    approve: "Aprovar alterações",
    approvedNote: "Alterações aprovadas",
    ownerDeclined: "Não publicamos suas alterações",
    ownerPending: "Suas alterações aguardam revisão",
    discard: "Descartar alterações",
    discarded: "Alterações descartadas. O anúncio está como publicado.",
    price: "R$ 3.150",
  },
  en: {
    prefix: "/en",
    title: "Listing title (in Portuguese)",
    rent: "Monthly rent (R$)",
    liveNote: "This listing is live.",
    saveChanges: "Save changes",
    savedForReview: "Changes saved: waiting for our review",
    tab: "Changes",
    before: "Published",
    after: "Changed",
    reason: "Reason (sent to the owner)",
    reasonRequired: "tell the owner why the listing cannot be published",
    decline: "Decline changes",
    declinedNote: "Changes declined.",
    approve: "Approve changes",
    approvedNote: "Changes approved",
    ownerDeclined: "We did not publish your changes",
    ownerPending: "Your changes are waiting for review",
    discard: "Discard changes",
    discarded: "Changes discarded. The listing is as published.",
    price: "R$ 3.150",
  },
} as const;

/** A listing of a new owner, published by staff through the API. */
function publishedListing(request: APIRequestContext, title: string, locale: "pt" | "en") {
  return publishListingThroughApi(request, locale, { title, areaM2: 45, rentAmount: 2800 });
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test(`${locale}: an edit to a published listing waits for staff, who see it, decline it, then approve the next`, async ({
    page,
    browser,
    request,
  }) => {
    const title = `Apartamento na Paulista ${unique()}`;
    const listing = await publishedListing(request, title, locale);
    const editPage = `${x.prefix}/meus-imoveis/${listing.code}`;

    // The owner renames the listing in the browser.
    await signInWithToken(page.context(), listing.token);
    await page.goto(editPage);
    await waitForHydration(page);
    await expect(page.getByText(x.liveNote)).toBeVisible();
    await page.getByLabel(x.title, { exact: true }).fill("Ligue 11 99999-0000");
    await page.getByRole("button", { name: x.saveChanges }).click();
    await expect(page.getByRole("status").filter({ hasText: x.savedForReview })).toBeVisible();

    // Students still see the published title.
    const student = await browser.newPage();
    await student.goto(`${x.prefix}/imovel/${listing.code}`);
    await expect(student.getByRole("heading", { level: 1 })).toContainText(title);

    // Staff see the change field by field and decline it: a reason is required.
    const staffContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": anAddress() } });
    // As for the owner's page (beforeEach): the cookie notice, dismissed, does not fade in over axe's check.
    await dismissCookieNotice(staffContext);
    await logInThroughApi(staffContext, STAFF_EMAIL, STAFF_PASSWORD);
    const staff = await staffContext.newPage();
    await staff.goto(`${x.prefix}/admin/anuncios?status=changes`);
    await waitForHydration(staff);
    await expect(staff.getByRole("link", { name: x.tab })).toHaveAttribute("aria-current", "page");
    const card = staff.locator(`[data-change="${listing.code}"]`);
    const row = card.getByRole("row").filter({ hasText: x.title.replace(/\s*\(.*\)$/, "") });
    await expect(row.getByRole("cell").nth(0)).toHaveText(title);
    await expect(row.getByRole("cell").nth(1)).toHaveText("Ligue 11 99999-0000");
    await expect(card.getByRole("columnheader", { name: x.before })).toBeVisible();
    await expectNoAxeViolations(staff);
    await card.getByRole("button", { name: x.decline }).click();
    await expect(card.getByText(x.reasonRequired)).toBeVisible();
    await card.getByLabel(x.reason).fill("Sem telefone no título.");
    await card.getByRole("button", { name: x.decline }).click();
    await expect(staff.getByText(x.declinedNote)).toBeVisible();
    await expect(staff.locator(`[data-change="${listing.code}"]`)).toHaveCount(0);

    // The owner reads why, and discards the change: the published title is back in the form.
    await page.goto(editPage);
    await waitForHydration(page);
    const notice = page.getByTestId("listing-changes");
    await expect(notice.getByRole("heading", { name: x.ownerDeclined })).toBeVisible();
    await expect(notice).toContainText("Sem telefone no título.");
    await expectNoAxeViolations(page);
    await notice.getByRole("button", { name: x.discard }).click();
    await expect(page.getByText(x.discarded)).toBeVisible();
    await expect(page.getByLabel(x.title, { exact: true })).toHaveValue(title);
    await expect(page.getByText(x.liveNote)).toBeVisible();

    // A new rent goes to review, and staff approve it: students see it.
    await page.getByLabel(x.rent).fill("3150");
    await page.getByRole("button", { name: x.saveChanges }).click();
    await expect(page.getByRole("status").filter({ hasText: x.savedForReview })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("listing-changes").getByRole("heading", { name: x.ownerPending })).toBeVisible();
    await staff.goto(`${x.prefix}/admin/anuncios?status=changes`);
    const next = staff.locator(`[data-change="${listing.code}"]`);
    await expect(next.getByRole("row").filter({ hasText: x.rent.replace(/\s*\(.*\)$/, "") })).toContainText(x.price);
    await next.getByRole("button", { name: x.approve }).click();
    await expect(staff.getByText(x.approvedNote)).toBeVisible();
    await student.goto(`${x.prefix}/imovel/${listing.code}`);
    await expect(student.getByRole("main")).toContainText(x.price);
    await staffContext.close();
  });
}
