import { dateTimeText } from "@campuslar/domain/dates/display-dates";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { Form, useNavigation } from "react-router";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { rootDataOf } from "../../../site/root-data.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button, buttonClass } from "../../../ui/button.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import type { Route } from "./+types/payout-confirm-page";
import { confirmPayoutAccount } from "./payouts.server.ts";
import "./messages.ts";

/*
 * `/recebimentos/confirmar/:token`: where the link e-mailed for a new payout account lands. Opening
 * it changes nothing (a mail scanner may open links); the owner confirms with the button, signed in
 * or not: the link read at the account's address is the proof.
 */

type ActionData = { ok: true; masked: string; holdUntil: string | null } | { ok: false; message: string };

export async function action({ context, params, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const result = await confirmPayoutAccount(context, params.token, locale);
  if (result.ok) {
    return { ok: true, masked: result.data.masked, holdUntil: result.data.payoutsHoldUntil } satisfies ActionData;
  }
  const message = result.errors.fields.token ?? result.errors.form ?? translate(locale, "payouts.unavailable");
  return { ok: false, message } satisfies ActionData;
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "payouts.confirm.title"),
    description: translate(locale, "payouts.confirm.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function PayoutConfirmPage({ actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const answer = actionData as ActionData | undefined;
  const navigation = useNavigation();
  return (
    <>
      <PageHeader title={t("payouts.confirm.title")} lead={t("payouts.confirm.lead")} />
      <div className="mx-auto max-w-2xl px-5 py-10 sm:px-8">
        {answer?.ok ? (
          <div role="status" className="rounded-xl border border-pine-200 bg-pine-50 p-5 text-pine-900">
            <p className="font-semibold">{t("payouts.confirm.done", { account: answer.masked })}</p>
            {answer.holdUntil ? (
              <p className="mt-2">{t("payouts.confirm.hold", { until: dateTimeText(locale, answer.holdUntil) })}</p>
            ) : null}
            <AppLink
              to={href("ownerPayouts", locale)}
              className={buttonClass({ variant: "secondary", className: "mt-4" })}
            >
              {t("payouts.confirm.see")}
            </AppLink>
          </div>
        ) : (
          <Form method="post" className="space-y-4">
            {answer && !answer.ok ? <FormAlert>{answer.message}</FormAlert> : null}
            <Button type="submit" size="lg" busy={navigation.state === "submitting"}>
              {t("payouts.confirm.submit")}
            </Button>
          </Form>
        )}
      </div>
    </>
  );
}
