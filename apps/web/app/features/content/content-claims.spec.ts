import {
  anAddress,
  dismissCookieNotice,
  expectNoAxeViolations,
  freshVisitor,
  logInThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type Browser, expect, test } from "@playwright/test";

/*
 * Issue 16, point 10: nothing on the site states what nobody entered. A fresh install shows no
 * press section and no testimonials, and the footer's registry number is the configured one
 * (this server runs with COMPANY_CRECI, see playwright.config.ts; the other server shows the
 * demo placeholder, features/shell/site-footer.spec.ts). Staff add a press mention and a testimonial in the
 * backoffice, the home shows them in both languages, and hiding them hides the sections again.
 * The steps build on each other, so they run in order.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const E2E_CRECI = "CRECI-SP 0000-T (e2e)";

const WIDTHS = [375, 1280] as const;

const TEXT = {
  pt: {
    prefix: "",
    press: "A CampusLar na imprensa",
    testimonials: "Quem já passou por aqui",
    inPortuguese: "Em português",
  },
  en: {
    prefix: "/en",
    press: "CampusLar in the press",
    testimonials: "From people who have been here",
    inPortuguese: "In Portuguese",
  },
} as const;

const MENTION = {
  outlet: "Jornal do Bairro Teste",
  headline: "Estudantes estrangeiros encontram moradia perto da FGV",
  url: "https://jornal.example.org/moradia-fgv",
  date: "2025-03-10",
};
const TESTIMONIAL = {
  firstName: "Lena",
  contextPt: "Intercambista da Alemanha, FGV",
  contextEn: "Exchange student from Germany, FGV",
  quotePt: "Cheguei sem falar português e achei um quarto em uma semana.",
  quoteEn: "I arrived without a word of Portuguese and found a room within a week.",
  date: "2025-08-01",
};

test.beforeEach(({ context }) => freshVisitor(context));

/** A staff session in a browser context of its own, with or without JavaScript. */
async function staffPage(
  browser: Browser,
  options: { javaScriptEnabled: boolean; width: number; locale: "pt" | "en" },
) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: options.width, height: 900 },
    extraHTTPHeaders: { "X-Forwarded-For": anAddress() },
  });
  await dismissCookieNotice(context);
  await logInThroughApi(context, STAFF_EMAIL, STAFF_PASSWORD);
  return context.newPage();
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test(`a fresh install (${locale}): no press section, no testimonials, the configured registry number`, async ({
    page,
  }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${x.prefix}/`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: x.press })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: x.testimonials })).toHaveCount(0);
      // None of the publications the code used to name.
      await expect(page.getByText(/Folha de S\.Paulo|Estadão|Veja São Paulo|Época Negócios/)).toHaveCount(0);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(E2E_CRECI);
      await expect(footer.getByTestId("creci-demo")).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
}

test("staff add a press mention without JavaScript, with messages next to the fields for bad input (pt, 375 px)", async ({
  browser,
}) => {
  const page = await staffPage(browser, { javaScriptEnabled: false, width: 375, locale: "pt" });
  await page.goto("/admin/conteudo");
  await page
    .getByRole("navigation", { name: "Seções do painel" })
    .getByRole("link", { name: "Imprensa e depoimentos" })
    .waitFor();
  await expect(page.getByText("Nenhuma menção cadastrada")).toBeVisible();

  const form = page.getByRole("form", { name: "Adicionar menção" });
  await form.getByLabel("Veículo").fill(MENTION.outlet);
  await form.getByLabel("Endereço da matéria").fill("jornal sem endereço");
  await form.getByRole("button", { name: "Adicionar" }).click();
  const refused = page.getByRole("form", { name: "Adicionar menção" });
  // Each message under its field, and what was typed is still there.
  await expect(refused.getByLabel("Veículo")).toHaveValue(MENTION.outlet);
  await expect(refused.getByLabel("Endereço da matéria")).toHaveValue("jornal sem endereço");
  await expect(refused.getByLabel("Endereço da matéria")).toHaveAccessibleDescription(
    "informe o endereço da matéria, começando com https://",
  );
  await expect(refused.getByLabel("Manchete (português)")).toHaveAccessibleDescription(
    "informe a manchete em português",
  );
  await expect(refused.getByLabel("Data da matéria")).toHaveAccessibleDescription("informe uma data válida");

  await refused.getByLabel("Endereço da matéria").fill(MENTION.url);
  await refused.getByLabel("Manchete (português)").fill(MENTION.headline);
  await refused.getByLabel("Data da matéria").fill(MENTION.date);
  await refused.getByLabel("Publicar na página inicial").check();
  await refused.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Alterações salvas.");
  const card = page.locator(`[data-content-item="${MENTION.outlet}"]`);
  await expect(card).toContainText("Publicado");
  await expect(card).toContainText(MENTION.headline);
  await page.context().close();
});

test("staff add a testimonial with its English text (en, 1280 px), the backoffice passes axe", async ({ browser }) => {
  const page = await staffPage(browser, { javaScriptEnabled: true, width: 1280, locale: "en" });
  await page.goto("/en/admin/conteudo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press and testimonials");
  const form = page.getByRole("form", { name: "Add a testimonial" });
  await form.getByLabel("First name").fill(TESTIMONIAL.firstName);
  await form.getByLabel("Date given").fill(TESTIMONIAL.date);
  await form.getByLabel("Who they are (Portuguese)").fill(TESTIMONIAL.contextPt);
  await form.getByLabel("Who they are, in English (optional)").fill(TESTIMONIAL.contextEn);
  await form.getByLabel("Testimonial (Portuguese)").fill(TESTIMONIAL.quotePt);
  await form.getByLabel("Testimonial in English (optional)").fill(TESTIMONIAL.quoteEn);
  await form.getByLabel("Publish on the home page").check();
  await form.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Changes saved.");
  await expect(page.locator(`[data-content-item="${TESTIMONIAL.firstName}"]`)).toContainText("Published");
  await expectNoAxeViolations(page);
  await page.context().close();
});

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  test(`the home shows what staff published (${locale}, 375 and 1280 px)`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${x.prefix}/`);
      const press = page.getByRole("region", { name: x.press });
      await expect(press).toContainText(MENTION.outlet);
      const article = press.getByRole("link", { name: new RegExp(MENTION.headline) });
      await expect(article).toHaveAttribute("href", MENTION.url);
      await expect(article).toHaveAttribute("target", "_blank");
      const quotes = page.getByRole("region", { name: x.testimonials });
      await expect(quotes).toContainText(TESTIMONIAL.firstName);
      if (locale === "pt") {
        await expect(quotes).toContainText(TESTIMONIAL.quotePt);
        await expect(quotes).toContainText(TESTIMONIAL.contextPt);
        await expect(press).not.toContainText(x.inPortuguese);
      } else {
        await expect(quotes).toContainText(TESTIMONIAL.quoteEn);
        await expect(quotes).toContainText(TESTIMONIAL.contextEn);
        await expect(quotes).not.toContainText(TESTIMONIAL.quotePt);
        // The headline exists only in Portuguese: shown as written, marked, in its language.
        await expect(press.locator('[lang="pt-BR"]', { hasText: MENTION.headline })).toBeVisible();
        await expect(press).toContainText(x.inPortuguese);
      }
      // Staff's entries are not examples.
      await expect(page.getByText(locale === "pt" ? "Exemplo" : "Example", { exact: true })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
}

test("hiding the mention and deleting the testimonial hide both sections again", async ({ browser }) => {
  const admin = await staffPage(browser, { javaScriptEnabled: true, width: 375, locale: "pt" });
  await admin.goto("/admin/conteudo");
  await admin.getByRole("button", { name: `Ocultar ${MENTION.outlet}` }).click();
  await expect(admin.locator(`[data-content-item="${MENTION.outlet}"]`)).toContainText("Oculto");
  await admin.getByRole("button", { name: `Excluir ${TESTIMONIAL.firstName}` }).click();
  await expect(admin.getByRole("main").getByRole("status")).toHaveText("Item excluído.");
  await expect(admin.locator(`[data-content-item="${TESTIMONIAL.firstName}"]`)).toHaveCount(0);
  await admin.context().close();

  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": anAddress() } });
  const page = await context.newPage();
  for (const locale of ["pt", "en"] as const) {
    await page.goto(`${TEXT[locale].prefix}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: TEXT[locale].press })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: TEXT[locale].testimonials })).toHaveCount(0);
  }
  await context.close();
});

test("the testimonials slider moves with its buttons and the keyboard, one at a time on a phone, two on a wide screen", async ({
  page,
  request,
}) => {
  const login = await request.post("/v2/users/login", { data: { email: STAFF_EMAIL, password: STAFF_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const ids: number[] = [];
  for (const name of ["Ana", "Bruno", "Carla", "Davi"]) {
    const res = await request.post("/v2/admin/testimonials", {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...TESTIMONIAL, firstName: name, givenOn: TESTIMONIAL.date, published: true },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await waitForHydration(page);
  const track = page.getByRole("region", { name: "Depoimentos", exact: true });
  const slides = track.locator("figure");
  await expect(slides).toHaveCount(4);
  await expect(page.getByText("Depoimento 1 de 4", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Próximo depoimento" }).click();
  await expect(page.getByText("Depoimento 2 de 4", { exact: true })).toHaveAttribute("aria-live", "polite");
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  // Previous from the first goes round to the last.
  await page.getByRole("button", { name: "Depoimento anterior" }).click();
  await page.getByRole("button", { name: "Depoimento anterior" }).click();
  await expect(page.getByText("Depoimento 4 de 4", { exact: true })).toBeVisible();
  await track.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Depoimento 3 de 4", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en");
  await waitForHydration(page);
  await expect(page.getByText("Testimonials 1 and 2 of 4", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Next testimonial" }).click();
  await expect(page.getByText("Testimonials 2 and 3 of 4", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Without JavaScript: a row to scroll, and no buttons that could do nothing.
  const plain = await page.context().browser()?.newContext({ javaScriptEnabled: false });
  if (plain) {
    const noScript = await plain.newPage();
    await noScript.goto("/en");
    const row = noScript.getByRole("region", { name: "Testimonials", exact: true });
    await expect(row.locator("figure").first()).toBeVisible();
    await expect(row).toHaveCSS("scroll-snap-type", "x mandatory");
    await expect(noScript.getByRole("button", { name: "Next testimonial" })).toBeHidden();
    await plain.close();
  }

  for (const id of ids) {
    const res = await request.delete(`/v2/admin/testimonials/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(204);
  }
});
