import { signedRental, statementPaying } from "@campuslar/e2e/rentals.ts";
import {
  expectNoAxeViolations,
  freshVisitor,
  newMoneyStaff,
  screenAt,
  screenshotStep,
  signInWithToken,
  staffSession,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";

/*
 * Knowing what was paid (issue 36, point 4) in a real browser in both languages: a rental is
 * signed (through the API) and waits for its first payment; staff with a confirmed second factor
 * import the bank's statement carrying its Pix reference, read that one line matched, and the
 * rental then waits for move-in. Staff without a confirmed second factor are sent to confirm it.
 */

test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    file: "Arquivo do extrato",
    submit: "Importar extrato",
    done: "Extrato importado",
    matched: "Casadas com cobranças ou repasses",
  },
  en: {
    prefix: "/en",
    file: "Statement file",
    submit: "Import statement",
    done: "Statement imported",
    matched: "Matched to charges or payouts",
  },
} as const;

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test.describe(`${locale}`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("staff import a statement that pays a rental's first payment", async ({ context, page, request }) => {
      const rental = await signedRental(request, locale);
      const due = rental.firstPayment;
      if (!due) throw new Error("a rental with a deposit has its first payment due");
      const staff = await newMoneyStaff(request, locale);
      await signInWithToken(context, staff.token);
      await page.goto(`${x.prefix}/admin/pagamentos`);
      await waitForHydration(page);
      await expectNoAxeViolations(page);

      await page.getByLabel(x.file).setInputFiles({
        name: "extrato.ofx",
        mimeType: "application/x-ofx",
        buffer: statementPaying(due.reference, due.amountCents),
      });
      await page.getByRole("button", { name: x.submit }).click();
      const summary = page.getByRole("status").filter({ hasText: x.done });
      await expect(summary).toBeVisible();
      await expect(summary.locator('[data-count="matched"]')).toHaveText("1");
      await expectNoAxeViolations(page);
      // At a phone's and a desktop's width (screenshotStep takes both).
      await screenshotStep(page, "admin-statements");

      const after = await request.get(`/v2/rentals/${rental.id}/payments`, {
        headers: { Authorization: `Bearer ${rental.student.token}` },
      });
      expect(((await after.json()) as { state: string }).state).toBe("awaiting_move_in");
    });

    test("staff whose session has not confirmed its second factor are sent to confirm it", async ({
      context,
      page,
      request,
    }) => {
      // The shared staff account never turns on a second factor: its session is sent to set one up.
      await signInWithToken(context, await staffSession(request));
      await page.goto(`${x.prefix}/admin/pagamentos`);
      await expect(page).toHaveURL(
        new RegExp(`${x.prefix}/admin/seguranca\\?next=${encodeURIComponent(`${x.prefix}/admin/pagamentos`)}`),
      );
    });
  });
}
