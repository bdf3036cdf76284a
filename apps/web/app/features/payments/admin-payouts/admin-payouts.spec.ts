import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  bearer,
  daysFromToday,
  importStatementThroughApi,
  openAs,
  signedRental,
  statementPaying,
  statementPayingOut,
} from "@campuslar/e2e/rentals.ts";
import {
  expectNoAxeViolations,
  newMoneyStaff,
  screenAt,
  screenshotStep,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";

/*
 * The owner's payout in a real browser in both languages (issue 36, point 6): a rental's deposit
 * is paid by a statement, the student cancels a week before moving in and the flexible policy
 * keeps half a month's rent (R$ 1.000,00) for the owner; the owner's Pix key is confirmed by its
 * e-mailed link (that form's own journey is payouts.spec.ts); staff with a second factor make a
 * payout batch on /admin/repasses, and the next statement, showing the transfer leave with the
 * payout's reference, marks it paid there and on the owner's page. This server confirms payout
 * accounts without the 24-hour wait (e2e/servers.ts); the wait is payouts.test.ts's to prove.
 */

test.describe.configure({ timeout: 300_000 });

const TEXT = {
  pt: {
    prefix: "",
    title: "Repasses",
    make: "Gerar lote de repasses",
    exported: "No banco, esperando o extrato",
    paid: "Pago em",
    ownerPage: "/meus-imoveis/recebimentos",
  },
  en: {
    prefix: "/en",
    title: "Payouts",
    make: "Make a payout batch",
    exported: "At the bank, waiting for the statement",
    paid: "Paid on",
    ownerPage: "/en/meus-imoveis/recebimentos",
  },
} as const;

/** The owner's payout account through the API: a random Pix key of its own, confirmed by the e-mailed link's token. */
async function confirmedPixKey(request: APIRequestContext, owner: { token: string; email: string }) {
  const since = Date.now();
  const asked = await request.post("/v2/me/payout-account", {
    headers: bearer(owner.token),
    data: {
      method: "pix",
      pixKeyType: "random",
      pixKey: crypto.randomUUID(),
      holderName: "Rita Souza",
      holderDocument: "529.982.247-25",
    },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const mail = await waitForMail(owner.email, {
    template: "payout_account_confirm",
    since,
  });
  const token = /recebimentos\/confirmar\/([\w%-]+)/.exec(mail)?.[1];
  expect(token, "the confirmation e-mail has its link").toBeTruthy();
  const confirmed = await request.post("/v2/payout-account/confirm", {
    headers: bearer(owner.token),
    data: { token: decodeURIComponent(token ?? "") },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The owner's payouts this month as their statement lists them. */
async function payoutsOf(request: APIRequestContext, ownerToken: string) {
  const statement = await request.get("/v2/me/payouts", {
    headers: bearer(ownerToken),
  });
  expect(statement.status(), await statement.text()).toBe(200);
  return (
    (await statement.json()) as {
      payouts: { reference: string; amountCents: number }[];
    }
  ).payouts;
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test.describe(`${locale}`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("staff pay an owner what a cancellation kept, and the next statement marks the payout paid", async ({
      context,
      browser,
      request,
    }) => {
      const rental = await signedRental(request, locale, {
        moveDate: daysFromToday(7),
      });
      const due = rental.firstPayment;
      if (!due) throw new Error("a rental with a deposit has its first payment due");
      const staff = await newMoneyStaff(request, locale);
      const paid = await importStatementThroughApi(
        request,
        staff.token,
        statementPaying(due.reference, due.amountCents),
      );
      expect(paid.matched).toBe(1);
      const cancelled = await request.post(`/v2/rentals/${rental.id}/cancellation`, {
        headers: bearer(rental.student.token),
        data: { confirm: true },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
      await confirmedPixKey(request, rental.owner);

      // Staff make a batch on the page.
      const page = await openAs(context, staff.token, `${x.prefix}/admin/repasses`);
      await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: x.make }).click();
      await expect(page.getByRole("status")).toBeVisible();
      // The owner's payout: in this batch, or in one the other language's journey made at the same moment.
      const [payout] = await payoutsOf(request, rental.owner.token);
      expect(payout?.amountCents).toBe(100_000);
      const reference = payout?.reference ?? "";
      expect(reference).toMatch(/^PG/);
      await page.reload();
      await waitForHydration(page);
      const row = page.getByRole("row").filter({ hasText: reference });
      await expect(row).toContainText("R$ 1.000,00");
      await expect(row).toContainText(x.exported);
      await expectNoAxeViolations(page);
      await screenshotStep(page, "admin-payouts-batch");

      // The next statement shows the transfer leaving with the payout's reference: paid.
      await importStatementThroughApi(request, staff.token, statementPayingOut(reference, 100_000));
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("row").filter({ hasText: reference })).toContainText(x.paid);
      await screenshotStep(page, "admin-payouts-paid");

      // The owner sees the payout on their own page.
      const ownerContext = await browser.newContext({
        ...screenAt(WIDTH_FOR[locale]),
      });
      const owner = await openAs(ownerContext, rental.owner.token, x.ownerPage);
      await expect(owner.locator("main")).toContainText(reference);
      await expectNoAxeViolations(owner);
      await ownerContext.close();
    });
  });
}
