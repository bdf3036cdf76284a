import { LEAD_MESSAGES, type LeadMessageKey } from "@campuslar/domain/lead/lead-messages";
import {
  expectNoAxeViolations,
  freshVisitor,
  signInWithToken,
  signUpThroughApi,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

/*
 * Issue 16, point 8 (and parts of 7 and 11): the interest form's bounds come from the listing.
 * At 375 and 1280 px, in both languages: an offer of R$ 23 gets the spec's message next to the
 * field and everything typed stays; the stay select runs from the listing's minimum to 36 months
 * (the costs panel's last length); a coliving priced per room asks which room, with the taken
 * ones shown but not choosable; a logged-in visitor finds name and e-mail filled in; the costs
 * panel's largest figure is the rent, and "Pets allowed" is never listed as not included.
 */

type Locale = "pt" | "en";

test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    name: "Nome",
    phone: "Telefone (com DDD)",
    email: "E-mail",
    student: "Você é estudante?",
    yes: "Sim",
    found: "Como você conheceu a CampusLar?",
    move: "Quando você quer se mudar?",
    stay: "Por quanto tempo pretende ficar?",
    room: "Qual quarto você quer?",
    warranty: "Tipo de garantia",
    insurance: "Seguro-fiança",
    proposal: "Sua proposta de aluguel por mês (R$)",
    contact: "Como prefere que a gente fale com você?",
    whatsapp: "WhatsApp",
    submit: "Enviar interesse",
    pets: "Aceita animais",
    notIncluded: "Não tem",
  },
  en: {
    prefix: "/en",
    name: "Name",
    phone: "Phone (with area code)",
    email: "Email",
    student: "Are you a student?",
    yes: "Yes",
    found: "How did you hear about CampusLar?",
    move: "When do you want to move in?",
    stay: "How long do you plan to stay?",
    room: "Which room do you want?",
    warranty: "Type of guarantee",
    insurance: "Rent guarantee insurance",
    proposal: "Your monthly rent offer (R$)",
    contact: "How should we contact you?",
    whatsapp: "WhatsApp",
    submit: "Send my interest",
    pets: "Pets allowed",
    notIncluded: "Not included",
  },
} as const;

type Listing = {
  code: string;
  rentAmount: number;
  priceScope: "apartment" | "room";
  minContractMonths: number;
  maxStayMonths: number | null;
  roomsDetail: { available: boolean }[];
};

/**
 * A rental of the seed: let whole with a rent near R$ 2.500, or a coliving priced per room; with
 * `maxStay`, one that has a maximum stay ("some") or none ("none").
 */
async function findListing(
  request: APIRequestContext,
  scope: "apartment" | "room",
  maxStay?: "some" | "none",
): Promise<Listing> {
  const list = (await (await request.get("/v2/properties?purpose=rent&pageSize=100")).json()) as {
    items: { code: string; priceScope: string; rentAmount: number }[];
  };
  for (const item of list.items) {
    if (item.priceScope !== scope || item.rentAmount < 1000) continue;
    const detail = (await (await request.get(`/v2/properties/${item.code}`)).json()) as Listing;
    if (maxStay !== undefined && (detail.maxStayMonths === null) !== (maxStay === "none")) continue;
    const taken = detail.roomsDetail.some((room) => !room.available);
    if (scope === "apartment" || (taken && detail.roomsDetail.some((room) => room.available))) return detail;
  }
  throw new Error(`the seed has no ${scope} listing to try`);
}

async function messageOf(field: Locator): Promise<Locator> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const id = ids.find((candidate) => candidate.endsWith("-error"));
  expect(id, "the field has a message").toBeTruthy();
  return field.page().locator(`[id="${id}"]`);
}

async function expectMessage(field: Locator, key: LeadMessageKey, locale: Locale) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(await messageOf(field)).toHaveText(LEAD_MESSAGES[key][locale]);
}

const moveDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function fillRest(page: Page, x: (typeof TEXT)[Locale], proposal: string, stay: string) {
  const form = page.locator("#interesse");
  await form.getByLabel(x.name, { exact: true }).fill("Joana Prado");
  await form.getByRole("textbox", { name: x.phone, exact: true }).fill("(11) 91234-5678");
  await form.getByRole("textbox", { name: x.email, exact: true }).fill(`joana.${Date.now()}@example.com`);
  await form.getByRole("group", { name: x.student }).getByLabel(x.yes).check();
  await form.getByLabel(x.found).selectOption("instagram");
  await form.getByLabel(x.move).fill(moveDate());
  await form.getByLabel(x.stay).selectOption(stay);
  await form.getByRole("group", { name: x.warranty }).getByLabel(x.insurance).check();
  await form.getByLabel(x.proposal).fill(proposal);
  await form.getByRole("group", { name: x.contact }).getByLabel(x.whatsapp).check();
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];
  for (const width of [WIDTH_FOR[locale]]) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("an offer of R$ 23 is refused next to the field, with the range shown and what was typed kept", async ({
        page,
        request,
      }) => {
        const listing = await findListing(request, "apartment", "none");
        await page.goto(`${x.prefix}/imovel/${listing.code}`);
        await waitForHydration(page);
        const form = page.locator("#interesse");

        // The stay runs from the listing's minimum to the costs panel's 36 months, nothing past.
        const stays = await form
          .getByLabel(x.stay)
          .locator("option:not([value=''])")
          .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
        expect(stays[0]).toBe(Math.max(3, listing.minContractMonths));
        expect(Math.max(...stays)).toBe(36);

        await fillRest(page, x, "23", "12");
        await form.getByRole("button", { name: x.submit }).click();
        const proposal = form.getByLabel(x.proposal);
        await expectMessage(proposal, "lead.value.invalid", locale);
        await expect(proposal).toHaveValue("23");
        await expect(form.getByLabel(x.name, { exact: true })).toHaveValue("Joana Prado");
        await expect(form.getByLabel(x.stay)).toHaveValue("12");
        // The range is under the field: half to twice the rent.
        const half = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2 }).format(listing.rentAmount / 2);
        await expect(form).toContainText(half);

        // Costs panel: the rent is the largest figure; the deposit is detail.
        const size = (testId: string) =>
          page.getByTestId(testId).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
        expect(await size("cost-rent")).toBeGreaterThan(await size("cost-deposit"));
        // Pets are a house rule, never "not included".
        const missing = page.locator("#comodidades").getByText(`${x.notIncluded}:`);
        if ((await missing.count()) > 0) await expect(missing.locator("..")).not.toContainText(x.pets);
        await expectNoAxeViolations(page);
      });

      test("a listing with a maximum stay offers nothing longer, and refuses a longer stay next to the field", async ({
        page,
        request,
      }) => {
        const listing = await findListing(request, "apartment", "some");
        const maximum = listing.maxStayMonths ?? 0;
        await page.goto(`${x.prefix}/imovel/${listing.code}`);
        await waitForHydration(page);
        const form = page.locator("#interesse");
        const stay = form.getByLabel(x.stay);
        const stays = await stay
          .locator("option:not([value=''])")
          .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
        expect(Math.max(...stays)).toBe(Math.max(maximum, Math.max(3, listing.minContractMonths)));

        // A longer stay sent anyway (a page left open while the owner changed the maximum) is refused.
        const longer = String(Math.max(...stays) + 6);
        await stay.evaluate((select, value) => {
          select.append(new Option(value, value));
        }, longer);
        await fillRest(page, x, String(listing.rentAmount).replace(".", ","), longer);
        await form.getByRole("button", { name: x.submit }).click();
        await expectMessage(form.getByLabel(x.stay), "lead.stayPeriod.required", locale);
        await expect(form.getByLabel(x.name, { exact: true })).toHaveValue("Joana Prado");
        await expectNoAxeViolations(page);
      });

      test("a coliving priced per room asks which room; only free rooms can be chosen", async ({ page, request }) => {
        const listing = await findListing(request, "room");
        await page.goto(`${x.prefix}/imovel/${listing.code}`);
        await waitForHydration(page);
        const form = page.locator("#interesse");
        const room = form.getByLabel(x.room);
        const disabled = await room.locator("option[disabled]").count();
        expect(disabled).toBe(listing.roomsDetail.filter((r) => !r.available).length);

        await fillRest(page, x, String(listing.rentAmount).replace(".", ","), "12");
        await form.getByRole("button", { name: x.submit }).click();
        await expectMessage(room, "lead.option.required", locale);
        await expect(form.getByLabel(x.name, { exact: true })).toHaveValue("Joana Prado");
        await expectNoAxeViolations(page);

        const free = listing.roomsDetail.findIndex((r) => r.available) + 1;
        await room.selectOption(String(free));
        await form.getByRole("button", { name: x.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${x.prefix}/interesse/obrigado`));
      });

      test("a logged-in visitor finds name and e-mail filled in, still editable", async ({ page, request }) => {
        const email = `pre.${Date.now()}.${width}@example.com`;
        const token = await signUpThroughApi(request, {
          name: "Lena Müller",
          phone: "+55 11 98765-4321",
          email,
          password: "Primeira1",
          locale,
        });
        await signInWithToken(page.context(), token);

        const listing = await findListing(request, "apartment");
        await page.goto(`${x.prefix}/imovel/${listing.code}`);
        await waitForHydration(page);
        const form = page.locator("#interesse");
        await expect(form.getByTestId("interest-prefilled")).toBeVisible();
        const name = form.getByLabel(x.name, { exact: true });
        await expect(name).toHaveValue("Lena Müller");
        await expect(form.getByRole("textbox", { name: x.email, exact: true })).toHaveValue(email);
        await name.fill("Lena M.");
        await expect(name).toHaveValue("Lena M.");
        await expectNoAxeViolations(page);
      });
    });
  }
}
