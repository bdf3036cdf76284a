import type { Locale } from "@campuslar/domain/i18n/locales";
import { OwnerStatementSchema } from "@campuslar/domain/payments/owner-statement";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { loadApiData } from "../../../api/api-data.server.ts";
import { type ApiFormResult, postApiForm } from "../../../api/api-form.server.ts";
import { t } from "../../../i18n/t.ts";
import "./messages.ts";

/*
 * The owner's payout pages' calls to the API, over its HTTP contract only. The account arrives
 * masked: the whole key or account number never reaches these pages.
 */

type Context = Readonly<RouterContextProvider>;

const AccountSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "active", "replaced"]),
  method: z.enum(["pix", "bank_account"]),
  masked: z.string(),
  holderName: z.string(),
  holderDocument: z.string(),
  confirmExpiresAt: z.string().nullable(),
  payoutsHoldUntil: z.string().nullable(),
});
export type PayoutAccountView = z.infer<typeof AccountSchema>;

const MyAccountSchema = z.object({
  active: AccountSchema.nullable(),
  pending: AccountSchema.nullable(),
  onHold: z.boolean(),
});
export type MyPayoutAccount = z.infer<typeof MyAccountSchema>;

const StatementSchema = OwnerStatementSchema;
export type OwnerStatement = z.infer<typeof StatementSchema>;

const lang = (locale: Locale) => ({ headers: { "Accept-Language": locale } });

export const loadMyPayoutAccount = (context: Context, locale: Locale) =>
  loadApiData(context, `/v2/me/payout-account?lang=${locale}`, MyAccountSchema, lang(locale));

/** A month as `YYYY-MM`, or none (this month) for anything else in the address. */
export const statementMonthOf = (value: string | null): string | null =>
  value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;

export const loadStatement = (context: Context, month: string | null, locale: Locale) =>
  loadApiData(context, `/v2/me/payouts?lang=${locale}${month ? `&month=${month}` : ""}`, StatementSchema, lang(locale));

const texts = (locale: Locale) => ({
  unavailable: t(locale, "payouts.unavailable"),
  tooMany: (minutes: number) => t(locale, "payouts.tooMany", { minutes }),
});

export const sendPayoutAccount = (
  context: Context,
  body: unknown,
  locale: Locale,
): Promise<ApiFormResult<MyPayoutAccount>> =>
  postApiForm<MyPayoutAccount>(context, "/v2/me/payout-account", body, locale, texts(locale));

export const confirmPayoutAccount = (context: Context, token: string, locale: Locale) =>
  postApiForm<PayoutAccountView>(context, "/v2/payout-account/confirm", { token }, locale, texts(locale));
