import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import type { Conversation, MessageView } from "@campuslar/domain/rentals/conversation-forms";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rentalMessageReads, rentalMessages } from "../../db/schema/rentals.ts";
import type { RateLimiter } from "../../lib/app-env.ts";
import { createMemoryRateLimiter } from "../../lib/rate-limit.ts";
import { rentalInState, rentalParties } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { unlimited, useTestApi } from "../../test/test-api.ts";

/*
 * A rental's conversation (issue 35, point 3) through the API: who may read, write and report,
 * what is stored when a message holds contact details, and the limit on posting.
 */

type Parties = Awaited<ReturnType<typeof rentalParties>> & { rentCents: number };
const withRent = (made: Awaited<ReturnType<typeof rentalParties>>): Parties => ({
  ...made,
  rentCents: made.rentCents ?? 150_000,
});

describe("/v2/rentals/{id}/messages", () => {
  const t = useTestApi({ seeded: true });
  const accounts = testAccounts(t, "talk");
  const { call } = accounts;
  let parties: Parties;
  let stranger: { token: string; id: string };
  let rentalId = "";

  const path = (id = rentalId) => `/v2/rentals/${id}/messages`;
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const send = (token: string, body: unknown, lang = "pt", id = rentalId) => call(token, "POST", path(id), body, lang);

  beforeAll(async () => {
    parties = withRent(await rentalParties(t.handle, accounts));
    stranger = await accounts.verifiedSignup("Outra Pessoa");
    rentalId = (await rentalInState(t.handle, parties, "proposed")).id;
  });

  it("lets the student, the owner and staff read and write, each under their side's name", async () => {
    const { student, owner, staff } = parties;
    const byStudent = await ok<MessageView>(await send(student.token, { body: "Olá! Posso visitar sábado?" }), 201);
    const byOwner = await ok<MessageView>(await send(owner.token, { body: "Pode sim, às 10h." }), 201);
    const byStaff = await ok<MessageView>(await send(staff.token, { body: "Estamos acompanhando." }), 201);
    expect([byStudent.author, byOwner.author, byStaff.author]).toEqual(["student", "owner", "staff"]);
    expect(byStudent).toMatchObject({ mine: true, masked: [], body: "Olá! Posso visitar sábado?", reported: false });

    for (const reader of [student, owner, staff]) {
      const read = await ok<Conversation>(await call(reader.token, "GET", path()));
      expect(read.masking).toBe(true);
      expect(read.open).toBe(true);
      expect(read.items.map((m) => m.id)).toEqual([byStudent.id, byOwner.id, byStaff.id]);
      expect(read.items.filter((m) => m.mine)).toHaveLength(1);
    }
    // `after` answers only what is newer: what the polling page asks for.
    const newer = await ok<Conversation>(await call(owner.token, "GET", `${path()}?after=${byOwner.id}`));
    expect(newer.items.map((m) => m.body)).toEqual(["Estamos acompanhando."]);
  });

  it("answers 404 to someone who is not a party and 401 to a visitor, for every call", async () => {
    const [message] = await t.handle.db.select().from(rentalMessages).where(eq(rentalMessages.rentalId, rentalId));
    const report = `${path()}/${message?.id}/report`;
    for (const [token, status] of [
      [stranger.token, 404],
      [undefined, 401],
    ] as const) {
      expect((await call(token, "GET", path())).status).toBe(status);
      expect((await send(token as string, { body: "oi" })).status).toBe(status);
      expect((await call(token, "POST", report, { reason: "spam" })).status).toBe(status);
    }
    // And an unknown rental is the same 404 as someone else's.
    expect((await call(parties.student.token, "GET", path("00000000-0000-4000-8000-000000000000"))).status).toBe(404);
    const stored = await t.handle.db.select().from(rentalMessages).where(eq(rentalMessages.body, "oi"));
    expect(stored).toEqual([]);
  });

  it("stores only the masked text until the lease is signed, and says what was hidden", async () => {
    const typed = "Me chama no whats +55 (11) 98765-4321 ou ana@gmail.com. O aluguel de R$ 2.500 em 12 meses, ok?";
    const sent = await ok<MessageView>(await send(parties.student.token, { body: typed }, "en"), 201);
    expect(sent.masked).toEqual(["phone", "email"]);
    expect(sent.body).toBe("Me chama no whats [•••] ou [•••]. O aluguel de R$ 2.500 em 12 meses, ok?");
    const [row] = await t.handle.db.select().from(rentalMessages).where(eq(rentalMessages.id, sent.id));
    // No copy of the original exists anywhere in the row.
    expect(JSON.stringify(row)).not.toMatch(/98765|ana@gmail/);
  });

  it("stops masking once both sides signed (the rental waits for its payment)", async () => {
    const signed = await rentalInState(t.handle, parties, "awaiting_payment", { moveIn: "2028-01-01" });
    const sent = await ok<MessageView>(
      await send(parties.owner.token, { body: "Meu WhatsApp: 11 98765-4321" }, "pt", signed.id),
      201,
    );
    expect(sent).toMatchObject({ body: "Meu WhatsApp: 11 98765-4321", masked: [] });
    expect((await ok<Conversation>(await call(parties.owner.token, "GET", path(signed.id)))).masking).toBe(false);
  });

  it("refuses a blank or too long message with the field's message in the writer's language", async () => {
    const blank = await send(parties.student.token, { body: "   " }, "en");
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ApiErrorBody).error.fields).toEqual({ body: "please write a message" });
    const long = await send(parties.student.token, { body: "a".repeat(2001) }, "pt");
    expect(((await long.json()) as ApiErrorBody).error.fields).toEqual({
      body: "a mensagem passa de 2.000 caracteres",
    });
  });

  it("closes the conversation to the sides when the rental ends, not to staff", async () => {
    const ended = await rentalInState(t.handle, parties, "declined", { moveIn: "2029-01-01" });
    const refused = await send(parties.student.token, { body: "Por quê?" }, "en", ended.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ApiErrorBody).error.message).toBe("This conversation ended with the rental.");
    expect((await ok<Conversation>(await call(parties.student.token, "GET", path(ended.id)))).open).toBe(false);
    await ok(await send(parties.staff.token, { body: "Podemos ajudar a achar outro imóvel." }, "pt", ended.id), 201);
  });

  it("reading marks the conversation read for the reader only", async () => {
    const fresh = await rentalInState(t.handle, parties, "countered", { moveIn: "2030-01-01" });
    const sent = await ok<MessageView>(
      await send(parties.owner.token, { body: "Contraproposta enviada." }, "pt", fresh.id),
      201,
    );
    const readOf = async (userId: string) =>
      (
        await t.handle.db
          .select({ lastReadId: rentalMessageReads.lastReadId })
          .from(rentalMessageReads)
          .where(and(eq(rentalMessageReads.rentalId, fresh.id), eq(rentalMessageReads.userId, userId)))
      )[0]?.lastReadId ?? 0;
    expect(await readOf(parties.student.id)).toBe(0);
    await ok(await call(parties.student.token, "GET", path(fresh.id)));
    expect(await readOf(parties.student.id)).toBe(sent.id);
  });

  describe("reports", () => {
    let reportRental = "";
    let fromOwner: MessageView;
    let fromStudent: MessageView;
    beforeAll(async () => {
      reportRental = (await rentalInState(t.handle, parties, "proposed", { moveIn: "2031-01-01" })).id;
      fromOwner = await ok<MessageView>(
        await send(parties.owner.token, { body: "Pague o sinal fora do site." }, "pt", reportRental),
        201,
      );
      fromStudent = await ok<MessageView>(
        await send(parties.student.token, { body: "Não, obrigado." }, "pt", reportRental),
        201,
      );
    });
    const report = (token: string, id: number, lang = "pt") =>
      call(token, "POST", `${path(reportRental)}/${id}/report`, { reason: "Pediu pagamento fora do site" }, lang);

    it("a participant reports the other side's message; staff see it flagged with the reason, the other side does not", async () => {
      const reported = await ok<MessageView>(await report(parties.student.token, fromOwner.id));
      expect(reported.reported).toBe(true);
      const asStaff = await ok<Conversation>(await call(parties.staff.token, "GET", path(reportRental)));
      expect(asStaff.items.find((m) => m.id === fromOwner.id)).toMatchObject({
        reported: true,
        reportReason: "Pediu pagamento fora do site",
      });
      const asOwner = await ok<Conversation>(await call(parties.owner.token, "GET", path(reportRental)));
      expect(asOwner.items.find((m) => m.id === fromOwner.id)).toMatchObject({ reported: false, reportReason: null });
      // Reporting again changes nothing.
      expect((await report(parties.student.token, fromOwner.id)).status).toBe(200);
    });

    it("refuses reporting one's own message, staff reporting, and a message of another rental", async () => {
      const own = await report(parties.student.token, fromStudent.id, "en");
      expect(own.status).toBe(403);
      expect(((await own.json()) as ApiErrorBody).error.message).toBe("You can only report someone else's message.");
      expect((await report(parties.staff.token, fromOwner.id)).status).toBe(403);
      const [elsewhere] = await t.handle.db.select().from(rentalMessages).where(eq(rentalMessages.rentalId, rentalId));
      expect((await report(parties.owner.token, elsewhere?.id ?? 0)).status).toBe(404);
      const blank = await call(
        parties.owner.token,
        "POST",
        `${path(reportRental)}/${fromStudent.id}/report`,
        { reason: "" },
        "en",
      );
      expect(((await blank.json()) as ApiErrorBody).error.fields).toEqual({
        reason: "please say why you report this message",
      });
    });
  });
});

// Counts only the conversation's limit: the signups of the file share one stand-in address.
const onlyMessages = (): RateLimiter => {
  const real = createMemoryRateLimiter();
  return {
    hit: (key, limit, windowMs, now) =>
      key.startsWith("rental-message:")
        ? real.hit(key, limit, windowMs, now)
        : unlimited.hit(key, limit, windowMs, now),
    peek: real.peek,
  };
};

describe("the limit on posting messages", () => {
  const t = useTestApi({ seeded: true, rateLimiter: onlyMessages() });
  const accounts = testAccounts(t, "flood");

  it("answers 429 with Retry-After after 30 messages in 10 minutes, next to the box in the writer's language; reading goes on", async () => {
    const parties = withRent(await rentalParties(t.handle, accounts));
    const rental = await rentalInState(t.handle, parties, "proposed");
    const path = `/v2/rentals/${rental.id}/messages`;
    for (let i = 1; i <= 30; i++) {
      const res = await accounts.call(parties.student.token, "POST", path, { body: `Mensagem ${i}` });
      expect(res.status).toBe(201);
    }
    const refused = await accounts.call(parties.student.token, "POST", path, { body: "Mais uma" }, "en");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as ApiErrorBody).error).toMatchObject({
      message: "Too many messages in a short time. Wait a few minutes and try again.",
      fields: { body: "conversation.tooMany" },
    });
    expect((await accounts.call(parties.student.token, "GET", path)).status).toBe(200);
    // The other side is counted apart.
    expect((await accounts.call(parties.owner.token, "POST", path, { body: "Calma!" })).status).toBe(201);
    const stored = await t.handle.db.select().from(rentalMessages).where(eq(rentalMessages.rentalId, rental.id));
    expect(stored).toHaveLength(31);
  });
});
