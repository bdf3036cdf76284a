import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import { startSmtp } from "../test/smtp-server.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { cancelQueuedEmail, enqueueEmail } from "./outbox.ts";
import { backoffMs, MAX_ATTEMPTS, SENDING_LEASE_MS, startOutboxWorker } from "./outbox-worker.ts";
import { passwordResetEmail, welcomeEmail } from "./templates.ts";
import { decodeMessage } from "./test-mime.ts";
import { type MailTransport, smtpTransport } from "./transports.ts";

const FROM = "CampusLar <nao-responda@campuslar.com.br>";
const TOKEN = "tok_Secret-Reset_Value123";

/** A logger whose every line is kept, to prove no token or link is logged. */
function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: "trace" }, stream), lines };
}

let handle: DatabaseHandle;
let clock: Date;
const now = () => clock;
const resetEmail = (to: string) =>
  passwordResetEmail({ email: to, name: "Ana", locale: "en" }, TOKEN, "https://campuslar.example", "en");
const resetLink = `https://campuslar.example/en/redefinir-senha?token=${TOKEN}`;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(emailOutbox);
  clock = new Date("2030-03-01T12:00:00.000Z");
});

const rows = () => handle.db.select().from(emailOutbox).orderBy(emailOutbox.id);

describe("outbox worker over a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeEach(async () => {
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await smtp.close();
  });

  it("delivers queued e-mails with their recipients, subjects and text, and marks them sent", async () => {
    const { logger, lines } = captureLogger();
    await handle.db.transaction(async (tx) => {
      await enqueueEmail(tx, resetEmail("ana@example.com"));
      await enqueueEmail(tx, welcomeEmail({ email: "bruno@example.com", name: "Bruno", locale: "pt" }));
    });
    const worker = startOutboxWorker({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      from: FROM,
      logger,
      now,
    });
    try {
      expect(await worker.drain()).toBe(2);
    } finally {
      await worker.stop();
    }

    expect(smtp.received).toHaveLength(2);
    const [reset, welcome] = smtp.received.map((m) => ({ ...m, ...decodeMessage(m.raw) }));
    expect(reset?.to).toEqual(["ana@example.com"]);
    expect(reset?.from).toBe("nao-responda@campuslar.com.br");
    expect(reset?.subject).toBe("Reset your CampusLar password");
    expect(reset?.text).toContain(resetLink);
    expect(reset?.html).toContain(resetLink);
    expect(welcome?.to).toEqual(["bruno@example.com"]);
    expect(welcome?.subject).toBe("Boas-vindas ao CampusLar");
    expect(welcome?.text).toContain("Olá, Bruno!");

    const stored = await rows();
    expect(stored.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(stored.every((r) => r.sentAt?.getTime() === clock.getTime())).toBe(true);

    const log = lines.join("");
    expect(log).toContain('"template":"password_reset"');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain("redefinir-senha");
    expect(log).not.toContain("ana@example.com");
  });

  it("sends an e-mail's own headers and calendar invitation, and holds a scheduled one until its time", async () => {
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    const unsubscribe = "<https://campuslar.example/v2/alerts/unsubscribe/abc>";
    await enqueueEmail(handle.db, {
      ...welcomeEmail({ email: "ana@example.com", name: "Ana", locale: "en" }),
      headers: { "List-Unsubscribe": unsubscribe, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      calendar: { method: "REQUEST", content: ics },
    });
    const later = { ...welcomeEmail({ email: "bruno@example.com", name: "Bruno", locale: "pt" }), dedupeKey: "later" };
    await enqueueEmail(handle.db, { ...later, sendAfter: new Date(clock.getTime() + 60 * 60_000) });
    const worker = startOutboxWorker({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      from: FROM,
      logger: pino({ level: "silent" }),
      now,
    });
    try {
      expect(await worker.drain()).toBe(1);
      const raw = (smtp.received[0]?.raw ?? "").replace(/\r\n/g, "\n");
      expect(raw).toContain(`List-Unsubscribe: ${unsubscribe}`);
      expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
      expect(raw).toMatch(/filename=invite\.ics/);

      // A scheduled message taken back before its time never goes; one put back in goes when due.
      expect(await cancelQueuedEmail(handle.db, "later")).toBe(true);
      expect(await cancelQueuedEmail(handle.db, "later")).toBe(false);
      await enqueueEmail(handle.db, { ...later, sendAfter: new Date(clock.getTime() + 60 * 60_000) });
      clock = new Date(clock.getTime() + 59 * 60_000);
      expect(await worker.drain()).toBe(0);
      clock = new Date(clock.getTime() + 60_000);
      expect(await worker.drain()).toBe(1);
    } finally {
      await worker.stop();
    }
    expect(smtp.received.map((m) => m.to)).toEqual([["ana@example.com"], ["bruno@example.com"]]);
  });

  it("keeps a refused message pending with backoff and delivers it on retry", async () => {
    const { logger, lines } = captureLogger();
    await enqueueEmail(handle.db, resetEmail("ana@example.com"));
    const worker = startOutboxWorker({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      from: FROM,
      logger,
      now,
    });
    try {
      smtp.state.reject = true;
      expect(await worker.drain()).toBe(0);
      let [row] = await rows();
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.lastError).toMatch(/451/);
      expect(row?.sendAfter.getTime()).toBe(clock.getTime() + backoffMs(1));

      // Not due yet: nothing is tried before the backoff is over.
      smtp.state.reject = false;
      clock = new Date(clock.getTime() + backoffMs(1) - 1000);
      expect(await worker.drain()).toBe(0);
      expect(smtp.received).toHaveLength(0);

      clock = new Date(clock.getTime() + 1000);
      expect(await worker.drain()).toBe(1);
      [row] = await rows();
      expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      expect(smtp.received).toHaveLength(1);
      expect(decodeMessage(smtp.received[0]?.raw ?? "").text).toContain(resetLink);
    } finally {
      await worker.stop();
    }
    expect(lines.join("")).not.toContain(TOKEN);
  });

  it("survives the SMTP server being down and delivers once it is back", async () => {
    const { logger } = captureLogger();
    await enqueueEmail(handle.db, resetEmail("ana@example.com"));
    const port = smtp.port;
    await smtp.close();
    const worker = startOutboxWorker({
      db: handle.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`, FROM),
      from: FROM,
      logger,
      now,
    });
    try {
      expect(await worker.drain()).toBe(0);
      const [row] = await rows();
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.sendAfter.getTime()).toBeGreaterThan(clock.getTime());

      smtp = await startSmtp(port);
      clock = new Date(clock.getTime() + backoffMs(1));
      expect(await worker.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect((await rows())[0]?.status).toBe("sent");
    } finally {
      await worker.stop();
    }
  });

  it("delivers each message once when two workers drain at the same time", async () => {
    const { logger } = captureLogger();
    for (let i = 0; i < 12; i++) await enqueueEmail(handle.db, resetEmail(`user${i}@example.com`));
    const workers = [0, 1].map(() =>
      startOutboxWorker({
        db: handle.db,
        transport: smtpTransport(smtp.url, FROM),
        from: FROM,
        logger,
        now,
        batchSize: 3,
      }),
    );
    try {
      const sent = await Promise.all(workers.map((w) => w.drain()));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const recipients = smtp.received.flatMap((m) => m.to).sort();
    expect(recipients).toHaveLength(12);
    expect(new Set(recipients).size).toBe(12);
    expect((await rows()).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});

describe("outbox worker retry rules", () => {
  const failing = (): MailTransport & { calls: number } => ({
    calls: 0,
    async send() {
      this.calls++;
      throw new Error("relay said no");
    },
  });

  it(`backs off exponentially up to an hour and gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const { logger } = captureLogger();
    await enqueueEmail(handle.db, resetEmail("ana@example.com"));
    const transport = failing();
    const worker = startOutboxWorker({ db: handle.db, transport, from: FROM, logger, now });
    const delays: number[] = [];
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await worker.drain()).toBe(0);
        const [row] = await rows();
        expect(row?.attempts).toBe(attempt);
        delays.push((row?.sendAfter.getTime() ?? 0) - clock.getTime());
        clock = new Date(row?.sendAfter.getTime() ?? 0);
      }
      const [row] = await rows();
      expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "relay said no" });
      // Failed for good: never tried again.
      clock = new Date(clock.getTime() + 24 * 60 * 60_000);
      expect(await worker.drain()).toBe(0);
    } finally {
      await worker.stop();
    }
    expect(transport.calls).toBe(MAX_ATTEMPTS);
    expect(delays.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60].map((m) => m * 60_000));
  });

  it("takes a message stuck in sending again once its lease has run out", async () => {
    const { logger } = captureLogger();
    await enqueueEmail(handle.db, resetEmail("ana@example.com"));
    // As left by a process that died while delivering.
    await handle.db
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, sendAfter: new Date(clock.getTime() + SENDING_LEASE_MS) });
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(message) {
        sent.push(message.to);
      },
    };
    const worker = startOutboxWorker({ db: handle.db, transport, from: FROM, logger, now });
    try {
      clock = new Date(clock.getTime() + SENDING_LEASE_MS - 1000);
      expect(await worker.drain()).toBe(0);
      clock = new Date(clock.getTime() + 1000);
      expect(await worker.drain()).toBe(1);
    } finally {
      await worker.stop();
    }
    expect(sent).toEqual(["ana@example.com"]);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("polls on its own and stop() waits for the batch in progress", async () => {
    const { logger } = captureLogger();
    await enqueueEmail(handle.db, resetEmail("ana@example.com"));
    let release = () => {};
    let started = () => {};
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transport: MailTransport = {
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
    };
    const worker = startOutboxWorker({ db: handle.db, transport, from: FROM, logger, now, pollMs: 10 });
    await sending;
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await rows())[0]?.status).toBe("sent");
  });

  it("on stop finishes the message under way and gives the rest of its batch back, due at once", async () => {
    const { logger } = captureLogger();
    for (const name of ["ana", "bia", "caio"]) await enqueueEmail(handle.db, resetEmail(`${name}@example.com`));
    let release = () => {};
    let started = () => {};
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const sent: string[] = [];
    const transport: MailTransport = {
      send: (message) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(message.to);
            resolve();
          };
          started();
        }),
    };
    const worker = startOutboxWorker({ db: handle.db, transport, from: FROM, logger, now, pollMs: 10 });
    await sending;
    const stopping = worker.stop();
    release();
    await stopping;
    expect(sent).toEqual(["ana@example.com"]);
    const [first, ...rest] = await rows();
    expect(first).toMatchObject({ status: "sent", attempts: 1 });
    // Another instance's worker sends the others on its next poll, as if never claimed.
    for (const row of rest) {
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      expect(row.sendAfter.getTime()).toBeLessThanOrEqual(clock.getTime());
    }
  });
});

afterEach(async () => {
  // Every test leaves no message half-sent.
  const stuck = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.status, "sending"));
  expect(stuck).toEqual([]);
});
