import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../../../api/api-context.ts";
import { redirectIfSecondFactorRequired } from "../../../api/second-factor.server.ts";
import { loginRedirect } from "../../../session/require-user.server.ts";

type Context = Readonly<RouterContextProvider>;

export type PayoutLine = {
  id: string;
  ownerId: string;
  ownerName: string;
  amountCents: number;
  status: "pending" | "exported" | "paid";
  reference: string;
  account: string;
  paidAt: string | null;
};
export type PayoutBatch = {
  id: string;
  createdAt: string;
  payoutCount: number;
  totalCents: number;
  payouts: PayoutLine[];
};
export type SkippedOwner = {
  ownerId: string;
  name: string;
  owedCents: number;
  reason: "no_account" | "on_hold";
  until: string | null;
};
export type BatchResult = { batch: PayoutBatch | null; skipped: SkippedOwner[] };

/**
 * A payout call in the page's language. No session logs in and comes back; a session without a
 * recent second factor goes to the code prompt and back (`/admin/seguranca?next=/admin/repasses`);
 * anyone else refused gets the 403 page, and an API that cannot answer the 503 page.
 */
export async function payoutsApi<T>(context: Context, url: URL, method: "GET" | "POST", path: string): Promise<T> {
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
  if (response.ok) return (await response.json()) as T;
  if (response.status === 401) throw loginRedirect(url);
  await redirectIfSecondFactorRequired(response, url);
  if (response.status === 403) throw data(null, { status: 403 });
  console.warn(`${method} ${path} answered ${response.status}`);
  throw data(null, { status: 503 });
}
