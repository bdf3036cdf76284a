import { SESSION_TTL_MS } from "@campuslar/domain/user/account-rules";
import { createCookie } from "react-router";

/**
 * The session token lives in an httpOnly cookie (DESIGN §5): page scripts never see it, and
 * the web server forwards it to the API as `Authorization: Bearer`. SameSite=Lax keeps it off
 * cross-site form posts; Secure whenever the page was served over https.
 */
const sessionCookie = createCookie("campuslar_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: Math.floor(SESSION_TTL_MS / 1000),
});

const overHttps = (request: Request) =>
  new URL(request.url).protocol === "https:" ||
  request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";

export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** `Set-Cookie` that stores a new session token. */
export function storeSessionToken(request: Request, token: string): Promise<string> {
  return sessionCookie.serialize(token, { secure: overHttps(request) });
}

/** `Set-Cookie` that removes the session token (logout, or the API no longer knows it). */
export function clearSessionToken(request: Request): Promise<string> {
  return sessionCookie.serialize("", { secure: overHttps(request), maxAge: 0, expires: new Date(0) });
}
