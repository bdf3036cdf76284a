import { SAO_PAULO_TIME_ZONE } from "../dates/zoned-time.ts";

/*
 * Visits booked in an owner's free slots (issue 23): the fixed rules both the API and the web
 * follow. Database enums take their values from here.
 */

/** Every visit is on São Paulo's clock, whatever the server's or the visitor's zone. */
export const VISIT_TIME_ZONE = SAO_PAULO_TIME_ZONE;

/** One visit takes one slot of this many minutes; windows are cut into slots on this step. */
export const VISIT_SLOT_MINUTES = 30;

/** A student may book from today up to this many São Paulo days ahead (today included). */
export const VISIT_HORIZON_DAYS = 14;

/** A slot starting sooner than this after now is not offered: the owner needs time to answer. */
export const VISIT_MIN_NOTICE_MINUTES = 120;

/** The reminder goes this long before the visit starts. */
export const VISIT_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

export const MINUTES_PER_DAY = 24 * 60;

/** In person at the address, or by video. */
export const VISIT_MODES = ["in_person", "video"] as const;
export type VisitMode = (typeof VISIT_MODES)[number];

/** Requested by the student, then confirmed or declined by the owner; cancelled by the student. */
export const VISIT_STATUSES = ["requested", "confirmed", "declined", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** The statuses that hold a slot: no two visits of one listing share a start among these. */
export const LIVE_VISIT_STATUSES = ["requested", "confirmed"] as const satisfies readonly VisitStatus[];
export const isLiveVisitStatus = (status: VisitStatus): boolean =>
  (LIVE_VISIT_STATUSES as readonly VisitStatus[]).includes(status);

/**
 * Whether the student may know the door number and, for a video visit, how to reach the owner
 * (their WhatsApp or meeting link): only once the owner has confirmed. Booking needs no account,
 * so before that anyone with an e-mail address could read what the public listing hides.
 */
export const revealsVisitContact = (status: VisitStatus): boolean => status === "confirmed";

/**
 * A visit's links (the student's and the owner's) stop working this long after the visit ends:
 * long enough to look back at it, not a key to someone's phone number for ever.
 */
export const VISIT_LINK_DAYS_AFTER = 7;

/** The moment a visit's links lapse: `VISIT_LINK_DAYS_AFTER` days after it ends. */
export const visitLinkLapsesAt = (endsAt: Date): Date =>
  new Date(endsAt.getTime() + VISIT_LINK_DAYS_AFTER * MINUTES_PER_DAY * 60_000);

/** How a video visit happens: the owner's own meeting link, or a WhatsApp video call to their number. */
export const VIDEO_CALL_KINDS = ["link", "whatsapp"] as const;
export type VideoCallKind = (typeof VIDEO_CALL_KINDS)[number];

/** Limits that keep a schedule readable and its slot generation cheap. */
export const WINDOWS_PER_DAY_MAX = 6;
export const VISIT_EXCEPTIONS_MAX = 60;
export const VIDEO_LINK_MAX = 500;
