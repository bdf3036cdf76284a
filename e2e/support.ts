import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { COOKIE_NOTICE_STORAGE_KEY } from "@campuslar/domain/site/cookie-notice";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import * as OTPAuth from "otpauth";
import { waitForMail } from "./mail.ts";

/**
 * The staff account each e2e server creates at start (`STAFF_EMAIL` + `STAFF_PASSWORD` in
 * e2e/servers.ts), for the backoffice specs.
 */
export const STAFF_EMAIL = "staff@campuslar.test";
export const STAFF_PASSWORD = "Equipe2026";

/**
 * A client address of its own (the e2e servers trust X-Forwarded-For), so the abuse limits on
 * signups, logins and forms count each test, or each call, alone.
 */
export const anAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/** The cookie notice already dismissed in this browser: it would otherwise float over the page being tested. */
export async function dismissCookieNotice(context: BrowserContext | Page): Promise<void> {
  await context.addInitScript((key) => window.localStorage.setItem(key, "dismissed"), COOKIE_NOTICE_STORAGE_KEY);
}

/** A browser as a visitor of its own: an address nobody else uses, the cookie notice dismissed. */
export async function freshVisitor(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": anAddress() });
  await dismissCookieNotice(context);
}

/** The address of the server the running test's project uses (playwright.config.ts). */
const serverUrl = (): string => {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error("the project has no baseURL: run the tests with e2e/playwright.config.ts");
  return baseURL;
};

/**
 * Gives the browser the session of the account whose API token this is, as the login form
 * leaves it: the web keeps the token in its httpOnly session cookie, encoded as React Router
 * encodes an unsigned cookie (apps/web/app/session/session.server.ts). For journeys that need
 * an account but are not about logging in; the login form's own specs use the form.
 */
export async function signInWithToken(context: BrowserContext, token: string): Promise<void> {
  const value = Buffer.from(JSON.stringify(token)).toString("base64");
  await context.addCookies([{ name: "campuslar_session", value, url: serverUrl(), httpOnly: true, sameSite: "Lax" }]);
}

/** A new account made through the API, from an address of its own; its session token. */
export async function signUpThroughApi(
  request: APIRequestContext,
  account: {
    name: string;
    phone: string;
    email: string;
    password: string;
    locale?: "pt" | "en";
    phoneCountry?: string;
  },
): Promise<string> {
  const response = await request.post(`${serverUrl()}/v2/users/signup`, {
    data: account,
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Issue 34: the link of the newest e-mail that verifies `address` (written at or after `since`),
 * as a path on the site under test (`/en/verificar-email?token=…`), read from the e-mail the
 * server wrote, as its owner would.
 */
export async function waitForVerifyLink(address: string, since = 0): Promise<string> {
  const mail = await waitForMail(address, { template: "email_verification", since });
  const link = /https?:\/\/[^\s"'<>]+?(\/(?:en\/)?verificar-email\?token=[\w%-]+)/.exec(mail);
  if (!link?.[1]) throw new Error(`the verification e-mail to ${address} has no link`);
  return link[1];
}

/**
 * Issue 34: the account's e-mail verified through the link e-mailed to it at signup, for journeys
 * whose account must claim what its address was sent (confirmed alerts, logged-out requests).
 */
export async function verifyEmailThroughApi(request: APIRequestContext, address: string): Promise<void> {
  const link = await waitForVerifyLink(address);
  const token = new URL(link, serverUrl()).searchParams.get("token") ?? "";
  const response = await request.post(`${serverUrl()}/v2/users/verify-email`, {
    data: { token },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A picture the API accepts as a listing's photo (the site's own icon). */
const LISTING_PHOTO = new URL("../apps/web/public/icon-512.png", import.meta.url);

/**
 * A whole apartment on Avenida Paulista, listed by a new owner with one photo, sent for review
 * and published by staff, all through the API: for journeys about a published listing, not about
 * listing one. `listing` sets its title and any field to change (area, rent); its bills are all
 * included in the rent. Answers its code and the owner's session token.
 */
export async function publishListingThroughApi(
  request: APIRequestContext,
  locale: "pt" | "en",
  listing: { title: string; areaM2: number; rentAmount: number },
): Promise<{ code: string; token: string }> {
  const token = await signUpThroughApi(request, {
    name: "Rita Souza",
    phone: "+55 11 98765-4321",
    email: `owner.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`,
    password: "Primeira1",
    locale,
  });
  const owner = { Authorization: `Bearer ${token}` };
  const created = await request.post(`${serverUrl()}/v2/owner/listings`, {
    headers: owner,
    data: {
      advertisedUnit: "whole",
      type: "apartamento",
      postalCode: "01310-100",
      street: "Avenida Paulista",
      number: "1000",
      neighbourhood: "Bela Vista",
      bedrooms: 2,
      bathrooms: 1,
      capacity: 2,
      minContractMonths: 6,
      // No bill beyond the rent (each bill is included or estimated before review).
      waterEstimate: 0,
      electricityEstimate: 0,
      gasEstimate: 0,
      internetEstimate: 0,
      cleaningEstimate: 0,
      ...listing,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const photo = await request.post(`${serverUrl()}/v2/owner/listings/${code}/photos`, {
    headers: owner,
    multipart: { photo: { name: "sala.png", mimeType: "image/png", buffer: readFileSync(LISTING_PHOTO) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  expect((await request.post(`${serverUrl()}/v2/owner/listings/${code}/submit`, { headers: owner })).status()).toBe(
    200,
  );
  const publish = async (staffToken: string) =>
    request.post(`${serverUrl()}/v2/admin/listings/${code}/publish`, {
      headers: { Authorization: `Bearer ${staffToken}` },
    });
  let published = await publish(await staffTokenFor(request));
  // A session ended meanwhile (a spec that logs staff out everywhere): log in once more.
  if (published.status() === 401) published = await publish(await staffTokenFor(request, { fresh: true }));
  expect(published.status(), await published.text()).toBe(200);
  return { code, token };
}

/**
 * Staff's API session on this worker's server, logged in once and kept: staff logins are limited
 * per account (10 in 15 minutes, as in production), and the specs that publish listings would
 * otherwise spend one each, leaving none for the backoffice specs on the same server.
 */
const staffTokens = new Map<string, string>();

/**
 * The shared staff account's API session on this test's server (logged in once per worker and
 * server, see below), checked to be still valid: a spec that logs staff out everywhere ends it.
 */
export async function staffSession(request: APIRequestContext): Promise<string> {
  const kept = await staffTokenFor(request);
  const check = await request.get(`${serverUrl()}/v2/user/me`, {
    headers: { Authorization: `Bearer ${kept}` },
  });
  return check.ok() ? kept : staffTokenFor(request, { fresh: true });
}
async function staffTokenFor(request: APIRequestContext, options: { fresh?: boolean } = {}): Promise<string> {
  const server = serverUrl();
  const kept = staffTokens.get(server);
  if (kept && !options.fresh) return kept;
  const login = await request.post(`${server}/v2/users/login`, {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { token: string }).token;
  staffTokens.set(server, token);
  return token;
}

/**
 * A staff member of a spec's own, ready to move money: a new account promoted to staff by the
 * server's staff session, with its second factor turned on through the API and this session
 * verified (12 hours). The shared staff account keeps no second factor, so other specs' staff
 * logins are untouched. Answers the session token and a function that gives the authenticator's
 * current code (for a page that asks again).
 */
export async function newMoneyStaff(
  request: APIRequestContext,
  locale: "pt" | "en",
): Promise<{ token: string; email: string; name: string; code: () => string }> {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const name = locale === "pt" ? "Marina Equipe" : "Marina Staff";
  const email = `staff.money.${unique}@example.com`;
  const token = await signUpThroughApi(request, {
    name,
    phone: "+55 11 98765-4321",
    email,
    password: "Primeira1",
    locale,
  });
  const auth = {
    Authorization: `Bearer ${token}`,
    "X-Forwarded-For": anAddress(),
  };
  const me = await request.get(`${serverUrl()}/v2/user/me`, { headers: auth });
  const { id } = ((await me.json()) as { user: { id: string } }).user;
  const promoted = await request.patch(`${serverUrl()}/v2/admin/users/${id}`, {
    headers: { Authorization: `Bearer ${await staffTokenFor(request)}` },
    data: { role: "staff" },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  const enrolled = await request.post(`${serverUrl()}/v2/admin/second-factor/enrol`, { headers: auth, data: {} });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const secret = OTPAuth.Secret.fromBase32(((await enrolled.json()) as { secret: string }).secret);
  const code = () => OTPAuth.TOTP.generate({ secret, timestamp: Date.now() });
  const confirmed = await request.post(`${serverUrl()}/v2/admin/second-factor/confirm`, {
    headers: auth,
    data: { code: code() },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { token, email, name, code };
}

/**
 * Logs an existing account (the staff's, say) in through the API and gives the browser its
 * session. Such logins count towards the account's login limit as the form's do.
 */
export async function logInThroughApi(context: BrowserContext, email: string, password: string): Promise<string> {
  const response = await context.request.post(`${serverUrl()}/v2/users/login`, {
    data: { email, password },
    headers: { "X-Forwarded-For": anAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await signInWithToken(context, token);
  return token;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** axe-core as the page sees it once its script has run (its own types). */
type AxeInPage = { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };

/**
 * axe-core's WCAG 2 A and AA violations on the hydrated page, one line each. Running finite
 * animations are let finish first, so axe judges the page as it rests, not a frame in between.
 */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  await waitForHydration(page);
  // The cookie notice mounts once the page is idle, after hydration: unless it was dismissed,
  // let it appear first, or axe may read it mid-fade.
  const noticeDue = await page.evaluate((key) => {
    try {
      return window.localStorage.getItem(key) !== "dismissed";
    } catch {
      return true;
    }
  }, COOKIE_NOTICE_STORAGE_KEY);
  if (noticeDue) await page.locator('[data-floating="cookie-notice"]').waitFor({ state: "attached", timeout: 10_000 });
  // One animation's end can start another (the cookie notice steps aside once it has slid in):
  // wait, a frame at a time, until none that ends is left running.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round++) {
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  // axe-core runs in the page itself, injected once per document. @axe-core/playwright's builder
  // instead opens a blank page for each check to gather frames' results out of the page's reach,
  // which took two thirds of a check's time; the site has no frames, so nothing is lost.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: AxeInPage };
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
      });
      return results.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} ${n.html.slice(0, 160)} — ${n.failureSummary ?? ""}`),
      );
    },
    { include: options.include ?? null, tags: AXE_TAGS },
  );
}

/** axe-core's WCAG 2 A and AA rules find nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Real values for the pages with parameters, read from the seeded API. */
export type SampleParams = { rentCode: string; saleCode: string; university: string; customer: string };

export async function sampleParams(request: APIRequestContext): Promise<SampleParams> {
  const list = async (query: string) => {
    const response = await request.get(`/v2/properties?${query}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as { items: { code: string; customer: { slug: string } | null }[] };
  };
  const rent = await list("purpose=rent&pageSize=1");
  const sale = await list("purpose=sale&pageSize=1");
  const sponsored = (await list("pageSize=50")).items.find((item) => item.customer);
  const universities = (await (await request.get("/v2/properties/universities")).json()) as {
    items: { slug: string; isPartner: boolean }[];
  };
  const [rentItem, saleItem] = [rent.items[0], sale.items[0]];
  const university = universities.items.find((u) => u.isPartner) ?? universities.items[0];
  if (!rentItem || !saleItem || !sponsored?.customer || !university) throw new Error("the seed lacks a sample");
  return {
    rentCode: rentItem.code,
    saleCode: saleItem.code,
    university: university.slug,
    customer: sponsored.customer.slug,
  };
}

/**
 * The one width each language runs at in specs whose rules do not depend on the layout:
 * Portuguese on a phone, English on a wide screen. Both widths and both languages are covered
 * while the suite stays bounded.
 */
export const WIDTH_FOR = { pt: 375, en: 1280 } as const;

/** A browser `width` px wide for `test.use`: below 600 px a touch phone, above it a desktop. */
export const screenAt = (width: number) =>
  width < 600
    ? { viewport: { width, height: 812 }, isMobile: true, hasTouch: true }
    : { viewport: { width, height: 900 } };

/** Waits until React has hydrated (root.tsx marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * With `SCREENSHOTS_DIR` set, saves the page as it stands, whole, at 390 and 1280 px wide as
 * `<name>-<lang>-<width>.png` there, then gives the page its width back; otherwise does nothing.
 * Journeys call it at their steps, so `SCREENSHOTS_DIR=docs/screenshots` and a run of their specs
 * redraw the pictures of each step (issue 35).
 */
export async function screenshotStep(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const lang = new URL(page.url()).pathname.startsWith("/en") ? "en" : "pt";
  const original = page.viewportSize();
  // From the top: a whole-page picture taken scrolled down draws the folding header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  if (original) await page.setViewportSize(original);
}
