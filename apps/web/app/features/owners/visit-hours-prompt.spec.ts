import {
  expectNoAxeViolations,
  freshVisitor,
  publishListingThroughApi,
  screenAt,
  signInWithToken,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";

/*
 * Issue 34.10: an owner whose listing takes no visits yet is asked, on the listing's row, to set
 * visiting hours; once saved, the row offers the hours instead, and students can book. Both
 * languages, on a phone and a wide screen.
 */

const TEXT = {
  pt: {
    prefix: "",
    missing: "Estudantes ainda não podem marcar visitas a este imóvel",
    set: "Definir horários de visita",
    edit: "Horários de visita",
    inPerson: "Presencial",
    save: "Salvar horários",
    saved: "Horários salvos.",
    section: "Agendar visita",
  },
  en: {
    prefix: "/en",
    missing: "Students cannot book a visit to this home yet",
    set: "Set visiting hours",
    edit: "Visiting hours",
    inPerson: "In person",
    save: "Save the hours",
    saved: "Hours saved.",
    section: "Schedule a visit",
  },
} as const;

test.beforeEach(({ context }) => freshVisitor(context));

for (const [locale, width] of [
  ["pt", 390],
  ["en", 1280],
] as const) {
  const x = TEXT[locale];

  test.describe(`${locale} at ${width} px`, () => {
    test.use(screenAt(width));

    test("a published listing without visiting hours asks for them; once set, students can book", async ({
      page,
      request,
      context,
    }) => {
      const { code, token } = await publishListingThroughApi(request, locale, {
        title: `Apartamento com visitas ${Date.now().toString(36)}`,
        areaM2: 52,
        rentAmount: 3100,
      });
      await signInWithToken(context, token);
      await page.goto(`${x.prefix}/meus-imoveis`);
      const row = page.locator(`li[data-code="${code}"]`);
      await expect(row.getByTestId("visit-hours-missing")).toContainText(x.missing);
      await expectNoAxeViolations(page);

      await row.getByRole("link", { name: new RegExp(`^${x.set}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/meus-imoveis/${code}/visitas$`));
      await waitForHydration(page);
      await page.getByRole("checkbox", { name: x.inPerson }).check();
      for (const day of [1, 2, 3, 4, 5, 6]) {
        await page.locator(`select[name="w-${day}-0-start"]`).selectOption("08:00");
        await page.locator(`select[name="w-${day}-0-end"]`).selectOption("20:00");
      }
      await page.getByRole("button", { name: x.save }).click();
      await expect(page.getByRole("status").filter({ hasText: x.saved })).toBeVisible();

      await page.goto(`${x.prefix}/meus-imoveis`);
      await expect(row.getByTestId("visit-hours-missing")).toHaveCount(0);
      await expect(row.getByRole("link", { name: new RegExp(`^${x.edit}`) })).toHaveAttribute(
        "href",
        `${x.prefix}/meus-imoveis/${code}/visitas`,
      );

      // The listing's page now offers slots.
      await page.goto(`${x.prefix}/imovel/${code}`);
      const section = page.locator("#visita");
      await expect(section.getByRole("heading", { name: x.section })).toBeVisible();
      await expect(section.getByRole("link").first()).toBeVisible();
    });
  });
}
