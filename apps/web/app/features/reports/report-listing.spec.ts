import {
  anAddress,
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  sampleParams,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";

/*
 * Reports of a listing (issue 22) in both languages: a visitor reports a listing from its page
 * (the message missing for "other" is said next to the field first, then the thank-you), with
 * and without JavaScript; staff find the report in the backoffice, flagged when its listing has
 * three open reports, and resolve it. Runs on the marketplace server: staff log in.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    open: "Denunciar anúncio",
    continue: "Abrir o formulário de denúncia",
    form: "Denunciar este anúncio",
    other: "Outro motivo",
    fake: "Anúncio falso ou golpe",
    message: "Mensagem",
    email: "Seu e-mail (opcional)",
    send: "Enviar denúncia",
    messageRequired: "por favor, conte-nos o que está errado",
    reasonRequired: "por favor, escolha o que há de errado com este anúncio",
    thanks: "Vamos verificar este anúncio.",
    login: { email: "E-mail", password: "Senha", button: "Entrar" },
    title: "Denúncias de anúncios",
    nav: "Denúncias",
    flagged: "Sinalizado",
    resolve: "Resolver",
    resolved: "Denúncia resolvida.",
    tabResolved: "Resolvidas",
  },
  en: {
    prefix: "/en",
    open: "Report this listing",
    continue: "Open the report form",
    form: "Report this listing",
    other: "Other",
    fake: "Fake listing or scam",
    message: "Message",
    email: "Your email (optional)",
    send: "Send report",
    messageRequired: "please tell us what is wrong",
    reasonRequired: "please choose what is wrong with this listing",
    thanks: "We will look into it.",
    login: { email: "Email", password: "Password", button: "Log in" },
    title: "Listing reports",
    nav: "Reports",
    flagged: "Flagged",
    resolve: "Resolve",
    resolved: "Report resolved.",
    tabResolved: "Resolved",
  },
} as const;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test(`a visitor reports a listing and staff resolve it (${locale})`, async ({ page, request }) => {
    await page.setViewportSize({ width: WIDTH_FOR[locale], height: 900 });
    const { rentCode } = await sampleParams(request);
    const message = `Pediram depósito por Pix antes da visita ${unique()}`;
    await page.goto(`${x.prefix}/imovel/${rentCode}`);
    await waitForHydration(page);

    await page.locator("summary").filter({ hasText: x.open }).click();
    const form = page.getByRole("form", { name: x.form });
    await form.getByRole("radio", { name: x.other }).check();
    await form.getByLabel(x.email).fill("Reporter@Example.com");
    await form.getByRole("button", { name: x.send }).click();
    const messageField = form.getByLabel(x.message);
    await expect(messageField).toHaveAttribute("aria-invalid", "true");
    await expect(messageField).toHaveAccessibleDescription(new RegExp(x.messageRequired));
    await expect(messageField).toBeFocused();
    // Nothing typed is lost.
    await expect(form.getByRole("radio", { name: x.other })).toBeChecked();
    await expect(form.getByLabel(x.email)).toHaveValue("Reporter@Example.com");
    await expectNoAxeViolations(page);

    await messageField.fill(message);
    await form.getByRole("button", { name: x.send }).click();
    await expect(page.getByRole("status").filter({ hasText: x.thanks })).toBeVisible();
    await expect(form).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Two more open reports of the listing flag it for staff.
    for (let i = 0; i < 2; i++) {
      const res = await request.post(`/v2/properties/${rentCode}/reports`, {
        data: { reason: "fake" },
        headers: { "X-Forwarded-For": anAddress() },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto(`${x.prefix}/admin/denuncias`);
    await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
    await page.getByLabel(x.login.email, { exact: true }).fill(STAFF_EMAIL);
    await page.getByLabel(x.login.password, { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole("main").getByRole("button", { name: x.login.button }).click();
    await expect(page).toHaveURL(new RegExp(`${x.prefix}/admin/denuncias$`));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.title);
    await expect(page.getByRole("navigation").locator('[aria-current="page"]').first()).toHaveText(x.nav);

    const row = page.locator("[data-report]").filter({ hasText: message });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(x.other);
    await expect(row).toContainText("reporter@example.com");
    await expect(row.getByRole("link", { name: rentCode })).toBeVisible();
    await expect(row.getByText(x.flagged, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: new RegExp(`^${x.resolve}`) }).click();
    await expect(page.getByRole("status").filter({ hasText: x.resolved })).toBeVisible();
    await expect(page.locator("[data-report]").filter({ hasText: message })).toHaveCount(0);
    await page.getByRole("link", { name: x.tabResolved }).click();
    await expect(page.locator("[data-report]").filter({ hasText: message })).toHaveCount(1);
  });

  test(`the report form works without JavaScript (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await freshVisitor(context);
    const page = await context.newPage();
    const { rentCode } = await sampleParams(page.request);
    await page.goto(`${x.prefix}/imovel/${rentCode}`);
    await page.locator("summary").filter({ hasText: x.open }).click();
    // Without JavaScript the disclosure leads to the report page, which holds the form.
    await page.getByRole("link", { name: x.continue }).click();
    await expect(page).toHaveURL(new RegExp(`${x.prefix}/denunciar/${rentCode}$`));
    const form = page.getByRole("form", { name: x.form });
    const message = `Fotos iguais às de outro anúncio ${unique()}`;
    await form.getByLabel(x.message).fill(message);
    await form.getByRole("button", { name: x.send }).click();

    // The report page answers with the message next to the reason, and what was typed.
    await expect(page).toHaveURL(new RegExp(`${x.prefix}/denunciar/${rentCode}$`));
    const again = page.getByRole("form", { name: x.form });
    await expect(
      again.getByRole("group", { name: locale === "pt" ? "O que há de errado?" : "What is wrong?" }),
    ).toContainText(x.reasonRequired);
    await expect(again.getByLabel(x.message)).toHaveValue(message);
    await again.getByRole("radio", { name: x.fake }).check();
    await again.getByRole("button", { name: x.send }).click();
    await expect(page.getByRole("status")).toContainText(x.thanks);
    await context.close();
  });
}
