import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiContext } from "../../../api/api-context.ts";
import { redirectIfSecondFactorRequired } from "../../../api/second-factor.server.ts";
import { loginRedirect } from "../../../session/require-user.server.ts";

type Context = Readonly<RouterContextProvider>;

export type {
  BatchResult,
  PayoutBatch,
  PayoutLine,
  SkippedOwner,
} from "@campuslar/domain/payments/payout-batch";

/**
 * A payout call in the page's language. No session logs in and comes back; a session without a
 * recent second factor goes to the code prompt and back (`/admin/seguranca?next=/admin/repasses`);
 * anyone else refused gets the 403 page, and an API that cannot answer the 503 page.
 */
export async function payoutsApi<T>(
  context: Context,
  url: URL,
  method: "GET" | "POST",
  path: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const locale = localeFromPath(url.pathname);
  let response: Response;
  try {
    response = await context.get(apiContext)(`${path}?lang=${locale}`, {
      method,
      headers: { "Accept-Language": locale },
    });
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    throw data(null, { status: 503 });
  }
  if (response.ok) {
    // Read with the API's own schema (packages/domain/src/payments/payout-batch.ts).
    const parsed = schema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
    console.error(`${method} ${path} answered an unexpected body`, parsed.error);
    throw data(null, { status: 503 });
  }
  if (response.status === 401) throw loginRedirect(url);
  await redirectIfSecondFactorRequired(response, url);
  if (response.status === 403) throw data(null, { status: 403 });
  console.warn(`${method} ${path} answered ${response.status}`);
  throw data(null, { status: 503 });
}
