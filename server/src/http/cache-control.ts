import { LOCALES } from "@campuslar/domain/i18n/locales";
import { type PageId, pagePattern } from "@campuslar/domain/routes/route-table";
import type { Context } from "hono";
import { addVary } from "./vary.ts";

/** Requests a file from disk (or the photo bucket) answered: the same for everyone who asks. */
const answeredByFile = new WeakSet<Request>();

/** Says `request` was answered by a file, which any cache may keep whoever asked. */
export const markAnsweredByFile = (request: Request) => void answeredByFile.add(request);

/** The answer to a personal page or call, or to anyone signed in: kept by no cache at all. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * The web's session cookie (apps/web/app/session/session.server.ts; a test holds the two together).
 * A request carrying it is answered for that person.
 */
export const SESSION_COOKIE = "campuslar_session";
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

/** Pages about one person (in both languages), everything below them included. */
const PERSONAL_PAGES: PageId[] = [
  "account",
  "favorites",
  "ownerListings",
  "admin",
  "roommateProfile",
  "roommateMatches",
  // Its address carries a reset token, and its form the same token.
  "resetPassword",
  // Issue 34: its address carries a verification token, or it shows the account's e-mail.
  "verifyEmail",
];

/**
 * Personal paths: those pages and what sits under them (`/favoritos/codigos`,
 * `/meus-imoveis/:code/fotos`, `/admin/contatos.csv`), the logout form's target, and the API's
 * calls about the caller (`/v2/user/*`), its account calls (`/v2/users/*`: login and signup
 * answer with a session token) and its owner, roommate and staff calls.
 */
export const PERSONAL_PATHS: readonly string[] = [
  ...LOCALES.flatMap((locale) => PERSONAL_PAGES.map((page) => pagePattern(page, locale))),
  "/sair",
  "/v2/user",
  "/v2/users",
  "/v2/owner",
  "/v2/roommates",
  "/v2/admin",
];

/** A personal path itself, below it, or its data request (`/conta.data`, `/conta/_.data`). */
export const isPersonalPath = (path: string) =>
  PERSONAL_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`));

/** React Router's route manifest (`/__manifest?…`): the build's, the same for everyone. */
const isBuildAnswer = (path: string) => path === "/__manifest";

/**
 * Caching (docs/decisions/015): what is said to one person is kept by no cache; files are
 * the same for everyone whoever asks. `nonce` is set when React Router answered.
 */
export function setCacheControl(c: Context, headers: Headers, answer: { html: boolean; nonce: string | undefined }) {
  const path = c.req.path;
  const sharedFile = answeredByFile.has(c.req.raw) || isBuildAnswer(path);
  if (sharedFile) return;
  const fromWeb = answer.nonce !== undefined;
  const personal =
    isPersonalPath(path) ||
    SESSION_COOKIE_PATTERN.test(c.req.header("cookie") ?? "") ||
    c.req.header("authorization") !== undefined ||
    headers.has("set-cookie");
  if (personal) {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  } else if (
    fromWeb &&
    answer.html &&
    !/(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/i.test(headers.get("Cache-Control") ?? "")
  ) {
    // A page carries its own nonce: a shared cache must not hand it (and its nonce) to
    // others. The visitor's own browser may keep it, asking again before each use.
    headers.set("Cache-Control", "private, no-cache");
  }
  // A page (and its data) reads the session cookie: a cache that keeps a visitor's copy keys it by cookie.
  if (fromWeb && (answer.html || path.endsWith(".data"))) addVary(headers, "Cookie");
}
