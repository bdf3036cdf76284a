import { dateTimeText } from "@campuslar/domain/dates/display-dates";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { POLICY_TERMS } from "@campuslar/domain/payments/cancellation";
import { CANCELLATION_POLICIES } from "@campuslar/domain/payments/payment-enums";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { requireUser } from "../../../session/require-user.server.ts";
import { rootDataOf } from "../../../site/root-data.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import { readFromApi, sendToApi } from "../arrival/hold-api.server.ts";
import type { Route } from "./+types/rental-cancel-page";
import "./messages.ts";

/*
 * `/alugueis/:id/cancelar` (issue 36, point 7): the student or the owner sees, before confirming,
 * what cancelling now refunds under the listing's policy (computed by the domain, through the
 * API), then confirms. Works without JavaScript; a refusal comes back with the reason as typed.
 */

const PreviewSchema = z.object({
  rentalId: z.string(),
  rentalCode: z.string(),
  state: z.string(),
  by: z.enum(["student", "owner"]),
  policy: z.enum(CANCELLATION_POLICIES),
  mayCancel: z.boolean(),
  heldCents: z.number(),
  refundCents: z.number(),
  penaltyCents: z.number(),
  freeUntil: z.string().nullable(),
});

const previewPath = (id: string) => `/v2/rentals/${encodeURIComponent(id)}/cancellation`;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const preview = await readFromApi(context, previewPath(params.id), PreviewSchema, locale);
  if (!preview) throw data(null, { status: 404 });
  return { preview, done: url.searchParams.get("done") === "cancelled" };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const reason = String(form.get("reason") ?? "");
  const result = await sendToApi(
    context,
    previewPath(params.id),
    locale,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ confirm: form.get("confirm") === "true", reason }),
    },
    translate(locale, "cancel.unavailable"),
  );
  if (result.ok) throw redirect(`${href("rentalCancel", locale, { id: params.id })}?done=cancelled`);
  return data({ reason, errors: result.errors } satisfies { reason: string; errors: FormErrors }, {
    status: result.status,
  });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "cancel.title", { code: loaderData?.preview.rentalCode ?? "" }),
    description: translate(locale, "cancel.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

const money = (cents: number) => formatBRL(centsToReais(cents));

export default function RentalCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { preview, done } = loaderData;
  const refusal = actionData as { reason: string; errors: FormErrors } | undefined;
  const terms = POLICY_TERMS[preview.policy];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-5 py-10 sm:px-8 sm:py-14">
      <AppLink
        to={href("rental", locale, { id: preview.rentalId })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline"
      >
        {t("cancel.back")}
      </AppLink>
      <h1 className="font-display text-h2 font-semibold text-ink-900">
        {t("cancel.title", { code: preview.rentalCode })}
      </h1>
      {done ? (
        <p role="status" className="rounded-lg bg-pine-50 px-3 py-2 font-semibold text-pine-800">
          {t("cancel.done")}
        </p>
      ) : null}
      <section aria-labelledby="policy-title" className="space-y-2">
        <h2 id="policy-title" className="font-display text-h3 font-semibold text-ink-900">
          {t("cancel.policy", { policy: terms.title[locale] })}
        </h2>
        <p className="text-ink-800">{terms.description[locale]}</p>
        <p className="text-sm text-ink-700">{t("cancel.notLegalAdvice")}</p>
      </section>
      {preview.mayCancel ? (
        <section
          aria-labelledby="preview-title"
          className="space-y-3 rounded-xl border border-sand-200 bg-sand-50 p-4"
          data-testid="cancel-preview"
        >
          <h2 id="preview-title" className="font-display text-h3 font-semibold text-ink-900">
            {t("cancel.preview.title")}
          </h2>
          {preview.heldCents > 0 ? (
            <ul className="space-y-1 text-ink-900">
              <li>{t("cancel.preview.held", { amount: money(preview.heldCents) })}</li>
              <li className="font-semibold">{t("cancel.preview.refund", { amount: money(preview.refundCents) })}</li>
              <li>{t("cancel.preview.penalty", { amount: money(preview.penaltyCents) })}</li>
            </ul>
          ) : (
            <p className="text-ink-800">{t("cancel.preview.nothingHeld")}</p>
          )}
          {preview.by === "student" && preview.freeUntil ? (
            <p className="text-ink-800">
              {t("cancel.preview.freeUntil", { date: dateTimeText(locale, preview.freeUntil) })}
            </p>
          ) : null}
          {preview.by === "owner" ? <p className="text-ink-800">{t("cancel.preview.owner")}</p> : null}
          <Form method="post" className="space-y-4" noValidate>
            {refusal?.errors.form ? <FormAlert compact>{refusal.errors.form}</FormAlert> : null}
            <input type="hidden" name="confirm" value="true" />
            <TextAreaField
              name="reason"
              label={t("cancel.reason")}
              defaultValue={refusal?.reason ?? ""}
              error={refusal?.errors.fields.reason}
              rows={3}
              maxLength={500}
            />
            <Button type="submit" variant="secondary">
              {t("cancel.button")}
            </Button>
          </Form>
        </section>
      ) : done ? null : (
        <p className="font-semibold text-ink-900">{t("cancel.closed")}</p>
      )}
    </div>
  );
}
