import { expectNoAxeViolations, freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";
import {
  expectMessage,
  expectNoMessage,
  expectSent,
  type Locale,
  TEXT,
  type Texts,
} from "./lead-forms.spec-support.ts";

// The services page's request form (/servicos), in both languages, with and without JavaScript.

// Each flow sends a form three times and runs axe on each state: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ context }) => freshVisitor(context));

function serviceFields(page: Page, x: Texts) {
  const form = page.locator("#pedido");
  return {
    form,
    service: form.getByLabel(x.services.service, { exact: true }),
    name: form.getByLabel(x.name, { exact: true }),
    email: form.getByRole("textbox", { name: x.email, exact: true }),
    phone: form.getByLabel(x.phone, { exact: true }),
    code: form.getByLabel(x.services.code, { exact: true }),
    message: form.getByLabel(x.services.message, { exact: true }),
    submit: form.getByRole("button", { name: x.services.submit }),
  };
}

async function servicesFlow(page: Page, locale: Locale, { javaScript = true } = {}) {
  const x = TEXT[locale];
  await page.goto(`${x.prefix}/servicos`);
  if (javaScript) await waitForHydration(page);
  // Seven offers; the photographer's price from the domain, the rest on request.
  await expect(page.getByRole("link", { name: new RegExp(`^${x.services.request}: `) })).toHaveCount(7);
  await expect(page.getByTestId("price-photos_video")).toHaveText(x.services.photosPrice);
  // axe runs in the page's JavaScript: the flows with JavaScript check these same states.
  const axe = javaScript ? () => expectNoAxeViolations(page) : async () => {};
  await axe();

  const f = serviceFields(page, x);
  await f.submit.click();
  await expect(f.form.getByRole("alert")).toHaveText(x.failed);
  await expectMessage(f.service, "lead.option.required", locale);
  await expectMessage(f.name, "lead.name.required", locale);
  await expectMessage(f.email, "lead.email.required", locale);
  await expectMessage(f.phone, "lead.phone.required", locale);
  await expectMessage(f.message, "lead.message.required", locale);
  await expectNoMessage(f.code);
  await axe();

  // A card's button picks its service in the form.
  await page.getByRole("link", { name: x.services.repairs }).click();
  await expect(page).toHaveURL(/[?&]servico=repairs/);
  await expect(f.service).toHaveValue("repairs");

  await f.name.fill("Carlos Mendes");
  await f.email.fill("carlos.mendes@example");
  await f.phone.fill("11 1234");
  await f.code.fill("?");
  await f.message.fill("O chuveiro do banheiro parou de esquentar.");
  await f.submit.click();
  await expectMessage(f.email, "lead.email.invalid", locale);
  await expectMessage(f.phone, "lead.phone.invalid", locale);
  await expectMessage(f.code, "lead.property.unknown", locale);
  await expectNoMessage(f.name);
  await expect(f.service).toHaveValue("repairs");
  await expect(f.name).toHaveValue("Carlos Mendes");
  await expect(f.email).toHaveValue("carlos.mendes@example");
  await expect(f.phone).toHaveValue("11 1234");
  await expect(f.code).toHaveValue("?");
  await expect(f.message).toHaveValue("O chuveiro do banheiro parou de esquentar.");
  await axe();

  await f.email.fill(`carlos.${Date.now()}@example.com`);
  await f.phone.fill("+55 11 3456-7890");
  await f.code.fill("");
  await f.submit.click();
  await expectSent(page, x, x.services.sent, "SER");
  await axe();
}

test.describe("services page", () => {
  for (const locale of ["pt", "en"] as const) {
    test(`in ${locale}: empty, a card's service, wrong (everything kept), then sent with a reference`, async ({
      page,
    }) => {
      await servicesFlow(page, locale);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("in Portuguese the same, by plain form posts", async ({ page }) => {
      await servicesFlow(page, "pt", { javaScript: false });
    });
  });
});
