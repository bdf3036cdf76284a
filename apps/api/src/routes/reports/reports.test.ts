import type { AdminListingPage } from "@campuslar/domain/admin/admin-dto";
import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import { LEAD_RATE_LIMITS } from "@campuslar/domain/lead/lead-limits";
import { REPORT_MESSAGE_MAX, REPORTS_TO_FLAG } from "@campuslar/domain/report/report-enums";
import type { AdminReport, AdminReportPage, ReportReceipt } from "@campuslar/domain/report/report-forms";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { listingReports } from "../../db/schema/reports.ts";
import { createMemoryRateLimiter } from "../../lib/rate-limit.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

let clock = new Date("2026-11-22T12:00:00Z");
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

describe("reports of a listing", () => {
  const t = useTestApi({ seeded: true, now: () => clock });

  const codes = async (status: "published" | "draft" | "pending", n = 3) =>
    (
      await t.handle.db
        .select({ code: properties.code })
        .from(properties)
        .where(and(eq(properties.status, status)))
        .orderBy(asc(properties.id))
        .limit(n)
    ).map((row) => row.code);
  const report = (code: string, body: unknown, lang = "pt", headers: Record<string, string> = {}) =>
    t.api.request(
      `/v2/properties/${code}/reports`,
      jsonRequest(body, { headers: { "accept-language": lang, ...headers } }),
    );
  const { signup, staff, call } = testAccounts(t, "report");
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;

  it("stores a report and thanks the reporter in their language", async () => {
    const [code] = await codes("published");
    tick();
    const res = await report(
      code as string,
      { reason: "fake", message: "Asked for a deposit by Pix", email: "Ana@Example.com" },
      "en",
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = (await res.json()) as ReportReceipt;
    expect(receipt.message).toBe("Thank you. We will look into it.");
    const [row] = await t.handle.db.select().from(listingReports).where(eq(listingReports.id, receipt.id));
    expect(row).toMatchObject({
      reason: "fake",
      message: "Asked for a deposit by Pix",
      email: "ana@example.com",
      status: "open",
      locale: "en",
    });
  });

  it("names the field of bad input, in the visitor's language", async () => {
    const [code] = await codes("published");
    const badReason = await report(code as string, { reason: "spam" });
    expect(badReason.status).toBe(400);
    expect(await errorOf(badReason)).toMatchObject({
      code: "validation_failed",
      fields: { reason: "por favor, escolha o que há de errado com este anúncio" },
    });
    const tooLong = await report(
      code as string,
      { reason: "wrong_information", message: "x".repeat(REPORT_MESSAGE_MAX + 1) },
      "en",
    );
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).fields).toEqual({ message: "the message is too long (at most 1,000 characters)" });
    const other = await report(code as string, { reason: "other", email: "ana@example.com" }, "en");
    expect((await errorOf(other)).fields).toEqual({ message: "please tell us what is wrong" });
    const email = await report(code as string, { reason: "fake", email: "not-an-email" });
    expect((await errorOf(email)).fields).toEqual({ email: "o e-mail informado é inválido" });
  });

  it("answers 404 for an unknown or unpublished listing", async () => {
    const unknown = await report("SP9999999", { reason: "fake" }, "en");
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: "not_found", message: "this listing is not available" });
    const [draft] = await codes("draft", 1);
    if (draft) expect((await report(draft, { reason: "fake" })).status).toBe(404);
  });

  it("makes one report of a retried submit with the same Idempotency-Key", async () => {
    const [code] = await codes("published");
    const headers = { "idempotency-key": `report-retry-${Date.now()}` };
    const first = (await (
      await report(code as string, { reason: "unavailable" }, "pt", headers)
    ).json()) as ReportReceipt;
    const again = await report(code as string, { reason: "unavailable" }, "pt", headers);
    expect(again.status).toBe(201);
    expect(((await again.json()) as ReportReceipt).id).toBe(first.id);
    const rows = await t.handle.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.idempotencyKey, headers["idempotency-key"]));
    expect(rows).toHaveLength(1);
  });

  it("keeps an Idempotency-Key to its reporter and listing: another person's report with it is their own", async () => {
    const [, , , code, other] = await codes("published", 5);
    const key = `report-shared-${Date.now()}`;
    const headers = { "idempotency-key": key };
    const ana = await signup("Ana Um");
    const bruno = await signup("Bruno Dois");
    const as = (token: string) => ({ ...headers, authorization: `Bearer ${token}` });
    const idOf = async (res: Response) => {
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as ReportReceipt).id;
    };
    const anas = await idOf(await report(code as string, { reason: "fake" }, "pt", as(ana.token)));
    const brunos = await idOf(await report(code as string, { reason: "fake" }, "pt", as(bruno.token)));
    expect(brunos).not.toBe(anas);
    // Two visitors without an account, told apart by the e-mail they give.
    const carla = await idOf(
      await report(code as string, { reason: "fake", email: "carla@example.com" }, "pt", headers),
    );
    const davi = await idOf(await report(code as string, { reason: "fake", email: "davi@example.com" }, "pt", headers));
    expect(new Set([anas, brunos, carla, davi]).size).toBe(4);
    // The same person's retry on the same listing is the first report; on another listing, a new one.
    expect(await idOf(await report(code as string, { reason: "fake" }, "pt", as(ana.token)))).toBe(anas);
    expect(
      await idOf(await report(code as string, { reason: "fake", email: "Carla@example.com" }, "pt", headers)),
    ).toBe(carla);
    const elsewhere = await idOf(await report(other as string, { reason: "fake" }, "pt", as(ana.token)));
    expect([anas, brunos, carla, davi]).not.toContain(elsewhere);
    const rows = await t.handle.db.select().from(listingReports).where(eq(listingReports.idempotencyKey, key));
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.id === brunos)?.userId).toBe(bruno.id);
  });

  it("keeps the inbox to staff: 401 without a session, 403 for anyone else", async () => {
    expect((await call(undefined, "GET", "/v2/admin/reports")).status).toBe(401);
    expect((await call(undefined, "PATCH", "/v2/admin/reports/1", { status: "resolved" })).status).toBe(401);
    const tenant = await signup();
    expect((await call(tenant.token, "GET", "/v2/admin/reports")).status).toBe(403);
    expect((await call(tenant.token, "PATCH", "/v2/admin/reports/1", { status: "resolved" })).status).toBe(403);
  });

  it("lists open reports newest first, flags a listing at three, and lets staff close them", async () => {
    const { token, id: staffId } = await staff();
    const [, second, third] = await codes("published");
    const flaggedCode = second as string;
    const ids: number[] = [];
    for (let i = 0; i < REPORTS_TO_FLAG - 1; i++) {
      tick();
      ids.push(((await (await report(flaggedCode, { reason: "fake" })).json()) as ReportReceipt).id);
    }
    tick();
    await report(third as string, { reason: "other", message: "O anunciante pediu depósito antecipado" });
    const before = (await (await call(token, "GET", "/v2/admin/reports")).json()) as AdminReportPage;
    expect(before.items[0]).toMatchObject({ propertyCode: third, reason: "other", flagged: false, openReports: 1 });
    expect(before.items.find((r) => r.id === ids[0])).toMatchObject({
      openReports: REPORTS_TO_FLAG - 1,
      flagged: false,
    });
    const dates = before.items.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    tick();
    const last = ((await (await report(flaggedCode, { reason: "unavailable" }, "en")).json()) as ReportReceipt).id;
    const flagged = (await (
      await call(token, "GET", "/v2/admin/reports?status=open", undefined, "en")
    ).json()) as AdminReportPage;
    const ofListing = flagged.items.filter((r) => r.propertyCode === flaggedCode);
    expect(ofListing).toHaveLength(REPORTS_TO_FLAG);
    for (const row of ofListing) expect(row).toMatchObject({ openReports: REPORTS_TO_FLAG, flagged: true });
    expect(ofListing[0]?.id).toBe(last);
    expect(ofListing[0]?.propertyTitle).toBeTruthy();
    // The review queue shows the same count beside the listing.
    const queue = (await (
      await call(token, "GET", `/v2/admin/listings?status=published&q=${flaggedCode}`)
    ).json()) as AdminListingPage;
    expect(queue.items.find((l) => l.code === flaggedCode)?.openReports).toBe(REPORTS_TO_FLAG);

    tick();
    const resolved = await call(token, "PATCH", `/v2/admin/reports/${last}`, { status: "resolved" });
    expect(resolved.status, await resolved.clone().text()).toBe(200);
    expect((await resolved.json()) as AdminReport).toMatchObject({
      status: "resolved",
      closedAt: clock.toISOString(),
      openReports: REPORTS_TO_FLAG - 1,
      flagged: false,
    });
    const [row] = await t.handle.db.select().from(listingReports).where(eq(listingReports.id, last));
    expect(row?.closedBy).toBe(staffId);
    await call(token, "PATCH", `/v2/admin/reports/${ids[0]}`, { status: "dismissed" });

    const open = (await (await call(token, "GET", "/v2/admin/reports")).json()) as AdminReportPage;
    expect(open.items.map((r) => r.id)).not.toContain(last);
    const closed = (await (await call(token, "GET", "/v2/admin/reports?status=resolved")).json()) as AdminReportPage;
    expect(closed.items.map((r) => r.id)).toContain(last);
    const dismissed = (await (
      await call(token, "GET", "/v2/admin/reports?status=dismissed")
    ).json()) as AdminReportPage;
    expect(dismissed.items.map((r) => r.id)).toEqual([ids[0]]);
  });

  it("refuses a bad status or an unknown report with a message staff can read", async () => {
    const { token } = await staff();
    const badStatus = await call(token, "PATCH", "/v2/admin/reports/1", { status: "open" }, "en");
    expect(badStatus.status).toBe(400);
    expect((await errorOf(badStatus)).fields).toEqual({ status: "choose resolved or dismissed" });
    const badFilter = await call(token, "GET", "/v2/admin/reports?status=closed");
    expect((await errorOf(badFilter)).fields).toEqual({ status: "escolha resolvida ou descartada" });
    const missing = await call(token, "PATCH", "/v2/admin/reports/999999", { status: "dismissed" }, "en");
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe("no report has this id");
  });
});

describe("reports under a flood", () => {
  const t = useTestApi({ seeded: true, rateLimiter: createMemoryRateLimiter(), trustProxy: true });
  const from = (address: string) => ({
    incoming: { socket: { remoteAddress: "10.0.0.1" }, headers: { "x-forwarded-for": address } },
  });

  it("refuses reports past the lead forms' limit from one address", async () => {
    const [row] = await t.handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(eq(properties.status, "published"))
      .limit(1);
    const statuses: number[] = [];
    for (let i = 0; i < LEAD_RATE_LIMITS.perIp.limit + 2; i++) {
      const res = await t.api.request(
        `/v2/properties/${row?.code}/reports`,
        jsonRequest({ reason: "fake" }),
        from("203.0.113.77"),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LEAD_RATE_LIMITS.perIp.limit).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(LEAD_RATE_LIMITS.perIp.limit)).toEqual([429, 429]);
  });
});
