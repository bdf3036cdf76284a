import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** The filter's live count appears only once React has hydrated the page. */
async function waitForHydration(page: Page, locale: "pt" | "en") {
  const count = locale === "pt" ? /^\d+ de \d+ universidades$/ : /^\d+ of \d+ universities$/;
  await expect(page.getByRole("status").filter({ hasText: count })).toBeVisible();
}

test.describe("home", () => {
  test("is Portuguese at / and English at /en", async ({ page }) => {
    const pt = await page.goto("/");
    expect(pt?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Moradia estudantil perto da sua faculdade/);
    await expect(page).toHaveTitle(/CampusLar/);
    await expect(page.getByText("proprietários anunciam de graça")).toBeVisible();

    const en = await page.goto("/en");
    expect(en?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Student housing near your university/);
    await expect(page.getByText("owners list for free")).toBeVisible();
  });

  test("lists the partner universities first, with their nearby listings", async ({ page }) => {
    await page.goto("/");
    const partners = page.getByRole("region", { name: "Universidades parceiras" });
    await expect(partners.getByRole("listitem").filter({ hasText: /^FGV/ })).toBeVisible();
    await expect(partners.getByRole("listitem").first()).toContainText(/imóve(l|is) por perto|Nenhum imóvel/);
    await expect(
      page.getByRole("region", { name: "Outras universidades" }).getByRole("listitem").first(),
    ).toBeVisible();

    const headings = await page.getByRole("heading", { level: 3 }).allTextContents();
    expect(headings).toEqual(["Universidades parceiras", "Outras universidades"]);

    await page.goto("/en");
    const enPartners = page.getByRole("region", { name: "Partner universities" });
    await expect(enPartners.getByRole("listitem").filter({ hasText: /^FGV/ })).toContainText(
      /listings? nearby|No listings nearby/,
    );
  });

  test("hydrates: typing filters the list at once", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "pt");
    const cards = page.getByRole("region", { name: "Universidades" }).getByRole("listitem");
    const total = await cards.count();
    expect(total).toBeGreaterThan(1);

    await page.getByLabel("Filtrar por nome ou bairro").fill("fgv");
    await expect(page.getByRole("status")).toHaveText(new RegExp(`^\\d+ de ${total} universidades$`));
    await expect(cards.first()).toContainText("FGV");
    expect(await cards.count()).toBeLessThan(total);
    for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain("fgv");
    // Typing alone changed the list: no navigation happened.
    expect(new URL(page.url()).search).toBe("");

    await page.getByLabel("Filtrar por nome ou bairro").fill("");
    await expect(cards).toHaveCount(total);
  });

  test("the language toggle goes to /en and back, keeping the query", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "pt");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Student housing/);

    await page.getByRole("link", { name: "Português" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Moradia estudantil/);

    await page.goto("/?q=fgv");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en?q=fgv");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the whole list and the filter form works", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Universidades" }).getByRole("listitem");
    const total = await cards.count();
    expect(total).toBeGreaterThan(1);

    await page.getByLabel("Filtrar por nome ou bairro").fill("fgv");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/\?q=fgv$/);
    await expect(cards.first()).toContainText("FGV");
    expect(await cards.count()).toBeLessThan(total);
  });
});

test.describe("not found", () => {
  for (const { path, lang, message, home } of [
    { path: "/nao-existe", lang: "pt-BR", message: "Esta página não foi encontrada", home: "/" },
    { path: "/en/does-not-exist", lang: "en", message: "This page could not be found", home: "/en" },
  ]) {
    test(`${path} answers 404 in its language with a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message);
      await expect(page).toHaveTitle(message);

      const back = page.getByRole("main").getByRole("link");
      await expect(back).toHaveAttribute("href", home);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${home}$`));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(message);
    });
  }
});

test.describe("quality", () => {
  for (const path of ["/", "/en", "/nao-existe", "/en/does-not-exist"]) {
    test(`axe finds no WCAG A/AA violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }

  for (const [path, locale] of [
    ["/", "pt"],
    ["/en", "en"],
  ] as const) {
    test(`no console error while loading ${path}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await waitForHydration(page, locale);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }
});
