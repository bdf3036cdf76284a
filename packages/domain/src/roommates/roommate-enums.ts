export const DAILY_RHYTHMS = ["early", "flexible", "late"] as const;
export type DailyRhythm = (typeof DAILY_RHYTHMS)[number];

export const GENDERS = ["female", "male", "non_binary", "unspecified"] as const;
export type Gender = (typeof GENDERS)[number];

export const CONTACT_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];
