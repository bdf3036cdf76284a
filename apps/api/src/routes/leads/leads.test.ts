import { LEAD_MESSAGES } from "@campuslar/domain/lead/lead-messages";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { advertiseRequests, conciergeSignups, interestRequests, serviceRequests } from "../../db/schema/leads.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { interestBody, wholeRentalCode } from "../../test/lead-bodies.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

const now = new Date("2026-11-22T15:00:00Z");

describe("leads", () => {
  const t = useTestApi({ seeded: true, now: () => now });

  const publishedCode = () => wholeRentalCode(t.handle.db);
  const interest = async (overrides: Record<string, unknown> = {}) => interestBody(await publishedCode(), overrides);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.api.request(path, jsonRequest(body, { headers }));

  it("stores an interest, answers a receipt, and queues the confirmation e-mail", async () => {
    const res = await post("/v2/property/interest", await interest(), { "accept-language": "en" });
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = (await res.json()) as { id: number; reference: string; message: string };
    expect(receipt.message).toMatch(/Received/);
    const [row] = await t.handle.db.select().from(interestRequests).where(eq(interestRequests.id, receipt.id));
    expect(row).toMatchObject({ email: "joao@example.com", proposalCents: 250_000, locale: "en", status: "new" });
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "joao@example.com"));
    expect(mails.map((m) => m.template)).toContain("lead_interest_confirmation");
  });

  it("makes one row of two submissions with the same Idempotency-Key, answering the same receipt", async () => {
    const body = await interest({ email: "idem@example.com" });
    const headers = { "idempotency-key": "retry-key-123456" };
    const first = await (await post("/v2/property/interest", body, headers)).json();
    const second = await (await post("/v2/property/interest", body, headers)).json();
    expect(second).toEqual(first);
    const [rows] = await t.handle.db
      .select({ n: count() })
      .from(interestRequests)
      .where(eq(interestRequests.email, "idem@example.com"));
    expect(rows?.n).toBe(1);
  });

  it("names each bad field with the spec's message, in English and in Portuguese", async () => {
    const bad = { propertyCode: await publishedCode(), name: "", phone: "", email: "nope", proposalValue: "" };
    for (const locale of ["en", "pt"] as const) {
      const res = await post(`/v2/property/interest?lang=${locale}`, bad);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields).toMatchObject({
        name: LEAD_MESSAGES["lead.name.required"][locale],
        phone: LEAD_MESSAGES["lead.phone.required"][locale],
        email: LEAD_MESSAGES["lead.email.invalid"][locale],
        isStudent: LEAD_MESSAGES["lead.isStudent.required"][locale],
        foundVia: LEAD_MESSAGES["lead.foundVia.required"][locale],
        stayPeriodMonths: LEAD_MESSAGES["lead.stayPeriod.required"][locale],
        warrantyType: LEAD_MESSAGES["lead.warranty.required"][locale],
        proposalValue: LEAD_MESSAGES["lead.proposal.required"][locale],
      });
    }
  });

  it("refuses a move date in the past (São Paulo's today) and a listing that is not published", async () => {
    const past = await post("/v2/property/interest?lang=en", await interest({ moveDate: "2026-11-20" }));
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: { fields: { moveDate: LEAD_MESSAGES["lead.date.past"].en } } });
    const code = await publishedCode();
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.code, code));
    const archived = await post("/v2/property/interest?lang=pt", await interest({ propertyCode: code }));
    await t.handle.db.update(properties).set({ status: "published" }).where(eq(properties.code, code));
    expect(archived.status).toBe(400);
    expect(await archived.json()).toMatchObject({
      error: { fields: { propertyCode: LEAD_MESSAGES["lead.property.unknown"].pt } },
    });
  });

  it("stores an owner's advertise request, a concierge sign-up per partner and a service request", async () => {
    const advertise = await post("/v2/property/advertise", {
      name: "Carla Mendes",
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
      coupon: "bemvindo10",
    });
    expect(advertise.status, await advertise.clone().text()).toBe(201);
    const [owner] = await t.handle.db
      .select()
      .from(advertiseRequests)
      .where(eq(advertiseRequests.email, "carla@example.com"));
    expect(owner).toMatchObject({
      postalCode: "05407-002",
      monthlyRentCents: 320_000,
      billsWater: true,
      coupon: "BEMVINDO10",
    });

    const fgv = await post("/v2/users/concierge-fgv", {
      fullName: "Lena Müller",
      messagingContact: "+49 151 23456789",
    });
    const insper = await post("/v2/users/concierge/insper", {
      fullName: "Tom Baker",
      messagingContact: "+1 415 555 2671",
    });
    expect([fgv.status, insper.status]).toEqual([201, 201]);
    const partners = await t.handle.db.select({ partner: conciergeSignups.partner }).from(conciergeSignups);
    expect(partners.map((p) => p.partner).sort()).toEqual(["fgv", "insper"]);

    const service = await post("/v2/services/requests", {
      service: "photos_video",
      name: "Carla Mendes",
      email: "carla@example.com",
      phone: "11 91234-5678",
      message: "Quero fotos profissionais do apartamento.",
    });
    expect(service.status, await service.clone().text()).toBe(201);
    const [request] = await t.handle.db.select().from(serviceRequests);
    expect(request?.service).toBe("photos_video");
  });

  it("links the lead to a logged-in sender", async () => {
    const signup = await post("/v2/users/signup", {
      name: "Bia Lima",
      phone: "+55 11 97777-6666",
      email: "bia@example.com",
      password: "Segura1",
    });
    const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
    const res = await post(
      "/v2/services/requests",
      {
        service: "repairs",
        name: "Bia Lima",
        email: "bia@example.com",
        phone: "11 97777-6666",
        message: "O chuveiro parou de esquentar.",
      },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row?.userId).toBe(user.id);
  });
});
