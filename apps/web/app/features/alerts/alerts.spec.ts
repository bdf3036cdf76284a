import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  expectNoAxeViolations,
  freshVisitor,
  signInWithToken,
  signUpThroughApi,
  verifyEmailThroughApi,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";

test.beforeEach(({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    alertMe: "Criar alerta",
    name: "Nome do alerta",
    suggested: "Apartamento até R$ 2.500,00",
    email: "Seu e-mail",
    emailRequired: "por favor, informe o e-mail para onde enviamos o alerta",
    weekly: "Uma vez por semana",
    submit: "Criar alerta",
    checkInbox: "Confira seu e-mail",
    confirm: "Confirmar meu alerta",
    confirmed: /^Pronto: “Apartamento até R\$ 2\.500,00” está ativo/,
    linkUsed: "Este link não é mais válido.",
    moreFilters: /^Mais filtros/,
    filters: "Filtros",
    sale: "/venda",
    saleName: "Imóvel à venda",
    saleLead: "Receba por e-mail os imóveis que forem postos à venda.",
    pets: "Aceita pets",
    petsSummary: "Apartamento · até R$ 2.500,00 · aceita pets",
    unsubscribe: "Cancelar este alerta",
    unsubscribed: /^Pronto: você não vai mais receber/,
    created: "Alerta criado",
    manage: "Ver meus alertas",
    myAlerts: "Meus alertas",
    summary: "Apartamento · até R$ 2.500,00",
    frequency: "Frequência",
    save: "Salvar",
    saved: "Alerta atualizado.",
    open: "Abrir a busca",
    delete: "Apagar o alerta Apartamento até R$ 2.500,00",
    deleted: "Alerta apagado.",
  },
  en: {
    prefix: "/en",
    alertMe: "Alert me",
    name: "Alert name",
    suggested: "Apartment up to R$ 2.500,00",
    email: "Your e-mail",
    emailRequired: "please give the e-mail where we send the alert",
    weekly: "Once a week",
    submit: "Create alert",
    checkInbox: "Check your inbox",
    confirm: "Confirm my alert",
    confirmed: /^Done: “Apartment up to R\$ 2\.500,00” is on/,
    linkUsed: "This link is not valid any more.",
    moreFilters: /^More filters/,
    filters: "Filters",
    sale: "/en/venda",
    saleName: "Home for sale",
    saleLead: "Get the homes newly put up for sale by e-mail.",
    pets: "Pets allowed",
    petsSummary: "Apartment · up to R$ 2.500,00 · pets welcome",
    unsubscribe: "Unsubscribe from this alert",
    unsubscribed: /^Done: you will not receive/,
    created: "Alert created",
    manage: "See my alerts",
    myAlerts: "My alerts",
    summary: "Apartment · up to R$ 2.500,00",
    frequency: "Frequency",
    save: "Save",
    saved: "Alert updated.",
    open: "Open the search",
    delete: "Delete the alert Apartment up to R$ 2.500,00",
    deleted: "Alert deleted.",
  },
} as const;

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The search of the tests, then its "Alert me" link to the alert form. */
async function alertFromSearch(page: Page, x: (typeof TEXT)[keyof typeof TEXT]) {
  await page.goto(`${x.prefix}/imoveis?type=apartamento&maxPrice=2500`);
  await waitForHydration(page);
  await page.getByTestId("alert-me").click();
  await expect(page).toHaveURL(/\/alertas\/novo\?/);
  await expect(page.getByLabel(x.name)).toHaveValue(x.suggested);
}

/** A path of the site (`/en/alertas/confirmar?token=…`) from an e-mail's absolute link. */
const pathIn = (mail: string, page: "confirmar" | "cancelar") => {
  const found = new RegExp(`https?://[^/\\s]+((?:/en)?/alertas/${page}\\?token=[\\w-]+)`).exec(mail)?.[1];
  expect(found, `a /alertas/${page} link in the e-mail`).toBeTruthy();
  return found as string;
};

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test.describe(`search alerts (${locale})`, () => {
    test("a visitor saves a search, confirms it from the e-mail, then unsubscribes from its link", async ({ page }) => {
      const email = uniqueEmail(`alert-${locale}`);
      const since = Date.now();
      await alertFromSearch(page, x);
      await expect(page.getByTestId("alert-summary")).toHaveText(x.summary);
      await expectNoAxeViolations(page);

      // No e-mail: the message lands by its field, and what was chosen stays.
      await page.getByLabel(x.weekly).check();
      await page.getByRole("button", { name: x.submit }).click();
      const field = page.getByLabel(x.email);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(x.emailRequired)).toBeVisible();
      await expect(page.getByLabel(x.weekly)).toBeChecked();

      await field.fill(email);
      await page.getByRole("button", { name: x.submit }).click();
      // The confirmation takes the form's place: shown from the top, its heading focused (issue 34).
      const saved = page.getByRole("heading", { name: x.checkInbox });
      await expect(saved).toBeInViewport();
      await expect(saved).toBeFocused();

      const mail = await waitForMail(email, { template: "alert_confirmation", since });
      // Opening the link changes nothing; the button confirms.
      await page.goto(pathIn(mail, "confirmar"));
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: x.confirm }).click();
      await expect(page.getByRole("status")).toHaveText(x.confirmed);
      // The same link again: the API's refusal, shown alone, reads as a sentence.
      await page.goto(pathIn(mail, "confirmar"));
      await waitForHydration(page);
      await page.getByRole("button", { name: x.confirm }).click();
      await expect(page.getByRole("alert")).toHaveText(x.linkUsed);

      await page.goto(pathIn(mail, "cancelar"));
      await waitForHydration(page);
      await page.getByRole("button", { name: x.unsubscribe }).click();
      await expect(page.getByRole("status")).toHaveText(x.unsubscribed);
      await expectNoAxeViolations(page);
    });

    test("on a phone the filters sheet offers this search's alert, and the homes for sale have one", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(`${x.prefix}/imoveis?type=apartamento&maxPrice=2500`);
      await waitForHydration(page);
      await page.getByRole("button", { name: x.moreFilters }).click();
      const sheet = page.getByRole("dialog", { name: x.filters });
      await expect(sheet).toBeVisible();
      const link = sheet.getByRole("link", { name: x.alertMe });
      // Whole on the screen, beside the sheet's title.
      await expect(link).toBeInViewport({ ratio: 1 });
      // A filter chosen in the sheet applies at once, and the alert follows it.
      await sheet.getByLabel(x.pets).check();
      await expect(page).toHaveURL(/[?&]pets=true/);
      await expect(link).toHaveAttribute("href", /[?&]pets=true/);
      await link.click();
      await expect(page).toHaveURL(/\/alertas\/novo\?/);
      await expect(page.getByTestId("alert-summary")).toHaveText(x.petsSummary);

      await page.goto(x.sale);
      await waitForHydration(page);
      await expect(page.getByText(x.saleLead)).toBeVisible();
      await page.getByTestId("alert-me").click();
      await expect(page).toHaveURL(/\/alertas\/novo\?purpose=sale$/);
      await expect(page.getByLabel(x.name)).toHaveValue(x.saleName);
    });

    test("a signed-in user saves a search, then changes and deletes it on My alerts", async ({ page, request }) => {
      const email = uniqueEmail(`alert-user-${locale}`);
      const token = await signUpThroughApi(request, {
        name: "Alice Alerta",
        phone: "+55 11 98765-4321",
        email,
        password: "Primeira1",
        locale,
      });
      // Confirmed at once only once the account's e-mail is verified (issue 34).
      await verifyEmailThroughApi(request, email);
      await signInWithToken(page.context(), token);

      await alertFromSearch(page, x);
      await expect(page.getByRole("main").getByText(email)).toBeVisible();
      await page.getByRole("button", { name: x.submit }).click();
      await expect(page.getByRole("heading", { name: x.created })).toBeVisible();
      await page.getByRole("link", { name: x.manage }).click();

      await expect(page.getByRole("heading", { name: x.myAlerts, level: 1 })).toBeVisible();
      const item = page.getByTestId("alert-list").getByRole("listitem");
      await expect(item).toHaveCount(1);
      await expect(item.getByText(x.summary)).toBeVisible();
      await expect(item.getByRole("link", { name: x.open })).toHaveAttribute("href", /type=apartamento&maxPrice=2500/);
      await expectNoAxeViolations(page);

      await item.getByLabel(x.frequency).selectOption("weekly");
      await item.getByRole("button", { name: x.save }).click();
      await expect(page.getByRole("status")).toHaveText(x.saved);
      await expect(item.getByLabel(x.frequency)).toHaveValue("weekly");

      await item.getByRole("button", { name: x.delete }).click();
      await expect(page.getByRole("status")).toHaveText(x.deleted);
      await expect(page.getByTestId("alert-list")).toHaveCount(0);
    });
  });
}
