import { expect, test } from "@playwright/test";
import { axeViolations, expectNoAxeViolations, waitForHydration } from "./support.ts";

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
    // Every other university is one click further, in the same section.
    await partners.getByText(/^Todas as universidades \(\d+\)$/).click();
    await expect(partners.getByRole("link", { name: /^USP/ }).first()).toBeVisible();

    await page.goto("/en");
    const enPartners = page.getByRole("region", { name: "Partner universities" });
    await expect(enPartners.getByRole("listitem").filter({ hasText: /^FGV/ })).toContainText(
      /listings? nearby|No listings nearby/,
    );
  });

  test("the language toggle goes to /en and back, keeping the query", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
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

  test("the server renders the partner universities and a search form to the list", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("region", { name: "Universidades parceiras" }).getByRole("listitem").first(),
    ).toBeVisible();
    const search = page.getByRole("search", { name: "Buscar moradia" });
    await expect(search).toHaveAttribute("action", "/imoveis");
    await expect(search).toHaveAttribute("method", "get");
  });
});

test.describe("not found", () => {
  for (const { path, lang, message, home } of [
    { path: "/nao-existe", lang: "pt-BR", message: "Esta página não pôde ser encontrada", home: "/" },
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
      await expectNoAxeViolations(page);
    });
  }

  // The check the specs above rely on can fail: an image without a text alternative and a button
  // with no name, added to a real page, are both reported, and only inside the part asked about.
  test("axe reports violations added to the page, within the part it is given", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    await page.evaluate(() => {
      const footer = document.querySelector("footer");
      footer?.insertAdjacentHTML("beforeend", '<img src="/favicon.ico"><button type="button"></button>');
    });
    const everywhere = await axeViolations(page);
    expect(everywhere.map((line) => line.split(":")[0]).sort()).toEqual(["button-name", "image-alt"]);
    expect(await axeViolations(page, { include: "main" })).toEqual([]);
  });

  for (const path of ["/", "/en"]) {
    test(`no console error while loading ${path}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }
});
