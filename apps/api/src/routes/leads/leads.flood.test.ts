import { LEAD_RATE_LIMITS } from "@campuslar/domain/lead/lead-limits";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { createMemoryRateLimiter } from "../../lib/rate-limit.ts";
import { interestBody, wholeRentalCode } from "../../test/lead-bodies.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

/**
 * Issue 17, point 4: a lead form flooded from one address, or for one e-mail, gets 429 past its
 * limit, and no confirmation e-mail leaves past it. The confirmation repeats no link a sender
 * typed as a name.
 */
const now = new Date("2026-11-22T15:00:00Z");
const { perIp, perEmail } = LEAD_RATE_LIMITS;

/** A request as the Node server passes it, from a client behind the trusted proxy. */
const from = (address: string) => ({
  incoming: { socket: { remoteAddress: "10.0.0.1" }, headers: { "x-forwarded-for": address } },
});

describe("lead forms under a flood", () => {
  const t = useTestApi({ seeded: true, now: () => now, rateLimiter: createMemoryRateLimiter(), trustProxy: true });

  const interest = async (email: string, name = "João Pereira") =>
    interestBody(await wholeRentalCode(t.handle.db), { email, name });
  const send = (path: string, body: unknown, address: string) => t.api.request(path, jsonRequest(body), from(address));
  const confirmations = async (emailLike: string) =>
    (
      await t.handle.db
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(
          and(sql`${emailOutbox.toAddress} like ${emailLike}`, eq(emailOutbox.template, "lead_interest_confirmation")),
        )
    ).length;

  it("refuses the interest form past its limit from one address, and sends no e-mail past it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < perIp.limit + 3; i++) {
      const res = await send("/v2/property/interest", await interest(`flood.${i}@ip.example`), "203.0.113.50");
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({ error: { code: "rate_limited" } });
      }
    }
    expect(statuses.slice(0, perIp.limit).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(perIp.limit)).toEqual([429, 429, 429]);
    expect(await confirmations("flood.%@ip.example")).toBe(perIp.limit);
    // Another address is not held up by that one.
    expect((await send("/v2/property/interest", await interest("other@ip.example"), "203.0.113.51")).status).toBe(201);
  });

  it("refuses the form past its limit for one e-mail, whatever the address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < perEmail.limit + 2; i++) {
      statuses.push(
        (await send("/v2/property/interest", await interest("same@mail.example"), `198.51.100.${i + 1}`)).status,
      );
    }
    expect(statuses).toEqual([...Array(perEmail.limit).fill(201), 429, 429]);
    expect(await confirmations("same@mail.example")).toBe(perEmail.limit);
  });

  it("counts each form apart: a flood of concierge sign-ups does not block an interest", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < perIp.limit + 1; i++) {
      const body = { fullName: `Estudante ${i}`, messagingContact: `+55 11 9${String(i).padStart(8, "0")}` };
      statuses.push((await send("/v2/users/concierge-fgv", body, "203.0.113.60")).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 201)).toHaveLength(perIp.limit);
    expect(
      (await send("/v2/property/interest", await interest("after@concierge.example"), "203.0.113.60")).status,
    ).toBe(201);
  });

  /** The other lead forms, each with the body a visitor would send; `email` makes each one its own. */
  const saleCode = async () => {
    const [row] = await t.handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "sale")))
      .limit(1);
    return row?.code ?? "";
  };
  const OTHER_FORMS = {
    "/v2/property/purchase-interest": async (email: string) => ({
      propertyCode: await saleCode(),
      name: "Lia Campos",
      phone: "11 98765-4321",
      email,
      isStudent: "false",
      foundVia: "google",
      message: "Posso visitar o apartamento na próxima semana?",
      contactMethod: "email",
    }),
    "/v2/property/advertise": async (email: string) => ({
      name: "Carla Mendes",
      phone: "+55 11 3456-7890",
      email,
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
    }),
    "/v2/services/requests": async (email: string) => ({
      service: "photos_video",
      name: "Carla Mendes",
      email,
      phone: "11 91234-5678",
      message: "Quero fotos profissionais do apartamento.",
    }),
  } as const;

  for (const [path, body] of Object.entries(OTHER_FORMS)) {
    it(`refuses ${path} past its limit from one address, and e-mails nobody past it`, async () => {
      const tag = path.split("/").at(-1);
      const statuses: number[] = [];
      for (let i = 0; i < perIp.limit + 2; i++) {
        statuses.push((await send(path, await body(`flood.${i}@${tag}.example`), "203.0.113.80")).status);
      }
      expect(statuses).toEqual([...Array(perIp.limit).fill(201), 429, 429]);
      const sent = await t.handle.db
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(sql`${emailOutbox.toAddress} like ${`flood.%@${tag}.example`}`);
      // One confirmation per accepted form, none for a refused one.
      expect(sent.length).toBe(perIp.limit);
      // Per e-mail too, from addresses that change.
      const same: number[] = [];
      for (let i = 0; i < perEmail.limit + 1; i++) {
        same.push((await send(path, await body(`same@${tag}.example`), `198.51.${(i % 250) + 1}.9`)).status);
      }
      expect(same).toEqual([...Array(perEmail.limit).fill(201), 429]);
    });
  }

  it("never repeats a link typed as a name in the confirmation e-mail", async () => {
    const res = await send(
      "/v2/property/interest",
      await interest("phish@victim.example", "Prêmio! Acesse http://evil.example/pix"),
      "203.0.113.70",
    );
    expect(res.status).toBe(201);
    const [mail] = await t.handle.db
      .select({ text: emailOutbox.textBody, html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "phish@victim.example"));
    expect(mail?.text).toContain("Olá, Prêmio! Acesse!");
    expect(`${mail?.text} ${mail?.html}`).not.toContain("evil.example");
  });
});
