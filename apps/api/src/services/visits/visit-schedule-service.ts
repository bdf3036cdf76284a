import { minuteOfText, minuteText } from "@campuslar/domain/dates/zoned-time";
import type { VisitSchedule, VisitScheduleView } from "@campuslar/domain/visits/visit-forms";
import type { VisitMode } from "@campuslar/domain/visits/visit-rules";
import type { SlotSchedule } from "@campuslar/domain/visits/visit-slots";
import { asc, eq } from "drizzle-orm";
import type { Actor } from "../../auth/policy.ts";
import type { Db } from "../../db/client.ts";
import { visitExceptions, visitSettings, visitWindows } from "../../db/schema/visits.ts";
import { listingFor } from "../owner-listings/owner-listings-service.ts";

/*
 * A listing's visit schedule (issue 23): how it takes visits (in person, by video and how),
 * its weekly windows and its exceptions. The owner and staff read and replace it whole; the
 * slot generation reads it as minutes of the São Paulo day.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type StoredSchedule = SlotSchedule & {
  modes: VisitMode[];
  video: { kind: "link" | "whatsapp" | null; link: string | null; phone: string | null };
};

/** The stored schedule of a listing, or null when it takes no visits through the site. */
export async function scheduleOf(db: Db | Tx, propertyId: number): Promise<StoredSchedule | null> {
  const [settings] = await db.select().from(visitSettings).where(eq(visitSettings.propertyId, propertyId));
  if (!settings) return null;
  const [windows, exceptions] = await Promise.all([
    db
      .select()
      .from(visitWindows)
      .where(eq(visitWindows.propertyId, propertyId))
      .orderBy(asc(visitWindows.weekday), asc(visitWindows.startMinute)),
    db
      .select()
      .from(visitExceptions)
      .where(eq(visitExceptions.propertyId, propertyId))
      .orderBy(asc(visitExceptions.date)),
  ]);
  return {
    modes: [...(settings.inPerson ? (["in_person"] as const) : []), ...(settings.video ? (["video"] as const) : [])],
    video: { kind: settings.videoKind, link: settings.videoLink, phone: settings.videoPhone },
    windows: windows.map((w) => ({ weekday: w.weekday, startMinute: w.startMinute, endMinute: w.endMinute })),
    exceptions: exceptions.map((e) => ({ date: e.date, closed: e.closed, windows: e.windows })),
  };
}

const span = (w: { startMinute: number; endMinute: number }) => ({
  start: minuteText(w.startMinute),
  end: minuteText(w.endMinute),
});

/** The schedule as the API answers it; a listing without one shows an empty schedule in person. */
export function scheduleView(code: string, stored: StoredSchedule | null): VisitScheduleView {
  return {
    propertyCode: code,
    modes: stored?.modes ?? [],
    videoKind: stored?.video.kind ?? null,
    videoLink: stored?.video.link ?? null,
    videoPhone: stored?.video.phone ?? null,
    windows: (stored?.windows ?? []).map((w) => ({ weekday: w.weekday, ...span(w) })),
    exceptions: (stored?.exceptions ?? []).map((e) => ({
      date: e.date,
      closed: e.closed,
      windows: e.closed ? [] : e.windows.map(span),
    })),
  };
}

/** The owner's (or staff's) view of a listing's schedule; 404 for a listing that is not theirs. */
export async function getVisitSchedule(db: Db, actor: Actor, code: string): Promise<VisitScheduleView> {
  const listing = await listingFor(db, actor, code);
  return scheduleView(listing.code, await scheduleOf(db, listing.id));
}

const minutes = (w: { start: string; end: string }) => ({
  startMinute: minuteOfText(w.start) ?? 0,
  endMinute: minuteOfText(w.end) ?? 0,
});

/**
 * Replaces a listing's schedule. Visits already booked stay as they are: a window taken away
 * stops new bookings, it does not cancel anyone's visit (the owner declines those one by one).
 */
export async function putVisitSchedule(
  db: Db,
  actor: Actor,
  code: string,
  schedule: VisitSchedule,
  now: Date,
): Promise<VisitScheduleView> {
  return db.transaction(async (tx) => {
    const listing = await listingFor(tx, actor, code);
    const video = schedule.modes.includes("video");
    const settings = {
      inPerson: schedule.modes.includes("in_person"),
      video,
      videoKind: video ? schedule.videoKind : null,
      videoLink: video && schedule.videoKind === "link" ? schedule.videoLink : null,
      videoPhone: video && schedule.videoKind === "whatsapp" ? schedule.videoPhone : null,
      updatedAt: now,
    };
    await tx
      .insert(visitSettings)
      .values({ propertyId: listing.id, ...settings })
      .onConflictDoUpdate({ target: visitSettings.propertyId, set: settings });
    await tx.delete(visitWindows).where(eq(visitWindows.propertyId, listing.id));
    await tx.delete(visitExceptions).where(eq(visitExceptions.propertyId, listing.id));
    if (schedule.windows.length > 0) {
      await tx
        .insert(visitWindows)
        .values(schedule.windows.map((w) => ({ propertyId: listing.id, weekday: w.weekday, ...minutes(w) })));
    }
    if (schedule.exceptions.length > 0) {
      await tx.insert(visitExceptions).values(
        schedule.exceptions.map((e) => ({
          propertyId: listing.id,
          date: e.date,
          closed: e.closed,
          windows: e.closed ? [] : e.windows.map(minutes),
        })),
      );
    }
    return scheduleView(listing.code, await scheduleOf(tx, listing.id));
  });
}
