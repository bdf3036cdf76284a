import { calendarDayText, dateTimeText } from "@campuslar/domain/dates/display-dates";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { CLAIM_REASONS } from "@campuslar/domain/payments/payment-enums";
import { CLAIM_DECISION_LABELS, CLAIM_REASON_LABELS } from "@campuslar/domain/payments/payment-messages";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, redirect } from "react-router";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { requireUser } from "../../../session/require-user.server.ts";
import { rootDataOf } from "../../../site/root-data.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { ChoiceGroupField } from "../../../ui/form/choice-group-field.tsx";
import { Field } from "../../../ui/form/field.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import type { Route } from "./+types/rental-arrival-page";
import { type Arrival, confirmMoveIn, loadArrival, sendClaim } from "./arrival.server.ts";
import { claimPhotoHref } from "./claim-view.ts";
import "./messages.ts";

/*
 * `/alugueis/:id/chegada` (issue 36, point 5): on the move-in day the student confirms moving in
 * (the held payment is released) or, within 48 hours of that day's end, opens a claim with
 * photos; the money stays held until staff decide. Both forms post here without JavaScript; a
 * refused claim comes back with what was typed (a browser never keeps chosen files).
 */

const DONE = ["moved", "sent"] as const;
type Done = (typeof DONE)[number];

type Refusal = { intent: "claim" | "move-in"; values: Record<string, string>; errors: FormErrors };

export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const arrival = await loadArrival(context, params.id, locale);
  const done = url.searchParams.get("done");
  return { arrival, done: DONE.includes(done as Done) ? (done as Done) : null };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context, params, url }: Route.ActionArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const intent = text(form, "intent");
  const back = (done: Done) => redirect(`${href("rentalArrival", locale, { id: params.id })}?done=${done}`);
  if (intent === "move-in") {
    const result = await confirmMoveIn(context, params.id, locale);
    if (result.ok) throw back("moved");
    return data({ intent, values: {}, errors: result.errors } satisfies Refusal, { status: result.status });
  }
  if (intent === "claim") {
    const body = new FormData();
    body.set("reason", text(form, "reason"));
    body.set("description", text(form, "description"));
    for (const photo of form.getAll("photos")) {
      if (typeof photo !== "string" && photo.size > 0) body.append("photos", photo, photo.name);
    }
    const result = await sendClaim(context, params.id, body, locale);
    if (result.ok) throw back("sent");
    const values = { reason: text(form, "reason"), description: text(form, "description") };
    return data({ intent, values, errors: result.errors } satisfies Refusal, { status: result.status });
  }
  throw data(null, { status: 400 });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "arrival.title", { code: loaderData?.arrival.rentalCode ?? "" }),
    description: translate(locale, "arrival.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

const money = (cents: number) => formatBRL(centsToReais(cents));

export default function RentalArrivalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { arrival, done } = loaderData;
  const refusal = actionData as Refusal | undefined;
  const until = dateTimeText(locale, arrival.holdEndsAt);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-5 py-10 sm:px-8 sm:py-14">
      <AppLink
        to={href("rental", locale, { id: arrival.rentalId })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline"
      >
        {t("arrival.back")}
      </AppLink>
      <h1 className="font-display text-h2 font-semibold text-ink-900">
        {t("arrival.title", { code: arrival.rentalCode })}
      </h1>
      {done ? (
        <p role="status" className="rounded-lg bg-pine-50 px-3 py-2 font-semibold text-pine-800">
          {t(done === "moved" ? "arrival.moved" : "arrival.claim.sent")}
        </p>
      ) : null}
      {arrival.state === "awaiting_move_in" || arrival.state === "in_claim" ? (
        <p className="text-ink-800">
          {arrival.heldCents > 0
            ? t("arrival.held", { until, amount: money(arrival.heldCents) })
            : t("arrival.heldNone")}
        </p>
      ) : null}
      {arrival.claim ? <ClaimSummary arrival={arrival} /> : null}
      {arrival.side !== "student" && arrival.state === "awaiting_move_in" ? (
        <p className="text-ink-800">{t("arrival.onlyStudent")}</p>
      ) : null}
      {arrival.side === "student" && arrival.state === "awaiting_move_in" && !arrival.mayConfirm ? (
        <p className="font-semibold text-ink-900">
          {t("arrival.notYet", { day: calendarDayText(locale, arrival.moveIn) })}
        </p>
      ) : null}
      {arrival.state !== "awaiting_move_in" && !arrival.claim && !done ? (
        <p className="font-semibold text-ink-900">{t("arrival.closed")}</p>
      ) : null}
      {arrival.mayConfirm ? (
        <section aria-labelledby="confirm-title" className="space-y-3 rounded-xl border border-sand-200 bg-sand-50 p-4">
          <h2 id="confirm-title" className="font-display text-h3 font-semibold text-ink-900">
            {t("arrival.confirm.title")}
          </h2>
          <p className="text-ink-800">{t("arrival.confirm.lead")}</p>
          <Form method="post">
            {refusal?.intent === "move-in" && refusal.errors.form ? (
              <FormAlert compact className="mb-3">
                {refusal.errors.form}
              </FormAlert>
            ) : null}
            <input type="hidden" name="intent" value="move-in" />
            <Button type="submit">{t("arrival.confirm.button")}</Button>
          </Form>
        </section>
      ) : null}
      {arrival.mayClaim ? (
        <ClaimForm until={until} refusal={refusal?.intent === "claim" ? refusal : undefined} />
      ) : null}
    </div>
  );
}

function ClaimForm({ until, refusal }: { until: string; refusal: Refusal | undefined }) {
  const { locale, t } = useT();
  const values = refusal?.values ?? {};
  const errors = refusal?.errors.fields ?? {};
  return (
    <section aria-labelledby="claim-title" className="space-y-3 rounded-xl border border-sand-200 bg-white p-4">
      <h2 id="claim-title" className="font-display text-h3 font-semibold text-ink-900">
        {t("arrival.claim.title")}
      </h2>
      <p className="text-ink-800">{t("arrival.claim.lead", { until })}</p>
      <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
        {refusal ? <FormAlert compact>{refusal.errors.form ?? t("arrival.failed")}</FormAlert> : null}
        <input type="hidden" name="intent" value="claim" />
        <ChoiceGroupField
          type="radio"
          name="reason"
          label={t("arrival.claim.reason")}
          options={CLAIM_REASONS.map((reason) => ({ value: reason, label: CLAIM_REASON_LABELS[reason][locale] }))}
          defaultValue={values.reason ?? ""}
          error={errors.reason}
        />
        <TextAreaField
          name="description"
          label={t("arrival.claim.description")}
          hint={t("arrival.claim.descriptionHint")}
          defaultValue={values.description ?? ""}
          error={errors.description}
          rows={5}
        />
        <Field label={t("arrival.claim.photos")} hint={t("arrival.claim.photosHint")} error={errors.photos}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="photos"
              multiple
              accept="image/jpeg,image/png"
              className="mt-1.5 block w-full text-sm text-ink-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-sand-300 file:bg-white file:px-3 file:font-semibold"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t("arrival.claim.button")}
        </Button>
      </Form>
    </section>
  );
}

function ClaimSummary({ arrival }: { arrival: Arrival }) {
  const { locale, t } = useT();
  const claim = arrival.claim;
  if (!claim) return null;
  return (
    <section aria-labelledby="claim-summary" className="space-y-3 rounded-xl border border-sand-200 bg-sand-50 p-4">
      <h2 id="claim-summary" className="font-display text-h3 font-semibold text-ink-900">
        {CLAIM_REASON_LABELS[claim.reason][locale]}
      </h2>
      <p className="whitespace-pre-line text-ink-800">{claim.description}</p>
      {claim.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {claim.photos.map((photo) => (
            <li key={photo.index}>
              <a href={claimPhotoHref(claim.rentalId, photo.index)} className="block">
                <img
                  src={claimPhotoHref(claim.rentalId, photo.index)}
                  alt={t("arrival.photo", { n: photo.index + 1 })}
                  className="size-28 rounded-lg border border-sand-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="font-semibold text-ink-900">
        {claim.decision
          ? t("arrival.claim.decided", { decision: CLAIM_DECISION_LABELS[claim.decision][locale] })
          : t("arrival.claim.open")}
      </p>
      {claim.refundCents ? (
        <p className="text-ink-800">{t("arrival.claim.refund", { amount: money(claim.refundCents) })}</p>
      ) : null}
      {arrival.side === "student" ? (
        <p className="text-ink-800">
          {t("arrival.concierge")}{" "}
          <AppLink to={href("concierge", locale)} className="font-semibold text-pine-800 underline">
            {t("arrival.concierge.link")}
          </AppLink>
        </p>
      ) : null}
    </section>
  );
}
