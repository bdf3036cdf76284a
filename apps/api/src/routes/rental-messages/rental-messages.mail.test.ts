import type { MessageView } from "@campuslar/domain/rentals/conversation-forms";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../app.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { rentals } from "../../db/schema/rentals.ts";
import { createLogger } from "../../lib/logger.ts";
import { startOutboxWorker } from "../../mail/outbox-worker.ts";
import { decodeMessage } from "../../mail/test-mime.ts";
import { smtpTransport } from "../../mail/transports.ts";
import { rentalInState, rentalParties } from "../../test/rental-fixtures.ts";
import { startSmtp } from "../../test/smtp-server.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { unlimited } from "../../test/test-api.ts";
import { createTestDatabase } from "../../test/test-database.ts";

/*
 * The e-mail notices of a rental's conversation, through a real SMTP server: each recipient in
 * their language with a link back to the rental's page, never the writer's address nor what the
 * message said; one notice per 15 minutes however many messages come; staff only for a listing
 * without an owner account, and for a reported message.
 */

const FROM = "CampusLar <nao-responda@campuslar.com.br>";
const PUBLIC_URL = "https://campuslar.example";
const STAFF = "equipe@campuslar.example";
const MINUTE = 60_000;

describe("conversation e-mail notices over a real SMTP server", () => {
  const t = {} as { handle: DatabaseHandle; api: ReturnType<typeof createApi> };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let clock = new Date();
  const accounts = testAccounts(t, "notice");
  let parties: Awaited<ReturnType<typeof rentalParties>> & { rentCents: number };

  beforeAll(async () => {
    t.handle = await createTestDatabase({ seeded: true });
    smtp = await startSmtp();
    t.api = createApi({
      db: t.handle.db,
      dbKind: t.handle.kind,
      logger: createLogger("silent"),
      now: () => clock,
      publicUrl: PUBLIC_URL,
      rateLimiter: unlimited,
      staffEmail: STAFF,
    });
    // The owner reads Portuguese, the student English (rentalParties' defaults, said here).
    const made = await rentalParties(t.handle, accounts, { ownerLocale: "pt", studentLocale: "en" });
    parties = { ...made, rentCents: made.rentCents ?? 150_000 };
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await t.handle?.close();
  });

  /** Delivers every queued e-mail through the SMTP server. */
  const deliver = async () => {
    const worker = startOutboxWorker({
      db: t.handle.db,
      transport: smtpTransport(smtp.url, FROM),
      from: FROM,
      logger: pino({ level: "silent" }),
      now: () => new Date(Date.now() + 60 * MINUTE),
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  /** The conversation notices `to` received so far. */
  const noticesTo = async (to: string) => {
    await deliver();
    return smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => decodeMessage(m.raw))
      .filter((m) => /^(Nova mensagem|New message|Mensagem denunciada)/.test(m.subject));
  };
  const write = async (token: string, rentalId: string, body: string) => {
    const res = await accounts.call(token, "POST", `/v2/rentals/${rentalId}/messages`, { body });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as MessageView;
  };

  it("tells the other side once, in their language, with a link back and no address or contact detail", async () => {
    const { student, owner } = parties;
    const rental = await rentalInState(t.handle, parties, "proposed");
    await write(student.token, rental.id, "Hi! My WhatsApp is +44 7700 900123, or write to ana.muller@uni.example");

    const [toOwner, ...more] = await noticesTo(owner.email);
    expect(more).toEqual([]);
    expect(toOwner?.subject).toMatch(new RegExp(`^Nova mensagem: .+ \\(${rental.code}\\)$`));
    expect(toOwner?.text).toContain("O estudante escreveu sobre o aluguel.");
    expect(toOwner?.text).toContain(`${PUBLIC_URL}/alugueis/${rental.id}`);
    expect(toOwner?.html).toContain(`href="${PUBLIC_URL}/alugueis/${rental.id}"`);
    for (const part of [toOwner?.text, toOwner?.html]) {
      expect(part).not.toContain(student.email);
      expect(part).not.toMatch(/7700|ana\.muller|WhatsApp is/);
    }
    // The writer is not told of their own message.
    expect(await noticesTo(student.email)).toEqual([]);

    // The owner answers: the student hears in English, with the English page.
    await write(owner.token, rental.id, "Olá Ana, pode visitar sábado.");
    const [toStudent] = await noticesTo(student.email);
    expect(toStudent?.subject).toMatch(/^New message: /);
    expect(toStudent?.text).toContain("The owner wrote about the rental.");
    expect(toStudent?.text).toContain(`${PUBLIC_URL}/en/alugueis/${rental.id}`);
    expect(toStudent?.text).not.toContain(owner.email);
    // Staff are not e-mailed: the listing has its owner, and staff read it in the backoffice.
    expect(await noticesTo(STAFF)).toEqual([]);
  });

  it("sends at most one notice per 15 minutes while messages keep coming, even after reading", async () => {
    const { student, owner } = parties;
    const rental = await rentalInState(t.handle, parties, "countered", { moveIn: "2028-03-01" });
    const before = (await noticesTo(owner.email)).length;
    clock = new Date(Date.now());
    await write(student.token, rental.id, "Primeira mensagem");
    clock = new Date(clock.getTime() + 5 * MINUTE);
    await write(student.token, rental.id, "Segunda mensagem");
    await accounts.call(owner.token, "GET", `/v2/rentals/${rental.id}/messages`);
    clock = new Date(clock.getTime() + 9 * MINUTE);
    await write(student.token, rental.id, "Terceira mensagem");
    expect((await noticesTo(owner.email)).length - before).toBe(1);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await write(student.token, rental.id, "Quarta mensagem, 16 minutos depois da primeira");
    expect((await noticesTo(owner.email)).length - before).toBe(2);
  });

  it("e-mails staff, in Portuguese, when the listing has no owner account, and when a message is reported", async () => {
    const { student, owner } = parties;
    const ownerless = await rentalInState(t.handle, parties, "proposed", { moveIn: "2029-03-01" });
    await t.handle.db.update(rentals).set({ ownerId: null }).where(eq(rentals.id, ownerless.id));
    clock = new Date(Date.now() + 30 * MINUTE);
    await write(student.token, ownerless.id, "Is the room still free?");
    const [toStaff] = await noticesTo(STAFF);
    expect(toStaff?.text).toContain("O estudante escreveu sobre o aluguel.");
    expect(toStaff?.text).not.toContain(student.email);

    const rental = await rentalInState(t.handle, parties, "proposed", { moveIn: "2030-03-01" });
    const message = await write(owner.token, rental.id, "Pague o sinal por fora que eu seguro o quarto.");
    const res = await accounts.call(student.token, "POST", `/v2/rentals/${rental.id}/messages/${message.id}/report`, {
      reason: "Asked for a payment outside the site",
    });
    expect(res.status).toBe(200);
    const reported = (await noticesTo(STAFF)).filter((m) => m.subject.startsWith("Mensagem denunciada"));
    expect(reported).toHaveLength(1);
    expect(reported[0]?.subject).toBe(`Mensagem denunciada: aluguel ${rental.code}`);
    expect(reported[0]?.text).toContain(`${PUBLIC_URL}/alugueis/${rental.id}`);
  });
});
