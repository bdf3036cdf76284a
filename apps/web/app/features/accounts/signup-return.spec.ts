import {
  dismissCookieNotice,
  expectNoAxeViolations,
  freshVisitor,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";

/**
 * Signing up or logging in brings the person back where they were (issue 16, point 7), and a
 * class behind one address signs up together (point 2), in both languages, at phone and desktop
 * widths. The e2e server trusts X-Forwarded-For (playwright.config.ts), so each test picks the
 * address its visitors come from.
 */

type Locale = "pt" | "en";
const STORAGE_KEY = "campuslar:favorites";
const PASSWORD = "Moradia2027";

const TEXT = {
  pt: {
    prefix: "",
    login: "Entrar",
    signupLink: "Crie a sua",
    loginLink: "Entre",
    signup: "Criar conta",
    name: "Nome",
    email: "E-mail",
    password: "Senha",
    save: (title: string) => `Salvar ${title} nos favoritos`,
    favorites: "Favoritos",
    ownerCta: "Anunciar por conta própria",
    ownerTitle: "Meus imóveis",
    greeting: "Olá, Lia",
    account: "Conta de Lia",
    common: "Esta senha está entre as mais usadas e é fácil de adivinhar; escolha outra",
    myFavorites: "Meus favoritos",
    oneSaved: "1 imóvel salvo.",
  },
  en: {
    prefix: "/en",
    login: "Log in",
    signupLink: "Create one",
    loginLink: "Log in",
    signup: "Create account",
    name: "Name",
    email: "Email",
    password: "Password",
    save: (title: string) => `Save ${title} to favourites`,
    favorites: "Favourites",
    ownerCta: "List it yourself",
    ownerTitle: "My listings",
    greeting: "Hi, Lia",
    account: "Lia's account",
    common: "This password is one of the most used and easy to guess; choose another",
    myFavorites: "My favourites",
    oneSaved: "1 saved home.",
  },
} as const;

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;
type Size = keyof typeof SIZES;

let addressCount = 0;
/** An address of this test's own: a campus network, a carrier's NAT. */
const anAddress = () =>
  `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${(++addressCount % 250) + 1}`;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.beforeEach(({ context }) => freshVisitor(context));

/** A published rental and its title in `locale`. */
async function rental(request: APIRequestContext, locale: Locale, page: number) {
  const response = await request.get(`/v2/properties?purpose=rent&pageSize=1&page=${page}&lang=${locale}`);
  const { items } = (await response.json()) as { items: { code: string; title: string }[] };
  const item = items[0];
  if (!item) throw new Error("the seed lacks rentals");
  return item;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const atPath = (path: string) => new RegExp(`^[^?#]*://[^/]+${escapeRegExp(path)}$`);

/** The header's "Log in": in the bar on a wide screen, in the menu on a phone. */
async function openLogin(page: Page, locale: Locale, size: Size) {
  const banner = page.getByRole("banner");
  if (size === "phone") {
    await banner.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: locale === "pt" ? "Menu do site" : "Site menu" })
      .getByRole("link", { name: TEXT[locale].login })
      .click();
  } else {
    await banner.getByRole("link", { name: TEXT[locale].login }).click();
  }
  await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
}

async function fillSignup(page: Page, locale: Locale, email: string, password = PASSWORD) {
  const text = TEXT[locale];
  const form = page.locator("#cadastro");
  await form.getByLabel(text.name).fill("Lia Campos");
  // The phone field's own tests are elsewhere: a Brazilian mobile number suits it.
  await form.getByRole("textbox", { name: /telefone|phone/i }).fill("(11) 98765-4321");
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.password, { exact: true }).fill(password);
}

async function expectSignedIn(page: Page, locale: Locale, size: Size) {
  // The menu button works once React runs it: a click before hydration does nothing.
  await waitForHydration(page);
  const banner = page.getByRole("banner");
  if (size === "desktop") {
    await expect(banner.getByRole("button", { name: TEXT[locale].account })).toBeVisible();
  } else {
    // Just after signing up, the page renders again as the favourites carried over join the
    // account; a menu opened in that instant closes with it, as it would under a person's thumb,
    // who taps again. The greeting must show in the menu all the same.
    const greeting = page.getByText(TEXT[locale].greeting);
    await expect(async () => {
      if (!(await greeting.isVisible())) await banner.getByRole("button", { name: "Menu" }).click();
      await expect(greeting).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await banner.getByRole("button", { name: "Menu" }).click();
  }
}

/** The account's "Favourites" link: in the account menu on a wide screen, in the menu on a phone. */
async function openFavorites(page: Page, locale: Locale, size: Size) {
  const banner = page.getByRole("banner");
  if (size === "desktop") {
    await banner.getByRole("button", { name: TEXT[locale].account }).click();
    await banner.getByRole("link", { name: TEXT[locale].favorites }).click();
  } else {
    await banner.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: locale === "pt" ? "Menu do site" : "Site menu" })
      .getByRole("link", { name: TEXT[locale].favorites })
      .click();
  }
}

async function newAccount(request: APIRequestContext, locale: Locale) {
  const email = uniqueEmail("volta");
  const response = await request.post("/v2/users/signup", {
    data: { name: "Lia Campos", phone: "+55 11 98765-4321", email, password: PASSWORD, locale },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status()).toBe(201);
  return email;
}

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];
  for (const size of (Object.keys(SIZES) as Size[]).filter((s) => SIZES[s].width === WIDTH_FOR[locale])) {
    test.describe(`${locale}, ${SIZES[size].width} px`, () => {
      test.use({ viewport: SIZES[size] });

      test("listing → log in → sign up link → sign up: back on the listing, signed in, its heart kept without a reload", async ({
        page,
        request,
      }) => {
        const listing = await rental(request, locale, size === "phone" ? 4 : 5);
        const listingPath = `${text.prefix}/imovel/${listing.code}`;
        await page.goto(listingPath);
        await waitForHydration(page);
        // A visitor hearts the listing: it is kept in this browser.
        const heart = page.getByRole("button", { name: text.save(listing.title) }).first();
        await heart.click();
        await expect(heart).toHaveAttribute("aria-pressed", "true");

        await openLogin(page, locale, size);
        await page.getByRole("main").getByRole("link", { name: text.signupLink }).click();
        await expect(page).toHaveURL(atPath(`${text.prefix}/cadastro?redirectTo=${encodeURIComponent(listingPath)}`));
        await waitForHydration(page);
        await expectNoAxeViolations(page);

        // No reload from here on: the page must not be loaded afresh to show the carried favourite.
        await page.evaluate(() => {
          (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
        });
        await fillSignup(page, locale, uniqueEmail("anuncio"));
        await page.locator("#cadastro").getByRole("button", { name: text.signup }).click();
        await expect(page).toHaveURL(atPath(listingPath));
        await expect(page.getByRole("button", { name: text.save(listing.title) }).first()).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        await expectSignedIn(page, locale, size);
        // It joined the account and left the browser.
        await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();

        // The favourites page, reached by the account's link, lists it at once.
        await openFavorites(page, locale, size);
        await expect(page).toHaveURL(atPath(`${text.prefix}/favoritos`));
        await expect(
          page.getByRole("main").getByRole("listitem").getByRole("link", { name: listing.title, exact: true }),
        ).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
        await expectNoAxeViolations(page);
      });

      test("signed up with no page to return to: the account page counts the favourite hearted before, at once", async ({
        page,
        request,
      }) => {
        const listing = await rental(request, locale, size === "phone" ? 10 : 11);
        await page.goto(`${text.prefix}/imovel/${listing.code}`);
        await waitForHydration(page);
        await page
          .getByRole("button", { name: text.save(listing.title) })
          .first()
          .click();
        // The signup page reached by the address bar: nothing to return to.
        await page.goto(`${text.prefix}/cadastro`);
        await waitForHydration(page);
        await page.evaluate(() => {
          (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
        });
        await fillSignup(page, locale, uniqueEmail("conta"));
        await page.locator("#cadastro").getByRole("button", { name: text.signup }).click();
        await expect(page).toHaveURL(atPath(`${text.prefix}/conta`));
        const favorites = page.getByRole("region", { name: text.myFavorites });
        await expect(favorites).toContainText(text.oneSaved);
        await expect(favorites.getByRole("link", { name: listing.title, exact: true })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
        await expectNoAxeViolations(page);
      });

      test("the owner's 'List it yourself' → log in → sign up: on My listings", async ({ page }) => {
        await page.goto(`${text.prefix}/proprietario`);
        await waitForHydration(page);
        await page.getByRole("main").getByRole("link", { name: text.ownerCta }).click();
        await expect(page).toHaveURL(
          atPath(`${text.prefix}/entrar?redirectTo=${encodeURIComponent(`${text.prefix}/meus-imoveis`)}`),
        );
        await page.getByRole("main").getByRole("link", { name: text.signupLink }).click();
        await expect(page).toHaveURL(
          atPath(`${text.prefix}/cadastro?redirectTo=${encodeURIComponent(`${text.prefix}/meus-imoveis`)}`),
        );
        await waitForHydration(page);
        await fillSignup(page, locale, uniqueEmail("dono"));
        await page.locator("#cadastro").getByRole("button", { name: text.signup }).click();
        await expect(page).toHaveURL(atPath(`${text.prefix}/meus-imoveis`));
        await expect(page.getByRole("heading", { level: 1, name: text.ownerTitle })).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test("log in from a listing: back on it; the signup page's log-in link keeps the way back too", async ({
        page,
        request,
      }) => {
        const email = await newAccount(request, locale);
        const listing = await rental(request, locale, size === "phone" ? 6 : 7);
        const listingPath = `${text.prefix}/imovel/${listing.code}`;
        await page.goto(listingPath);
        await waitForHydration(page);
        await openLogin(page, locale, size);
        // To signup and back to login: the way back is kept both ways.
        await page.getByRole("main").getByRole("link", { name: text.signupLink }).click();
        await page.getByRole("main").getByRole("link", { name: text.loginLink, exact: true }).click();
        await expect(page).toHaveURL(atPath(`${text.prefix}/entrar?redirectTo=${encodeURIComponent(listingPath)}`));
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        await page.getByLabel(text.email).fill(email);
        await page.getByLabel(text.password).fill(PASSWORD);
        await page.getByRole("main").getByRole("button", { name: text.login }).click();
        await expect(page).toHaveURL(atPath(listingPath));
        await expectSignedIn(page, locale, size);
      });

      test("a return address in the other language comes back in the visitor's", async ({ page, request }) => {
        const email = await newAccount(request, locale);
        const listing = await rental(request, locale, 8);
        const other = locale === "pt" ? `/en/imovel/${listing.code}` : `/imovel/${listing.code}`;
        await page.goto(`${text.prefix}/entrar?redirectTo=${encodeURIComponent(other)}`);
        await waitForHydration(page);
        await page.getByLabel(text.email).fill(email);
        await page.getByLabel(text.password).fill(PASSWORD);
        await page.getByRole("main").getByRole("button", { name: text.login }).click();
        await expect(page).toHaveURL(atPath(`${text.prefix}/imovel/${listing.code}`));
      });

      test("a most-used password is refused next to the password field, the rest kept", async ({ page }) => {
        await page.goto(`${text.prefix}/cadastro`);
        await waitForHydration(page);
        const email = uniqueEmail("comum");
        await fillSignup(page, locale, email, "Senha123");
        await page.locator("#cadastro").getByRole("button", { name: text.signup }).click();
        const password = page.locator("#cadastro").getByLabel(text.password, { exact: true });
        await expect(password).toHaveAttribute("aria-invalid", "true");
        const ids = ((await password.getAttribute("aria-describedby")) ?? "").split(" ");
        const errorId = ids.find((id) => id.endsWith("-error"));
        await expect(page.locator(`[id="${errorId}"]`)).toHaveText(text.common);
        await expect(page.locator("#cadastro").getByLabel(text.email)).toHaveValue(email);
        await expectNoAxeViolations(page);
      });
    });
  }
}

// A class behind one address: once, not per language, since it is fifteen signups long; the
// students alternate between Portuguese and English. The first thirteen send the signup form as
// a browser without JavaScript does (the same web action, session cookie and abuse limits); the
// last two fill it in a browser, one on a phone and one on a wide screen, when the address has
// already signed up thirteen.
test("fifteen students sign up one after another from one address, each back on the listing signed in", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const listing = await rental(request, "pt", 9);
  const campus = anAddress();
  for (let i = 1; i <= 15; i++) {
    const locale: Locale = i % 2 === 1 ? "pt" : "en";
    const listingPath = `${TEXT[locale].prefix}/imovel/${listing.code}`;
    if (i <= 13) await signUpByForm(browser, campus, locale, listingPath, i);
    else await signUpAsStudent(browser, campus, locale === "pt" ? "phone" : "desktop", locale, listingPath, i);
  }
});

/** One student sending the signup form as a browser without JavaScript would, from the class's address. */
async function signUpByForm(browser: Browser, address: string, locale: Locale, listingPath: string, n: number) {
  const text = TEXT[locale];
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } });
  try {
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    const sent = await context.request.post(`${text.prefix}/cadastro?redirectTo=${encodeURIComponent(listingPath)}`, {
      form: {
        redirectTo: listingPath,
        name: "Lia Campos",
        phone: "(11) 98765-4321",
        phoneCountry: "BR",
        email: uniqueEmail(`turma${n}`),
        password: PASSWORD,
      },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(sent.status(), `student ${n}: ${sent.status() < 300 ? await sent.text() : ""}`).toBe(302);
    expect(new URL(sent.headers().location ?? "", origin).pathname, `student ${n}`).toBe(listingPath);
    // Signed in: the account page greets the student.
    const account = await context.request.get(`${text.prefix}/conta`);
    expect(await account.text(), `student ${n}`).toMatch(/(Olá|Hello), Lia/);
  } finally {
    await context.close();
  }
}

/** One student in a browser of their own, coming from the class's shared address. */
async function signUpAsStudent(
  browser: Browser,
  address: string,
  size: Size,
  locale: Locale,
  listingPath: string,
  n: number,
) {
  const text = TEXT[locale];
  const context = await browser.newContext({
    viewport: SIZES[size],
    locale: "pt-BR",
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  await dismissCookieNotice(context);
  try {
    const page = await context.newPage();
    await page.goto(`${text.prefix}/cadastro?redirectTo=${encodeURIComponent(listingPath)}`);
    await waitForHydration(page);
    await fillSignup(page, locale, uniqueEmail(`turma${n}`));
    await page.locator("#cadastro").getByRole("button", { name: text.signup }).click();
    await expect(page, `student ${n}`).toHaveURL(atPath(listingPath), { timeout: 20_000 });
    // Signed in: the account page greets the student (the menu's greeting is checked elsewhere).
    await page.goto(`${text.prefix}/conta`);
    await expect(page.getByRole("main"), `student ${n}`).toContainText(/(Olá|Hello), Lia/);
  } finally {
    await context.close();
  }
}
