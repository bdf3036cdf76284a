import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { safeRedirectPath } from "@campuslar/domain/routes/safe-redirect";
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import { redirectIfSecondFactorRequired } from "../../api/second-factor.server.ts";
import { loginRedirect } from "../../session/require-user.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * A call these pages need, in the page's language. The API decides who may: no session (401)
 * logs in and comes back, a money route without this session's second factor sends staff to the
 * code prompt and back, anyone else refused (403) gets the 403 page, and an API that cannot
 * answer gives the 503 page.
 */
export async function staffApi<T>(
  context: Context,
  url: URL,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<T> {
  const locale = localeFromPath(url.pathname);
  const separator = path.includes("?") ? "&" : "?";
  let response: Response;
  try {
    response = await context.get(apiContext)(`${path}${separator}lang=${locale}`, {
      method,
      headers:
        body === undefined
          ? { "Accept-Language": locale }
          : { "Accept-Language": locale, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    throw data(null, { status: 503 });
  }
  if (response.ok) return (await response.json()) as T;
  if (response.status === 401) throw loginRedirect(url);
  await redirectIfSecondFactorRequired(response, url);
  if (response.status === 403) throw data(null, { status: 403 });
  console.warn(`${method} ${path} answered ${response.status}`);
  throw data(null, { status: 503 });
}

/** Where to go once verified: a path of this site only (never another site, whatever `next` says). */
export function nextPath(value: unknown): string | null {
  const path = safeRedirectPath(value, "");
  return path.startsWith("/") ? path : null;
}
