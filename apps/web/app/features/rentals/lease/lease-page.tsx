import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { leaseFormMessage } from "@campuslar/domain/rentals/lease-form-messages";
import { type LeaseView, SignLeaseFormSchema } from "@campuslar/domain/rentals/lease-view";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, useNavigation } from "react-router";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { requireUser } from "../../../session/require-user.server.ts";
import { rootDataOf } from "../../../site/root-data.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { TextField } from "../../../ui/form/text-field.tsx";
import type { Route } from "./+types/lease-page";
import { loadLease, sendLease } from "./lease.server.ts";
import { LeaseClauses, LeaseDownloads, LeaseSignatures } from "./lease-parts.tsx";
import "./messages.ts";

type SignValues = { typedName: string; code: string };
type ActionData = { intent: "code" | "sign"; values: SignValues; sent?: boolean; errors?: FormErrors };

/**
 * `/alugueis/:id/contrato`: the rental's lease for its student, owner and staff: the clauses in
 * Portuguese with the English beside them, the document's SHA-256, "not legal advice", the
 * signatures so far, and for a party who has not signed, the signing form (name, code, sign).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  return { ...(await loadLease(context, params.id, locale)), id: params.id };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const values = { typedName: String(form.get("typedName") ?? ""), code: String(form.get("code") ?? "") };
  if (form.get("intent") === "code") {
    const sent = await sendLease(context, params.id, "code", {}, locale);
    if (!sent.ok)
      return data({ intent: "code", values, errors: sent.errors } satisfies ActionData, { status: sent.status });
    return { intent: "code", values, sent: true } satisfies ActionData;
  }
  const parsed = SignLeaseFormSchema.safeParse(values);
  if (!parsed.success) {
    const fields = localizeFieldErrors(parsed.error.issues, (key) => leaseFormMessage(key, locale));
    return data({ intent: "sign", values, errors: { fields } } satisfies ActionData, { status: 400 });
  }
  const signed = await sendLease<LeaseView>(context, params.id, "sign", parsed.data, locale);
  if (!signed.ok)
    return data({ intent: "sign", values, errors: signed.errors } satisfies ActionData, { status: signed.status });
  return { intent: "sign", values: { typedName: "", code: "" } } satisfies ActionData;
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "lease.title", { code: loaderData?.lease?.rentalCode ?? "" }),
    description: translate(locale, "lease.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

function SignForm({ actionData, locale }: { actionData: ActionData | undefined; locale: Locale }) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = actionData?.errors;
  const values = actionData?.values ?? { typedName: "", code: "" };
  return (
    <section aria-labelledby="lease-sign" className="rounded-xl border border-sand-300 bg-white p-5">
      <h2 id="lease-sign" className="font-display text-h4 font-semibold text-ink-900">
        {t("lease.sign.title")}
      </h2>
      <p className="mt-2 text-sm text-ink-700">{t("lease.sign.intro")}</p>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        {errors?.form ? <FormAlert>{errors.form}</FormAlert> : null}
        {actionData?.sent ? (
          <p role="status" className="rounded-lg bg-pine-50 px-3 py-2 text-sm font-semibold text-pine-800">
            {t("lease.sign.codeSent")}
          </p>
        ) : null}
        <TextField
          name="typedName"
          label={t("lease.sign.name")}
          autoComplete="name"
          defaultValue={values.typedName}
          error={errors?.fields.typedName}
          key={`name-${locale}`}
        />
        <Button type="submit" name="intent" value="code" variant="secondary" busy={busy === "code"}>
          {busy === "code" ? t("lease.sign.sending") : t("lease.sign.sendCode")}
        </Button>
        <TextField
          name="code"
          label={t("lease.sign.code")}
          hint={t("lease.sign.codeHint")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          defaultValue={values.code}
          error={errors?.fields.code}
        />
        <Button type="submit" name="intent" value="sign" busy={busy === "sign"}>
          {busy === "sign" ? t("lease.sign.sending") : t("lease.sign.submit")}
        </Button>
      </Form>
    </section>
  );
}

export default function LeasePage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { lease, id } = loaderData;
  const result = actionData as ActionData | undefined;
  return (
    <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <AppLink
        to={href("rental", locale, { id })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline"
      >
        {t("lease.back")}
      </AppLink>
      <h1 className="mt-2 font-display text-h2 font-semibold text-ink-900">
        {t("lease.title", { code: lease?.rentalCode ?? "" })}
      </h1>
      <p className="mt-3 rounded-lg border border-sand-300 bg-sand-50 px-4 py-3 text-sm font-semibold text-ink-900">
        {t("lease.notLegalAdvice")}
      </p>
      {lease === null ? (
        <p role="status" className="mt-6 text-ink-700">
          {loaderData.reason}
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <LeaseClauses lease={lease} />
          <div className="space-y-6">
            {result?.intent === "sign" && !result.errors ? (
              <p role="status" className="rounded-lg bg-pine-50 px-3 py-2 font-semibold text-pine-800">
                {lease.complete ? t("lease.complete") : t("lease.youSigned")}
              </p>
            ) : null}
            <LeaseSignatures lease={lease} />
            {lease.maySign ? <SignForm actionData={result} locale={locale} /> : null}
            <LeaseDownloads lease={lease} id={id} />
          </div>
        </div>
      )}
    </div>
  );
}
