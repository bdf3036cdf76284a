import type { Locale } from "@campuslar/domain/i18n/locales";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { properties } from "../db/schema/catalogue.ts";
import { users } from "../db/schema/users.ts";
import { publishListing, rejectListing } from "../services/admin/listing-review.ts";
import { startSmtp } from "../test/smtp-server.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { startOutboxWorker } from "./outbox-worker.ts";
import { decodeMessage } from "./test-mime.ts";
import { smtpTransport } from "./transports.ts";

const FROM = "CampusLar <nao-responda@campuslar.com.br>";
const PUBLIC_URL = "https://campuslar.example";
const now = new Date("2026-11-24T13:00:00.000Z");

/*
 * What an owner receives when staff decide on their listing, delivered through a real SMTP
 * server: the listing named by title and code, and a link in the owner's language.
 */
describe("listing review e-mails over a real SMTP server", () => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    smtp = await startSmtp();
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });

  let taken = 0;
  /** A seeded listing made a pending one of a new owner who speaks `locale`. */
  const pendingListingOf = async (locale: Locale) => {
    const email = `owner.${locale}.${++taken}@example.com`;
    const [owner] = await handle.db
      .insert(users)
      .values({ name: locale === "en" ? "Owen" : "Olga", email, phone: "+5511912345678", passwordHash: "x", locale })
      .returning({ id: users.id });
    const rows = await handle.db
      .select({ code: properties.code, titlePt: properties.titlePt })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(properties.id)
      .limit(taken);
    const row = rows[taken - 1];
    if (!row || !owner) throw new Error("a seeded listing expected");
    await handle.db
      .update(properties)
      .set({ status: "pending", submittedAt: now, ownerId: owner.id })
      .where(eq(properties.code, row.code));
    return { email, ...row };
  };

  const deliver = async () => {
    const worker = startOutboxWorker({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      from: FROM,
      logger: pino({ level: "silent" }),
      // Queued messages are due from the database's clock, not the decision's.
      now: () => new Date(),
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const received = (to: string) =>
    smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => decodeMessage(mail.raw));

  it("tells the owner their listing is published, in their language, naming and linking it", async () => {
    const english = await pendingListingOf("en");
    const portuguese = await pendingListingOf("pt");
    // Staff work in Portuguese; each owner reads their own language.
    await publishListing(handle.db, english.code, "pt", now, PUBLIC_URL);
    await publishListing(handle.db, portuguese.code, "pt", now, PUBLIC_URL);
    await deliver();

    const [en] = received(english.email);
    expect(en?.subject).toBe(`Your listing ${english.code} is live on CampusLar`);
    expect(en?.text).toContain("Hi Owen,");
    expect(en?.text).toContain(`(${english.code})`);
    expect(en?.text).toContain(`${PUBLIC_URL}/en/imovel/${english.code}`);
    expect(en?.html).toContain(`${PUBLIC_URL}/en/imovel/${english.code}`);

    const [pt] = received(portuguese.email);
    expect(pt?.subject).toBe(`Seu anúncio ${portuguese.code} está no ar no CampusLar`);
    expect(pt?.text).toContain(`"${portuguese.titlePt}" (${portuguese.code})`);
    expect(pt?.text).toContain(`${PUBLIC_URL}/imovel/${portuguese.code}`);
    expect(pt?.text).not.toContain("/en/");
  });

  it("tells the owner why staff sent it back, with the link to edit it", async () => {
    const owner = await pendingListingOf("pt");
    await rejectListing(handle.db, owner.code, "Faltam fotos da cozinha.", "en", now, PUBLIC_URL);
    await deliver();
    const [mail] = received(owner.email);
    expect(mail?.subject).toBe(`Seu anúncio ${owner.code} precisa de alguns ajustes`);
    expect(mail?.text).toContain("Faltam fotos da cozinha.");
    expect(mail?.text).toContain(`${PUBLIC_URL}/meus-imoveis/${owner.code}`);
  });
});
