import { LEAD_MESSAGES } from "@campuslar/domain/lead/lead-messages";
import { ROOMMATE_MESSAGES } from "@campuslar/domain/roommates/roommate-messages";
import { ACCOUNT_FIELD_MESSAGES } from "@campuslar/domain/user/account-field-messages";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  freshVisitor,
  sampleParams,
  signInWithToken,
  signUpThroughApi,
  waitForHydration,
} from "./support.ts";

/*
 * Issue 16, point 1: a foreign phone number works on every form that takes one, at phone and
 * desktop widths, in both languages. Each form is first sent with an invalid number (the message
 * sits next to the field and what was typed stays), then with a German number: on 375 px typed
 * with +, on 1280 px as a national number with Germany chosen in the country selector.
 */

type Locale = "pt" | "en";
const prefixOf = (locale: Locale) => (locale === "en" ? "/en" : "");
const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ context }) => freshVisitor(context));

type FormCase = {
  name: string;
  /** The page, without the language prefix. */
  path: (request: APIRequestContext) => Promise<string>;
  /** The number's field name; its country is `<field>Country`. */
  field: string;
  /** The message of an invalid number, by language. */
  invalid: Record<Locale, string>;
  /** Fills every other field the form needs. */
  fill: (form: Locator) => Promise<void>;
  /** The page shown once the form is accepted. */
  sent: RegExp;
  /** Runs before the page opens (e.g. logs in). */
  before?: (page: Page, request: APIRequestContext, locale: Locale) => Promise<void>;
};

const check = (form: Locator, name: string, value: string) =>
  form.locator(`input[name="${name}"][value="${value}"]`).check();
const text = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

/** A regular expression matching `text` as it is. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const LEAD_INVALID = LEAD_MESSAGES["lead.phone.invalid"];

const FORMS: FormCase[] = [
  {
    name: "rental interest form",
    path: async (request) => `/imovel/${(await sampleParams(request)).rentCode}`,
    field: "phone",
    invalid: LEAD_INVALID,
    fill: async (form) => {
      await text(form, "name").fill("Lena Müller");
      await text(form, "email").fill(`lena.${unique()}@example.de`);
      await check(form, "isStudent", "true");
      await text(form, "foundVia").selectOption("university");
      await text(form, "moveDate").fill(futureDate(40));
      await text(form, "stayPeriodMonths").selectOption("12");
      await check(form, "warrantyType", "insurance");
      await text(form, "proposalValue").fill("2.500,00");
      await check(form, "contactMethod", "whatsapp");
    },
    sent: /\/interesse\/obrigado$/,
  },
  {
    name: "sale enquiry",
    path: async (request) => `/imovel/${(await sampleParams(request)).saleCode}`,
    field: "phone",
    invalid: LEAD_INVALID,
    fill: async (form) => {
      await text(form, "name").fill("Lena Müller");
      await text(form, "email").fill(`lena.${unique()}@example.de`);
      await check(form, "isStudent", "false");
      await text(form, "foundVia").selectOption("google");
      await text(form, "message").fill("Can I visit next week?");
      await check(form, "contactMethod", "email");
    },
    sent: /\/interesse\/obrigado$/,
  },
  {
    name: "signup",
    path: async () => "/cadastro",
    field: "phone",
    invalid: ACCOUNT_FIELD_MESSAGES["form.phone.invalid"],
    fill: async (form) => {
      await text(form, "name").fill("Lena Müller");
      await text(form, "email").fill(`lena.${unique()}@example.de`);
      await text(form, "password").fill("Primeira1");
    },
    sent: /^(?!.*\/cadastro)/,
  },
  {
    name: "FGV concierge",
    path: async () => "/concierge/fgv",
    field: "messagingContact",
    invalid: LEAD_INVALID,
    fill: async (form) => {
      await text(form, "fullName").fill("Lena Müller");
    },
    sent: /enviado=CON-\d+/,
  },
  {
    name: "advertise form",
    path: async () => "/proprietario",
    field: "phone",
    invalid: LEAD_INVALID,
    fill: async (form) => {
      await text(form, "name").fill("Jean Dupont");
      await text(form, "email").fill(`jean.${unique()}@example.fr`);
      await text(form, "postalCode").fill("01310-100");
      await text(form, "address").fill("Rua Itapeva");
      await text(form, "number").fill("286");
      await text(form, "neighbourhood").fill("Bela Vista");
      await text(form, "bedrooms").selectOption("2");
      await text(form, "bathrooms").selectOption("1");
      await check(form, "parking", "false");
      await check(form, "allowPets", "true");
      await text(form, "monthlyRent").fill("2.800,00");
      await text(form, "contractPeriodMonths").selectOption("12");
    },
    sent: /enviado=ADV-\d+/,
  },
  {
    name: "service request",
    path: async () => "/servicos",
    field: "phone",
    invalid: LEAD_INVALID,
    fill: async (form) => {
      await text(form, "service").selectOption("repairs");
      await text(form, "name").fill("Wei Zhang");
      await text(form, "email").fill(`wei.${unique()}@example.cn`);
      await text(form, "message").fill("The shower stopped heating.");
    },
    sent: /enviado=SER-\d+/,
  },
  {
    name: "roommate questionnaire",
    path: async () => "/colegas-de-quarto/questionario",
    field: "whatsapp",
    invalid: ROOMMATE_MESSAGES["roommate.contact.invalid"],
    fill: async () => {},
    sent: /feito=saved/,
    before: async (page, request, locale) => {
      // A student whose answers are saved already: the test changes only the WhatsApp number.
      const email = `anna.${unique()}@example.it`;
      const token = await signUpThroughApi(request, {
        name: "Anna Rossi",
        phone: "+39 312 345 6789",
        email,
        password: "Primeira1",
        locale,
      });
      const saved = await request.put("/v2/roommates/profile", {
        headers: { authorization: `Bearer ${token}` },
        data: {
          visible: true,
          budgetMin: 1200,
          budgetMax: 2500,
          moveDate: futureDate(30),
          stayMonths: 6,
          universities: [],
          neighbourhoods: ["Pinheiros"],
          rhythm: "early",
          cleanliness: 4,
          noiseTolerance: 2,
          guestsFrequency: 2,
          studySocialBalance: 2,
          smoker: false,
          acceptsSmokers: false,
          hasPets: false,
          acceptsPets: true,
          gender: "female",
          genderPreference: "any",
          languages: ["en"],
          interests: ["music"],
          bio: "",
          whatsapp: "+39 312 345 6789",
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await signInWithToken(page.context(), token);
    },
  },
];

const WIDTHS = [
  { width: 375, height: 812, how: "typed with +" },
  { width: 1280, height: 900, how: "national, with Germany chosen" },
] as const;

// Every form in both languages and at both widths, two tests per form: Portuguese on a phone
// and English on a wide screen for one form, the other way round for the next, so each
// language meets each width (and each way of typing the number) across the forms.
FORMS.forEach((form, formIndex) => {
  for (const locale of ["pt", "en"] as const) {
    const phoneFirst = (locale === "pt") === (formIndex % 2 === 0);
    for (const size of WIDTHS.filter((width) => (width.width === 375) === phoneFirst)) {
      test(`${form.name} (${locale}, ${size.width} px) takes a German number ${size.how}, and keeps an invalid one with its message`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await form.before?.(page, request, locale);
        await page.goto(`${prefixOf(locale)}${await form.path(request)}`);
        await waitForHydration(page);
        const scope = page.locator("form").filter({ has: page.locator(`input[name="${form.field}"]`) });
        const phone = scope.locator(`input[name="${form.field}"]`);
        const country = scope.locator(`select[name="${form.field}Country"]`);
        await expect(phone).toHaveAttribute("type", "tel");
        await expect(country).toHaveValue("BR");
        await form.fill(scope);

        // Invalid: a German mobile cut short. The message is next to the field; the text stays.
        await country.selectOption("DE");
        await phone.fill("0151 234");
        await scope.locator('button[type="submit"]').click();
        await expect(phone).toHaveAccessibleDescription(new RegExp(literal(form.invalid[locale])));
        await expect(phone).toHaveValue("0151 234");
        await expect(scope.locator(`select[name="${form.field}Country"]`)).toHaveValue("DE");
        await expectNoAxeViolations(page);

        // Valid: a form sent again keeps the other fields (password excepted), so only the number changes.
        if (form.name === "signup") await text(scope, "password").fill("Primeira1");
        if (size.width === 375) {
          await country.selectOption("BR");
          await phone.fill("+49 151 23456789");
        } else {
          await phone.fill("0151 23456789");
        }
        await scope.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(form.sent, { timeout: 20_000 });
      });
    }
  }
});

test("the account page shows a stored foreign number formatted for its country", async ({ page, request }) => {
  const email = `wei.${unique()}@example.cn`;
  const token = await signUpThroughApi(request, {
    name: "Wei Zhang",
    phone: "138 0013 8000",
    phoneCountry: "CN",
    email,
    password: "Primeira1",
  });
  await signInWithToken(page.context(), token);
  await page.goto("/en/conta");
  await expect(page.getByRole("main")).toContainText("+86 138 0013 8000");
});
