import { ACCOUNT_RATE_LIMITS } from "@campuslar/domain/user/account-rules";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { anAddress, waitForHydration } from "./support.ts";

const PASSWORD = "Segura123";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
});

/** A new account made through the API, so each test logs in as its own person. */
async function newAccount(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post("/v2/users/signup", {
    data: { name, phone: "+55 11 98765-4321", email, password: PASSWORD },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status()).toBe(201);
  return { email, name };
}

async function logIn(page: Page, email: string, path = "/entrar") {
  await page.goto(path);
  await waitForHydration(page);
  const english = path === "/en" || path.startsWith("/en/");
  await page.getByLabel(english ? "Email" : "E-mail").fill(email);
  await page.getByLabel(english ? "Password" : "Senha").fill(PASSWORD);
  await page.getByRole("button", { name: english ? "Log in" : "Entrar" }).click();
}

/** The session token as the API knows it, from the httpOnly cookie the browser holds. */
async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === "campuslar_session");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  return JSON.parse(Buffer.from(decodeURIComponent(cookie?.value ?? ""), "base64").toString("utf8")) as string;
}

test.describe("login form", () => {
  for (const locale of ["pt", "en"] as const) {
    test(`empty, then wrong, then right (${locale})`, async ({ page, request }) => {
      const english = locale === "en";
      const { email, name } = await newAccount(request, english ? "Alice" : "Beatriz");
      await page.goto(english ? "/en/entrar" : "/entrar");
      await waitForHydration(page);
      const submit = page.getByRole("button", { name: english ? "Log in" : "Entrar" });
      const emailField = page.getByLabel(english ? "Email" : "E-mail");
      const passwordField = page.getByLabel(english ? "Password" : "Senha");

      await submit.click();
      await expect(emailField).toHaveAttribute("aria-invalid", "true");
      await expect(emailField).toHaveAccessibleDescription(
        english ? "Email field is required" : "o campo e-mail é obrigatório",
      );
      await expect(passwordField).toHaveAccessibleDescription(
        english ? "password field is required" : "o campo senha é obrigatório",
      );

      await emailField.fill("not-an-email");
      await submit.click();
      await expect(emailField).toHaveAccessibleDescription(
        english ? "the Email used is invalid" : "o e-mail informado é inválido",
      );
      await expect(emailField).toHaveValue("not-an-email");

      await emailField.fill(email);
      await passwordField.fill("Wrong1234");
      await submit.click();
      await expect(page.getByRole("alert")).toHaveText(
        english ? "Wrong email or password" : "E-mail ou senha incorretos",
      );
      await expect(emailField).toHaveValue(email);

      await passwordField.fill(PASSWORD);
      await submit.click();
      await expect(page).toHaveURL(english ? /\/en$/ : /:\d+\/$/);
      await page.goto(english ? "/en/conta" : "/conta");
      await expect(page.getByRole("main")).toContainText(email);
      await expect(page.getByRole("main")).toContainText(name);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("messages next to the fields, then a session", async ({ page, request }) => {
      const { email } = await newAccount(request, "Carla");
      await page.goto("/entrar");
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("o campo e-mail é obrigatório");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Senha").fill(PASSWORD);
      await page.getByRole("button", { name: "Entrar" }).click();
      await page.goto("/conta");
      await expect(page.getByRole("main")).toContainText(email);
    });
  });
});

test.describe("session", () => {
  test("the account page asks a visitor to log in and brings them back", async ({ page, request }) => {
    const { email } = await newAccount(request, "Dora");
    await page.goto("/en/conta");
    await expect(page).toHaveURL(/\/en\/entrar\?redirectTo=%2Fen%2Fconta$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/en\/conta$/);
    await expect(page.getByRole("main")).toContainText(email);
  });

  test("the cookie is httpOnly and logout clears it and the user", async ({ page, context, request }) => {
    const { email } = await newAccount(request, "Eva");
    await logIn(page, email);
    await expect(page).toHaveURL(/:\d+\/$/);
    await sessionToken(context);
    expect(await page.evaluate(() => document.cookie)).not.toContain("campuslar_session");

    await page.goto("/conta");
    await page.getByRole("main").getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect((await context.cookies()).find((c) => c.name === "campuslar_session")).toBeUndefined();
    await page.goto("/conta");
    await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
  });

  test("a session the API no longer accepts logs out everywhere at the next page", async ({
    page,
    context,
    request,
  }) => {
    const { email } = await newAccount(request, "Fabi");
    await logIn(page, email, "/en/entrar");
    await expect(page).toHaveURL(/\/en$/);
    const token = await sessionToken(context);
    // The session ends elsewhere (e.g. a password reset revokes every session).
    const revoked = await request.post("/v2/users/logout", { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBe(true);

    await page.goto("/en/faq");
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "campuslar_session")).toBe(false);
    await page.goto("/en/conta");
    await expect(page).toHaveURL(/\/en\/entrar/);
  });

  test("a heart pressed after the session ended elsewhere logs the page out at once", async ({
    page,
    context,
    request,
  }) => {
    const { email } = await newAccount(request, "Hana");
    await logIn(page, email, "/en/entrar");
    await expect(page).toHaveURL(/\/en$/);
    await page.goto("/en/imoveis");
    await waitForHydration(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveCount(0);
    const token = await sessionToken(context);
    const revoked = await request.post("/v2/users/logout", { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBe(true);

    // No navigation: a plain request from the heart meets the 401.
    const heart = page.locator("button[data-favorite]").first();
    await heart.click();
    await expect(page.getByRole("alert")).toContainText("Your session has ended. Log in again");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    expect((await context.cookies()).some((c) => c.name === "campuslar_session")).toBe(false);
  });

  test("logging out in one tab logs out the other open tabs", async ({ context, request }) => {
    const { email } = await newAccount(request, "Gabi");
    const first = await context.newPage();
    await logIn(first, email);
    await expect(first).toHaveURL(/:\d+\/$/);
    const second = await context.newPage();
    await second.goto("/conta");
    await waitForHydration(second);
    await expect(second.getByRole("main")).toContainText(email);
    await expect(second.getByRole("banner")).not.toContainText("Entrar");

    await first.goto("/conta");
    await first.getByRole("main").getByRole("button", { name: "Sair" }).click();
    await expect(first).toHaveURL(/:\d+\/$/);
    // The other tab hears of it and shows a visitor without being touched.
    await expect(second.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  });
});

test.describe("forms from other sites", () => {
  test("are refused, so another site cannot log a visitor in or out", async ({ request }) => {
    for (const path of ["/sair", "/entrar", "/en/entrar"]) {
      const response = await request.post(path, {
        headers: { Origin: "https://evil.example" },
        form: { email: "a@example.com", password: "x" },
        maxRedirects: 0,
      });
      // 403 from the site's own check, or 400 from React Router's, which runs first for actions.
      expect([400, 403], path).toContain(response.status());
      expect(response.headers()["set-cookie"] ?? "", path).not.toContain("campuslar_session");
    }
  });
});

test.describe("abuse limits through the web's forms", () => {
  test("count each visitor's own address, not the web server's", async ({ request, baseURL }) => {
    const [tried, other] = [anAddress(), anAddress()];
    const logIn = (address: string, n: number) =>
      request.post("/entrar", {
        headers: { "X-Forwarded-For": address, Origin: baseURL ?? "" },
        form: { email: `nobody.${n}.${Date.now()}@example.com`, password: "Wrong1234", redirectTo: "/" },
        maxRedirects: 0,
      });
    const { limit } = ACCOUNT_RATE_LIMITS.login.perIp;
    for (let n = 0; n < limit; n++) expect((await logIn(tried, n)).status(), `attempt ${n + 1}`).toBe(401);
    const blocked = await logIn(tried, limit);
    expect(blocked.status()).toBe(429);
    expect(await blocked.text()).toContain("Muitas tentativas");
    // Someone else, at the same moment, is not blocked by the first visitor's tries.
    expect((await logIn(other, 0)).status()).toBe(401);
  });
});
