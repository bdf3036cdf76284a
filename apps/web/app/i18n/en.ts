import type { pt } from "./pt.ts";

/** English, under /en. Typed against the Portuguese keys so a missing key fails to compile. */
export const en: Record<keyof typeof pt, string> = {
  "site.name": "CampusLar",
  "site.homeLink": "CampusLar, home page",
  "site.skipToContent": "Skip to content",

  "locale.switch": "Português",

  "notFound.title": "This page could not be found",
  "notFound.hint": "The address may be wrong, or the page may have been removed.",
  "notFound.backHome": "Back to the home page",

  "error.title": "Error {status}",
  "error.chunk.title": "This page could not be loaded",
  "error.chunk.hint": "The site may have just been updated, or the connection dropped. Please try again in a moment.",
  "error.chunk.retry": "Try again",
  "error.generic": "Something unexpected went wrong. Please try again in a moment.",
  "error.reference": "If you write to us, please quote this code:",
};
