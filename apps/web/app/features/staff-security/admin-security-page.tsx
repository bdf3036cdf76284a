import { dateTimeText } from "@campuslar/domain/dates/display-dates";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, redirect, useNavigation } from "react-router";
import { type FormErrors, postApiForm } from "../../api/api-form.server.ts";
import { typedValues } from "../../api/form-values.server.ts";
import { countText } from "../../i18n/count-text.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { BackofficeShell, backofficeCard } from "../../site/backoffice-shell.tsx";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/admin-security-page";
import "./messages.ts";
import { nextPath, staffApi } from "./staff-security.server.ts";
import { StaffSecurityErrorBoundary, staffSecurityMeta } from "./staff-security-frame.tsx";
import type { Enrolment, SecondFactorStatus } from "./staff-security-types.ts";

export const meta = (args: Route.MetaArgs) =>
  staffSecurityMeta(args, "staffSecurity.title", "staffSecurity.description");

export { StaffSecurityErrorBoundary as ErrorBoundary };

/**
 * `/admin/seguranca`: staff's second factor (issue 36, point 8). Not on yet: the QR code and the
 * key to type, and the first code turns it on and shows the recovery codes this once. On: a code
 * (or a recovery code) verifies this session, then back to `?next=` (a page of this site only).
 * Every step is a plain form, so it works without JavaScript.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const next = nextPath(url.searchParams.get("next"));
  const status = await staffApi<SecondFactorStatus>(context, url, "GET", "/v2/admin/second-factor");
  // Shows the setup under way again (the same key a phone may already hold), or starts one.
  const enrolment = status.enabled
    ? null
    : await staffApi<Enrolment>(context, url, "POST", "/v2/admin/second-factor/enrol");
  return { status, enrolment, next };
}

type ActionData =
  | { intent: "confirm"; ok: true; recoveryCodes: string[] }
  | { intent: string; ok: false; errors: FormErrors; values: Record<string, string> };

export async function action({ request, context, url }: Route.ActionArgs) {
  await requireStaff(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const next = nextPath(form.get("next"));
  const texts = {
    unavailable: translate(locale, "staffSecurity.error.unavailable"),
    tooMany: (minutes: number) => translate(locale, "staffSecurity.error.tooMany", { minutes }),
  };
  if (intent === "restart") {
    await staffApi(context, url, "POST", "/v2/admin/second-factor/enrol", { restart: true });
    return null;
  }
  const values = typedValues(form, ["code", "recoveryCode"]);
  if (intent === "confirm") {
    const result = await postApiForm<{ recoveryCodes: string[] }>(
      context,
      "/v2/admin/second-factor/confirm",
      { code: values.code ?? "" },
      locale,
      texts,
    );
    if (result.ok) return { intent, ok: true, recoveryCodes: result.data.recoveryCodes } satisfies ActionData;
    if (result.status === 401 || result.status === 403) throw data(null, { status: result.status });
    return data({ intent, ok: false, errors: result.errors, values } satisfies ActionData, { status: result.status });
  }
  if (intent === "verify") {
    const body = values.recoveryCode?.trim() ? { recoveryCode: values.recoveryCode } : { code: values.code ?? "" };
    const result = await postApiForm(context, "/v2/admin/second-factor/verify", body, locale, texts);
    if (result.ok) throw redirect(next ?? href("adminSecurity", locale));
    if (result.status === 401 || result.status === 403) throw data(null, { status: result.status });
    return data({ intent, ok: false, errors: result.errors, values } satisfies ActionData, { status: result.status });
  }
  throw data(null, { status: 400 });
}

const codeInput = {
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: "[0-9 ]*",
  maxLength: 8,
  required: true,
} as const;

function NextInput({ next }: { next: string | null }) {
  return next ? <input type="hidden" name="next" value={next} /> : null;
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string | null }) {
  const { locale, t } = useT();
  return (
    <section aria-labelledby="recovery-title" className={`${backofficeCard} max-w-2xl`}>
      <h2 id="recovery-title" className="font-display text-h3 font-semibold text-ink-900">
        {t("staffSecurity.recovery.title")}
      </h2>
      <p role="status" className="mt-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-brand-800">
        {t("staffSecurity.recovery.note")}
      </p>
      <ol
        aria-label={t("staffSecurity.recovery.list")}
        className="mt-4 grid grid-cols-1 gap-2 font-mono text-lg text-ink-900 sm:grid-cols-2"
        data-recovery-codes
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-sand-100 px-3 py-1.5 tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <AppLink to={next ?? href("adminAudit", locale)} className={buttonClass({ className: "mt-5" })}>
        {t("staffSecurity.recovery.continue")}
      </AppLink>
    </section>
  );
}

function Setup({
  enrolment,
  next,
  action,
  busy,
}: {
  enrolment: Enrolment;
  next: string | null;
  action: ActionData | null;
  busy: boolean;
}) {
  const { t } = useT();
  const failed = action && !action.ok && action.intent === "confirm" ? action : null;
  return (
    <section aria-labelledby="setup-title" className={`${backofficeCard} max-w-3xl`}>
      <h2 id="setup-title" className="font-display text-h3 font-semibold text-ink-900">
        {t("staffSecurity.setup.title")}
      </h2>
      <p className="mt-1 text-ink-700">{t("staffSecurity.setup.intro")}</p>
      <div className="mt-4 grid gap-5 md:grid-cols-[14rem_1fr]">
        <div
          role="img"
          aria-label={t("staffSecurity.setup.qr")}
          className="mx-auto w-56 self-start rounded-lg border border-sand-200 bg-white p-2 md:mx-0 [&>svg]:h-auto [&>svg]:w-full"
          // The API draws the QR code (an SVG of squares, no script) from the otpauth URI.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG comes from our API's QR library.
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <ol className="list-decimal space-y-3 pl-5 text-ink-900">
          <li>{t("staffSecurity.setup.step1")}</li>
          <li>
            {t("staffSecurity.setup.step2")}
            <p className="mt-1 text-sm text-ink-700">{t("staffSecurity.setup.secret")}</p>
            <code
              data-secret
              className="mt-1 block rounded-md bg-sand-100 px-3 py-2 font-mono text-base tracking-wider text-ink-900"
            >
              {enrolment.secret.replace(/(.{4})(?=.)/g, "$1 ")}
            </code>
          </li>
          <li>
            {t("staffSecurity.setup.step3")}
            <Form method="post" className="mt-2 flex flex-col items-stretch gap-3 sm:items-start">
              <input type="hidden" name="intent" value="confirm" />
              <NextInput next={next} />
              <TextField
                name="code"
                label={t("staffSecurity.code")}
                hint={t("staffSecurity.code.hint")}
                defaultValue={failed?.values.code ?? ""}
                error={failed?.errors.fields.code}
                className="sm:w-64"
                {...codeInput}
              />
              <Button type="submit" variant="accent" busy={busy}>
                {t("staffSecurity.setup.confirm")}
              </Button>
            </Form>
            {failed?.errors.form ? (
              <FormAlert compact className="mt-3">
                {failed.errors.form}
              </FormAlert>
            ) : null}
          </li>
        </ol>
      </div>
      <Form method="post" className="mt-6 border-t border-sand-200 pt-4">
        <input type="hidden" name="intent" value="restart" />
        <NextInput next={next} />
        <p className="text-sm text-ink-700">{t("staffSecurity.setup.restartHint")}</p>
        <Button type="submit" variant="secondary" size="sm" className="mt-2">
          {t("staffSecurity.setup.restart")}
        </Button>
      </Form>
    </section>
  );
}

function Verify({
  status,
  next,
  action,
  busy,
}: {
  status: SecondFactorStatus;
  next: string | null;
  action: ActionData | null;
  busy: boolean;
}) {
  const { locale, t } = useT();
  const failed = action && !action.ok && action.intent === "verify" ? action : null;
  const recoveryError = failed?.errors.fields.recoveryCode;
  return (
    <section aria-labelledby="verify-title" className={`${backofficeCard} max-w-2xl`}>
      {status.verifiedUntil ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-pine-100 bg-pine-50 px-3 py-2 font-medium text-pine-800"
        >
          {t("staffSecurity.verified", { when: dateTimeText(locale, status.verifiedUntil) })}{" "}
          {next ? (
            <AppLink to={next} className="underline">
              {t("staffSecurity.verified.next")}
            </AppLink>
          ) : null}
        </p>
      ) : null}
      <h2 id="verify-title" className="font-display text-h3 font-semibold text-ink-900">
        {t("staffSecurity.verify.title")}
      </h2>
      <p className="mt-1 text-ink-700">{t("staffSecurity.verify.intro")}</p>
      {failed?.errors.form ? (
        <FormAlert compact className="mt-3">
          {failed.errors.form}
        </FormAlert>
      ) : null}
      <Form method="post" className="mt-4 flex flex-col items-stretch gap-3 sm:items-start">
        <input type="hidden" name="intent" value="verify" />
        <NextInput next={next} />
        <TextField
          name="code"
          label={t("staffSecurity.code")}
          hint={t("staffSecurity.code.hint")}
          defaultValue={failed && !recoveryError ? (failed.values.code ?? "") : ""}
          error={failed?.errors.fields.code}
          className="sm:w-64"
          {...codeInput}
        />
        <Button type="submit" variant="accent" busy={busy}>
          {t("staffSecurity.verify.submit")}
        </Button>
      </Form>
      <details className="mt-5 border-t border-sand-200 pt-4" open={Boolean(recoveryError)}>
        <summary className="cursor-pointer font-semibold text-pine-800">{t("staffSecurity.verify.lost")}</summary>
        <Form method="post" className="mt-3 flex flex-col items-stretch gap-3 sm:items-start">
          <input type="hidden" name="intent" value="verify" />
          <NextInput next={next} />
          <TextField
            name="recoveryCode"
            label={t("staffSecurity.verify.recoveryCode")}
            hint={t("staffSecurity.verify.recoveryHint")}
            defaultValue={recoveryError ? (failed?.values.recoveryCode ?? "") : ""}
            error={recoveryError}
            autoComplete="off"
            spellCheck={false}
            required
            className="sm:w-80"
          />
          <Button type="submit" variant="secondary">
            {t("staffSecurity.verify.recoverySubmit")}
          </Button>
        </Form>
        <p className="mt-2 text-sm text-ink-700">
          {countText(locale, "staffSecurity.recoveryLeft", status.recoveryCodesLeft)}
        </p>
      </details>
    </section>
  );
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { status, enrolment, next } = loaderData;
  const busy = useNavigation().state === "submitting";
  const action = (actionData ?? null) as ActionData | null;
  return (
    <BackofficeShell current="adminSecurity" title={t("staffSecurity.title")} lead={t("staffSecurity.description")}>
      {action?.ok ? (
        <RecoveryCodes codes={action.recoveryCodes} next={next} />
      ) : enrolment ? (
        <Setup enrolment={enrolment} next={next} action={action} busy={busy} />
      ) : (
        <Verify status={status} next={next} action={action} busy={busy} />
      )}
    </BackofficeShell>
  );
}
