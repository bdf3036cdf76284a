import { readFile } from "node:fs/promises";
import {
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  sampleParams,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { sendInterest, TEXT, unique } from "./admin.spec-support.ts";

/*
 * The staff backoffice's lead inbox (issue 9) in both languages, with the staff account the
 * server creates at start: staff work a lead a visitor just sent through the site (open,
 * contacted with a note, filters, CSV). axe runs on every state; the English inbox runs at
 * phone size.
 */

// Each flow logs in, sends forms and runs axe on several states: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => freshVisitor(context));

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`backoffice (${locale})`, () => {
    test("staff open a lead sent through the site, mark it contacted with a note, filter and export it", async ({
      page,
      request,
    }) => {
      // The English inbox is also the phone-size check.
      if (locale === "en") await page.setViewportSize({ width: 375, height: 812 });
      const { rentCode } = await sampleParams(request);
      const name = `Lia Inbox ${unique()}`;
      const email = `lia.${unique()}@example.com`;
      await sendInterest(page, x, rentCode, name, email);

      // Logging in from the inbox's address comes back to it.
      await page.goto(`${x.prefix}/admin`);
      await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
      await page.getByLabel(x.email, { exact: true }).fill(STAFF_EMAIL);
      await page.getByLabel(x.password, { exact: true }).fill(STAFF_PASSWORD);
      await page.getByRole("main").getByRole("button", { name: x.login }).click();
      await expect(page).toHaveURL(new RegExp(`${x.prefix}/admin$`));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.leadsTitle);
      await expect(page.getByRole("navigation", { name: x.nav }).locator('[aria-current="page"]')).toHaveText(
        locale === "pt" ? "Contatos" : "Leads",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectNoAxeViolations(page);

      // Newest first: the lead just sent is on the first page.
      await page.getByRole("link", { name: x.open(name) }).click();
      const detail = page.getByRole("region", { name: locale === "pt" ? "Detalhes do contato" : "Lead details" });
      await expect(detail).toContainText(email);
      await expect(detail).toContainText(rentCode);
      await detail.getByLabel(x.status, { exact: true }).selectOption("contacted");
      await detail.getByLabel(x.notes).fill("Liguei; visita marcada para sábado.");
      await detail.getByRole("button", { name: x.save }).click();
      await expect(detail.getByRole("status")).toHaveText(x.saved);
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(detail.getByLabel(x.status, { exact: true })).toHaveValue("contacted");
      await expect(detail.getByLabel(x.notes)).toHaveValue("Liguei; visita marcada para sábado.");

      // Filters live in the address: kind and status with the name find exactly this lead.
      const filters = page.getByRole("form", { name: locale === "pt" ? "Filtros" : "Filters" });
      await filters.getByLabel(x.kind).selectOption("interest");
      await filters.getByLabel(x.status).selectOption("contacted");
      await filters.getByLabel(x.search).fill(name);
      await filters.getByRole("button", { name: x.filter }).click();
      await expect(page).toHaveURL(/kind=interest/);
      await expect(page).toHaveURL(/status=contacted/);
      await expect(page.getByText(x.oneLead, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: x.open(name) })).toBeVisible();

      // The CSV of this filtered view has the lead.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: x.export }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path()) ?? "", "utf8");
      expect(csv).toContain(name);
      expect(csv).toContain(email);

      await filters.getByLabel(x.status).selectOption("new");
      await filters.getByRole("button", { name: x.filter }).click();
      await expect(page).toHaveURL(/status=new/);
      await expect(page.getByText(x.noLeads)).toBeVisible();
    });
  });
}
