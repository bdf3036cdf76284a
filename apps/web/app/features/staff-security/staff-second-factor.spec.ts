import {
  anAddress,
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  signInWithToken,
  signUpThroughApi,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import * as OTPAuth from "otpauth";

/*
 * Staff's second factor (issue 36, point 8) in both languages: a new staff member opens the audit
 * log, is sent to set up two-step verification, scans (here: reads) the key, types the code an
 * authenticator app would show, saves the recovery codes and comes back to the audit log, where
 * turning it on is the newest line. Each run promotes an account of its own to staff, so no other
 * spec's staff account gets a second factor it does not know. One staff login per language.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    security: "Segurança",
    setup: "Ative a verificação em duas etapas",
    code: "Código do aplicativo",
    turnOn: "Ativar",
    wrong: "Este código não confere",
    saved: "Guarde estes códigos de recuperação agora",
    codes: "Códigos de recuperação",
    continue: "Já guardei, continuar",
    audit: "Auditoria",
    enabled: "Ativou a verificação em duas etapas",
    verified: "Sessão confirmada até",
  },
  en: {
    prefix: "/en",
    security: "Security",
    setup: "Turn on two-step verification",
    code: "Code from the app",
    turnOn: "Turn on",
    wrong: "This code does not match",
    saved: "Save these recovery codes now",
    codes: "Recovery codes",
    continue: "I saved them, continue",
    audit: "Audit log",
    enabled: "Turned on two-step verification",
    verified: "Session confirmed until",
  },
} as const;

/** A new account promoted to staff by the server's staff account; its session token. */
async function newStaff(request: APIRequestContext, locale: "pt" | "en") {
  const name = `Equipe ${locale} ${Date.now().toString(36)}`;
  const email = `staff.2fa.${locale}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await signUpThroughApi(request, {
    name,
    phone: "+55 11 98765-4321",
    email,
    password: "Primeira1",
    locale,
  });
  const me = await request.get("/v2/user/me", { headers: { Authorization: `Bearer ${token}` } });
  const { id } = ((await me.json()) as { user: { id: string } }).user;
  const login = await request.post("/v2/users/login", {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const staff = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const promoted = await request.patch(`/v2/admin/users/${id}`, { headers: staff, data: { role: "staff" } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return { name, email, token };
}

/** A picture of the page at a phone's and a desktop's width, for looking at (not compared). */
async function picture(page: Page, name: string, locale: string) {
  const original = page.viewportSize();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `/tmp/staff-security-${name}-${locale}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test(`staff turn on the second factor, save the recovery codes and read the audit log (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    const me = await newStaff(request, locale);
    await signInWithToken(context, me.token);

    // The audit log is a money page: without the second factor it sends staff to set it up, and back.
    await page.goto(`${x.prefix}/admin/auditoria`);
    await expect(page).toHaveURL(new RegExp(`${x.prefix}/admin/seguranca\\?next=`));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.security);
    await expect(page.getByRole("heading", { name: x.setup })).toBeVisible();
    await expect(page.getByRole("img", { name: /QR/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await picture(page, "setup", locale);

    // The key as the page shows it, typed into an authenticator app (here: computed as one would).
    const secret = ((await page.locator("[data-secret]").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codeNow = () => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() });

    // A wrong code is refused next to the field, and what was typed stays.
    const wrong = String((Number(codeNow()) + 500_000) % 1_000_000).padStart(6, "0");
    await page.getByLabel(x.code).fill(wrong);
    await page.getByRole("button", { name: x.turnOn, exact: true }).click();
    await expect(page.getByText(x.wrong)).toBeVisible();
    await expect(page.getByLabel(x.code)).toHaveValue(wrong);
    await expect(page.getByLabel(x.code)).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(x.code).fill(codeNow());
    await page.getByRole("button", { name: x.turnOn, exact: true }).click();
    await expect(page.getByRole("heading", { name: x.saved })).toBeVisible();
    const codes = page.getByRole("list", { name: x.codes }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    await expectNoAxeViolations(page);
    await picture(page, "recovery-codes", locale);

    // Back where staff were going: the audit log, whose newest line is this.
    await page.getByRole("link", { name: x.continue }).click();
    await expect(page).toHaveURL(new RegExp(`${x.prefix}/admin/auditoria$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.audit);
    // This staff member's newest line (the other language's spec may enable its own at the same moment).
    const newest = page.locator("tbody tr").filter({ hasText: me.email }).first();
    await expect(newest).toContainText(x.enabled);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await picture(page, "audit", locale);

    // The security page now says until when this session may handle money.
    await page.getByRole("navigation").getByRole("link", { name: x.security }).click();
    await expect(page.getByText(x.verified)).toBeVisible();
    await picture(page, "verify", locale);
  });
}
