import { LEAD_MESSAGES } from "@campuslar/domain/lead/lead-messages";
import { centsToReais } from "@campuslar/domain/money/money";
import { and, asc, eq, gt, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { properties, rooms } from "../../db/schema/catalogue.ts";
import { advertiseRequests, interestRequests } from "../../db/schema/leads.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { startOutboxWorker } from "../../mail/outbox-worker.ts";
import { decodeMessage } from "../../mail/test-mime.ts";
import { smtpTransport } from "../../mail/transports.ts";
import { getLeadDetail } from "../../services/admin/lead-detail.ts";
import { startSmtp } from "../../test/smtp-server.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

const now = new Date("2026-11-22T15:00:00Z");
const LOCALES = ["pt", "en"] as const;

/*
 * Issue 16, point 8: the interest form's proposal, stay and room are bounded by the listing, and
 * the API checks them too (400, each field's message in the visitor's language). Also: the
 * advertise form without an e-mail, and the interest confirmation naming and linking the listing.
 */
describe("interest bounds from the listing", () => {
  const t = useTestApi({ seeded: true, now: () => now });

  const perRoom = sql`${properties.capacity} > 1 and ${properties.capacity} - ${properties.occupants} = 1`;

  /**
   * A rental let whole with a rent and a 6-month minimum and no maximum stay, or with `capped`, one
   * with a maximum stay (issue 22) and any minimum.
   */
  const wholeListing = async (capped = false) => {
    const [row] = await t.handle.db
      .select({
        code: properties.code,
        rentCents: properties.rentCents,
        minContractMonths: properties.minContractMonths,
        maxStayMonths: properties.maxStayMonths,
        titlePt: properties.titlePt,
        titleEn: properties.titleEn,
        street: properties.street,
      })
      .from(properties)
      .where(
        and(
          eq(properties.status, "published"),
          eq(properties.purpose, "rent"),
          capped ? isNotNull(properties.maxStayMonths) : eq(properties.minContractMonths, 6),
          capped ? undefined : isNull(properties.maxStayMonths),
          gt(properties.rentCents, 100_000),
          or(sql`${properties.capacity} <= 1`, ne(sql`${properties.capacity} - ${properties.occupants}`, 1)),
        ),
      )
      .orderBy(asc(properties.id))
      .limit(1);
    if (!row?.rentCents) throw new Error(`the seed has no whole rental ${capped ? "with a maximum stay" : "to try"}`);
    return { ...row, rent: centsToReais(row.rentCents) };
  };

  /** A coliving or residence priced per room, with its rooms numbered as the page shows them. */
  const roomListing = async () => {
    const candidates = await t.handle.db
      .select({ id: properties.id, code: properties.code, rentCents: properties.rentCents })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent"), perRoom))
      .orderBy(asc(properties.id))
      .limit(20);
    for (const candidate of candidates) {
      const roomRows = await t.handle.db
        .select({ available: rooms.available })
        .from(rooms)
        .where(eq(rooms.propertyId, candidate.id))
        .orderBy(asc(rooms.position), asc(rooms.id));
      const numbered = roomRows.map((room, index) => ({ ...room, number: index + 1 }));
      const free = numbered.find((room) => room.available);
      const taken = numbered.find((room) => !room.available);
      if (free && taken && candidate.rentCents) {
        return {
          code: candidate.code,
          rent: centsToReais(candidate.rentCents),
          free: free.number,
          taken: taken.number,
        };
      }
    }
    throw new Error("the seed has no per-room listing with a free and a taken room");
  };

  const interest = (code: string, rent: number, overrides: Record<string, unknown> = {}) => ({
    propertyCode: code,
    name: "Marta Kowalski",
    phone: "(11) 91234-5678",
    email: "marta@example.com",
    isStudent: true,
    foundVia: "university",
    moveDate: "2027-02-01",
    stayPeriodMonths: 12,
    warrantyType: "insurance",
    proposalValue: rent,
    contactMethod: "email",
    ...overrides,
  });

  const post = (path: string, body: unknown) => t.api.request(path, jsonRequest(body));
  const fieldsOf = async (res: Response) =>
    ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;

  it("refuses an offer below half or above twice the rent, with the spec's message in both languages", async () => {
    const listing = await wholeListing();
    for (const locale of LOCALES) {
      for (const proposalValue of [23, listing.rent / 2 - 0.01, listing.rent * 2 + 0.01]) {
        const res = await post(
          `/v2/property/interest?lang=${locale}`,
          interest(listing.code, listing.rent, { proposalValue: Math.round(proposalValue * 100) / 100 }),
        );
        expect(res.status, `${proposalValue}`).toBe(400);
        expect(await fieldsOf(res)).toEqual({ proposalValue: LEAD_MESSAGES["lead.value.invalid"][locale] });
      }
    }
    const atHalf = await post("/v2/property/interest", interest(listing.code, listing.rent / 2));
    expect(atHalf.status, await atHalf.clone().text()).toBe(201);
  });

  it("refuses a stay below the listing's minimum or past the costs panel's 36 months", async () => {
    const listing = await wholeListing();
    for (const locale of LOCALES) {
      for (const stayPeriodMonths of [3, 37, 60]) {
        const res = await post(
          `/v2/property/interest?lang=${locale}`,
          interest(listing.code, listing.rent, { stayPeriodMonths }),
        );
        expect(res.status, `${stayPeriodMonths}`).toBe(400);
        expect(await fieldsOf(res)).toEqual({ stayPeriodMonths: LEAD_MESSAGES["lead.stayPeriod.required"][locale] });
      }
    }
    for (const stayPeriodMonths of [6, 36]) {
      const res = await post("/v2/property/interest", interest(listing.code, listing.rent, { stayPeriodMonths }));
      expect(res.status, await res.clone().text()).toBe(201);
    }
  });

  it("refuses a stay past the listing's maximum, in both languages, and takes one of exactly the maximum", async () => {
    const listing = await wholeListing(true);
    const maximum = listing.maxStayMonths ?? 0;
    expect(maximum).toBeGreaterThanOrEqual(listing.minContractMonths);
    for (const locale of LOCALES) {
      const res = await post(
        `/v2/property/interest?lang=${locale}`,
        interest(listing.code, listing.rent, { stayPeriodMonths: maximum + 1 }),
      );
      expect(res.status).toBe(400);
      expect(await fieldsOf(res)).toEqual({ stayPeriodMonths: LEAD_MESSAGES["lead.stayPeriod.required"][locale] });
    }
    const res = await post(
      "/v2/property/interest",
      interest(listing.code, listing.rent, { stayPeriodMonths: maximum }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it("reports every bound of the listing at once", async () => {
    const listing = await wholeListing();
    const res = await post(
      "/v2/property/interest?lang=en",
      // 3 months passes the route's format check (3…36) and fails this listing's 6-month minimum.
      interest(listing.code, listing.rent, { proposalValue: 23, stayPeriodMonths: 3, roomNumber: 1 }),
    );
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({
      proposalValue: LEAD_MESSAGES["lead.value.invalid"].en,
      stayPeriodMonths: LEAD_MESSAGES["lead.stayPeriod.required"].en,
      // A listing let whole has no room to choose.
      roomNumber: LEAD_MESSAGES["lead.value.invalid"].en,
    });
  });

  it("needs an available room on a listing priced per room, stores it and shows it to staff", async () => {
    const listing = await roomListing();
    for (const locale of LOCALES) {
      const missing = await post(`/v2/property/interest?lang=${locale}`, interest(listing.code, listing.rent));
      expect(missing.status).toBe(400);
      expect(await fieldsOf(missing)).toEqual({ roomNumber: LEAD_MESSAGES["lead.option.required"][locale] });
      const taken = await post(
        `/v2/property/interest?lang=${locale}`,
        interest(listing.code, listing.rent, { roomNumber: listing.taken }),
      );
      expect(taken.status).toBe(400);
      expect(await fieldsOf(taken)).toEqual({ roomNumber: LEAD_MESSAGES["lead.room.unavailable"][locale] });
    }
    const res = await post("/v2/property/interest", interest(listing.code, listing.rent, { roomNumber: listing.free }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.handle.db.select().from(interestRequests).where(eq(interestRequests.id, id));
    expect(row?.roomNumber).toBe(listing.free);

    const pt = await getLeadDetail(t.handle.db, "interest", id, "pt");
    expect(pt.fields["Quarto escolhido"]).toBe(`Quarto ${listing.free}`);
    expect(pt.fields.Imóvel).toBe(listing.code);
    const en = await getLeadDetail(t.handle.db, "interest", id, "en");
    expect(en.fields["Room chosen"]).toBe(`Room ${listing.free}`);
  });

  it("takes an owner's advertise request without an e-mail (phone only), and sends no confirmation", async () => {
    const res = await post("/v2/property/advertise", {
      name: "Seu Antônio",
      phone: "(11) 3456-7890",
      address: "Rua Harmonia",
      number: "300",
      neighbourhood: "Vila Madalena",
      postalCode: "05435-000",
      allowPets: false,
      parking: true,
      contractPeriodMonths: 12,
      monthlyRent: "2.800,00",
      bedrooms: 2,
      bathrooms: 1,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [row] = await t.handle.db.select().from(advertiseRequests).where(eq(advertiseRequests.name, "Seu Antônio"));
    expect(row).toMatchObject({ email: null, phone: "+551134567890" });
    const mails = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "lead_advertise_confirmation"));
    expect(mails).toHaveLength(0);

    const bad = await post("/v2/property/advertise?lang=en", { name: "X", email: "antonio@" });
    expect((await fieldsOf(bad)).email).toBe(LEAD_MESSAGES["lead.email.invalid"].en);
  });

  it("sends a confirmation that names the listing (title, code, address) and links to it in the visitor's language", async () => {
    const listing = await wholeListing();
    await t.handle.db.delete(emailOutbox);
    const sent = {
      en: await post(
        "/v2/property/interest?lang=en",
        interest(listing.code, listing.rent, { email: "eva@example.com" }),
      ),
      pt: await post(
        "/v2/property/interest?lang=pt",
        interest(listing.code, listing.rent, { email: "joana@example.com" }),
      ),
    };
    expect([sent.en.status, sent.pt.status]).toEqual([201, 201]);

    const smtp = await startSmtp();
    const from = "CampusLar <nao-responda@campuslar.com.br>";
    const worker = startOutboxWorker({
      db: t.handle.db,
      transport: smtpTransport(smtp.url, from),
      from,
      logger: pino({ level: "silent" }),
      // The outbox stamps rows with the database's clock: deliver as of now.
      now: () => new Date(Date.now() + 60_000),
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
      await smtp.close();
    }
    const mailTo = (address: string) => {
      const message = smtp.received.find((m) => m.to.includes(address));
      if (!message) throw new Error(`no mail to ${address}`);
      return decodeMessage(message.raw);
    };

    const en = mailTo("eva@example.com");
    expect(en.subject).toContain(listing.code);
    expect(en.subject).toContain(listing.titleEn);
    for (const part of [en.text, en.html]) {
      expect(part).toContain(listing.titleEn);
      expect(part).toContain(`code ${listing.code}`);
      expect(part).toContain(listing.street);
      expect(part).toContain(`http://localhost:3000/en/imovel/${listing.code}`);
    }

    const pt = mailTo("joana@example.com");
    expect(pt.subject).toContain(listing.titlePt);
    for (const part of [pt.text, pt.html]) {
      expect(part).toContain(listing.titlePt);
      expect(part).toContain(`código ${listing.code}`);
      expect(part).toContain(listing.street);
      expect(part).toContain(`http://localhost:3000/imovel/${listing.code}`);
      expect(part).not.toContain("/en/");
    }
  });
});
