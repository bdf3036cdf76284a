import { LEAD_MESSAGES } from "@campuslar/domain/lead/lead-messages";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../app.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { purchaseInterests } from "../../db/schema/leads.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { createLogger } from "../../lib/logger.ts";
import { jsonRequest, unlimited } from "../../test/test-api.ts";
import { createTestDatabase } from "../../test/test-database.ts";

const now = new Date("2026-11-22T15:00:00Z");
const STAFF = "equipe@campuslar.test";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Receipt = { id: number; reference: string; message: string };

describe("POST /v2/property/purchase-interest", () => {
  // The shared test API has no staff address; this one does, so the staff e-mail is queued too.
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    api = createApi({
      db: handle.db,
      dbKind: handle.kind,
      logger: createLogger("silent"),
      now: () => now,
      publicUrl: "http://localhost:3000",
      rateLimiter: unlimited,
      staffEmail: STAFF,
    });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  const codeOf = async (purpose: "rent" | "sale") => {
    const [row] = await handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, purpose)))
      .orderBy(properties.id)
      .limit(1);
    if (!row) throw new Error(`the seed has no published ${purpose} listing`);
    return row.code;
  };
  const purchase = async (overrides: Record<string, unknown> = {}) => ({
    propertyCode: await codeOf("sale"),
    name: "Rafael Souza",
    phone: "11 98765-4321",
    email: "Rafael@Example.com",
    isStudent: "false",
    foundVia: "google",
    message: "Posso visitar o apartamento na próxima semana?",
    contactMethod: "email",
    ...overrides,
  });
  const post = (body: unknown, headers: Record<string, string> = {}, query = "") =>
    api.request(`/v2/property/purchase-interest${query}`, jsonRequest(body, { headers }));
  const mailsTo = (address: string) => handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

  it("stores a buyer's message with no invented values, and queues both e-mails", async () => {
    const body = await purchase({ email: "no-extras@example.com" });
    const res = await post(body, { "accept-language": "en" });
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = (await res.json()) as Receipt;
    expect(receipt.reference).toBe(`PUR-${receipt.id}`);
    expect(receipt.message).toMatch(/Received/);
    const [row] = await handle.db.select().from(purchaseInterests).where(eq(purchaseInterests.id, receipt.id));
    expect(row).toMatchObject({
      name: "Rafael Souza",
      phone: "+5511987654321",
      email: "no-extras@example.com",
      isStudent: false,
      foundVia: "google",
      message: "Posso visitar o apartamento na próxima semana?",
      contactMethod: "email",
      offerCents: null,
      visitDate: null,
      locale: "en",
      status: "new",
      userId: null,
    });
    const [mine] = await mailsTo("no-extras@example.com");
    expect(mine).toMatchObject({ template: "lead_purchase_confirmation", locale: "en" });
    expect(mine?.textBody).toContain(receipt.reference);
    const staff = (await mailsTo(STAFF)).find((mail) => mail.subject.includes(receipt.reference));
    expect(staff?.template).toBe("lead_purchase_staff");
    expect(staff?.textBody).toContain(`propertyCode: ${body.propertyCode}`);
    expect(staff?.textBody).not.toMatch(/offer|visitDate|moveDate|warranty|stayPeriod|proposal/);
  });

  it("keeps an offer above any rent ceiling, to the centavo, and a visit date", async () => {
    const res = await post(
      await purchase({ email: "offer@example.com", offerValue: "25.000.000,50", visitDate: "2026-11-22" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as Receipt;
    const [row] = await handle.db.select().from(purchaseInterests).where(eq(purchaseInterests.id, id));
    expect(row).toMatchObject({ offerCents: 2_500_000_050, visitDate: "2026-11-22" });
    const staff = (await mailsTo(STAFF)).find((mail) => mail.subject.includes(`PUR-${id}`));
    expect(staff?.textBody).toContain("offer: R$ 25.000.000,50");
    expect(staff?.textBody).toContain("visitDate: 2026-11-22");
  });

  it("makes one row of two submissions with the same Idempotency-Key, answering the same receipt", async () => {
    const body = await purchase({ email: "idem-buyer@example.com" });
    const headers = { "idempotency-key": "purchase-retry-123456" };
    const first = await post(body, headers);
    const second = await post(body, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    const [rows] = await handle.db
      .select({ n: count() })
      .from(purchaseInterests)
      .where(eq(purchaseInterests.email, "idem-buyer@example.com"));
    expect(rows?.n).toBe(1);
    expect(await mailsTo("idem-buyer@example.com")).toHaveLength(1);
  });

  it("names each bad field in the visitor's language", async () => {
    const bad = {
      propertyCode: await codeOf("sale"),
      name: "",
      phone: "123",
      email: "nope",
      message: "  ",
      offerValue: "muito",
      visitDate: "21/11/2026",
    };
    for (const locale of ["en", "pt"] as const) {
      const res = await post(bad, {}, `?lang=${locale}`);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.code).toBe("validation_failed");
      expect(error.fields).toEqual({
        name: LEAD_MESSAGES["lead.name.required"][locale],
        phone: LEAD_MESSAGES["lead.phone.invalid"][locale],
        email: LEAD_MESSAGES["lead.email.invalid"][locale],
        isStudent: LEAD_MESSAGES["lead.isStudent.required"][locale],
        foundVia: LEAD_MESSAGES["lead.foundVia.required"][locale],
        message: LEAD_MESSAGES["lead.message.required"][locale],
        contactMethod: LEAD_MESSAGES["lead.option.required"][locale],
        offerValue: LEAD_MESSAGES["lead.value.invalid"][locale],
        visitDate: LEAD_MESSAGES["lead.value.invalid"][locale],
      });
    }
  });

  it("refuses a visit date before today in São Paulo", async () => {
    // Now is noon of the 22nd in São Paulo.
    const res = await post(await purchase({ visitDate: "2026-11-21" }), {}, "?lang=pt");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "validation_failed", fields: { visitDate: LEAD_MESSAGES["lead.date.past"].pt } },
    });
  });

  it("answers 404 for an unknown or unpublished code", async () => {
    const unknown = await post(await purchase({ propertyCode: "SP99999" }), {}, "?lang=en");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { code: "not_found", fields: { propertyCode: LEAD_MESSAGES["lead.property.unknown"].en } },
    });

    const code = await codeOf("sale");
    await handle.db.update(properties).set({ status: "archived" }).where(eq(properties.code, code));
    const archived = await post(await purchase({ propertyCode: code }), {}, "?lang=pt");
    await handle.db.update(properties).set({ status: "published" }).where(eq(properties.code, code));
    expect(archived.status).toBe(404);
    expect(await archived.json()).toMatchObject({
      error: { code: "not_found", fields: { propertyCode: LEAD_MESSAGES["lead.property.unknown"].pt } },
    });
  });

  it("answers 409 for a rental's code, saying it is not for sale, and stores nothing", async () => {
    const body = await purchase({ propertyCode: await codeOf("rent"), email: "renter@example.com" });
    for (const locale of ["en", "pt"] as const) {
      const res = await post(body, {}, `?lang=${locale}`);
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as ErrorBody;
      expect(error).toEqual({
        code: "conflict",
        message: LEAD_MESSAGES["lead.property.notForSale"][locale],
        fields: { propertyCode: LEAD_MESSAGES["lead.property.notForSale"][locale] },
      });
    }
    const rows = await handle.db
      .select()
      .from(purchaseInterests)
      .where(eq(purchaseInterests.email, "renter@example.com"));
    expect(rows).toEqual([]);
  });

  it("stores nothing when its e-mail cannot be queued (one transaction)", async () => {
    await handle.db.execute(sql`
      create function refuse_purchase_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end $$`);
    await handle.db.execute(sql`
      create trigger refuse_purchase_mail before insert on email_outbox
      for each row when (new.template = 'lead_purchase_staff') execute function refuse_purchase_mail()`);
    try {
      const res = await post(await purchase({ email: "rollback@example.com" }));
      expect(res.status).toBe(500);
    } finally {
      await handle.db.execute(sql`drop trigger refuse_purchase_mail on email_outbox`);
      await handle.db.execute(sql`drop function refuse_purchase_mail()`);
    }
    const rows = await handle.db
      .select()
      .from(purchaseInterests)
      .where(eq(purchaseInterests.email, "rollback@example.com"));
    expect(rows).toEqual([]);
    expect(await mailsTo("rollback@example.com")).toEqual([]);
  });

  it("links the lead to a logged-in sender", async () => {
    const signup = await api.request(
      "/v2/users/signup",
      jsonRequest({
        name: "Bia Lima",
        phone: "+55 11 97777-6666",
        email: "bia.buyer@example.com",
        password: "Segura1",
      }),
    );
    expect(signup.status).toBe(201);
    const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
    const res = await post(await purchase({ email: "bia.buyer@example.com" }), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Receipt;
    const [row] = await handle.db.select().from(purchaseInterests).where(eq(purchaseInterests.id, id));
    expect(row?.userId).toBe(user.id);
  });

  it("is in the OpenAPI document with its 404 and 409", async () => {
    const doc = (await (await api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    };
    const route = doc.paths["/v2/property/purchase-interest"]?.post;
    expect(Object.keys(route?.responses ?? {})).toEqual(expect.arrayContaining(["201", "400", "404", "409"]));
  });
});
