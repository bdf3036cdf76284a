import { expectNoAxeViolations, freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";
import {
  expectGroupMessage,
  expectMessage,
  expectNoMessage,
  expectSent,
  type Locale,
  TEXT,
  type Texts,
} from "./lead-forms.spec-support.ts";

// The owner page's form (/proprietario), in both languages, with and without JavaScript.

// Each flow sends a form three times and runs axe on each state: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ context }) => freshVisitor(context));

/** A day a few weeks ahead, as a date input takes it. */
function futureDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

function advertiseFields(page: Page, x: Texts) {
  const form = page.locator("#anuncie");
  const a = x.advertise;
  return {
    form,
    name: form.getByLabel(x.name, { exact: true }),
    phone: form.getByLabel(x.phone, { exact: true }),
    // The advertise form's e-mail is optional (docs/decisions/012-interest-bounds.md).
    email: form.getByRole("textbox", { name: a.email, exact: true }),
    postalCode: form.getByLabel(a.postalCode, { exact: true }),
    address: form.getByLabel(a.address, { exact: true }),
    number: form.getByLabel(a.number, { exact: true }),
    complement: form.getByLabel(a.complement, { exact: true }),
    neighbourhood: form.getByLabel(a.neighbourhood, { exact: true }),
    bedrooms: form.getByLabel(a.bedrooms, { exact: true }),
    bathrooms: form.getByLabel(a.bathrooms, { exact: true }),
    parking: form.getByRole("group", { name: a.parking, exact: true }),
    pets: form.getByRole("group", { name: a.pets, exact: true }),
    rent: form.getByLabel(a.rent, { exact: true }),
    period: form.getByLabel(a.period, { exact: true }),
    bills: form.getByRole("group", { name: a.bills, exact: true }),
    proposal: form.getByLabel(a.proposal, { exact: true }),
    visit: form.getByLabel(a.visit, { exact: true }),
    move: form.getByLabel(a.move, { exact: true }),
    comments: form.getByLabel(a.comments, { exact: true }),
    coupon: form.getByLabel(a.coupon, { exact: true }),
    submit: form.getByRole("button", { name: a.submit }),
  };
}

const OWNER = {
  name: "Marta Figueiredo",
  complement: "Apto 42, bloco B",
  address: "Rua Itapeva",
  number: "286",
  neighbourhood: "Bela Vista",
  rent: "2.800,00",
  proposal: "Desconto de 5% para contratos de 12 meses",
  comments: "Mobiliado, a 10 minutos a pé da FGV.",
  coupon: "PARCEIRO10",
};

async function fillAdvertise(page: Page, x: Texts, wrong: { email: string; phone: string; cep: string }) {
  const f = advertiseFields(page, x);
  await f.name.fill(OWNER.name);
  await f.phone.fill(wrong.phone);
  await f.email.fill(wrong.email);
  await f.postalCode.fill(wrong.cep);
  await f.address.fill(OWNER.address);
  await f.number.fill(OWNER.number);
  await f.complement.fill(OWNER.complement);
  await f.neighbourhood.fill(OWNER.neighbourhood);
  await f.bedrooms.selectOption("2");
  await f.bathrooms.selectOption("1");
  await f.parking.getByLabel(x.no).check();
  await f.pets.getByLabel(x.yes).check();
  await f.rent.fill(OWNER.rent);
  await f.period.selectOption("12");
  await f.bills.getByLabel(x.advertise.water).check();
  await f.bills.getByLabel(x.advertise.cleaning).check();
  await f.proposal.fill(OWNER.proposal);
  await f.visit.fill(futureDate(10));
  await f.move.fill(futureDate(40));
  await f.comments.fill(OWNER.comments);
  await f.coupon.fill(OWNER.coupon);
}

async function expectAdvertiseKept(page: Page, x: Texts, wrong: { email: string; phone: string; cep: string }) {
  const f = advertiseFields(page, x);
  await expect(f.name).toHaveValue(OWNER.name);
  await expect(f.phone).toHaveValue(wrong.phone);
  await expect(f.email).toHaveValue(wrong.email);
  await expect(f.postalCode).toHaveValue(wrong.cep);
  await expect(f.address).toHaveValue(OWNER.address);
  await expect(f.number).toHaveValue(OWNER.number);
  await expect(f.complement).toHaveValue(OWNER.complement);
  await expect(f.neighbourhood).toHaveValue(OWNER.neighbourhood);
  await expect(f.bedrooms).toHaveValue("2");
  await expect(f.bathrooms).toHaveValue("1");
  await expect(f.parking.getByLabel(x.no)).toBeChecked();
  await expect(f.pets.getByLabel(x.yes)).toBeChecked();
  await expect(f.rent).toHaveValue(OWNER.rent);
  await expect(f.period).toHaveValue("12");
  await expect(f.bills.getByLabel(x.advertise.water)).toBeChecked();
  await expect(f.bills.getByLabel(x.advertise.cleaning)).toBeChecked();
  await expect(f.proposal).toHaveValue(OWNER.proposal);
  await expect(f.visit).toHaveValue(futureDate(10));
  await expect(f.move).toHaveValue(futureDate(40));
  await expect(f.comments).toHaveValue(OWNER.comments);
  await expect(f.coupon).toHaveValue(OWNER.coupon);
}

async function advertiseFlow(page: Page, locale: Locale, { javaScript = true } = {}) {
  const x = TEXT[locale];
  await page.goto(`${x.prefix}/proprietario`);
  if (javaScript) await waitForHydration(page);
  // axe runs in the page's JavaScript: the flows with JavaScript check these same states.
  const axe = javaScript ? () => expectNoAxeViolations(page) : async () => {};
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.advertise.heading);
  // Why list with us: the photographer's price from the domain, and the way to the services.
  await expect(page.getByRole("heading", { name: x.advertise.photos })).toBeVisible();
  await expect(page.getByRole("link", { name: x.advertise.servicesLink })).toHaveAttribute(
    "href",
    `${x.prefix}/servicos`,
  );
  await axe();

  const f = advertiseFields(page, x);
  await f.submit.click();
  await expect(f.form.getByRole("alert")).toHaveText(x.failed);
  await expectMessage(f.name, "lead.name.required", locale);
  await expectMessage(f.phone, "lead.phone.required", locale);
  await expectNoMessage(f.email);
  for (const field of [f.postalCode, f.address, f.number, f.neighbourhood]) {
    await expectMessage(field, "lead.address.required", locale);
  }
  await expectMessage(f.bedrooms, "lead.option.required", locale);
  await expectMessage(f.bathrooms, "lead.option.required", locale);
  await expectGroupMessage(f.parking, "lead.option.required", locale);
  await expectGroupMessage(f.pets, "lead.option.required", locale);
  await expectMessage(f.period, "lead.option.required", locale);
  await expectMessage(f.rent, "lead.rent.required", locale);
  // The optional fields stay quiet, and focus is on the first field to fix.
  for (const field of [f.complement, f.proposal, f.visit, f.move, f.comments, f.coupon]) await expectNoMessage(field);
  // The first field with a message takes focus (a script does it).
  if (javaScript) await expect(f.name).toBeFocused();
  await axe();

  const wrong = { email: "marta.figueiredo@", phone: "12345", cep: "0131-10" };
  await fillAdvertise(page, x, wrong);
  await f.submit.click();
  await expectMessage(f.email, "lead.email.invalid", locale);
  await expectMessage(f.phone, "lead.phone.invalid", locale);
  await expectMessage(f.postalCode, "lead.postalCode.invalid", locale);
  for (const field of [f.name, f.address, f.number, f.neighbourhood, f.bedrooms, f.rent, f.period]) {
    await expectNoMessage(field);
  }
  await expectAdvertiseKept(page, x, wrong);
  // The first field with a message takes focus (a script does it).
  if (javaScript) await expect(f.phone).toBeFocused();
  await axe();

  await f.email.fill(`marta.${Date.now()}@example.com`);
  await f.phone.fill("(11) 98765-4321");
  await f.postalCode.fill("01311-000");
  await f.submit.click();
  await expectSent(page, x, x.advertise.sent, "ADV");
  await expect(page).toHaveURL(new RegExp(`^[^?]*${x.prefix}/proprietario\\?`));
  await expect(page.locator("#anuncie form")).toHaveCount(0);
  await axe();
}

test.describe("owner page", () => {
  test("in Portuguese: empty, then wrong (everything kept), then sent with a reference", async ({ page }) => {
    await advertiseFlow(page, "pt");
  });

  test.describe("on a 375 px phone", () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test("in English: empty, then wrong (everything kept), then sent with a reference", async ({ page }) => {
      await advertiseFlow(page, "en");
      // Nothing on the page is wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("in English the same, by plain form posts", async ({ page }) => {
      await advertiseFlow(page, "en", { javaScript: false });
    });
  });
});
