import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { paymentsConfigOf } from "../../lib/payments-config.ts";
import { localeOf } from "../../lib/request-locale.ts";

/** What the hold's services need from a request: the clock, the caller's language, mail and the commission. */
export const holdContextOf = (c: Context<AppEnv>) => ({
  now: c.var.deps.now(),
  locale: localeOf(c),
  mail: { publicUrl: c.var.deps.publicUrl, staffEmail: c.var.deps.staffEmail ?? null },
  commissionBps: paymentsConfigOf(c.var.deps).commissionBps,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);

/** Personal and changing with every move: never cached. */
export const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");
