import { anAddress, dismissCookieNotice, expectNoAxeViolations, waitForHydration } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

const PASSWORD = "Segura123";
const STORAGE_KEY = "campuslar:favorites";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  // The cookie notice is cookie-notice.spec.ts's to test: dismissed here.
  await dismissCookieNotice(context);
});

type Locale = "pt" | "en";
type Listing = { code: string; title: string };

const TEXT = {
  pt: {
    prefix: "",
    save: (title: string) => `Salvar ${title} nos favoritos`,
    empty: "Você ainda não salvou nenhum imóvel",
    search: "Buscar imóveis",
    one: "1 imóvel salvo",
    two: "2 imóveis salvos",
    email: "E-mail",
    password: "Senha",
    logIn: "Entrar",
  },
  en: {
    prefix: "/en",
    save: (title: string) => `Save ${title} to favourites`,
    empty: "You have not saved any homes yet",
    search: "Find a home",
    one: "1 saved home",
    two: "2 saved homes",
    email: "Email",
    password: "Password",
    logIn: "Log in",
  },
} as const;

/** Two published rent listings, titled in `locale`, from different pages of the catalogue so each test has its own. */
async function twoListings(request: APIRequestContext, locale: Locale, page: number): Promise<[Listing, Listing]> {
  const response = await request.get(`/v2/properties?pageSize=2&page=${page}&lang=${locale}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listing[] };
  const [a, b] = items;
  if (!a || !b) throw new Error("the seed lacks listings");
  return [a, b];
}

/** A new account made through the API, so each test logs in as its own person. */
async function newAccount(request: APIRequestContext) {
  const email = `fav.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post("/v2/users/signup", {
    data: { name: "Lia Campos", phone: "+55 11 98765-4321", email, password: PASSWORD },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** Logs in through the form, which brings the visitor back to `back`. */
async function logIn(page: Page, locale: Locale, email: string, back: string) {
  const text = TEXT[locale];
  await page.goto(`${text.prefix}/entrar?redirectTo=${encodeURIComponent(back)}`);
  await waitForHydration(page);
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password).fill(PASSWORD);
  await page.getByRole("button", { name: text.logIn }).click();
  await expect(page).toHaveURL(new RegExp(`${back.replace(/\//g, "\\/")}$`));
  // The login form's own return is session.spec.ts's to test; here the page is loaded afresh.
  await page.goto(back);
  await waitForHydration(page);
}

/** The heart of a listing on its own page, after saving it there. */
/**
 * A logged-in heart answers at once and saves in the background: before a reload, wait for the
 * server to have the change (a visitor's heart saves in this browser and sends nothing).
 */
function serverSaved(page: Page) {
  return page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favoritos/codigos"));
}

async function saveOnListingPage(page: Page, locale: Locale, listing: Listing) {
  await page.goto(`${TEXT[locale].prefix}/imovel/${listing.code}`);
  await waitForHydration(page);
  const heart = page.getByRole("button", { name: TEXT[locale].save(listing.title) }).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  return heart;
}

const cardLink = (page: Page, listing: Listing) =>
  page.getByRole("main").getByRole("listitem").getByRole("link", { name: listing.title, exact: true });

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];
  const favoritesPath = `${text.prefix}/favoritos`;

  test(`a visitor's favourites stay in the browser, join the account at login and can be removed (${locale})`, async ({
    page,
    request,
  }) => {
    // A whole journey (two pages checked with axe, a login, five page loads): 20 s on a quiet
    // machine, past 60 s on two cores shared with the other servers' tests.
    test.setTimeout(120_000);
    const [first, second] = await twoListings(request, locale, locale === "pt" ? 2 : 3);

    // Nothing saved yet: the page says so and points to the search.
    await page.goto(favoritesPath);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: text.empty })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: text.search })).toHaveAttribute(
      "href",
      `${text.prefix}/imoveis`,
    );
    await expectNoAxeViolations(page);

    // A visitor saves two listings; the heart keeps its state across a reload (this browser keeps it).
    await saveOnListingPage(page, locale, first);
    await saveOnListingPage(page, locale, second);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: text.save(second.title) }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? "[]")).toEqual([
      second.code,
      first.code,
    ]);

    // Both on the favourites page, newest first, with pressed hearts.
    await page.goto(favoritesPath);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: text.two })).toBeVisible();
    await expect(cardLink(page, first)).toBeVisible();
    await expect(cardLink(page, second)).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").first()).toContainText(second.title);
    await expect(page.getByRole("button", { name: text.save(first.title) })).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);

    // Logging in keeps them: they are added to the account and leave the browser.
    const email = await newAccount(request);
    await logIn(page, locale, email, favoritesPath);
    await expect(cardLink(page, first)).toBeVisible();
    await expect(cardLink(page, second)).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    // Now the server has them: a fresh load of the page shows them with no help from the browser.
    await page.reload();
    await expect(cardLink(page, first)).toBeVisible();
    await expect(cardLink(page, second)).toBeVisible();
    await waitForHydration(page);

    // Removing one from the page: its heart lifts, the card goes, and that sticks.
    const heart = page.getByRole("button", { name: text.save(first.title) });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    const removed = serverSaved(page);
    await heart.click();
    expect((await removed).ok()).toBe(true);
    await expect(cardLink(page, first)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: text.one })).toBeVisible();
    await expect(page.getByRole("heading", { name: text.one })).toBeFocused();
    await page.reload();
    await waitForHydration(page);
    await expect(cardLink(page, second)).toBeVisible();
    await expect(cardLink(page, first)).toHaveCount(0);

    // The listing page shows the account's state too.
    await page.goto(`${text.prefix}/imovel/${second.code}`);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: text.save(second.title) }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
}

test.describe("at phone size", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("a logged-in user saves from the listing page and removes the last one on /favoritos", async ({
    page,
    request,
  }) => {
    const [listing] = await twoListings(request, "pt", 4);
    const email = await newAccount(request);
    await logIn(page, "pt", email, "/favoritos");
    await expect(page.getByRole("heading", { name: TEXT.pt.empty })).toBeVisible();

    const saved = serverSaved(page);
    const heart = await saveOnListingPage(page, "pt", listing);
    expect((await saved).ok()).toBe(true);
    const box = await heart.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // Saved on the server, not in the browser.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: TEXT.pt.save(listing.title) }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.goto("/favoritos");
    await waitForHydration(page);
    await expect(cardLink(page, listing)).toBeVisible();
    await expect(page.getByRole("heading", { name: TEXT.pt.one })).toBeVisible();
    await expectNoAxeViolations(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    const removed = serverSaved(page);
    await page.getByRole("button", { name: TEXT.pt.save(listing.title) }).tap();
    expect((await removed).ok()).toBe(true);
    await expect(page.getByRole("heading", { name: TEXT.pt.empty })).toBeVisible();
    await expect(page.getByRole("heading", { name: TEXT.pt.empty })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole("heading", { name: TEXT.pt.empty })).toBeVisible();
  });
});

test("a heart pressed while the account's list is still on its way stays pressed, and is saved", async ({
  page,
  request,
}) => {
  const [listing] = await twoListings(request, "en", 6);
  const email = await newAccount(request);
  await logIn(page, "en", email, "/en/favoritos");
  // The page's first read of the list is answered by the server at once but reaches the
  // browser only after the heart's change has been saved: a slow network, as on a phone.
  let saved!: () => void;
  const changeSaved = new Promise<void>((resolve) => (saved = resolve));
  await page.route("**/favoritos/codigos", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const before = await route.fetch();
    await changeSaved;
    await route.fulfill({ response: before });
  });
  await page.goto(`/en/imovel/${listing.code}`);
  await waitForHydration(page);
  const heart = page.getByRole("button", { name: TEXT.en.save(listing.title) }).first();
  const posted = serverSaved(page);
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await posted).ok()).toBe(true);
  const listArrived = page.waitForResponse(
    (r) => r.request().method() === "GET" && r.url().includes("/favoritos/codigos"),
  );
  saved();
  await listArrived;
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.unroute("**/favoritos/codigos");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: TEXT.en.save(listing.title) }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart is a form: a visitor is asked to log in, a user's choice is saved", async ({ page, request }) => {
    const [listing] = await twoListings(request, "pt", 5);
    await page.goto(`/imovel/${listing.code}`);
    await page
      .getByRole("button", { name: TEXT.pt.save(listing.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/entrar\\?redirectTo=%2Fimovel%2F${listing.code}$`));

    const email = await newAccount(request);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill(PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(new RegExp(`/imovel/${listing.code}$`));
    await page
      .getByRole("button", { name: TEXT.pt.save(listing.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/imovel/${listing.code}$`));
    await page.goto("/favoritos");
    await expect(cardLink(page, listing)).toBeVisible();
  });
});
