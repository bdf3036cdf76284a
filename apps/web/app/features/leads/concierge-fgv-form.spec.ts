import { expectNoAxeViolations, freshVisitor, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, type Page, test } from "@playwright/test";
import { expectMessage, expectNoMessage, expectSent, type Locale, TEXT } from "./lead-forms.spec-support.ts";

// The FGV concierge's sign-up form (/concierge/fgv), in both languages, with and without JavaScript.

// Each flow sends a form three times and runs axe on each state: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ context }) => freshVisitor(context));

async function fgvFlow(page: Page, locale: Locale, { javaScript = true } = {}) {
  const x = TEXT[locale];
  await page.goto(`${x.prefix}/concierge/fgv`);
  if (javaScript) await waitForHydration(page);
  // axe runs in the page's JavaScript: the flows with JavaScript check these same states.
  const axe = javaScript ? () => expectNoAxeViolations(page) : async () => {};
  await axe();
  const form = page.locator("#cadastro");
  const fullName = form.getByLabel(x.fgv.fullName, { exact: true });
  const contact = form.getByLabel(x.fgv.contact, { exact: true });
  const submit = form.getByRole("button", { name: x.fgv.submit });

  await submit.click();
  await expectMessage(fullName, "lead.name.required", locale);
  await expectMessage(contact, "lead.contact.required", locale);
  await axe();

  // A name longer than the form takes is refused; the contact typed stays.
  const longName = "Anna ".repeat(30).trim();
  await fullName.fill(longName);
  await contact.fill("+49 151 2345 6789");
  await submit.click();
  await expectMessage(fullName, "lead.text.tooLong", locale);
  await expectNoMessage(contact);
  await expect(fullName).toHaveValue(longName);
  await expect(contact).toHaveValue("+49 151 2345 6789");

  await fullName.fill("Anna Schmidt");
  await submit.click();
  await expectSent(page, x, x.fgv.sent, "CON");
  await axe();
}

test.describe("FGV concierge", () => {
  for (const locale of ["pt", "en"] as const) {
    test(`in ${locale}: empty, then wrong, then signed up with a reference`, async ({ page }) => {
      await fgvFlow(page, locale);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("in Portuguese the same, by plain form posts", async ({ page }) => {
      await fgvFlow(page, "pt", { javaScript: false });
    });
  });
});
