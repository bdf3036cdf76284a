import {
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  screenAt,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { logIn, TEXT } from "./admin.spec-support.ts";

/*
 * Issue 34.12: a verification ages. After six months (VERIFICATION_VALID_MONTHS) the listing no
 * longer wears a plain "Verified": its page says how old the check is and that it is due again,
 * and staff see it as due in the backoffice. A recent one shows the badge with its age. The
 * seed's verifications spread over eighteen months, so both kinds are in the catalogue.
 */

const WORDS = {
  pt: {
    stale:
      /^Verificado há \d+ meses — precisa de uma nova checagem\. A equipe viu o imóvel em .+ Uma verificação vale 6 meses/,
    badge: /^Verificado · (este mês|há 1 mês|há [2-5] meses)/,
    valid: /Vale até \d{1,2} de /,
    due: /^Verificar de novo: venceu em \d{1,2} de /,
    showDue: "Só os que precisam de nova verificação",
    showAll: "Todos os publicados",
  },
  en: {
    stale:
      /^Verified \d+ months ago — due for a new check\. Our team saw the home on .+ A verification holds for 6 months/,
    badge: /^Verified · (this month|1 month ago|[2-5] months ago)/,
    valid: /Valid until \d{1,2} [A-Z][a-z]{2}/,
    due: /^Due again: expired on \d{1,2} [A-Z][a-z]{2}/,
    showDue: "Only those due for a new check",
    showAll: "All published listings",
  },
} as const;

type Detail = { code: string; verified: boolean; verification: { current: boolean } | null };

/** Published rentals from the newest or the oldest page whose verification is current, or old. */
async function rentalVerified(request: APIRequestContext, current: boolean): Promise<string> {
  const first = (await (await request.get("/v2/properties?purpose=rent&pageSize=50")).json()) as {
    totalPages: number;
    items: { code: string }[];
  };
  const page = current
    ? first
    : ((await (await request.get(`/v2/properties?purpose=rent&pageSize=50&page=${first.totalPages}`)).json()) as {
        items: { code: string }[];
      });
  for (const { code } of page.items) {
    const detail = (await (await request.get(`/v2/properties/${code}`)).json()) as Detail;
    if (detail.verification && detail.verification.current === current) return code;
  }
  throw new Error(`the seed has no rental with a ${current ? "current" : "stale"} verification`);
}

test.beforeEach(({ context }) => freshVisitor(context));

for (const [locale, width] of [
  ["pt", 390],
  ["en", 1280],
] as const) {
  const x = TEXT[locale];
  const w = WORDS[locale];

  test.describe(`${locale} at ${width} px`, () => {
    test.use(screenAt(width));

    test("an old verification says its age and that it is due; staff see it due again", async ({ page, request }) => {
      const code = await rentalVerified(request, false);
      await page.goto(`${x.prefix}/imovel/${code}`);
      const note = page.getByTestId("verification");
      await expect(note).toHaveAttribute("data-current", "false");
      await expect(note).toHaveText(w.stale);
      // No plain "Verified" badge on the page any more.
      await expect(page.locator("main [data-verified]")).toHaveCount(0);
      await expectNoAxeViolations(page);

      await logIn(page, x, STAFF_EMAIL, STAFF_PASSWORD);
      await page.goto(`${x.prefix}/admin/anuncios?status=published&q=${code}`);
      await waitForHydration(page);
      const control = page.locator(`[data-verification="${code}"]`);
      await expect(control.locator("[data-verification-due]")).toContainText(w.due);
      await expectNoAxeViolations(page);

      // Staff list only what is due again: every listing shown is due.
      await page.goto(`${x.prefix}/admin/anuncios?status=published`);
      await waitForHydration(page);
      await page.getByRole("link", { name: w.showDue }).click();
      await expect(page).toHaveURL(/verification=due/);
      // The list has loaded once it offers the way back to all published listings.
      await expect(page.getByRole("link", { name: w.showAll })).toBeVisible();
      const shown = await page.locator("[data-verification]").count();
      expect(shown).toBeGreaterThan(0);
      await expect(page.locator("[data-verification-due]")).toHaveCount(shown);
    });

    test("a recent verification shows the badge with its age and until when it holds", async ({ page, request }) => {
      const code = await rentalVerified(request, true);
      await page.goto(`${x.prefix}/imovel/${code}`);
      await expect(page.locator("main header [data-verified]").first()).toHaveText(w.badge);
      const note = page.getByTestId("verification");
      await expect(note).toHaveAttribute("data-current", "true");
      await expect(note).toContainText(w.valid);
      await expectNoAxeViolations(page);
    });
  });
}
