import { expect, test } from "@playwright/test";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

test.describe("language addresses", () => {
  test("a doubled or upper-case /en prefix answers 301 to the single /en", async ({ request }) => {
    const cases: [string, string][] = [
      ["/en/en/faq", "/en/faq"],
      ["/en/en", "/en"],
      ["/EN/sobre?x=1", "/en/sobre?x=1"],
      ["/En/En/imoveis", "/en/imoveis"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers().location ?? "", "http://x");
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
  });
});

test.describe("first visit to /", () => {
  test.use({ userAgent: BROWSER_UA });

  test.describe("with an English browser", () => {
    test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } });

    test("goes to /en and remembers it", async ({ page, context }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
      expect(cookie?.value).toBe("en");
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    });

    test("a fresh profile set to English, sending only its own Accept-Language, lands on /en", async ({ browser }) => {
      // No header added by the test: Chromium derives Accept-Language from the profile's locale.
      const context = await browser.newContext({ locale: "en-GB", userAgent: BROWSER_UA });
      const page = await context.newPage();
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/");
      await page.goto("/");
      expect((await sent).headers()["accept-language"]).toMatch(/^en-GB/);
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await context.close();
    });

    test("a deep link keeps the language it names", async ({ page }) => {
      await page.goto("/faq");
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    });

    test("a remembered Portuguese choice wins over the browser", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "i18n_redirected", value: "pt", url: baseURL ?? "" }]);
      await page.goto("/");
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    });
  });

  test.describe("with a Portuguese browser", () => {
    test.use({ locale: "pt-BR", extraHTTPHeaders: { "Accept-Language": "pt-BR,pt;q=0.9,en;q=0.8" } });

    test("stays in Portuguese, unless English was chosen before", async ({ page, context, baseURL }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      await context.addCookies([{ name: "i18n_redirected", value: "en", url: baseURL ?? "" }]);
      await page.goto("/");
      await expect(page).toHaveURL(/\/en$/);
    });
  });

  test("search engines always get the page they asked for", async ({ request }) => {
    const response = await request.get("/", {
      maxRedirects: 0,
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)", "Accept-Language": "en" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers().vary).toMatch(/Accept-Language/);
  });
});

test.describe("the language toggle without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "en-US" });

  test("remembers the choice, so Portuguese stays chosen on the next visit to /", async ({ page, context }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole("banner").getByRole("link", { name: "Português" }).first().click();
    // The marker is gone from the address; the choice is in the cookie.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("pt");
    await page.goto("/");
    await expect(page).toHaveURL(/:\d+\/$/);

    // And back to English from a filtered page: the filters stay.
    await page.goto("/imoveis?bedrooms=2");
    await page.getByRole("banner").getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/\/en\/imoveis\?bedrooms=2$/);
    expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("en");
  });
});
