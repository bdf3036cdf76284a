import { axeViolations } from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page, type Request, test } from "@playwright/test";
import { openSearchPage } from "./search-box.spec-support.ts";

/**
 * The top bar's search-as-you-type box on the /imoveis pages (spec §2, §4, §5, §8): nothing
 * under four characters, listings from four, choosing one opens it, a failure shows nothing
 * and an old answer never replaces a newer one. The places it suggests beside the listings
 * (universities, neighbourhoods) are place-suggestions.spec.ts's.
 */

const LOCALES = [
  {
    locale: "pt",
    path: "/imoveis",
    property: "/imovel/",
    sale: "/imovel/compra/",
    label: "Buscar imóveis",
    searching: "Buscando…",
    homes: "Imóveis",
  },
  {
    locale: "en",
    path: "/en/imoveis",
    property: "/en/imovel/",
    sale: "/en/imovel/sale/",
    label: "Search homes",
    searching: "Searching…",
    homes: "Homes",
  },
] as const;

type TermItem = { code: string; purpose: "rent" | "sale"; title: string };
type TermAnswer = { items: TermItem[]; universities: unknown[]; neighbourhoods: unknown[] };

const TERM_PATH = "/v2/properties/term";

/** A word the seeded catalogue matches: the neighbourhood of its newest rental listing. */
async function seededQuery(request: APIRequestContext): Promise<string> {
  const list = await request.get("/v2/properties?pageSize=1");
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: { address: { neighbourhood: string } }[] };
  const neighbourhood = items[0]?.address.neighbourhood ?? "";
  // The longest word of the neighbourhood, so "Vila Mariana" searches "Mariana".
  const word = neighbourhood.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? "";
  expect(word.length).toBeGreaterThanOrEqual(4);
  return word;
}

/**
 * What the box itself received for `q`. Read from the page's own answer, not from a second
 * call: for a common word the API ranks a bounded pool of matches, so two calls may order ties
 * differently.
 */
function fullAnswerTo(page: Page, q: string): Promise<TermAnswer> {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === TERM_PATH && url.searchParams.get("q") === q;
    })
    .then(async (response) => (await response.json()) as TermAnswer);
}

/** The listings the box received for `q`. */
const answerTo = (page: Page, q: string): Promise<TermItem[]> => fullAnswerTo(page, q).then((answer) => answer.items);

/** Counts the box's calls to the API from the moment it is called. */
function countTermRequests(page: Page): { requests: Request[] } {
  const seen = { requests: [] as Request[] };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === TERM_PATH) seen.requests.push(request);
  });
  return seen;
}

/** The popup's suggestions, not its "Searching…" or "no match" line, which cannot be chosen. */
function listingOptions(page: Page) {
  return page.getByRole("listbox").getByRole("option", { disabled: false });
}

for (const { locale, path, property, sale, label, searching, homes } of LOCALES) {
  /** The listings of the popup, under their heading (places come before them). */
  const homeOptions = (page: Page) => page.getByRole("listbox").getByRole("group", { name: homes }).getByRole("option");

  test.describe(`search box on ${path}`, () => {
    test("three characters send nothing and show nothing", async ({ page }) => {
      // The page's timers run on the test's clock, so "well past the debounce" is exact.
      await page.clock.install();
      const box = await openSearchPage(page, path);
      await expect(box).toHaveAccessibleName(label);
      const seen = countTermRequests(page);

      await box.pressSequentially("pin");
      await page.clock.runFor(2000);
      // Spaces around do not count: still three characters.
      await box.fill("  pin  ");
      await page.clock.runFor(2000);
      await expect(page.getByRole("listbox")).toHaveCount(0);
      await expect(box).toHaveAttribute("aria-expanded", "false");

      // A fourth character does send: requests leave in order, so the first one seen is this
      // one only if the three characters before sent nothing.
      const fourth = page.waitForRequest((request) => new URL(request.url()).pathname === TERM_PATH);
      await box.fill("pinh");
      await page.clock.runFor(2000);
      expect(new URL((await fourth).url()).searchParams.get("q")).toBe("pinh");
      expect(seen.requests.map((request) => new URL(request.url()).searchParams.get("q"))).toEqual(["pinh"]);
    });

    test("four characters list matching homes; ArrowDown and Enter open the first", async ({ page, request }) => {
      const query = await seededQuery(request);
      const box = await openSearchPage(page, path);
      const seen = countTermRequests(page);
      const answer = fullAnswerTo(page, query);
      await box.pressSequentially(query, { delay: 40 });
      await expect(box).toHaveValue(query);
      const { items: expected, universities, neighbourhoods } = await answer;
      expect(expected.length).toBeGreaterThan(0);
      const first = expected[0] as TermItem;
      // The places the word names come first (the neighbourhood it was taken from, at least).
      const places = universities.length + neighbourhoods.length;
      expect(places).toBeGreaterThan(0);

      const options = page.getByRole("listbox").getByRole("option");
      await expect(options).toHaveCount(places + expected.length);
      await expect(homeOptions(page)).toHaveCount(expected.length);
      await expect(homeOptions(page).first()).toContainText(first.title);
      await expect(homeOptions(page).first()).toContainText(first.code);
      await expect(box).toHaveAttribute("aria-expanded", "true");
      // Debounced: typing a whole word in one go asks once (or twice on a slow machine), not per key.
      expect(seen.requests.length).toBeGreaterThanOrEqual(1);
      expect(seen.requests.length).toBeLessThan(query.length - 3);
      const asked = new URL(seen.requests.at(-1)?.url() ?? "http://x");
      expect(asked.searchParams.get("q")).toBe(query);
      expect(asked.searchParams.get("lang")).toBe(locale);

      // Escape closes the popup; typing again opens it.
      await box.press("Escape");
      await expect(page.getByRole("listbox")).toHaveCount(0);
      await box.press("ArrowDown");
      await expect(options.first()).toBeVisible();
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await box.press("ArrowUp");
      await box.press("ArrowDown");
      // Down through the places to the first listing.
      for (let step = 0; step < places; step++) await box.press("ArrowDown");
      await expect(homeOptions(page).first()).toHaveAttribute("aria-selected", "true");

      await box.press("Enter");
      const target = `${first.purpose === "sale" ? sale : property}${encodeURIComponent(first.code)}`;
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}$`));
    });

    test("while the answer is on its way, the popup says it is searching", async ({ page, request }) => {
      const query = await seededQuery(request);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**${TERM_PATH}**`, async (route) => {
        await held;
        await route.continue();
      });
      const box = await openSearchPage(page, path);
      await box.fill(query);
      const status = page.getByRole("listbox").getByRole("option", { name: searching });
      await expect(status).toBeVisible();
      await expect(status).toHaveAttribute("aria-disabled", "true");
      release();
      await expect(page.getByRole("listbox").getByRole("option", { disabled: false }).first()).toBeVisible();
      await expect(status).toHaveCount(0);
    });

    test("clicking an option opens it", async ({ page, request }) => {
      const query = await seededQuery(request);
      const box = await openSearchPage(page, path);
      const answer = answerTo(page, query);
      await box.fill(query);
      const [first] = await answer;
      if (!first) throw new Error(`no listing matches ${query}`);
      await homeOptions(page).first().click();
      const target = `${first.purpose === "sale" ? sale : property}${encodeURIComponent(first.code)}`;
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}$`));
    });

    test("nothing matching says so in an option that cannot be chosen", async ({ page }) => {
      const box = await openSearchPage(page, path);
      await box.fill("zzqxwv");
      const option = page.getByRole("banner").getByRole("option");
      await expect(option).toHaveCount(1);
      await expect(option).toHaveText(
        locale === "pt" ? "Nenhum imóvel encontrado para “zzqxwv”" : "No homes match “zzqxwv”",
      );
      await expect(option).toHaveAttribute("aria-disabled", "true");
      await box.press("ArrowDown");
      await box.press("Enter");
      // Enter with nothing chosen searches the list page, as the form does without JavaScript.
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?q=zzqxwv$`));
      await expect(page.getByRole("listbox")).toHaveCount(0);
    });

    test("Enter with listings shown but none chosen searches the list and closes the popup", async ({
      page,
      request,
    }) => {
      const query = await seededQuery(request);
      const box = await openSearchPage(page, path);
      await box.pressSequentially(query, { delay: 40 });
      await expect(listingOptions(page).first()).toBeVisible();
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?q=${escapeRegExp(encodeURIComponent(query))}$`));
      // The results are not covered: the popup is gone and stays gone once the list has loaded.
      await expect(page.getByRole("listbox")).toHaveCount(0);
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("listbox")).toHaveCount(0);
    });

    test("a failing API is only logged", async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      let calls = 0;
      await page.route(`**${TERM_PATH}**`, (route) => {
        calls += 1;
        return route.abort();
      });
      const box = await openSearchPage(page, path);
      await box.fill("Pinheiros");
      await expect.poll(() => calls).toBe(1);
      await expect.poll(() => warnings.some((text) => text.includes("Property search failed"))).toBe(true);

      await expect(page.getByRole("listbox")).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).toBeEnabled();
      await expect(box).toHaveValue("Pinheiros");
    });

    test("a slow older answer never replaces a newer one", async ({ page, request }) => {
      const query = await seededQuery(request);
      const stale = {
        items: [
          {
            code: "STALE1",
            purpose: "rent",
            title: "Stale answer",
            address: { street: "Rua Velha", neighbourhood: "Antigo", city: "São Paulo", state: "SP" },
            type: "apartamento",
          },
        ],
      };

      let staleAsked!: () => void;
      const staleRequested = new Promise<void>((resolve) => {
        staleAsked = resolve;
      });
      let staleDone!: () => void;
      const staleAnswered = new Promise<void>((resolve) => {
        staleDone = resolve;
      });
      await page.route(`**${TERM_PATH}**`, async (route) => {
        const q = new URL(route.request().url()).searchParams.get("q");
        if (q !== "Rua Velha") return route.continue();
        staleAsked();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        // The box has usually given up on this request by now; answer it anyway if it still listens.
        await route.fulfill({ json: stale }).catch(() => undefined);
        staleDone();
      });

      const box = await openSearchPage(page, path);
      const staleOutcome = new Promise<string>((resolve) => {
        const isStale = (request: Request) => new URL(request.url()).searchParams.get("q") === "Rua Velha";
        page.on("requestfailed", (request) => {
          if (isStale(request)) resolve(/abort/i.test(request.failure()?.errorText ?? "") ? "aborted" : "failed");
        });
        page.on("requestfinished", (request) => {
          if (isStale(request)) resolve("answered");
        });
      });
      await box.fill("Rua Velha");
      await staleRequested;
      const answer = answerTo(page, query);
      await box.fill(query);
      const expected = await answer;

      const options = homeOptions(page);
      await expect(options).toHaveCount(expected.length);
      await expect(options.first()).toContainText(expected[0]?.title ?? "");
      // The newer query aborted the older request (its answer can no longer reach the box).
      expect(await staleOutcome).toBe("aborted");
      await staleAnswered;
      await expect(options).toHaveCount(expected.length);
      await expect(page.getByText("Stale answer")).toHaveCount(0);
    });

    test("axe finds no WCAG A/AA violation with the popup open", async ({ page, request }) => {
      const query = await seededQuery(request);
      const box = await openSearchPage(page, path);
      await box.fill(query);
      await expect(listingOptions(page).first()).toBeVisible();
      await box.press("ArrowDown");
      await expect(page.getByRole("banner").getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      expect(await axeViolations(page, { include: "header" })).toEqual([]);
    });

    test.describe("on a 375 px wide phone", () => {
      test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

      test("the box spans the width, options are tappable and pass axe", async ({ page, request }) => {
        const query = await seededQuery(request);
        const box = await openSearchPage(page, path);
        const boxSize = await box.boundingBox();
        expect(boxSize?.width).toBeGreaterThan(300);
        expect(boxSize?.height).toBeGreaterThanOrEqual(44);

        const answer = answerTo(page, query);
        await box.fill(query);
        const [first] = await answer;
        const listbox = page.getByRole("listbox");
        await expect(listingOptions(page).first()).toBeVisible();
        const popup = await listbox.boundingBox();
        expect(popup?.x).toBeGreaterThanOrEqual(0);
        expect((popup?.x ?? 0) + (popup?.width ?? 0)).toBeLessThanOrEqual(375);
        for (const option of await listbox.getByRole("option").all()) {
          expect((await option.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        }
        expect(await axeViolations(page, { include: "header" })).toEqual([]);

        await homeOptions(page).first().tap();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(first?.code ?? "")}$`));
      });
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // The server streams the lazy box in a hidden chunk that only a script reveals; without
  // JavaScript the top bar shows its Suspense fallback, a plain GET form.

  for (const { path } of LOCALES) {
    test(`Enter in the box on ${path} searches the list page`, async ({ page }) => {
      await page.goto(path);
      const box = page.getByRole("banner").getByRole("searchbox").filter({ visible: true });
      await box.fill("Pinheiros");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?q=Pinheiros$`));
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
