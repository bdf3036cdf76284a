import type { AlertReceipt, AlertTokenAnswer, SavedAlert, SavedAlertList } from "@campuslar/domain/alerts/alert-forms";
import { ALERTS_PER_OWNER } from "@campuslar/domain/alerts/alert-rules";
import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedSearches } from "../../db/schema/alerts.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

const USP = { university: "usp-butanta", type: "apartamento", maxPrice: "2500" };

describe("saved searches with e-mail alerts", () => {
  const t = useTestApi({ seeded: true });
  const { signup, verifiedSignup, call } = testAccounts(t, "alert");
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  let mailbox = 0;
  const visitorEmail = () => `visitor${++mailbox}.${Date.now()}@example.com`;

  /** The token of the newest confirmation e-mail to `email`, read from its link. */
  const confirmationToken = async (email: string) => {
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "alert_confirmation")))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = /alertas\/confirmar\?token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1];
    if (!token || !mail) throw new Error(`no confirmation e-mail to ${email}`);
    return { token, mail };
  };

  it("saves a signed-in user's alert on the account, confirmed, with a name from its filters", async () => {
    // Confirmed at once only for an account whose e-mail is verified (issue 34; see email-verification.test.ts).
    const user = await verifiedSignup();
    const res = await call(user.token, "POST", "/v2/alerts", { frequency: "instant", filters: USP });
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = (await res.json()) as AlertReceipt;
    expect(receipt.confirmed).toBe(true);
    expect(receipt.message).toBe("Alerta criado.");
    expect(receipt.alert).toMatchObject({
      name: "Apartamento perto da USP Butantã até R$ 2.500,00",
      frequency: "instant",
      locale: "pt",
      email: user.email,
      confirmed: true,
      filters: USP,
      summary: "Apartamento · perto da USP Butantã · até R$ 2.500,00",
    });

    const list = await call(user.token, "GET", "/v2/alerts", undefined, "en");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toContain("no-store");
    const { items } = (await list.json()) as SavedAlertList;
    expect(items).toHaveLength(1);
    expect(items[0]?.summary).toBe("Apartment · near USP Butantã · up to R$ 2.500,00");
    // No confirmation e-mail for an account's alert.
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails.filter((m) => m.template === "alert_confirmation")).toHaveLength(0);
  });

  it("keeps only the search's filters: paging, order and language are left out", async () => {
    const user = await signup();
    const res = await call(user.token, "POST", "/v2/alerts", {
      name: "Perto do metrô",
      filters: { bedrooms: 2, furnished: "true", page: "3", order: "price_asc", lang: "en", stay: "dates", q: " " },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { alert } = (await res.json()) as AlertReceipt;
    expect(alert?.filters).toEqual({ bedrooms: "2", furnished: "true" });
    expect(alert?.name).toBe("Perto do metrô");
    expect(alert?.frequency).toBe("daily");
  });

  it("refuses bad filters on their field, in the reader's language", async () => {
    const user = await signup();
    const bad = { filters: { minPrice: "3000", maxPrice: "1000", bedrooms: "9" }, frequency: "hourly" };
    const pt = await errorOf(await call(user.token, "POST", "/v2/alerts", bad, "pt"));
    expect(pt.code).toBe("validation_failed");
    expect(pt.fields).toEqual({
      "filters.bedrooms": "este filtro é inválido",
      "filters.maxPrice": "o preço máximo não pode ser menor que o mínimo",
      frequency: "escolha na hora, diário ou semanal",
    });
    const en = await errorOf(
      await call(user.token, "POST", "/v2/alerts", { filters: { minPrice: "3000", maxPrice: "1000" } }, "en"),
    );
    expect(en.fields).toEqual({ "filters.maxPrice": "the highest price must not be below the lowest" });
    const commute = await errorOf(
      await call(user.token, "POST", "/v2/alerts", { filters: { maxCommute: "30" } }, "en"),
    );
    expect(commute.fields).toEqual({ "filters.maxCommute": "a commute limit needs a university" });
    const unknown = await errorOf(
      await call(user.token, "POST", "/v2/alerts", { filters: { university: "nowhere" } }, "pt"),
    );
    expect(unknown.fields).toEqual({ "filters.university": "não conhecemos esta faculdade" });
    const noFilters = await errorOf(await call(user.token, "POST", "/v2/alerts", { filters: "usp" }, "en"));
    expect(noFilters.fields).toEqual({ filters: "this filter is invalid" });
  });

  it("asks a visitor for an e-mail, and sends nothing but a confirmation until it is confirmed", async () => {
    const missing = await errorOf(await call(undefined, "POST", "/v2/alerts", { filters: USP }, "en"));
    expect(missing.fields).toEqual({ email: "please give the e-mail where we send the alert" });
    const invalid = await errorOf(await call(undefined, "POST", "/v2/alerts", { filters: USP, email: "nope" }, "pt"));
    expect(invalid.fields).toEqual({ email: "o e-mail informado é inválido" });

    const email = visitorEmail();
    const res = await call(undefined, "POST", "/v2/alerts", { filters: USP, email: email.toUpperCase() }, "en");
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = (await res.json()) as AlertReceipt;
    expect(receipt).toMatchObject({ confirmed: false, message: expect.stringContaining("we sent you an e-mail") });
    expect(receipt.alert).toBeUndefined();
    const [row] = await t.handle.db.select().from(savedSearches).where(eq(savedSearches.id, receipt.id));
    expect(row).toMatchObject({ email, locale: "en", confirmedAt: null, nextRunAt: null, userId: null });

    const { token, mail } = await confirmationToken(email);
    expect(mail.subject).toBe("Confirm your CampusLar alert: Apartment near USP Butantã up to R$ 2.500,00");
    expect(mail.textBody).toContain("http://localhost:3000/en/alertas/confirmar?token=");
    // Only the hash of the link's token is stored.
    expect(row?.confirmTokenHash).not.toBe(token);

    const confirmed = await call(undefined, "POST", "/v2/alerts/confirm", { token }, "en");
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect((await confirmed.json()) as AlertTokenAnswer).toEqual({
      name: "Apartment near USP Butantã up to R$ 2.500,00",
      message: "Your alert is on.",
    });
    const [on] = await t.handle.db.select().from(savedSearches).where(eq(savedSearches.id, receipt.id));
    expect(on?.confirmedAt).not.toBeNull();
    expect(on?.nextRunAt).not.toBeNull();

    const again = await call(undefined, "POST", "/v2/alerts/confirm", { token }, "pt");
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe("este link não é mais válido");
    const malformed = await call(undefined, "POST", "/v2/alerts/confirm", { token: "short" }, "en");
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).fields).toEqual({ token: "this link is not valid any more" });
  });

  it("renames an alert and changes its frequency; only its owner may", async () => {
    const owner = await signup();
    const other = await signup("Caio Souza");
    const { alert } = (await (await call(owner.token, "POST", "/v2/alerts", { filters: USP })).json()) as AlertReceipt;
    const path = `/v2/alerts/${alert?.id}`;

    const res = await call(owner.token, "PATCH", path, { name: "USP barato", frequency: "weekly" }, "en");
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()) as SavedAlert).toMatchObject({ name: "USP barato", frequency: "weekly" });

    const bad = await call(owner.token, "PATCH", path, { frequency: "hourly" }, "en");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ frequency: "choose as they appear, daily or weekly" });
    expect((await call(owner.token, "PATCH", path, {}, "en")).status).toBe(400);

    const theirs = await call(other.token, "PATCH", path, { name: "Mine now" }, "en");
    expect(theirs.status).toBe(403);
    expect((await errorOf(theirs)).message).toBe("this alert is not yours");
    expect((await call(other.token, "DELETE", path)).status).toBe(403);
    expect((await call(undefined, "PATCH", path, { name: "x" })).status).toBe(401);
    expect((await call(undefined, "GET", "/v2/alerts")).status).toBe(401);

    const unknown = "/v2/alerts/00000000-0000-4000-8000-000000000000";
    expect((await call(owner.token, "PATCH", unknown, { name: "x" })).status).toBe(404);
    expect((await call(owner.token, "DELETE", unknown)).status).toBe(404);
    expect((await call(owner.token, "DELETE", "/v2/alerts/not-a-uuid")).status).toBe(400);

    expect((await call(owner.token, "DELETE", path)).status).toBe(204);
    expect((await call(owner.token, "DELETE", path)).status).toBe(404);
    const { items } = (await (await call(owner.token, "GET", "/v2/alerts")).json()) as SavedAlertList;
    expect(items).toHaveLength(0);
  });

  it("unsubscribes in one click with the exact RFC 8058 body, and with JSON, without logging in", async () => {
    const user = await signup();
    const make = async () => {
      const { id } = (await (await call(user.token, "POST", "/v2/alerts", { filters: USP })).json()) as AlertReceipt;
      const [row] = await t.handle.db.select().from(savedSearches).where(eq(savedSearches.id, id));
      return row?.unsubscribeToken ?? "";
    };

    const token = await make();
    const oneClick = await t.api.request(`/v2/alerts/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status, await oneClick.clone().text()).toBe(200);
    expect(((await oneClick.json()) as AlertTokenAnswer).message).toBe("You will not receive this alert any more.");
    const [gone] = await t.handle.db.select().from(savedSearches).where(eq(savedSearches.unsubscribeToken, token));
    expect(gone).toBeUndefined();
    const twice = await t.api.request(`/v2/alerts/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(twice.status).toBe(404);

    const byJson = await call(undefined, "POST", "/v2/alerts/unsubscribe", { token: await make() }, "pt");
    expect(byJson.status, await byJson.clone().text()).toBe(200);
    expect(((await byJson.json()) as AlertTokenAnswer).message).toBe("Você não vai mais receber este alerta.");

    const text = await t.api.request(`/v2/alerts/unsubscribe?token=${await make()}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(text.status).toBe(415);
    const none = await call(undefined, "POST", "/v2/alerts/unsubscribe", {}, "en");
    expect(none.status).toBe(400);
    expect((await errorOf(none)).fields).toEqual({ token: "this link is not valid any more" });
  });

  /** A visitor's alert to `email`, confirmed from its link by `confirmer` (a session token, or none). */
  const visitorAlert = async (email: string, filters: Record<string, string>, confirmer?: string | null) => {
    const res = await call(undefined, "POST", "/v2/alerts", { filters, email });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as AlertReceipt;
    if (confirmer !== null) {
      const { token } = await confirmationToken(email);
      const confirmed = await call(confirmer, "POST", "/v2/alerts/confirm", { token });
      expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    }
    return id;
  };
  /** An account opened on an e-mail of our choosing (signup does not verify it). */
  const accountOn = async (email: string, password = "Segura1") => {
    const res = await t.api.request(
      "/v2/users/signup",
      jsonRequest({ name: "Rui Alves", phone: "+55 11 91234-5678", email, password }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { token: string }).token;
  };
  const listedIds = async (token: string) =>
    ((await (await call(token, "GET", "/v2/alerts")).json()) as SavedAlertList).items.map((a) => a.id).sort();

  it("gives an account its e-mail's alerts only when a signed-in confirmation proves it reads that e-mail", async () => {
    const email = visitorEmail();
    const stranger = await signup();
    // Confirmed signed in as someone else: on, but still the e-mail's alone.
    const early = await visitorAlert(email, { bedrooms: "1" }, stranger.token);
    const pending = await visitorAlert(email, { bedrooms: "2" }, null);
    const elsewhere = await visitorAlert(visitorEmail(), { bedrooms: "3" });

    // Anyone may open an account on an address: signing up or logging in proves nothing.
    const token = await accountOn(email.toUpperCase());
    expect(await listedIds(token)).toEqual([]);
    expect(await listedIds(stranger.token)).toEqual([]);
    const login = await t.api.request("/v2/users/login", jsonRequest({ email, password: "Segura1" }));
    expect(login.status).toBe(200);
    expect(await listedIds(token)).toEqual([]);

    // A new alert's link opened signed in to that account: this one and the e-mail's confirmed ones come.
    const proof = await visitorAlert(email, { bedrooms: "4" }, token);
    expect(await listedIds(token)).toEqual([early, proof].sort());
    const [unconfirmed] = await t.handle.db.select().from(savedSearches).where(eq(savedSearches.id, pending));
    expect(unconfirmed?.userId).toBeNull();
    const [other] = await t.handle.db.select().from(savedSearches).where(eq(savedSearches.id, elsewhere));
    expect(other?.userId).toBeNull();
    // Now the account manages them.
    const changed = await call(token, "PATCH", `/v2/alerts/${early}`, { frequency: "weekly" });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await call(token, "DELETE", `/v2/alerts/${proof}`)).status).toBe(204);
    expect(await listedIds(token)).toEqual([early]);
  });

  it("gives an account its e-mail's confirmed alerts when a password reset link mailed there is used", async () => {
    const email = visitorEmail();
    const alert = await visitorAlert(email, { bedrooms: "2", furnished: "true" });
    const before = await accountOn(email);
    expect(await listedIds(before)).toEqual([]);

    expect((await t.api.request("/v2/users/forgot", jsonRequest({ email }))).status).toBe(200);
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "password_reset")));
    const reset = /redefinir-senha\?token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1];
    const done = await t.api.request("/v2/users/reset-password", jsonRequest({ token: reset, password: "Nova1234" }));
    expect(done.status, await done.clone().text()).toBe(200);

    const login = await t.api.request("/v2/users/login", jsonRequest({ email, password: "Nova1234" }));
    const { token } = (await login.json()) as { token: string };
    expect(await listedIds(token)).toEqual([alert]);
  });

  it(`keeps at most ${ALERTS_PER_OWNER} alerts per account and per visitor's e-mail`, async () => {
    const user = await signup();
    for (let i = 0; i < ALERTS_PER_OWNER; i++) {
      const res = await call(user.token, "POST", "/v2/alerts", { filters: { bedrooms: String((i % 4) + 1) } });
      expect(res.status).toBe(201);
    }
    const over = await call(user.token, "POST", "/v2/alerts", { filters: USP }, "en");
    expect(over.status).toBe(409);
    expect((await errorOf(over)).message).toBe("you already have 20 alerts: delete one to create another");
  });
});
