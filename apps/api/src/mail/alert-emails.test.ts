import { AlertCreateSchema } from "@campuslar/domain/alerts/alert-forms";
import { ALERT_CARDS_MAX } from "@campuslar/domain/alerts/alert-rules";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { savedSearches } from "../db/schema/alerts.ts";
import { properties, propertyPhotos, propertyUniversities, universities } from "../db/schema/catalogue.ts";
import { runAlerts } from "../services/alerts/alert-runner.ts";
import { confirmAlert, createAlert } from "../services/alerts/alert-service.ts";
import { startSmtp } from "../test/smtp-server.ts";
import { catalogueHeard, createTestDatabase } from "../test/test-database.ts";
import { startOutboxWorker } from "./outbox-worker.ts";
import { decodeMessage } from "./test-mime.ts";
import { smtpTransport } from "./transports.ts";

const FROM = "CampusLar <nao-responda@campuslar.com.br>";
const PUBLIC_URL = "https://campuslar.example";

/*
 * What an alert's reader receives, delivered through a real SMTP server: the confirmation of a
 * visitor's alert, then the alert itself with its homes as cards, in the alert's language, and
 * the one-click unsubscribe headers (RFC 8058).
 */
describe("alert e-mails over a real SMTP server", () => {
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

  const deliver = async () => {
    const worker = startOutboxWorker({
      db: handle.db,
      transport: smtpTransport(smtp.url, FROM),
      from: FROM,
      logger: pino({ level: "silent" }),
      now: () => new Date(),
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
  };
  const received = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

  it("confirms a visitor's alert by a link to a page in their language, then sends homes as cards with one-click unsubscribe", async () => {
    const email = "bia.alerta@example.com";
    const body = AlertCreateSchema.parse({ email, frequency: "instant", filters: { university: "usp-butanta" } });
    const created = new Date(Date.now() - 60_000);
    const receipt = await createAlert(handle.db, body, {
      actor: null,
      locale: "en",
      now: created,
      publicUrl: PUBLIC_URL,
    });
    await deliver();

    const [confirmation] = received(email);
    if (!confirmation) throw new Error("no confirmation e-mail");
    const mail = decodeMessage(confirmation.raw);
    expect(mail.subject).toBe("Confirm your CampusLar alert: Home near USP Butantã");
    const link = /https:\/\/campuslar\.example\/en\/alertas\/confirmar\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(link?.[0]);
    expect(mail.text).toContain("nothing will be sent");

    // Nothing but the confirmation before it is confirmed.
    const quiet = await runAlerts({ db: handle.db, now: new Date(), publicUrl: PUBLIC_URL });
    expect(quiet.emails).toBe(0);
    await confirmAlert(handle.db, link?.[1] as string, "en", created);

    // Eleven listings near the university become new, one after the other: the ten newest as cards, and "and 1 more".
    const near = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(propertyUniversities, eq(propertyUniversities.propertyId, properties.id))
      .innerJoin(universities, eq(universities.id, propertyUniversities.universityId))
      .where(
        and(eq(universities.slug, "usp-butanta"), eq(properties.status, "published"), eq(properties.purpose, "rent")),
      )
      .orderBy(asc(propertyUniversities.distanceM))
      .limit(ALERT_CARDS_MAX + 1);
    const ids = near.map((r) => r.id);
    expect(ids).toHaveLength(ALERT_CARDS_MAX + 1);
    for (const id of ids) {
      await handle.db.update(properties).set({ publishedAt: new Date() }).where(eq(properties.id, id));
    }
    await catalogueHeard(handle);
    const counts = await runAlerts({ db: handle.db, now: new Date(Date.now() + 1000), publicUrl: PUBLIC_URL });
    expect(counts.emails).toBe(1);
    await deliver();

    const [, alertMail] = received(email);
    if (!alertMail) throw new Error("no alert e-mail");
    const [row] = await handle.db.select().from(savedSearches).where(eq(savedSearches.id, receipt.id));
    const token = row?.unsubscribeToken as string;
    // Long headers are folded on the wire (RFC 5322): read them unfolded.
    const headers = (alertMail.raw.split("\r\n\r\n")[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toContain(`List-Unsubscribe: <${PUBLIC_URL}/v2/alerts/unsubscribe?token=${token}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const alert = decodeMessage(alertMail.raw);
    expect(alert.subject).toBe(`${ALERT_CARDS_MAX + 1} new homes for "Home near USP Butantã"`);
    expect(alert.text).toContain("New for your alert");
    expect(alert.text).toContain("and 1 more home");
    expect(alert.text).toContain(`${PUBLIC_URL}/en/imoveis?university=usp-butanta`);
    expect(alert.text).toContain(`Unsubscribe from this alert: ${PUBLIC_URL}/en/alertas/cancelar?token=${token}`);

    const [first] = await handle.db
      .select({ code: properties.code, titleEn: properties.titleEn, rentCents: properties.rentCents })
      .from(properties)
      .where(eq(properties.id, ids[ALERT_CARDS_MAX] as number));
    const [photo] = await handle.db
      .select({ key: propertyPhotos.storageKey })
      .from(propertyPhotos)
      .where(and(eq(propertyPhotos.propertyId, ids[ALERT_CARDS_MAX] as number), isNotNull(propertyPhotos.storageKey)))
      .orderBy(asc(propertyPhotos.position))
      .limit(1);
    expect(alert.html).toContain(`${PUBLIC_URL}/en/imovel/${first?.code}`);
    if (first?.titleEn) expect(alert.html).toContain(first.titleEn.replaceAll("&", "&amp;"));
    if (photo) expect(alert.html).toContain(`${PUBLIC_URL}/media/${photo.key}-400.webp`);
    // Money in the spec format in English too (issue 34): "R$ 2.850,00/month".
    expect(alert.html).toMatch(/R\$ \d{1,3}(\.\d{3})*,\d{2}\/month/);
    // Ten cards: one listing link per card (photo and title) in HTML.
    expect(alert.html.match(/\/en\/imovel\/[A-Z0-9]+"/g)?.length).toBe(ALERT_CARDS_MAX * 2);
  });

  it("writes a Portuguese confirmation in Portuguese", async () => {
    const email = "caio.alerta@example.com";
    const body = AlertCreateSchema.parse({ email, filters: { type: "coliving", maxPrice: "1800" } });
    await createAlert(handle.db, body, { actor: null, locale: "pt", now: new Date(), publicUrl: PUBLIC_URL });
    await deliver();
    const [mail] = received(email).map((m) => decodeMessage(m.raw));
    expect(mail?.subject).toBe("Confirme seu alerta do CampusLar: Coliving até R$ 1.800,00");
    expect(mail?.text).toContain(`${PUBLIC_URL}/alertas/confirmar?token=`);
    expect(mail?.text).toContain("Confirmar meu alerta");
  });
});
