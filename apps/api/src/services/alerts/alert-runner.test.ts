import { type AlertFrequency, nextAlertRun } from "@campuslar/domain/alerts/alert-rules";
import type { PropertyList } from "@campuslar/domain/property/property-dto";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alertDeliveries, savedSearches } from "../../db/schema/alerts.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { useTestApi } from "../../test/test-api.ts";
import { catalogueHeard } from "../../test/test-database.ts";
import { runAlerts } from "./alert-runner.ts";

const PUBLIC_URL = "https://campuslar.example";
const MINUTE = 60_000;

/*
 * The alerts' run against the seeded catalogue: listings are "published" or made cheaper by
 * moving their columns, and each alert's e-mails are read from the outbox. Runs use the real
 * clock, as the price trigger does (`now()` in the database).
 */
describe("the alerts' run", () => {
  const t = useTestApi({ seeded: true });
  const start = new Date(Date.now() - 60 * MINUTE);
  let mailbox = 0;

  /** An alert stored as the API would store it, confirmed unless said otherwise. */
  const alert = async (
    filters: Record<string, string>,
    options: { frequency?: AlertFrequency; confirmed?: boolean; locale?: "pt" | "en"; nextRunAt?: Date } = {},
  ) => {
    const email = `alert${++mailbox}.${Date.now()}@example.com`;
    const confirmed = options.confirmed ?? true;
    const frequency = options.frequency ?? "instant";
    const [row] = await t.handle.db
      .insert(savedSearches)
      .values({
        email,
        locale: options.locale ?? "pt",
        name: `Alerta ${mailbox}`,
        filters,
        frequency,
        confirmedAt: confirmed ? start : null,
        unsubscribeToken: `unsubscribe-token-${mailbox}-${Date.now()}`,
        lastRunAt: confirmed ? start : null,
        nextRunAt: confirmed ? (options.nextRunAt ?? nextAlertRun(frequency, start)) : null,
        createdAt: start,
      })
      .returning();
    if (!row) throw new Error("alert not stored");
    return row;
  };
  const mailsTo = (email: string) =>
    t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(asc(emailOutbox.id));
  const run = async (now = new Date()) => {
    await catalogueHeard(t.handle);
    return runAlerts({ db: t.handle.db, now, publicUrl: PUBLIC_URL });
  };
  /** Makes listings new: published now, after every run so far. */
  const publish = async (ids: number[]) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.handle.db.update(properties).set({ publishedAt: new Date() }).where(inArray(properties.id, ids));
    await catalogueHeard(t.handle);
  };
  const codesOf = async (query: string) => {
    const codes: string[] = [];
    for (let page = 1; ; page++) {
      const res = await t.api.request(`/v2/properties?${query}&pageSize=50&page=${page}`);
      const body = (await res.json()) as PropertyList;
      codes.push(...body.items.map((item) => item.code));
      if (page >= body.totalPages) return codes;
    }
  };
  const listing = async (code: string) => {
    const [row] = await t.handle.db.select().from(properties).where(eq(properties.code, code));
    if (!row || row.rentCents === null) throw new Error(`listing ${code} with a rent expected`);
    return { ...row, rentCents: row.rentCents };
  };

  it("sends new matches once per alert, respecting price, university, type and bedrooms, never unconfirmed", async () => {
    // Nothing is due before any alert exists; the seed's listings are all older than the alerts.
    const near = await codesOf("university=usp-butanta");
    const all = await codesOf("purpose=rent");
    const far = all.find((code) => !near.includes(code));
    const home = await listing(near[0] as string);
    const other = await listing(far as string);
    const reais = home.rentCents / 100;
    const exact = {
      university: "usp-butanta",
      type: home.type,
      bedrooms: String(Math.min(home.bedrooms, 4)),
      maxPrice: String(reais),
    };
    const otherType = home.type === "apartamento" ? "coliving" : "apartamento";

    const matching = await alert(exact);
    const byUniversity = await alert({ university: "usp-butanta" });
    const tooCheap = await alert({ ...exact, maxPrice: String(reais - 1) });
    const wrongType = await alert({ ...exact, type: otherType });
    const wrongBedrooms = await alert({ ...exact, bedrooms: String(home.bedrooms >= 4 ? 1 : home.bedrooms + 1) });
    const unconfirmed = await alert({}, { confirmed: false });
    const english = await alert({ university: "usp-butanta" }, { locale: "en" });
    // Free text: a word of the listing's own search text, and one no listing has.
    const word = home.searchText.split(" ").find((w) => w.length >= 5) as string;
    const byText = await alert({ university: "usp-butanta", q: word });
    const noText = await alert({ university: "usp-butanta", q: "zzqxjw" });

    const quiet = await run();
    expect(quiet.emails).toBe(0);

    await publish([home.id, other.id]);
    const counts = await run();
    expect(counts.emails).toBeGreaterThanOrEqual(3);

    const [mail] = await mailsTo(matching.email);
    expect(mail?.subject).toBe(`1 imóvel novo para "${matching.name}"`);
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/imovel/${home.code}`);
    expect(mail?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    const university = await mailsTo(byUniversity.email);
    expect(university).toHaveLength(1);
    expect(university[0]?.textBody).toContain(`/imovel/${home.code}`);
    expect(university[0]?.textBody).not.toContain(`/imovel/${other.code}`);
    const [en] = await mailsTo(english.email);
    expect(en?.subject).toBe(`1 new home for "${english.name}"`);
    expect(en?.textBody).toContain(`${PUBLIC_URL}/en/imovel/${home.code}`);

    expect((await mailsTo(byText.email))[0]?.textBody).toContain(`/imovel/${home.code}`);
    for (const refused of [tooCheap, wrongType, wrongBedrooms, unconfirmed, noText]) {
      expect(await mailsTo(refused.email), refused.name).toHaveLength(0);
    }

    // The next tick finds nothing new: no second e-mail.
    expect((await run()).emails).toBe(0);
    expect(await mailsTo(matching.email)).toHaveLength(1);
  });

  it("sends a listing whose price dropped, and never the same listing twice to one alert", async () => {
    const codes = await codesOf("purpose=rent&order=price_desc");
    const dear = await listing(codes[0] as string);
    const newReais = Math.floor(dear.rentCents / 100) - 100;
    const cheaper = await alert({ maxPrice: String(newReais) });
    const any = await alert({});

    await t.handle.db
      .update(properties)
      .set({ rentCents: newReais * 100 })
      .where(eq(properties.id, dear.id));
    const [dropped] = await t.handle.db
      .select({ at: properties.priceDroppedAt })
      .from(properties)
      .where(eq(properties.id, dear.id));
    expect(dropped?.at).not.toBeNull();
    await run();
    const [mail] = await mailsTo(cheaper.email);
    expect(mail?.textBody).toContain(`[Baixou de preço] `);
    expect(mail?.textBody).toContain(`/imovel/${dear.code}`);
    expect((await mailsTo(any.email))[0]?.textBody).toContain(`/imovel/${dear.code}`);

    // Cheaper again, and published again: still never twice to the same alert.
    await t.handle.db
      .update(properties)
      .set({ rentCents: newReais * 100 - 5_000, publishedAt: new Date() })
      .where(eq(properties.id, dear.id));
    await run(new Date(Date.now() + 1000));
    expect(await mailsTo(cheaper.email)).toHaveLength(1);
    expect(await mailsTo(any.email)).toHaveLength(1);
    const sent = await t.handle.db
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.savedSearchId, any.id), eq(alertDeliveries.propertyId, dear.id)));
    expect(sent).toHaveLength(1);
  });

  it("sends a daily alert once a São Paulo day at 08:00 and a weekly one once a week, every match in one e-mail", async () => {
    const codes = (await codesOf("purpose=rent")).slice(-3);
    const homes = await Promise.all(codes.map(listing));
    const daily = await alert({}, { frequency: "daily" });
    const weekly = await alert({}, { frequency: "weekly" });
    expect(daily.nextRunAt?.getTime()).toBe(nextAlertRun("daily", start).getTime());

    await publish(homes.map((h) => h.id));
    // Before its time, a daily alert waits, whatever is new.
    const early = daily.nextRunAt && daily.nextRunAt.getTime() > Date.now() + MINUTE;
    if (early) {
      await run();
      expect(await mailsTo(daily.email)).toHaveLength(0);
    }
    const dailyTime = daily.nextRunAt as Date;
    await run(new Date(dailyTime.getTime() + 1000));
    const dailyMails = await mailsTo(daily.email);
    expect(dailyMails).toHaveLength(1);
    for (const home of homes) expect(dailyMails[0]?.textBody).toContain(`/imovel/${home.code}`);
    const [after] = await t.handle.db.select().from(savedSearches).where(eq(savedSearches.id, daily.id));
    expect(after?.nextRunAt?.toISOString()).toBe(
      nextAlertRun("daily", new Date(dailyTime.getTime() + 1000)).toISOString(),
    );
    expect(after?.lastSentAt).not.toBeNull();

    // The weekly alert is not due at the daily time (unless its own time has come as well).
    const weeklyTime = weekly.nextRunAt as Date;
    if (weeklyTime.getTime() > dailyTime.getTime() + 1000) expect(await mailsTo(weekly.email)).toHaveLength(0);
    await run(new Date(weeklyTime.getTime() + 1000));
    expect(await mailsTo(weekly.email)).toHaveLength(1);
    // Another run the same day sends nothing more.
    await run(new Date(weeklyTime.getTime() + 2 * MINUTE));
    expect(await mailsTo(weekly.email)).toHaveLength(1);
    expect(await mailsTo(daily.email)).toHaveLength(1);
  });

  it("sends one e-mail per alert when two instances run at once", async () => {
    const [code] = (await codesOf("purpose=rent")).slice(-4, -3);
    const home = await listing(code as string);
    const watchers = await Promise.all([alert({}), alert({}), alert({})]);
    await publish([home.id]);
    await catalogueHeard(t.handle);
    const now = new Date(Date.now() + 10 * 24 * 60 * MINUTE);
    const [a, b] = await Promise.all([
      runAlerts({ db: t.handle.db, now, publicUrl: PUBLIC_URL, batchSize: 1 }),
      runAlerts({ db: t.handle.db, now, publicUrl: PUBLIC_URL, batchSize: 1 }),
    ]);
    expect((a?.emails ?? 0) + (b?.emails ?? 0)).toBeGreaterThanOrEqual(3);
    for (const watcher of watchers) expect(await mailsTo(watcher.email)).toHaveLength(1);
    const claimed = await t.handle.db.select().from(savedSearches).where(isNotNull(savedSearches.lastSentAt));
    expect(claimed.length).toBeGreaterThan(0);
  });
});
