import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  expectNoAxeViolations,
  freshVisitor,
  logInThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  screenAt,
  screenshotStep,
  signInWithToken,
  signUpThroughApi,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";

/*
 * Issue 36, point 6, in a real browser in both languages: an owner enters a Pix key on the
 * payouts page (a wrong CPF is refused next to its field, with everything typed kept), the change
 * waits for the link e-mailed to them, and once confirmed from that link the page shows the
 * account, masked, with the 24-hour hold on payouts. Every page passes axe.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = {
  pt: {
    page: "/meus-imoveis/recebimentos",
    title: "Recebimentos",
    none: "Você ainda não cadastrou onde quer receber",
    method: "Pix",
    keyType: "Tipo de chave",
    key: "Chave Pix",
    holderName: "Nome completo do titular",
    holderDocument: "CPF ou CNPJ do titular",
    submit: "Salvar e enviar link de confirmação",
    wrongKey: "esperado um CPF válido",
    saved: "Abra o link que enviamos para o seu e-mail",
    pending: "Mudança esperando confirmação",
    confirm: "Confirmar a nova conta",
    confirmed: "Conta confirmada: Pix ***.982.247-**.",
    hold: "os repasses esperam 24 horas",
    see: "Ver meus recebimentos",
  },
  en: {
    page: "/en/meus-imoveis/recebimentos",
    title: "Payouts",
    none: "You have not said where you want to be paid yet",
    method: "Pix",
    keyType: "Key type",
    key: "Pix key",
    holderName: "Holder's full name",
    holderDocument: "Holder's CPF or CNPJ",
    submit: "Save and send the confirmation link",
    wrongKey: "expected a valid CPF",
    saved: "Open the link we sent to your e-mail",
    pending: "Change waiting for confirmation",
    confirm: "Confirm the new account",
    confirmed: "Account confirmed: Pix ***.982.247-**.",
    hold: "payouts wait 24 hours",
    see: "See my payouts",
  },
} as const;

for (const lang of ["pt", "en"] as const) {
  const x = TEXT[lang];
  test.describe(`payouts (${lang})`, () => {
    test.use(screenAt(WIDTH_FOR[lang]));

    test("an owner enters a Pix key, confirms it by the e-mailed link and sees payouts held 24 hours", async ({
      page,
      context,
      request,
    }) => {
      await freshVisitor(context);
      const email = `payouts.${lang}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
      const token = await signUpThroughApi(request, {
        name: "Rita Souza",
        phone: "+55 11 91234-5678",
        email,
        password: "Primeira1",
        locale: lang,
      });
      await signInWithToken(context, token);

      await page.goto(x.page);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
      await expect(page.getByText(x.none)).toBeVisible();
      await expectNoAxeViolations(page);

      // A CPF with a wrong check digit: refused next to the key, the rest kept as typed.
      await page.getByRole("radio", { name: x.method, exact: true }).check();
      await page.getByLabel(x.keyType).selectOption("cpf");
      await page.getByLabel(x.key).fill("529.982.247-26");
      await page.getByLabel(x.holderName).fill("Rita Souza");
      await page.getByLabel(x.holderDocument).fill("529.982.247-25");
      await page.getByRole("button", { name: x.submit }).click();
      await expect(page.getByText(x.wrongKey)).toBeVisible();
      await expect(page.getByLabel(x.key)).toHaveValue("529.982.247-26");
      await expect(page.getByLabel(x.holderName)).toHaveValue("Rita Souza");
      await expectNoAxeViolations(page);

      const since = Date.now();
      await page.getByLabel(x.key).fill("529.982.247-25");
      await page.getByRole("button", { name: x.submit }).click();
      await expect(page.getByText(x.saved)).toBeVisible();
      await expect(page.getByTestId("payout-pending")).toContainText(x.pending);
      await expect(page.getByTestId("payout-pending")).toContainText("***.982.247-**");
      // The key never shows whole on the page.
      await expect(page.locator("main")).not.toContainText("52998224725");
      await screenshotStep(page, "payouts-pending");

      // The link in the e-mail, as the owner would open it.
      const mail = await waitForMail(email, { template: "payout_account_confirm", since });
      const link = /https?:\/\/[^\s"'<>]+?(\/(?:en\/)?recebimentos\/confirmar\/[\w%-]+)/.exec(mail)?.[1];
      expect(link, "the confirmation e-mail has its link").toBeTruthy();
      await page.goto(link ?? "");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: x.confirm }).click();
      await expect(page.getByText(x.confirmed)).toBeVisible();
      await expect(page.getByRole("status")).toContainText(x.hold);
      await screenshotStep(page, "payouts-confirmed");

      await page.getByRole("link", { name: x.see }).click();
      await expect(page.getByTestId("payout-active")).toContainText("Pix ***.982.247-**");
      await expect(page.getByTestId("payout-active")).toContainText(x.hold);
      await expect(page.getByTestId("payout-pending")).toHaveCount(0);
      await expectNoAxeViolations(page);
      await screenshotStep(page, "payouts-active");
    });

    test("staff without a recent second factor are sent to confirm it, with the payouts page as where to return", async ({
      page,
      context,
    }) => {
      await freshVisitor(context);
      await logInThroughApi(context, STAFF_EMAIL, STAFF_PASSWORD);
      const payouts = lang === "en" ? "/en/admin/repasses" : "/admin/repasses";
      await page.goto(payouts);
      await expect(page).toHaveURL((url) => url.pathname === `${lang === "en" ? "/en" : ""}/admin/seguranca`);
      expect(new URL(page.url()).searchParams.get("next")).toBe(payouts);
    });
  });
}
