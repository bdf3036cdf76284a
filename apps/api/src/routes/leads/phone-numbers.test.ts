import { LEAD_MESSAGES } from "@campuslar/domain/lead/lead-messages";
import { PHONE_TEXT_MAX } from "@campuslar/domain/phone/phone-number";
import { ROOMMATE_MESSAGES } from "@campuslar/domain/roommates/roommate-messages";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import {
  advertiseRequests,
  conciergeSignups,
  interestRequests,
  purchaseInterests,
  serviceRequests,
} from "../../db/schema/leads.ts";
import { roommateProfiles } from "../../db/schema/roommates.ts";
import { users } from "../../db/schema/users.ts";
import { interestTermsFor } from "../../test/interest-terms.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

/*
 * Issue 16: a foreign number is accepted by every call that takes a phone, typed with + or as a
 * national number with its country, and stored in E.164; an invalid one is refused with the
 * phone's message in the visitor's language. A Brazilian national number without a country
 * still works, as older clients send it.
 */

const now = new Date("2026-11-22T15:00:00Z");
const GERMAN = "+4915123456789";

describe("phone numbers from any country", () => {
  const t = useTestApi({ seeded: true, now: () => now });
  const post = (path: string, body: unknown, token?: string) =>
    t.api.request(path, jsonRequest(body, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  const codeOf = async (purpose: "rent" | "sale") => {
    const [row] = await t.handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, purpose)))
      .limit(1);
    return row?.code ?? "";
  };

  const bodies = {
    interest: async (phone: Record<string, string>) => {
      const propertyCode = await codeOf("rent");
      return {
        propertyCode,
        name: "Lena Müller",
        ...phone,
        email: "lena@example.de",
        isStudent: true,
        foundVia: "university",
        moveDate: "2027-02-01",
        warrantyType: "insurance",
        contactMethod: "whatsapp",
        // The listing's own bounds: its rent as the offer, a stay it takes, a free room if priced per room.
        ...(await interestTermsFor(t.handle.db, propertyCode)),
      };
    },
    purchase: async (phone: Record<string, string>) => ({
      propertyCode: await codeOf("sale"),
      name: "Lena Müller",
      ...phone,
      email: "lena@example.de",
      isStudent: false,
      foundVia: "google",
      message: "Can I visit next week?",
      contactMethod: "email",
    }),
    advertise: async (phone: Record<string, string>) => ({
      name: "Jean Dupont",
      ...phone,
      email: "jean@example.fr",
      address: "Rua Cardeal Arcoverde",
      number: "1200",
      neighbourhood: "Pinheiros",
      postalCode: "05407002",
      allowPets: true,
      parking: false,
      contractPeriodMonths: 12,
      monthlyRent: 3200,
      bedrooms: 2,
      bathrooms: 1,
    }),
    service: async (phone: Record<string, string>) => ({
      service: "repairs",
      name: "Wei Zhang",
      email: "wei@example.cn",
      ...phone,
      message: "The shower stopped heating.",
    }),
  };
  const LEADS = [
    ["interest", "/v2/property/interest", interestRequests],
    ["purchase", "/v2/property/purchase-interest", purchaseInterests],
    ["advertise", "/v2/property/advertise", advertiseRequests],
    ["service", "/v2/services/requests", serviceRequests],
  ] as const;

  for (const [kind, path, table] of LEADS) {
    it(`${path}: stores a number typed with + and a national one with its country, in E.164`, async () => {
      const typed = await post(path, await bodies[kind]({ phone: "+49 151 23456789" }));
      expect(typed.status, await typed.clone().text()).toBe(201);
      const national = await post(path, await bodies[kind]({ phone: "(415) 555-2671", phoneCountry: "us" }));
      expect(national.status, await national.clone().text()).toBe(201);
      const brazilian = await post(path, await bodies[kind]({ phone: "(11) 91234-5678" }));
      expect(brazilian.status, await brazilian.clone().text()).toBe(201);
      const ids = [typed, national, brazilian].map(async (res) => ((await res.json()) as { id: number }).id);
      const stored = [];
      for (const id of await Promise.all(ids)) {
        const [row] = await t.handle.db.select({ phone: table.phone }).from(table).where(eq(table.id, id));
        stored.push(row?.phone);
      }
      expect(stored).toEqual([GERMAN, "+14155552671", "+5511912345678"]);
    });

    it(`${path}: refuses an invalid number with the phone's message, in English and in Portuguese`, async () => {
      for (const [phone, locale] of [
        [{ phone: "+49 151 234" }, "en"],
        [{ phone: "91234-5678" }, "pt"],
        [{ phone: "(11) 91234-5678", phoneCountry: "DE" }, "en"],
      ] as const) {
        const res = await post(`${path}?lang=${locale}`, await bodies[kind](phone));
        expect(res.status).toBe(400);
        const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
        expect(error.fields.phone).toBe(LEAD_MESSAGES["lead.phone.invalid"][locale]);
      }
    });
  }

  /** A valid Brazilian number spread out to 41 characters: one past the documented 40. */
  const TOO_LONG = `(11)${" ".repeat(27)}91234-5678`;

  for (const [kind, path] of LEADS) {
    it(`${path}: refuses a phone longer than 40 characters even with its country, naming the phone`, async () => {
      expect(TOO_LONG).toHaveLength(PHONE_TEXT_MAX + 1);
      for (const locale of ["en", "pt"] as const) {
        const res = await post(`${path}?lang=${locale}`, await bodies[kind]({ phone: TOO_LONG, phoneCountry: "BR" }));
        expect(res.status).toBe(400);
        const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
        expect(error.fields.phone).toBe(LEAD_MESSAGES["lead.phone.invalid"][locale]);
      }
    });
  }

  it("signup refuses a phone longer than 40 characters even with its country, naming the phone", async () => {
    const res = await post("/v2/users/signup", {
      name: "Ana",
      phone: TOO_LONG,
      phoneCountry: "BR",
      email: "ana.long@example.com",
      password: "Segura1",
    });
    expect(res.status).toBe(400);
    // Account calls answer the key, as for any invalid number; the page shows its text.
    expect(await res.json()).toMatchObject({ error: { fields: { phone: "form.phone.invalid" } } });
  });

  it("the concierge takes a WhatsApp number from abroad and refuses one that is not a number", async () => {
    const typed = await post("/v2/users/concierge-fgv", { fullName: "Lena", messagingContact: "+49 151 23456789" });
    expect(typed.status, await typed.clone().text()).toBe(201);
    const national = await post("/v2/users/concierge-fgv", {
      fullName: "Jean",
      messagingContact: "06 12 34 56 78",
      messagingContactCountry: "FR",
    });
    expect(national.status, await national.clone().text()).toBe(201);
    const rows = await t.handle.db.select({ contact: conciergeSignups.messagingContact }).from(conciergeSignups);
    expect(rows.map((row) => row.contact)).toEqual(expect.arrayContaining([GERMAN, "+33612345678"]));
    for (const locale of ["en", "pt"] as const) {
      const res = await post(`/v2/users/concierge-fgv?lang=${locale}`, { fullName: "X", messagingContact: "@lena" });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { fields: { messagingContact: LEAD_MESSAGES["lead.phone.invalid"][locale] } },
      });
    }
  });

  it("signup stores a foreign number in E.164, answers it, and refuses an invalid one in the visitor's language", async () => {
    const res = await post("/v2/users/signup", {
      name: "Wei Zhang",
      phone: "138 0013 8000",
      phoneCountry: "CN",
      email: "wei.signup@example.cn",
      password: "Segura1",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { user } = (await res.json()) as { user: { id: string; phone: string } };
    expect(user.phone).toBe("+8613800138000");
    const [row] = await t.handle.db.select({ phone: users.phone }).from(users).where(eq(users.id, user.id));
    expect(row?.phone).toBe("+8613800138000");
    for (const locale of ["en", "pt"] as const) {
      const bad = await post(`/v2/users/signup?lang=${locale}`, {
        name: "Wei",
        phone: "+86 138",
        email: `wei.${locale}@example.cn`,
        password: "Segura1",
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        // Account calls answer the key; the page shows its text in the visitor's language.
        error: { fields: { phone: "form.phone.invalid" } },
      });
    }
  });

  it("the roommate questionnaire stores a foreign WhatsApp in E.164 and refuses an invalid one", async () => {
    const signup = await post("/v2/users/signup", {
      name: "Anna Rossi",
      phone: "+39 312 345 6789",
      email: "anna.rossi@example.it",
      password: "Segura1",
    });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    const answers = {
      visible: true,
      budgetMin: 1200,
      budgetMax: 2500,
      moveDate: "2027-02-01",
      stayMonths: 6,
      universities: [],
      neighbourhoods: ["Pinheiros"],
      rhythm: "early",
      cleanliness: 4,
      noiseTolerance: 2,
      guestsFrequency: 2,
      studySocialBalance: 2,
      smoker: false,
      acceptsSmokers: false,
      hasPets: false,
      acceptsPets: true,
      gender: "female",
      genderPreference: "any",
      languages: ["en"],
      interests: ["music"],
      bio: "",
    };
    const put = (body: unknown, locale = "en") =>
      t.api.request(`/v2/roommates/profile?lang=${locale}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const saved = await put({ ...answers, whatsapp: "312 345 6789", whatsappCountry: "IT" });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const [row] = await t.handle.db.select({ whatsapp: roommateProfiles.messagingLink }).from(roommateProfiles);
    expect(row?.whatsapp).toBe("+393123456789");
    for (const locale of ["en", "pt"] as const) {
      const bad = await put({ ...answers, whatsapp: "+39 31" }, locale);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: { fields: { whatsapp: ROOMMATE_MESSAGES["roommate.contact.invalid"][locale] } },
      });
    }
  });
});
