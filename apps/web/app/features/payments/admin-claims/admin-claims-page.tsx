import { dateTimeText } from "@campuslar/domain/dates/display-dates";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { CLAIM_DECISIONS } from "@campuslar/domain/payments/payment-enums";
import { CLAIM_DECISION_LABELS, CLAIM_REASON_LABELS } from "@campuslar/domain/payments/payment-messages";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { requireStaff } from "../../../session/require-user.server.ts";
import { BackofficeShell } from "../../../site/backoffice-shell.tsx";
import { rootDataOf } from "../../../site/root-data.ts";
import { Button } from "../../../ui/button.tsx";
import { ChoiceGroupField } from "../../../ui/form/choice-group-field.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { TextField } from "../../../ui/form/text-field.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import { type Claim, ClaimSchema, claimPhotoHref } from "../arrival/claim-view.ts";
import { readFromApi, sendToApi } from "../arrival/hold-api.server.ts";
import type { Route } from "./+types/admin-claims-page";
import "./messages.ts";

/*
 * `/admin/reclamacoes` (issue 36, point 5): staff read each arrival claim with its photos and
 * decide: release, a partial refund typed in reais, or everything back. Deciding moves money, so
 * the API asks for the second factor; without it, staff are sent to confirm it and come back.
 */

type Refusal = { claimId: string; values: Record<string, string>; errors: FormErrors };

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const locale = localeFromPath(url.pathname);
  const list = await readFromApi(context, "/v2/admin/claims", z.object({ items: z.array(ClaimSchema) }), locale);
  if (!list) throw data(null, { status: 503 });
  return { claims: list.items, saved: url.searchParams.get("done") === "decided" };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  await requireStaff(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? "");
  const claimId = value("claimId");
  const values = { decision: value("decision"), refundAmount: value("refundAmount"), note: value("note") };
  const result = await sendToApi(
    context,
    `/v2/admin/claims/${encodeURIComponent(claimId)}/decision`,
    locale,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(values) },
    translate(locale, "adminClaims.unavailable"),
  );
  const here = href("adminClaims", locale);
  if (result.ok) throw redirect(`${here}?done=decided`);
  if (result.code === "second_factor_required") {
    throw redirect(`${href("adminSecurity", locale)}?next=${encodeURIComponent(here)}`);
  }
  return data({ claimId, values, errors: result.errors } satisfies Refusal, { status: result.status });
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "adminClaims.title"),
    description: translate(locale, "adminClaims.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

const money = (cents: number) => formatBRL(centsToReais(cents));

export default function AdminClaimsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { claims, saved } = loaderData;
  const refusal = actionData as Refusal | undefined;
  return (
    <BackofficeShell current="adminClaims" title={t("adminClaims.title")} lead={t("adminClaims.lead")}>
      <div className="max-w-4xl space-y-6">
        {saved ? (
          <p role="status" className="rounded-lg bg-pine-50 px-3 py-2 font-semibold text-pine-800">
            {t("adminClaims.saved")}
          </p>
        ) : null}
        {claims.length === 0 ? <p className="text-ink-800">{t("adminClaims.empty")}</p> : null}
        <ul className="space-y-5">
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} refusal={refusal?.claimId === claim.id ? refusal : undefined} />
          ))}
        </ul>
      </div>
    </BackofficeShell>
  );
}

function ClaimCard({ claim, refusal }: { claim: Claim; refusal: Refusal | undefined }) {
  const { locale, t } = useT();
  const titleId = `claim-${claim.id}`;
  const values = refusal?.values ?? {};
  const errors = refusal?.errors.fields ?? {};
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-sand-200 bg-white p-4"
      data-testid={`claim-${claim.rentalCode}`}
    >
      <h2 id={titleId} className="font-display text-h3 font-semibold text-ink-900">
        {CLAIM_REASON_LABELS[claim.reason][locale]}
      </h2>
      <p className="text-sm text-ink-700">
        {t("adminClaims.rental", { code: claim.rentalCode, listing: claim.listingTitle })} ·{" "}
        {t("adminClaims.opened", { date: dateTimeText(locale, claim.openedAt) })}
      </p>
      <p className="text-sm text-ink-800">
        {t("adminClaims.student", { name: claim.studentName })}
        <br />
        {claim.ownerName
          ? t("adminClaims.owner", { name: claim.ownerName, count: claim.ownerCancellations })
          : t("adminClaims.ownerNone")}
      </p>
      <p className="whitespace-pre-line text-ink-900">{claim.description}</p>
      {claim.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {claim.photos.map((photo) => (
            <li key={photo.index}>
              <a href={claimPhotoHref(claim.rentalId, photo.index)} className="block">
                <img
                  src={claimPhotoHref(claim.rentalId, photo.index)}
                  alt={t("adminClaims.photo", { n: photo.index + 1, code: claim.rentalCode })}
                  className="size-32 rounded-lg border border-sand-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {claim.decision ? (
        <p className="font-semibold text-ink-900">
          {t("adminClaims.decided", {
            date: dateTimeText(locale, claim.decidedAt ?? claim.openedAt),
            decision: CLAIM_DECISION_LABELS[claim.decision][locale],
          })}
          {claim.refundCents ? ` · ${t("adminClaims.refunded", { amount: money(claim.refundCents) })}` : null}
        </p>
      ) : (
        <>
          <p className="font-semibold text-ink-900">{t("adminClaims.held", { amount: money(claim.heldCents) })}</p>
          <Form method="post" className="space-y-4" noValidate>
            {refusal ? <FormAlert compact>{refusal.errors.form ?? t("adminClaims.failed")}</FormAlert> : null}
            <input type="hidden" name="claimId" value={claim.id} />
            <ChoiceGroupField
              type="radio"
              name="decision"
              label={t("adminClaims.decision")}
              idBase={`decision-${claim.id}`}
              options={CLAIM_DECISIONS.map((decision) => ({
                value: decision,
                label: CLAIM_DECISION_LABELS[decision][locale],
              }))}
              defaultValue={values.decision ?? ""}
              error={errors.decision}
            />
            <TextField
              name="refundAmount"
              inputMode="decimal"
              label={t("adminClaims.refundAmount")}
              hint={t("adminClaims.refundHint")}
              defaultValue={values.refundAmount ?? ""}
              error={errors.refundAmount}
              className="sm:max-w-xs"
            />
            <TextAreaField
              name="note"
              label={t("adminClaims.note")}
              defaultValue={values.note ?? ""}
              error={errors.note}
              rows={2}
            />
            <Button type="submit" variant="accent">
              {t("adminClaims.decide")}
            </Button>
          </Form>
        </>
      )}
    </li>
  );
}
