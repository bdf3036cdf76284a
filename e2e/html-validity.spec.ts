import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import {
  dismissCookieNotice,
  type SampleParams,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  sampleParams,
  waitForHydration,
} from "./support.ts";

/**
 * Issue 16 point 12: every page of the site is valid HTML and has no WCAG 2.2 AA error for a
 * second accessibility engine (axe runs in the other specs), in both languages, with
 * JavaScript on and off. The server's HTML goes through html-validate (what a visitor without
 * JavaScript gets, byte for byte); IBM's Equal Access engine checks the page as the browser
 * builds it, hydrated and without scripts. Decisions: docs/decisions/010-overlays-floating-layer-and-html-validity.md.
 */

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // A group of checkboxes shares one name, as radios do (`amenities=a&amenities=b`).
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // How the markup is spelled, not whether it is valid: React writes `charSet`, `<br/>` and
    // `disabled=""`, all of which HTML reads the same.
    "attr-case": "off",
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "no-inline-style": "off",
    // HTML allows any id without spaces; React's generated ids (`_R_1m_`) and its streaming
    // markers (`B:0`) are valid.
    "valid-id": ["error", { relaxed: true }],
    // aria-label on a named list or landmark is allowed and read (the rule's own option).
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // The search-as-you-type box is the ARIA combobox pattern, whose popup is a listbox by design.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
    // Listing titles are the owners' words; a search result's title is not cut to 70 characters.
    "long-title": "off",
  },
});

/**
 * Names HTML lets repeat that the validator's `form-dup-name` cannot be told about (its option
 * covers input types only): the roommate questionnaire's three ranked university selects.
 */
const REPEATABLE_SELECT_NAMES = ["universities"];
const isAllowedRepeat = (m: { ruleId: string; message: string }) =>
  m.ruleId === "form-dup-name" && REPEATABLE_SELECT_NAMES.some((name) => m.message.includes(`"${name}"`));

const ACE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("accessibility-checker-engine/ace.js"), "utf8");

type AceResult = { value: [string, string]; ruleId: string; message: string; snippet: string; path: { dom: string } };
type AceWindow = {
  ace: { Checker: new () => { check: (d: Document, p: string[]) => Promise<{ results: AceResult[] }> } };
};

/** IBM Equal Access' WCAG 2.2 A and AA violations on the page as it is now, one line each. */
async function aceViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "ace" in window);
  if (!loaded) await page.evaluate(`${ACE_SOURCE}\n;window.ace = ace;`);
  const results = await page.evaluate(async () => {
    const { ace } = window as unknown as AceWindow;
    // The engine's WCAG 2.2 rule set: its A and AA requirements.
    const report = await new ace.Checker().check(document, ["WCAG_2_2"]);
    /**
     * Checkboxes that share a name only across separate forms are not a set (each form sends its
     * own): the engine scopes its grouping rule by an explicit `role="form"` alone, which
     * html-validate rightly calls redundant on a <form> (decision 010). Likewise a set of radios
     * in one fieldset of its own form, repeated in each card's form (a listing's verification).
     */
    const inSeparateForms = (r: AceResult) => {
      if (r.ruleId !== "input_checkboxes_grouped") return false;
      const node = document.evaluate(r.path.dom, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
        .singleNodeValue as HTMLInputElement | null;
      if (!node?.form || !node.name) return false;
      const sameName = [...document.querySelectorAll<HTMLInputElement>("input")].filter(
        (input) => input.name === node.name && input !== node,
      );
      const group = node.closest("fieldset");
      return sameName.every(
        (input) =>
          input.form !== null && (input.form !== node.form || (group !== null && input.closest("fieldset") === group)),
      );
    };
    return report.results
      .filter((r) => r.value[0] === "VIOLATION" && r.value[1] === "FAIL" && !inSeparateForms(r))
      .map((r) => `${r.ruleId}: ${r.message} — ${r.path.dom} ${r.snippet.slice(0, 160)}`);
  });
  return results;
}

/** html-validate's errors on the server's HTML of `path`, one line each. */
async function htmlErrors(context: BrowserContext, path: string): Promise<string[]> {
  const response = await context.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const report = await validator.validateString(html, path);
  return report.results.flatMap((result) =>
    result.messages
      .filter((m) => !isAllowedRepeat(m))
      .map((m) => {
        const line = html.split("\n")[m.line - 1] ?? "";
        return `${m.ruleId}: ${m.message} — ${line.slice(Math.max(0, m.column - 40), m.column + 120)}`;
      }),
  );
}

/** One page of each template (the other search and legal pages share theirs). */
const PUBLIC_PAGES = (p: SampleParams) => [
  "/",
  "/concierge",
  "/concierge/fgv",
  "/faq",
  "/imoveis",
  `/imoveis/faculdade/${p.university}`,
  `/imovel/${p.rentCode}`,
  `/imovel/compra/${p.saleCode}`,
  "/politica-privacidade",
  "/proprietario",
  "/servicos",
  "/sobre",
  "/venda",
  "/interesse/obrigado",
  "/entrar",
  "/cadastro",
  "/esqueci-a-senha",
  // The e-mail's link carries a token; the form is drawn whatever it is (the API judges it on submit).
  `/redefinir-senha?token=${"t".repeat(43)}`,
  "/favoritos",
  "/colegas-de-quarto",
];

/**
 * Pages behind a login (the staff account reaches them all): the account, the owner's
 * dashboard and the form of one draft, the roommate questionnaire and matches (with a match
 * and a request to answer), the backoffice.
 */
const ACCOUNT_PAGES = (draftCode: string) => [
  "/conta",
  "/meus-imoveis",
  `/meus-imoveis/${draftCode}`,
  "/colegas-de-quarto/questionario",
  "/colegas-de-quarto/combinacoes",
  // Issue 35: the account's rentals and the proposals its homes received (empty for staff).
  "/conta/alugueis",
  "/meus-imoveis/propostas",
  "/admin",
  "/admin/anuncios",
  // Published listings: each with its verification's forms (issue 22).
  "/admin/anuncios?status=published",
  "/admin/usuarios",
  "/admin/conteudo",
];

/** Answers two students agree on, as the questionnaire's form sends them (and the API takes them). */
const ROOMMATE_ANSWERS = {
  budgetMin: "1500",
  budgetMax: "2500",
  moveDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  stayMonths: "12",
  neighbourhoods: "Pinheiros",
  rhythm: "early",
  cleanliness: "4",
  noiseTolerance: "2",
  guestsFrequency: "2",
  studySocialBalance: "2",
  smoker: "false",
  acceptsSmokers: "false",
  hasPets: "false",
  acceptsPets: "true",
  gender: "female",
  genderPreference: "any",
  bio: "Estudo Direito e gosto de cozinhar.",
};

/**
 * Gives the logged-in staff account a visible roommate profile (through the questionnaire's own
 * form), and a second student who matches it and asks to talk, so the matches page draws a
 * match card and a request to answer.
 */
async function roommateWithARequest(page: Page, university: string) {
  const origin = new URL(page.url()).origin;
  const form = new URLSearchParams({ ...ROOMMATE_ANSWERS, whatsapp: "(11) 98765-4321", visible: "on", intent: "save" });
  for (const [name, value] of [
    ["universities", university],
    ["languages", "pt"],
    ["interests", "music"],
  ]) {
    form.append(name as string, value as string);
  }
  const saved = await page.request.post("/colegas-de-quarto/questionario", {
    data: form.toString(),
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
  expect(saved.status(), "the staff's questionnaire saved").toBeLessThan(400);

  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const signup = await page.request.post("/v2/users/signup", {
    data: {
      name: "Bia Nunes",
      phone: "+55 11 97654-3210",
      email: `html.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
      password: "Segura2026",
    },
    headers: { "X-Forwarded-For": address },
  });
  expect(signup.status()).toBe(201);
  const auth = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  const { bio: _bio, ...answers } = ROOMMATE_ANSWERS;
  const profile = await page.request.put("/v2/roommates/profile", {
    headers: auth,
    data: {
      ...answers,
      bio: "Faço Letras e toco violão.",
      visible: true,
      universities: [university],
      neighbourhoods: ["Pinheiros"],
      languages: ["pt"],
      interests: ["music"],
      whatsapp: "(11) 97654-3210",
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const matches = (await (await page.request.get("/v2/roommates/matches", { headers: auth })).json()) as {
    items: { profileId: number; bio: string }[];
  };
  const staff = matches.items.find((match) => match.bio === ROOMMATE_ANSWERS.bio);
  expect(staff, "the staff's profile among the student's matches").toBeTruthy();
  const asked = await page.request.post("/v2/roommates/contact-requests", {
    headers: auth,
    data: { profileId: staff?.profileId },
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
}

/** The English twin of a Portuguese path (`/imovel/compra/` is `/en/imovel/sale/`). */
function inLocale(path: string, locale: "pt" | "en"): string {
  if (locale === "pt") return path;
  const english = path.replace(/^\/imovel\/compra\//, "/imovel/sale/");
  return english === "/" ? "/en" : `/en${english}`;
}

async function logIn(page: Page) {
  await page.goto("/entrar");
  await waitForHydration(page);
  await page.getByLabel("E-mail", { exact: true }).fill(STAFF_EMAIL);
  await page.getByLabel("Senha", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page).not.toHaveURL(/\/entrar/, { timeout: 15_000 });
}

/**
 * Checks each path in both languages: the server HTML with the validator, the page without
 * JavaScript and the hydrated page with the engine. Collects everything, then fails once.
 */
async function checkPages(browser: Browser, context: BrowserContext, paths: string[], locale: "pt" | "en") {
  const problems: string[] = [];
  const hydrated = await context.newPage();
  const plainContext = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const plain = await plainContext.newPage();
  for (const ptPath of paths) {
    const path = inLocale(ptPath, locale);
    for (const error of await htmlErrors(context, path)) problems.push(`${path} [html] ${error}`);

    await plain.goto(path);
    for (const error of await aceViolations(plain)) problems.push(`${path} [no js] ${error}`);

    await hydrated.goto(path);
    await waitForHydration(hydrated);
    for (const error of await aceViolations(hydrated)) problems.push(`${path} [js] ${error}`);
  }
  await plainContext.close();
  expect(problems).toEqual([]);
}

// The privacy note is checked by features/shell/cookie-notice.spec.ts; here it would slide in while the engine reads colours.
test.beforeEach(async ({ context }) => {
  await dismissCookieNotice(context);
});

test.describe.configure({ timeout: 180_000 });

for (const locale of ["pt", "en"] as const) {
  // Two halves, so the two workers share the public pages.
  for (const half of [0, 1] as const) {
    test(`public pages (${locale}, part ${half + 1} of 2) are valid HTML with no WCAG 2.2 AA error, with and without JavaScript`, async ({
      browser,
      context,
      request,
    }) => {
      const all = PUBLIC_PAGES(await sampleParams(request));
      const paths = all.filter((_, index) => index % 2 === half);
      await checkPages(browser, context, paths, locale);
    });
  }

  test(`account and backoffice pages (${locale}) are valid HTML with no WCAG 2.2 AA error, with and without JavaScript`, async ({
    browser,
    context,
    page,
    request,
  }) => {
    const { university } = await sampleParams(request);
    await logIn(page);
    await roommateWithARequest(page, university);
    // The staff account's draft (one per owner: the same draft for both languages).
    const created = await page.request.post("/meus-imoveis", {
      form: { intent: "create" },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    const draftCode = created.headers().location?.match(/\/meus-imoveis\/([A-Z0-9]+)/)?.[1];
    expect(draftCode, "the new draft's address").toBeTruthy();
    await checkPages(browser, context, ACCOUNT_PAGES(draftCode as string), locale);
  });
}
