import { waitForMail } from "@campuslar/e2e/mail.ts";
import { openAs, signedRental } from "@campuslar/e2e/rentals.ts";
import {
  expectNoAxeViolations,
  screenAt,
  screenshotStep,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";

/*
 * A signed rental's first payment in a real browser in both languages (issue 36, points 2, 3 and
 * 9): the proposal, documents and both signatures are walked through the API; the student opens
 * the rental's payments and sees the deposit due with its Pix QR, the copy-and-paste code as
 * selectable text (and a button that copies it) and the bank details; the owner sees what is
 * coming and when, and never the code.
 */

test.describe.configure({ timeout: 180_000 });

const TEXT = {
  pt: {
    prefix: "",
    title: "Pagamentos do aluguel",
    payments: "Pagamentos: o que pagar, o que foi pago e o que está guardado",
    pix: "Pague com Pix",
    qr: /QR code do Pix de R\$ \d{1,3}(\.\d{3})*,\d{2}/,
    copy: "Copiar código",
    copied: "Código copiado.",
    bank: "Ou por transferência",
    deposit: "Primeiro pagamento (caução)",
    ownerTitle: "O que você vai receber",
    why: "não permite cobrar aluguel adiantado",
  },
  en: {
    prefix: "/en",
    title: "Payments of rental",
    payments: "Payments: what to pay, what was paid and what is held",
    pix: "Pay with Pix",
    qr: /Pix QR code for R\$ \d{1,3}(\.\d{3})*,\d{2}/,
    copy: "Copy code",
    copied: "Code copied.",
    bank: "Or by bank transfer",
    deposit: "First payment (deposit)",
    ownerTitle: "What you will receive",
    why: "forbids rent in advance",
  },
} as const;

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test.describe(`${locale}`, () => {
    test.use(screenAt(WIDTH_FOR[locale]));

    test("a signed rental shows the student its first payment with a Pix code, and the owner what is coming", async ({
      context,
      browser,
      request,
    }) => {
      const parties = await signedRental(request, locale);
      const proposed = { id: parties.id };

      // From the rental's page to its payments.
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const page = await openAs(context, parties.student.token, `${x.prefix}/alugueis/${proposed.id}`);
      await page.getByRole("link", { name: x.payments }).click();
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(x.title) })).toBeVisible();
      await waitForHydration(page);

      await expect(page.getByRole("heading", { name: x.pix })).toBeVisible();
      await expect(page.getByRole("img", { name: x.qr })).toBeVisible();
      const box = page.getByTestId("pix-box");
      await expect(box.getByRole("heading", { name: x.deposit })).toBeVisible();
      // R$ 2.000 × 12 months: the deposit is 25% of the contract, capped at three months (R$ 6.000,00).
      await expect(page.getByTestId("pix-amount")).toContainText("R$ 6.000,00");
      const code = (await page.getByTestId("pix-code").textContent()) ?? "";
      expect(code).toMatch(/^000201.+6304[0-9A-F]{4}$/);
      await expect(page.getByTestId("bank-details")).toBeVisible();
      await expect(page.getByRole("heading", { name: x.bank })).toBeVisible();
      await expect(page.getByText(x.why)).toBeVisible();

      // The e-mail the student got when the lease was signed carries the same code.
      const mail = await waitForMail(parties.student.email, { template: "payment_first" });
      expect(mail.replace(/=\r?\n/g, "")).toContain(code.slice(0, 40));

      await page.getByRole("button", { name: x.copy }).click();
      await expect(page.getByText(x.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await expectNoAxeViolations(page);
      await screenshotStep(page, "payments-1-first-payment-pix");

      // The owner: what is coming and when, never the payment code.
      const ownerContext = await browser.newContext({ ...screenAt(WIDTH_FOR[locale]) });
      const owner = await openAs(ownerContext, parties.owner.token, `${x.prefix}/alugueis/${proposed.id}/pagamentos`);
      await expect(owner.getByRole("heading", { name: x.ownerTitle })).toBeVisible();
      // Twelve months from a day that is rarely the 1st: twelve or thirteen calendar months.
      expect(await owner.getByTestId("rent-schedule").getByRole("listitem").count()).toBeGreaterThanOrEqual(12);
      await expect(owner.getByTestId("pix-code")).toHaveCount(0);
      expect(await owner.content()).not.toContain(code);
      await expectNoAxeViolations(owner);
      await screenshotStep(owner, "payments-2-owner-what-is-coming");
      await ownerContext.close();
    });
  });
}
