import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  anAddress,
  dismissCookieNotice,
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { logIn, newAccount, sendInterest, TEXT, unique } from "./admin.spec-support.ts";

/*
 * The staff backoffice's listing review (issue 9) in both languages, with the staff account the
 * server creates at start: staff publish a listing an owner made through the API with photos (it
 * then shows on /imoveis with them), send another back with a reason (the owner's e-mail has
 * it) and mark a sponsor; a student's interest in the published one reaches the owner and the
 * inbox. axe runs on every backoffice state.
 */

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "../../../public");
const photoFile = join(publicDir, "icon-512.png");
const secondPhotoFile = join(publicDir, "og-image.png");

// Each flow logs in, sends forms and runs axe on several states: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => freshVisitor(context));

/** A listing the owner fills, photographs twice and submits through the owner API: it is then pending. */
async function pendingListing(request: APIRequestContext, token: string, title: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post("/v2/owner/listings", {
    headers: auth,
    data: {
      advertisedUnit: "whole",
      type: "apartamento",
      title,
      description: "Apartamento claro, perto do metrô e de várias faculdades.",
      postalCode: "01310-100",
      street: "Avenida Paulista",
      number: "1000",
      neighbourhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      areaM2: 45,
      bedrooms: 2,
      bathrooms: 1,
      capacity: 2,
      rentAmount: 2800,
      minContractMonths: 6,
      // No bill beyond the rent (each bill is included or estimated before review).
      waterEstimate: 0,
      electricityEstimate: 0,
      gasEstimate: 0,
      internetEstimate: 0,
      cleaningEstimate: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const photo = await request.post(`/v2/owner/listings/${code}/photos`, {
    headers: auth,
    multipart: { photo: { name: "sala.png", mimeType: "image/png", buffer: await readFile(photoFile) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const second = await request.post(`/v2/owner/listings/${code}/photos`, {
    headers: auth,
    multipart: { photo: { name: "quarto.png", mimeType: "image/png", buffer: await readFile(secondPhotoFile) } },
  });
  expect(second.status(), await second.text()).toBe(201);
  const submitted = await request.post(`/v2/owner/listings/${code}/submit`, { headers: auth });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return code;
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`backoffice (${locale})`, () => {
    test("staff publish a pending listing, send another back with a reason, and mark a sponsor; a student's interest in it reaches the owner and the inbox", async ({
      page,
      request,
      browser,
    }) => {
      const owner = await newAccount(request, "Otávio Owner", locale);
      const title = `Apartamento revisão ${unique()}`;
      const toPublish = await pendingListing(request, owner.token, `${title} A`);
      const toReject = await pendingListing(request, owner.token, `${title} B`);

      await logIn(page, x, STAFF_EMAIL, STAFF_PASSWORD);
      await page.goto(`${x.prefix}/admin/anuncios?q=${encodeURIComponent(title)}`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.listingsTitle);
      const first = page.locator(`[data-listing="${toPublish}"]`);
      await expect(first.getByRole("img").first()).toBeVisible();
      await expect(first).toContainText(owner.email);
      await expect(first).toContainText("Bela Vista");
      await expect(first).toContainText("R$ 2.800,00");
      await expectNoAxeViolations(page);

      await first.getByRole("button", { name: x.publish }).click();
      await expect(page.getByRole("status").filter({ hasText: x.published })).toBeVisible();
      await expect(page.locator(`[data-listing="${toPublish}"]`)).toHaveCount(0);

      // Sent back: an empty reason is refused next to the field, then the owner is told why.
      const second = page.locator(`[data-listing="${toReject}"]`);
      await second.getByRole("button", { name: x.reject }).click();
      await expect(second.getByLabel(x.reason)).toHaveAccessibleDescription(x.reasonRequired);
      await expectNoAxeViolations(page);
      const since = Date.now();
      // Accents too: the owner must read the reason as staff wrote it.
      const reason = `Fotos escuras (${unique()}): não dá para ver os cômodos; envie fotos com luz do dia.`;
      await second.getByLabel(x.reason).fill(reason);
      await second.getByRole("button", { name: x.reject }).click();
      await expect(page.getByRole("status").filter({ hasText: x.rejected })).toBeVisible();
      // Its own template: the first listing's "published" e-mail may leave after `since` too.
      const mail = await waitForMail(owner.email, { template: "listing_rejected", since });
      expect(mail).toContain(reason);

      // Sponsored with a sponsor, kept after a reload.
      await page.getByRole("link", { name: x.tabPublished }).click();
      await expect(page).toHaveURL(/status=published/);
      await page.goto(`${x.prefix}/admin/anuncios?status=published&q=${encodeURIComponent(title)}`);
      const published = page.locator(`[data-listing="${toPublish}"]`);
      await published.getByLabel(x.sponsored, { exact: true }).check();
      const sponsor = published.getByLabel(x.sponsor, { exact: true });
      const firstSponsor = await sponsor.locator("option").nth(1).getAttribute("value");
      await sponsor.selectOption(firstSponsor ?? "");
      await published.getByRole("button", { name: x.save }).click();
      await expect(published.getByRole("status")).toHaveText(x.sponsorSaved);
      await page.reload();
      await expect(published.getByLabel(x.sponsored, { exact: true })).toBeChecked();
      await expect(published.getByLabel(x.sponsor, { exact: true })).toHaveValue(firstSponsor ?? "");

      // The published listing is on the site with its photo.
      await page.goto(`${x.prefix}/imoveis?q=${encodeURIComponent(title)}`);
      const card = page.locator("main").locator(`a[href$="/imovel/${toPublish}"]`).first();
      await expect(card).toBeVisible();
      await page.goto(`${x.prefix}/imovel/${toPublish}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`${title} A`);
      // Both photos, each shown in the gallery (and its thumbnail strip) in one of its sizes.
      const photoKeys = async () =>
        new Set(
          (
            await page
              .locator('main img[src*="/media/"]')
              .evaluateAll((els) => els.map((el) => el.getAttribute("src") ?? ""))
          ).map((src) => src.replace(/-\d+\.(webp|avif)$/, "")),
        ).size;
      await expect.poll(photoKeys).toBe(2);

      // A student asks about it: the owner sees them on their dashboard, staff in the inbox.
      const student = `Estudante ${unique()}`;
      const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": anAddress() } });
      await dismissCookieNotice(visitor);
      const visitorPage = await visitor.newPage();
      await sendInterest(visitorPage, x, toPublish, student, `${unique()}@example.com`);
      await visitor.close();

      await page.goto(`${x.prefix}/admin?q=${encodeURIComponent(student)}`);
      await expect(page.locator("main")).toContainText(student);
      await expect(page.locator("main")).toContainText(toPublish);

      const ownerSide = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": anAddress() } });
      const ownerPage = await ownerSide.newPage();
      await logIn(ownerPage, x, owner.email, owner.password);
      await ownerPage.goto(`${x.prefix}/meus-imoveis`);
      const interests = ownerPage.getByRole("region", { name: x.interestsHeading });
      await expect(interests).toContainText(student);
      await expect(
        interests.locator("li").filter({ hasText: student }).locator(`a[href$="/imovel/${toPublish}"]`).first(),
      ).toBeVisible();
      await ownerSide.close();
    });
  });
}
