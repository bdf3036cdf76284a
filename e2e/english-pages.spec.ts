import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  anAddress,
  dismissCookieNotice,
  expectNoAxeViolations,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  signInWithToken,
  waitForHydration,
} from "./support.ts";

/*
 * Issue 16, point 3: English pages speak English. Rooms are named from their kind and number in
 * the page's language, with red or green and the state written beside; an owner's listing with
 * Portuguese text only says so on English pages; an English title an owner writes is shown there.
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** Portuguese words that name rooms, their state or a type: never on an English page's own text. */
const PORTUGUESE_LABELS = /\b(Quarto|Quartos|Suíte|Disponível|Ocupado|Residência)\b/;

const TEXT = {
  pt: {
    prefix: "",
    room: /^(Quarto|Suíte) \d+: (Disponível|Ocupado)/,
    description: "Descrição em português",
  },
  en: {
    prefix: "/en",
    room: /^(Room|Suite) \d+: (Available|Occupied)/,
    description: "Description in Portuguese",
  },
} as const;
type Locale = keyof typeof TEXT;

type Listing = { code: string; title: string };

const ptForm = (rentAmount: number) => ({
  advertisedUnit: "whole",
  type: "apartamento",
  title: `Apartamento tranquilo no Butantã ${unique()}`,
  description: "Dois quartos claros, perto do metrô e da USP.",
  postalCode: "05508-000",
  street: "Rua Alvarenga",
  number: "1200",
  neighbourhood: "Butantã",
  areaM2: 58,
  bedrooms: 2,
  bathrooms: 1,
  capacity: 2,
  rentAmount,
  minContractMonths: 6,
  // No bill beyond the rent (each bill is included or estimated before review).
  waterEstimate: 0,
  electricityEstimate: 0,
  gasEstimate: 0,
  internetEstimate: 0,
  cleaningEstimate: 0,
});

async function signup(request: APIRequestContext): Promise<string> {
  const response = await request.post("/v2/users/signup", {
    data: {
      name: "Rafaela Costa",
      phone: "+55 11 98765-4321",
      email: `owner.${unique()}@example.com`,
      password: "Primeira1",
    },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** An owner's listing with a photo, sent for review and published by staff, all through the API. */
async function publishedListing(request: APIRequestContext, token: string, body: object): Promise<Listing> {
  const auth = { authorization: `Bearer ${token}` };
  const created = await request.post("/v2/owner/listings", { data: body, headers: auth });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#5d8aa8" } })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post(`/v2/owner/listings/${code}/photos`, {
    headers: auth,
    multipart: { photo: { name: "sala.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const submitted = await request.post(`/v2/owner/listings/${code}/submit`, { headers: auth });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const published = await request.post(`/v2/admin/listings/${code}/publish`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return { code, title: (body as { title: string }).title };
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const staff = await request.post("/v2/users/login", {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { "X-Forwarded-For": anAddress() },
  });
  return ((await staff.json()) as { token: string }).token;
}

/** Staff approve the change an owner made to a published listing (decision 017), the version they read. */
async function approveChange(request: APIRequestContext, code: string): Promise<void> {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const queue = await request.get("/v2/admin/listing-changes", { headers });
  const { items } = (await queue.json()) as { items: { code: string; version: number }[] };
  const change = items.find((item) => item.code === code);
  expect(change, `a change of ${code} waits for review`).toBeDefined();
  const approved = await request.post(`/v2/admin/listing-changes/${code}/approve`, {
    headers,
    data: { version: change?.version },
  });
  expect(approved.status(), await approved.text()).toBe(204);
}

/** The page's own text, without what is marked as Portuguese (an owner's Portuguese-only text). */
const textOutsidePortuguese = (page: Page) =>
  page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const marked of copy.querySelectorAll('[lang="pt-BR"]')) marked.remove();
    // Hidden text counts too: screen readers read it.
    return copy.textContent ?? "";
  });

/** Every room shown is named in the page's language, coloured red or green with its state beside. */
async function expectRooms(page: Page, locale: Locale, scope = page.locator("main")) {
  const rooms = scope.locator("li[data-available]");
  await expect(rooms.first()).toBeVisible();
  for (const room of (await rooms.all()).slice(0, 8)) {
    const available = (await room.getAttribute("data-available")) === "true";
    // It starts with the room's name and its state (the property page adds its details after).
    const text = ((await room.textContent()) ?? "").replace(/\s+/g, " ").trim();
    expect(text).toMatch(TEXT[locale].room);
    // The border's colour as sRGB (Tailwind writes oklch; a canvas converts it).
    const [r = 0, g = 0] = await room.evaluate((element) => {
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return [];
      context.fillStyle = getComputedStyle(element).borderTopColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    // Green for available, red for occupied (spec §4).
    if (available) expect(g).toBeGreaterThan(r);
    else expect(r).toBeGreaterThan(g);
  }
}

async function walk(page: Page, locale: Locale, path: string) {
  await page.goto(`${TEXT[locale].prefix}${path}`);
  await waitForHydration(page);
  const text = await textOutsidePortuguese(page);
  if (locale === "en") expect(text).not.toMatch(PORTUGUESE_LABELS);
  return text;
}

for (const width of [375, 1280] as const) {
  test.describe(`English pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });
    test.beforeEach(async ({ context }) => {
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
      await dismissCookieNotice(context);
    });

    test("rooms, types and owners' texts speak the page's language, in red and green with words", async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      const token = await signup(request);
      const rent = 2000 + Math.floor(Math.random() * 900);
      const portugueseOnly = await publishedListing(request, token, ptForm(rent));
      const withEnglish = await publishedListing(request, token, ptForm(rent + 1));

      // A seeded listing with several rooms, some free and some taken, for the property page.
      const seeded = (await (await request.get("/v2/properties?pageSize=50&type=coliving")).json()) as {
        items: { code: string; rooms: { available: boolean }[] }[];
      };
      const mixed = seeded.items.find(
        (item) => item.rooms.some((room) => room.available) && item.rooms.some((room) => !room.available),
      );
      expect(mixed).toBeTruthy();

      for (const locale of ["en", "pt"] as const) {
        const x = TEXT[locale];
        // Home and search: cards with the type's name and their rooms.
        await walk(page, locale, "/");
        // On a phone the search's cards are short (rooms wait for the listing's page), so
        // the home's full cards show the rooms there.
        if (width === 375) await expectRooms(page, locale);
        await expectNoAxeViolations(page);
        const search = await walk(page, locale, "/imoveis");
        if (locale === "pt") expect(search).toMatch(/Quarto \d+: (Disponível|Ocupado)|Suíte \d+/);
        if (width === 1280) await expectRooms(page, locale);
        await expectNoAxeViolations(page);

        // The property page: rooms by kind and number, state beside the colour.
        const property = await walk(page, locale, `/imovel/${mixed?.code}`);
        if (locale === "pt") expect(property).toMatch(/Quarto|Suíte/);
        await expectRooms(page, locale, page.locator("#quartos"));
        await page.screenshot({ path: test.info().outputPath(`property-${locale}-${width}.png`), fullPage: true });
        await expectNoAxeViolations(page);

        // The owner's Portuguese-only listing: on the English page, marked and announced.
        await walk(page, locale, `/imovel/${portugueseOnly.code}`);
        const title = page.getByRole("heading", { level: 1, name: portugueseOnly.title });
        await expect(title).toBeVisible();
        if (locale === "en") {
          await expect(title).toHaveAttribute("lang", "pt-BR");
          await expect(page.getByText(x.description, { exact: true })).toBeVisible();
          await expect(page.locator("#descricao p[lang='pt-BR']")).toContainText("Dois quartos claros");
        } else {
          await expect(title).not.toHaveAttribute("lang", /./);
          await expect(page.getByText(TEXT.en.description)).toHaveCount(0);
          await expect(page.getByText(TEXT.pt.description)).toHaveCount(0);
        }
        await page.screenshot({
          path: test.info().outputPath(`portuguese-only-${locale}-${width}.png`),
          fullPage: true,
        });
        await expectNoAxeViolations(page);

        // Favourites: the two listings side by side in this browser.
        await page.evaluate(
          (codes) => localStorage.setItem("campuslar:favorites", JSON.stringify(codes)),
          [portugueseOnly.code, mixed?.code],
        );
        await walk(page, locale, "/favoritos");
        await expect(page.locator("main li[data-available]").first()).toBeVisible();
        await expectNoAxeViolations(page);
      }

      // The owner writes an English title and description in the editor, in English.
      await signInWithToken(context, token);
      await walk(page, "en", `/meus-imoveis/${withEnglish.code}`);
      const englishTitle = `Quiet flat near USP ${unique()}`;
      await page.getByLabel("Title in English (optional)").fill(englishTitle);
      await page.getByLabel("Description in English (optional)").fill("Two bright bedrooms near the metro.");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved");
      await expectNoAxeViolations(page);
      // The listing is published: its new texts reach students once staff approve them.
      await approveChange(request, withEnglish.code);

      // The dashboard's room toggles: named in the page's language, red or green with words.
      for (const locale of ["en", "pt"] as const) {
        await walk(page, locale, "/meus-imoveis");
        const toggles = page
          .locator("main li[data-code]")
          .filter({ hasText: portugueseOnly.title })
          .locator("button[aria-pressed]");
        await expect(toggles).toHaveCount(2);
        await expect(toggles.first()).toHaveText(
          locale === "en" ? /^Room 1\s*· Available$/ : /^Quarto 1\s*· Disponível$/,
        );
      }

      // The English page shows what the owner wrote in English; the Portuguese page the Portuguese.
      await walk(page, "en", `/imovel/${withEnglish.code}`);
      await expect(page.getByRole("heading", { level: 1, name: englishTitle })).toBeVisible();
      await expect(page.getByText("Two bright bedrooms near the metro.")).toBeVisible();
      await expect(page.getByText(TEXT.en.description, { exact: true })).toHaveCount(0);
      await walk(page, "pt", `/imovel/${withEnglish.code}`);
      await expect(page.getByRole("heading", { level: 1, name: withEnglish.title })).toBeVisible();

      // English searches find the Portuguese-only listing by its structured fields.
      await walk(page, "en", `/imoveis?type=apartamento&neighbourhood=Butant%C3%A3&minPrice=${rent}&maxPrice=${rent}`);
      const card = page.locator(`article[data-code="${portugueseOnly.code}"]`);
      await expect(card).toBeVisible();
      await expect(card.locator("[lang='pt-BR']")).toHaveText(portugueseOnly.title);
      await expect(card).toContainText("Title in Portuguese");
      await expect(card).toContainText("Apartment");
      await expectNoAxeViolations(page);
    });
  });
}
