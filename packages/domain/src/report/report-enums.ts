/*
 * Reports of a listing by anyone who sees it (issue 22): what is wrong with it, and where staff
 * are with it. Database enums take their values from here.
 */

/** Why a listing is reported: fake, no longer available, wrong information, or something else. */
export const REPORT_REASONS = ["fake", "unavailable", "wrong_information", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Open until staff act on it: resolved (the listing was corrected or removed) or dismissed. */
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A listing with at least this many open reports is flagged to staff in the review queue and the inbox. */
export const REPORTS_TO_FLAG = 3;

/** The longest message a report takes, in characters. */
export const REPORT_MESSAGE_MAX = 1_000;
