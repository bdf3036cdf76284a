/** The date the terms of use and the privacy policy were last changed: shown at the top of both. */
export const LEGAL_UPDATED = "2026-11-25";

/**
 * The session cookie's name, as the privacy policy names it. session/session.server.ts sets it
 * (server-only code the page cannot import); legal-facts.test.ts checks the two agree.
 */
export const SESSION_COOKIE_NAME = "campuslar_session";
