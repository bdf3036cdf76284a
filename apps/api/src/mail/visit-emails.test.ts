import type { VisitReceipt } from "@campuslar/domain/visits/visit-forms";
import { and, asc, eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { properties } from "../db/schema/catalogue.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import { users } from "../db/schema/users.ts";
import { createLogger } from "../lib/logger.ts";
import { startSmtp } from "../test/smtp-server.ts";
import { unlimited } from "../test/test-api.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { startOutboxWorker } from "./outbox-worker.ts";
import { decodeMessage } from "./test-mime.ts";
import { smtpTransport } from "./transports.ts";

const FROM = "CampusLar <nao-responda@campuslar.com.br>";
const PUBLIC_URL = "https://campuslar.example";
// Friday 5 March 2027, 09:00 in São Paulo; the owner's window is Tuesdays 14:00–16:00.
const clock = new Date("2027-03-05T12:00:00Z");
const TUESDAY_14H = "2027-03-09T17:00:00.000Z";
const TUESDAY_15H = "2027-03-09T18:00:00.000Z";

/** The `text/calendar` part of a raw message, decoded (base64, quoted-printable or plain). */
function calendarOf(raw: string): string {
  const source = raw.replace(/\r\n/g, "\n");
  const match = /Content-Type: text\/calendar[^\n]*\n((?:[^\n]+\n)*)\n([\s\S]*?)(?:\n--)/i.exec(source);
  if (!match) return "";
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(match[1] ?? "")?.[1]?.toLowerCase();
  const body = match[2] ?? "";
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? body
            .replace(/=\n/g, "")
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
        : body;
  // Unfold iCalendar's continuation lines.
  return text.replace(/\r?\n[ \t]/g, "");
}

/*
 * What the student and the owner receive about a visit, through a real SMTP server: each in
 * their language, the time on São Paulo's clock saying so, an invitation whose DTSTART is the
 * UTC instant, one UID across a move with a higher SEQUENCE, a cancellation, and reminders held
 * until 24 hours before (and never sent for a visit cancelled).
 */
describe("visit e-mails over a real SMTP server", () => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let api: ReturnType<typeof createApi>;
  let code = "";
  const ownerEmail = `dono.${Date.now()}@example.com`;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    smtp = await startSmtp();
    api = createApi({
      db: handle.db,
      dbKind: handle.kind,
      logger: createLogger("silent"),
      now: () => clock,
      publicUrl: PUBLIC_URL,
      rateLimiter: unlimited,
      staffEmail: "equipe@campuslar.example",
    });
    const signup = await api.request("/v2/users/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Owen Lord",
        phone: "+49 151 23456789",
        email: ownerEmail,
        password: "Segura1",
        locale: "en",
      }),
    });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    const [owner] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
    const [listing] = await handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(asc(properties.id))
      .limit(1);
    code = listing?.code as string;
    await handle.db.update(properties).set({ ownerId: owner?.id, sponsored: false }).where(eq(properties.code, code));
    const put = await api.request(`/v2/owner/listings/${code}/visit-schedule`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        modes: ["in_person", "video"],
        videoKind: "whatsapp",
        videoPhone: "+49 151 23456789",
        windows: [{ weekday: 2, start: "14:00", end: "16:00" }],
        exceptions: [],
      }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });

  /** Delivers what is due at `at` (the database's own clock queues immediate mail). */
  const deliver = async (at: Date = new Date()) => {
    const worker = startOutboxWorker({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      from: FROM,
      logger: pino({ level: "silent" }),
      now: () => at,
    });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  /** The visit e-mails `to` received (the owner's welcome on signing up left out). */
  const mailTo = (to: string) =>
    smtp.received
      .filter((m) => m.to.includes(to) && !decodeMessage(m.raw).subject.startsWith("Welcome"))
      .map((m) => ({ ...decodeMessage(m.raw), calendar: calendarOf(m.raw) }));
  const book = async (email: string, startsAt: string, mode = "in_person") => {
    const res = await api.request(`/v2/properties/${code}/visits`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "pt" },
      body: JSON.stringify({ startsAt, mode, name: "Ana Souza", email, phone: "(11) 98765-4321" }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as VisitReceipt;
  };
  const post = (path: string, body?: unknown) =>
    api.request(path, {
      method: "POST",
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });

  it("tells both sides in their language, with an invitation at the right UTC time", async () => {
    const receipt = await book("ana@example.com", TUESDAY_14H);
    await deliver();
    const [student] = mailTo("ana@example.com");
    expect(student?.subject).toMatch(
      /^Visita solicitada: .+ – terça-feira, 9 de março de 2027 às 14:00 \(horário de Brasília\)$/,
    );
    expect(student?.text).toContain("Quando: terça-feira, 9 de março de 2027 às 14:00 (horário de Brasília)");
    // The e-mail's link has a token of its own, not the receipt's, and opens the same visit.
    const mailed = new RegExp(`${PUBLIC_URL}/visitas/([\\w-]+)\\?do=cancel`).exec(student?.text ?? "")?.[1];
    expect(mailed).toBeTruthy();
    expect(mailed).not.toBe(receipt.token);
    expect(student?.text).toContain(`${PUBLIC_URL}/visitas/${mailed}?do=move`);
    const opened = await api.request(`/v2/visits/${mailed}`);
    expect(((await opened.json()) as { id: string }).id).toBe(receipt.visit.id);
    expect(student?.html).toContain("Cancelar a visita");
    expect(student?.calendar).toContain("METHOD:REQUEST");
    expect(student?.calendar).toContain("DTSTART:20270309T170000Z");
    expect(student?.calendar).toContain("DTEND:20270309T173000Z");
    expect(student?.calendar).toContain(`UID:visit-${receipt.visit.id}@campuslar.example`);
    expect(student?.calendar).toContain("SEQUENCE:0");

    const [owner] = mailTo(ownerEmail);
    expect(owner?.subject).toMatch(/^New visit request: .+ – Tuesday, 9 March 2027 at 14:00 \(São Paulo time\)$/);
    expect(owner?.text).toContain("Student: Ana Souza");
    expect(owner?.text).toMatch(
      /Confirm the visit: https:\/\/campuslar\.example\/en\/visitas\/proprietario\/[\w-]+\?do=confirm/,
    );
    expect(owner?.text).toMatch(/Decline: https:\/\/campuslar\.example\/en\/visitas\/proprietario\/[\w-]+\?do=decline/);
    expect(owner?.calendar).toContain("DTSTART:20270309T170000Z");
    // The owner has an account: staff are not copied on a listing that is not sponsored.
    expect(mailTo("equipe@campuslar.example")).toEqual([]);
  });

  it("holds the reminders until 24 hours before, then sends them to both sides", async () => {
    const start = new Date(TUESDAY_14H);
    const before = smtp.received.length;
    expect(await deliver(new Date(start.getTime() - 24 * 3600_000 - 60_000))).toBe(0);
    expect(await deliver(new Date(start.getTime() - 24 * 3600_000 + 60_000))).toBe(2);
    const sent = smtp.received.slice(before).map((m) => decodeMessage(m.raw).subject);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Lembrete: sua visita é amanhã: /),
        expect.stringMatching(/^Reminder: a visit tomorrow: /),
      ]),
    );
  });

  it("moves a visit with the same UID and a higher SEQUENCE, and takes back the old reminders", async () => {
    const receipt = await book("bia@example.com", TUESDAY_15H, "video");
    const keys = async () =>
      (
        await handle.db
          .select({ key: emailOutbox.dedupeKey, status: emailOutbox.status })
          .from(emailOutbox)
          .where(like(emailOutbox.dedupeKey, `visit-reminder:${receipt.visit.id}:%`))
      ).map((r) => r.key);
    expect(await keys()).toHaveLength(2);
    const moved = await post(`/v2/visits/${receipt.token}/reschedule`, { startsAt: "2027-03-09T18:30:00.000Z" });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = await keys();
    expect(after).toHaveLength(2);
    expect(after.every((k) => k?.includes("2027-03-09T18:30:00.000Z"))).toBe(true);
    await deliver();
    const mails = mailTo("bia@example.com");
    const last = mails.at(-1);
    expect(last?.subject).toMatch(/^Visita remarcada: .+15:30 \(horário de Brasília\)$/);
    // Waiting for the owner again: their WhatsApp is not in it until they confirm.
    expect(last?.text).toContain("Videochamada: o link ou o número do proprietário chega quando ele confirmar");
    expect(last?.text).not.toContain("1512 3456789");
    expect(last?.calendar).toContain(`UID:visit-${receipt.visit.id}@campuslar.example`);
    expect(last?.calendar).toContain("SEQUENCE:1");
    expect(last?.calendar).toContain("DTSTART:20270309T183000Z");
    expect(mailTo(ownerEmail).at(-1)?.subject).toMatch(/^Visit moved: /);
  });

  it("cancels with a CANCEL invitation to both sides, and the reminder never goes", async () => {
    const receipt = await book("caio@example.com", "2027-03-09T17:30:00.000Z");
    const cancelled = await post(`/v2/visits/${receipt.token}/cancel`);
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await deliver();
    const [requested, cancel] = mailTo("caio@example.com");
    expect(requested?.subject).toMatch(/^Visita solicitada/);
    expect(cancel?.subject).toMatch(/^Visita cancelada/);
    expect(cancel?.calendar).toContain("METHOD:CANCEL");
    expect(cancel?.calendar).toContain("STATUS:CANCELLED");
    expect(cancel?.calendar).toContain("SEQUENCE:1");
    expect(cancel?.calendar).toContain(`UID:visit-${receipt.visit.id}@campuslar.example`);
    expect(mailTo(ownerEmail).at(-1)?.subject).toMatch(/^Visit cancelled: /);
    // Even at the visit's own time, nothing more goes to the student who cancelled.
    const before = mailTo("caio@example.com").length;
    await deliver(new Date("2027-03-09T17:30:00.000Z"));
    expect(mailTo("caio@example.com")).toHaveLength(before);
  });

  it("tells the student when the owner confirms or declines, by the owner's link", async () => {
    const first = await book("duda@example.com", "2027-03-16T17:00:00.000Z");
    const second = await book("eva@example.com", "2027-03-16T17:30:00.000Z");
    await deliver();
    const ownerLinks = mailTo(ownerEmail)
      .map((m) => /visitas\/proprietario\/([\w-]+)\?do=confirm/.exec(m.text)?.[1])
      .filter(Boolean);
    expect(ownerLinks.length).toBeGreaterThanOrEqual(2);
    // Each owner link opens its own visit.
    const byId = new Map<string, string>();
    for (const link of ownerLinks as string[]) {
      const res = await api.request(`/v2/visits/owner/${link}`);
      byId.set(((await res.json()) as { id: string }).id, link);
    }
    const firstOwner = byId.get(first.visit.id) as string;
    const secondOwner = byId.get(second.visit.id) as string;
    expect((await post(`/v2/visits/owner/${firstOwner}/confirm`)).status).toBe(200);
    expect((await post(`/v2/visits/owner/${secondOwner}/decline`)).status).toBe(200);
    await deliver();
    const confirmed = mailTo("duda@example.com").at(-1);
    expect(confirmed?.subject).toMatch(/^Visita confirmada: /);
    expect(confirmed?.calendar).toContain("METHOD:REQUEST");
    expect(confirmed?.calendar).toContain("SEQUENCE:1");
    const declined = mailTo("eva@example.com").at(-1);
    expect(declined?.subject).toMatch(/^Visita recusada: /);
    expect(declined?.calendar).toContain("METHOD:CANCEL");
    // The declined visit's reminders are gone; the confirmed one's wait.
    const reminders = await handle.db
      .select({ key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(and(like(emailOutbox.dedupeKey, "visit-reminder:%"), eq(emailOutbox.status, "pending")));
    const pending = reminders.map((r) => r.key ?? "");
    expect(pending.some((k) => k.includes(first.visit.id))).toBe(true);
    expect(pending.some((k) => k.includes(second.visit.id))).toBe(false);
  });

  it("copies staff on a sponsored customer's listing, and tells staff alone of a listing without an owner", async () => {
    await handle.db.update(properties).set({ sponsored: true }).where(eq(properties.code, code));
    await book("fabi@example.com", "2027-03-16T18:00:00.000Z");
    // A listing staff manage for a customer without an account: its owner side is staff.
    await handle.db.update(properties).set({ ownerId: null }).where(eq(properties.code, code));
    await book("gil@example.com", "2027-03-16T18:30:00.000Z");
    await deliver();
    const toStaff = mailTo("equipe@campuslar.example").map((m) => m.subject);
    expect(toStaff).toHaveLength(2);
    expect(toStaff.every((subject) => subject.startsWith("Novo pedido de visita: "))).toBe(true);
    expect(
      mailTo(ownerEmail).filter(
        (m) => m.text.includes("Student: Ana Souza") && m.text.includes("16 March 2027 at 15:00"),
      ),
    ).toHaveLength(1);
  });
});
