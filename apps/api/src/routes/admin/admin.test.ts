import type { AdminListing, AdminUserPage, LeadDetail, LeadPage, LeadRow } from "@campuslar/domain/admin/admin-dto";
import { ADMIN_MESSAGES } from "@campuslar/domain/admin/admin-messages";
import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import { formatBRL } from "@campuslar/domain/money/money";
import { and, asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, properties, propertyUniversities } from "../../db/schema/catalogue.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { interestTermsFor } from "../../test/interest-terms.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

/** A clock the tests move forward, so "newest first" is deterministic. */
let clock = new Date("2026-11-22T12:00:00Z");
const tick = (ms = 60_000) => {
  clock = new Date(clock.getTime() + ms);
};

describe("/v2/admin (staff backoffice)", () => {
  const t = useTestApi({ seeded: true, now: () => clock });

  const { signup, staff, call } = testAccounts(t, "admin");
  const ok = async <T>(res: Response, status = 200) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  const publishedCodes = async (n: number) =>
    (
      await t.handle.db
        .select({ code: properties.code })
        .from(properties)
        .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
        .orderBy(asc(properties.id))
        .limit(n)
    ).map((row) => row.code);

  /** One lead of four kinds, a minute apart: interest, advertise, concierge, service. */
  const sendLeads = async () => {
    const [code] = await publishedCodes(1);
    const sent = [
      [
        "/v2/property/interest",
        {
          propertyCode: code,
          ...(await interestTermsFor(t.handle.db, code ?? "")),
          name: "João Pereira",
          phone: "(11) 97777-1234",
          email: "joao@example.com",
          isStudent: true,
          foundVia: "instagram",
          moveDate: "2027-02-01",
          warrantyType: "insurance",
          comments: "Posso visitar no sábado?",
          contactMethod: "whatsapp",
        },
      ],
      [
        "/v2/property/advertise",
        {
          name: '=HYPERLINK("http://evil","x")',
          phone: "+55 11 3456-7890",
          email: "carla@example.com",
          address: "Rua Cardeal Arcoverde",
          number: "1200",
          neighbourhood: "Pinheiros",
          postalCode: "05407002",
          billsIncluded: { water: true, electricity: false, cleaning: true },
          allowPets: true,
          parking: false,
          contractPeriodMonths: 12,
          monthlyRent: "3.200,00",
          bedrooms: 2,
          bathrooms: 1,
        },
      ],
      ["/v2/users/concierge-fgv", { fullName: "Lena Müller", messagingContact: "+49 151 23456789" }],
      [
        "/v2/services/requests",
        {
          service: "photos_video",
          name: "Carla, a dona",
          email: "carla@example.com",
          phone: "11 91234-5678",
          message: 'Quero "fotos" profissionais.',
        },
      ],
    ] as const;
    for (const [path, body] of sent) {
      tick();
      const res = await t.api.request(path, jsonRequest(body));
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
    }
    return code ?? "";
  };

  it("answers 401 to a visitor and 403 to a tenant, whatever they send", async () => {
    const tenant = await signup();
    for (const [method, path, body] of [
      ["GET", "/v2/admin/leads?page=abc", undefined],
      ["GET", "/v2/admin/leads.csv", undefined],
      ["PATCH", "/v2/admin/users/x", { role: "nonsense" }],
      ["POST", "/v2/admin/listings/SP10001/reject", {}],
    ] as const) {
      const visitor = await call(undefined, method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const forbidden = await call(tenant.token, method, path, body, "en");
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json()).toMatchObject({ error: { code: "forbidden" } });
    }
  });

  it("lists every kind of lead newest first, filters, searches, pages and opens one with every field", async () => {
    const me = await staff();
    const code = await sendLeads();
    const page = await ok<LeadPage>(await call(me.token, "GET", "/v2/admin/leads"));
    expect(page.items.map((row) => row.kind)).toEqual(["service", "concierge", "advertise", "interest"]);
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: 4, totalPages: 1 });
    const interest = page.items[3] as LeadRow;
    expect(interest).toMatchObject({
      name: "João Pereira",
      email: "joao@example.com",
      status: "new",
      propertyCode: code,
      locale: "pt",
      staffNotes: "",
    });
    expect(interest.summary).toContain(code);
    const proposal = formatBRL((await interestTermsFor(t.handle.db, code ?? "")).proposalValue);
    // The list's one line in the backoffice's date format, with the proposal sent.
    expect(interest.summary).toContain("1 de fev. de 2027");
    expect(interest.summary).toContain(proposal);
    expect(page.items[1]).toMatchObject({ kind: "concierge", name: "Lena Müller", email: null });

    const query = async (q: string) =>
      (await ok<LeadPage>(await call(me.token, "GET", `/v2/admin/leads?${q}`))).items.map((r) => `${r.kind}:${r.id}`);
    expect(await query("kind=advertise")).toHaveLength(1);
    expect(await query("q=joao")).toEqual([`interest:${interest.id}`]);
    expect(await query("q=97777")).toEqual([`interest:${interest.id}`]);
    expect(await query("q=CARLA%40example")).toHaveLength(2);
    expect(await query("q=100%25")).toEqual([]);
    const paged = await ok<LeadPage>(await call(me.token, "GET", "/v2/admin/leads?pageSize=3&page=2"));
    expect(paged).toMatchObject({ total: 4, totalPages: 2, page: 2 });
    expect(paged.items.map((r) => r.kind)).toEqual(["interest"]);
    expect(await query("from=2026-11-22&to=2026-11-22")).toHaveLength(4);
    expect(await query("to=2026-11-21")).toEqual([]);

    const bad = await call(
      me.token,
      "GET",
      "/v2/admin/leads?from=2026-11-23&to=2026-11-01&status=maybe",
      undefined,
      "en",
    );
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ status: ADMIN_MESSAGES["admin.status.invalid"].en });

    const detail = await ok<LeadDetail>(
      await call(me.token, "GET", `/v2/admin/leads/interest/${interest.id}`, undefined, "en"),
    );
    expect(detail.fields).toMatchObject({
      Reference: `INT-${interest.id}`,
      Listing: code,
      Name: "João Pereira",
      // One format for every date of the backoffice: the day, the month in words.
      "Move-in date": "1 Feb 2027",
      Proposal: proposal,
      Student: "Yes",
      Comments: "Posso visitar no sábado?",
      "Contact by": "WhatsApp",
      Guarantee: expect.stringMatching(/^(Guarantor|Rent guarantee insurance|Security deposit)$/),
      Language: expect.stringMatching(/^(Portuguese|English)$/),
      "Received at": expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/),
    });
    expect(Object.keys(detail.fields)).not.toContain("idempotencyKey");
    expect((await call(me.token, "GET", "/v2/admin/leads/interest/999999")).status).toBe(404);
    expect((await call(me.token, "GET", "/v2/admin/leads/nonsense/1")).status).toBe(400);
  });

  it("moves a lead along with notes, and filters by status", async () => {
    const me = await staff();
    const { items } = await ok<LeadPage>(await call(me.token, "GET", "/v2/admin/leads?kind=concierge"));
    const lead = items[0] as LeadRow;
    const updated = await ok<LeadRow>(
      await call(me.token, "PATCH", `/v2/admin/leads/concierge/${lead.id}`, {
        status: "contacted",
        staffNotes: "Liguei; retorna na segunda.",
      }),
    );
    expect(updated).toMatchObject({ id: lead.id, status: "contacted", staffNotes: "Liguei; retorna na segunda." });
    const contacted = await ok<LeadPage>(await call(me.token, "GET", "/v2/admin/leads?status=contacted"));
    expect(contacted.items.map((r) => r.id)).toEqual([lead.id]);
    const bad = await call(me.token, "PATCH", `/v2/admin/leads/concierge/${lead.id}`, { status: "won" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ status: ADMIN_MESSAGES["admin.status.invalid"].pt });
    expect((await call(me.token, "PATCH", "/v2/admin/leads/service/999999", { status: "closed" })).status).toBe(404);
  });

  it("exports the inbox as a spreadsheet-safe CSV with a BOM, a header and RFC 4180 quoting", async () => {
    const me = await staff();
    const res = await call(me.token, "GET", "/v2/admin/leads.csv?kind=advertise");
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="leads-2026-11-22.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Referência,Tipo,Status,Recebido em,Nome,E-mail,Telefone,Imóvel,Resumo,Idioma,Anotações da equipe",
    );
    // The formula is text, its quotes doubled; the phone's + cannot start a formula either.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(lines[1]).toContain(",'+551134567890,");
    expect(lines).toHaveLength(3);
    const all = new TextDecoder().decode(
      new Uint8Array(await (await call(me.token, "GET", "/v2/admin/leads.csv")).arrayBuffer()),
    );
    expect(all).toContain('"Carla, a dona"');
    expect(all).toContain("Lena Müller");
  });

  it("publishes a pending listing, oldest submitted first, and fills in its universities", async () => {
    const me = await staff();
    const owner = await signup("Olga Dona");
    const [older, newer] = await publishedCodes(2);
    for (const [code, submittedAt] of [
      [newer, new Date("2026-11-20T10:00:00Z")],
      [older, new Date("2026-11-19T10:00:00Z")],
    ] as const) {
      await t.handle.db
        .update(properties)
        .set({ status: "pending", submittedAt, publishedAt: null, ownerId: owner.id })
        .where(eq(properties.code, code ?? ""));
    }
    const [row] = await t.handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.code, older ?? ""));
    await t.handle.db.delete(propertyUniversities).where(eq(propertyUniversities.propertyId, row?.id ?? 0));

    const queue = await ok<{ items: AdminListing[] }>(await call(me.token, "GET", "/v2/admin/listings"));
    expect(queue.items.map((l) => l.code)).toEqual([older, newer]);
    expect(queue.items[0]).toMatchObject({
      status: "pending",
      owner: { id: owner.id, name: "Olga Dona", email: owner.email },
      submittedAt: "2026-11-19T10:00:00.000Z",
    });
    expect(queue.items[0]?.photosCount).toBeGreaterThan(0);
    expect(queue.items[0]?.photos[0]?.url).toMatch(/^\/media\/.+-400\.webp$/);
    const searched = await ok<{ items: AdminListing[] }>(await call(me.token, "GET", "/v2/admin/listings?q=olga"));
    expect(searched.items).toHaveLength(2);

    const published = await ok<AdminListing>(await call(me.token, "POST", `/v2/admin/listings/${older}/publish`));
    expect(published).toMatchObject({ status: "published", publishedAt: clock.toISOString(), rejectionReason: null });
    const [nearby] = await t.handle.db
      .select({ n: count() })
      .from(propertyUniversities)
      .where(eq(propertyUniversities.propertyId, row?.id ?? 0));
    expect(nearby?.n).toBeGreaterThan(0);
    // The owner hears of it in their language, with the listing's page.
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    const mail = mails.find((m) => m.template === "listing_published");
    expect(mail).toMatchObject({ locale: "pt", subject: `Seu anúncio ${older} está no ar no CampusLar` });
    expect(mail?.textBody).toContain(`http://localhost:3000/imovel/${older}`);
    const again = await call(me.token, "POST", `/v2/admin/listings/${older}/publish`, undefined, "en");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(ADMIN_MESSAGES["admin.listing.notPending"].en);
    expect((await call(me.token, "POST", "/v2/admin/listings/SP9999999/publish")).status).toBe(404);
    const live = await t.api.request(`/v2/properties/${older}`);
    expect(live.status).toBe(200);
  });

  it("rejects with a reason e-mailed to the owner in the owner's language, with a link to edit", async () => {
    const me = await staff();
    const owner = await signup("Owen Owner", "en");
    const [, , code] = await publishedCodes(3);
    await t.handle.db
      .update(properties)
      .set({ status: "pending", submittedAt: clock, ownerId: owner.id })
      .where(eq(properties.code, code ?? ""));
    const empty = await call(me.token, "POST", `/v2/admin/listings/${code}/reject`, { reason: "  " });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields).toEqual({ reason: ADMIN_MESSAGES["admin.reason.required"].pt });
    const long = await call(me.token, "POST", `/v2/admin/listings/${code}/reject`, { reason: "x".repeat(1001) });
    expect(long.status).toBe(400);

    const reason = "As fotos estão escuras: envie fotos com luz do dia.";
    const rejected = await ok<AdminListing>(
      await call(me.token, "POST", `/v2/admin/listings/${code}/reject`, { reason }),
    );
    expect(rejected).toMatchObject({ status: "draft", rejectionReason: reason });
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    const mail = mails.find((m) => m.template === "listing_rejected");
    expect(mail).toMatchObject({ locale: "en", subject: `Your listing ${code} needs a few changes` });
    expect(mail?.textBody).toContain(reason);
    expect(mail?.textBody).toContain(`http://localhost:3000/en/meus-imoveis/${code}`);
    expect((await call(me.token, "POST", `/v2/admin/listings/${code}/reject`, { reason })).status).toBe(409);
  });

  it("sets the sponsored flag and the customer of a listing", async () => {
    const me = await staff();
    const { items } = await ok<{ items: { slug: string; name: string }[] }>(
      await call(me.token, "GET", "/v2/admin/customers"),
    );
    const [dbCount] = await t.handle.db.select({ n: count() }).from(customers);
    expect(items).toHaveLength(dbCount?.n ?? -1);
    const customer = items[0] as { slug: string; name: string };
    const [code] = await publishedCodes(4).then((codes) => codes.slice(3));
    const set = await ok<AdminListing>(
      await call(me.token, "PATCH", `/v2/admin/listings/${code}`, { sponsored: true, customer: customer.slug }),
    );
    expect(set).toMatchObject({ code, sponsored: true, customer });
    const cleared = await ok<AdminListing>(
      await call(me.token, "PATCH", `/v2/admin/listings/${code}`, { customer: null }),
    );
    expect(cleared).toMatchObject({ sponsored: true, customer: null });
    const unknown = await call(me.token, "PATCH", `/v2/admin/listings/${code}`, { customer: "nobody" }, "en");
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields).toEqual({ customer: ADMIN_MESSAGES["admin.customer.unknown"].en });
    expect((await call(me.token, "PATCH", "/v2/admin/listings/SP9999999", { sponsored: false })).status).toBe(404);
  });

  it("lists and searches users, changes a role, but never the caller's own", async () => {
    const me = await staff();
    const other = await signup("Zélia Zúñiga");
    const found = await ok<AdminUserPage>(await call(me.token, "GET", "/v2/admin/users?q=zelia"));
    expect(found.items.map((u) => u.id)).toEqual([other.id]);
    expect(found.items[0]).toMatchObject({ role: "tenant", phone: "+5511912345678" });
    const changed = await ok<{ role: string }>(
      await call(me.token, "PATCH", `/v2/admin/users/${other.id}`, { role: "owner" }),
    );
    expect(changed.role).toBe("owner");
    const owners = await ok<AdminUserPage>(await call(me.token, "GET", "/v2/admin/users?role=owner"));
    expect(owners.items.map((u) => u.id)).toContain(other.id);
    expect(owners.items.every((u) => u.role === "owner")).toBe(true);
    const self = await call(me.token, "PATCH", `/v2/admin/users/${me.id}`, { role: "tenant" });
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(ADMIN_MESSAGES["admin.user.ownRole"].pt);
    const [still] = await t.handle.db.select({ role: users.role }).from(users).where(eq(users.id, me.id));
    expect(still?.role).toBe("staff");
    expect((await call(me.token, "PATCH", "/v2/admin/users/not-a-uuid", { role: "owner" })).status).toBe(404);
    expect(
      (await call(me.token, "PATCH", "/v2/admin/users/00000000-0000-4000-8000-000000000000", { role: "owner" })).status,
    ).toBe(404);
    expect((await call(me.token, "PATCH", `/v2/admin/users/${other.id}`, { role: "king" })).status).toBe(400);
  });

  it("is described in the OpenAPI document with the bearer scheme", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.paths["/v2/admin/leads"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths["/v2/admin/leads/{kind}/{id}"] ?? {}).sort()).toEqual(["get", "patch"]);
    expect(doc.paths["/v2/admin/leads.csv"]?.get).toBeDefined();
    expect(doc.paths["/v2/admin/users/{id}"]?.patch).toBeDefined();
  });
});
