import type { MessageKey } from "./pt.ts";

/** English, under /en. Typed against the Portuguese keys so a missing key fails to compile. */
export const en: Record<MessageKey, string> = {
  "site.name": "CampusLar",
  "site.homeLink": "CampusLar, home page",
  "site.skipToContent": "Skip to content",
  "site.since": "Student housing in São Paulo since 2017.",
  "site.copyright": "© 2024 CampusLar. All rights reserved.",

  "locale.switch": "Português",
  "locale.switchLabel": "Language",

  "home.meta.title": "CampusLar: student housing near your university in São Paulo",
  "home.meta.description":
    "Apartments, colivings and student residences near the universities of São Paulo. Owners list for free.",
  "home.title": "Student housing near your university in São Paulo",
  "home.pitch":
    "Students find apartments, colivings and student residences near the universities of São Paulo; owners list for free.",

  "universities.title": "Universities",
  "universities.intro": "See how many places there are near each campus.",
  "universities.partners": "Partner universities",
  "universities.others": "Other universities",
  "universities.partnerBadge": "Partner",
  "universities.filter.label": "Filter by name or neighbourhood",
  "universities.filter.placeholder": "e.g. FGV, Butantã",
  "universities.filter.submit": "Filter",
  "universities.filter.count": "{shown} of {total} universities",
  "universities.filter.empty": "No university matches “{query}”.",
  "universities.nearby.zero": "No listings nearby yet",
  "universities.nearby.one": "1 listing nearby",
  "universities.nearby.other": "{count} listings nearby",
  "universities.unavailable": "The list of universities could not be loaded right now. Please try again in a moment.",

  "notFound.title": "This page could not be found",
  "notFound.hint": "The address may be wrong, or the page may have been removed.",
  "notFound.backHome": "Back to the home page",

  "error.title": "Error {status}",
  "error.generic": "Something unexpected went wrong. Please try again in a moment.",
};
