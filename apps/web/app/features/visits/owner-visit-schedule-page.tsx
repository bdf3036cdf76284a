import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import {
  VisitScheduleSchema,
  type VisitScheduleView,
  VisitScheduleViewSchema,
} from "@campuslar/domain/visits/visit-forms";
import { visitMessage } from "@campuslar/domain/visits/visit-messages";
import { data, Form, useNavigation } from "react-router";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/owner-visit-schedule-page";
import {
  bodyOf,
  fieldOfPath,
  formValues,
  rowCounts,
  type ScheduleValues,
  TIME_OPTIONS,
  valuesOf,
  WEEKDAY_ORDER,
} from "./schedule-form.ts";
import { loadVisitData, sendVisitChange } from "./visits.server.ts";
import "./messages.ts";

type ScheduleActionData = { saved: boolean; values: ScheduleValues; errors: Record<string, string>; form?: string };

const schedulePath = (code: string) => `/v2/owner/listings/${encodeURIComponent(code.toUpperCase())}/visit-schedule`;

/**
 * `/meus-imoveis/:code/visitas`: when students may visit a listing. Its owner (or staff, for any
 * listing) sets the modes, the video call, the weekly windows and the exceptions, in one form.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  return { schedule: await loadVisitData(context, schedulePath(params.code), VisitScheduleViewSchema, locale) };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const values = formValues(await request.formData());
  const { body, rows } = bodyOf(values);
  const refuse = (fields: Record<string, string>, status: number, form?: string) =>
    data(
      {
        saved: false,
        values,
        errors: Object.fromEntries(Object.entries(fields).map(([path, text]) => [fieldOfPath(path, rows), text])),
        form: form ?? translate(locale, "visits.schedule.errors"),
      } satisfies ScheduleActionData,
      { status },
    );
  const parsed = VisitScheduleSchema.safeParse(body);
  if (!parsed.success)
    return refuse(
      localizeFieldErrors(parsed.error.issues, (key) => visitMessage(key, locale)),
      400,
    );
  const result = await sendVisitChange<VisitScheduleView>(context, schedulePath(params.code), body, locale, "PUT");
  if (!result.ok) return refuse(result.errors.fields, result.status, result.errors.form);
  return { saved: true, values: valuesOf(result.data), errors: {} } satisfies ScheduleActionData;
}

export function meta({ location, matches, params }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: `${translate(locale, "visits.schedule.title")} · ${params.code.toUpperCase()}`,
    description: translate(locale, "visits.schedule.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

const fieldError = "mt-1 text-sm font-semibold text-brand-800";

const select =
  "block min-h-11 rounded-lg border border-sand-300 bg-white px-2 py-2 text-ink-900 aria-invalid:border-brand-700";

function TimeSelect({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const { t } = useT();
  return (
    <label className="flex flex-col text-sm text-ink-700">
      <span>{label}</span>
      <select name={name} defaultValue={value} className={select} aria-invalid={error ? true : undefined}>
        <option value="">{t("visits.schedule.none")}</option>
        {TIME_OPTIONS.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </label>
  );
}

const rowError = (errors: Record<string, string>, row: string) => errors[`${row}-start`] ?? errors[`${row}-end`];

/**
 * One window of a day (a weekday's or an exceptional day's): its start and end, named
 * `<row>-start` and `<row>-end`, under a legend only a screen reader hears ("Tuesday · Window 2").
 */
function WindowFields({
  row,
  legend,
  values,
  errors,
}: {
  row: string;
  legend: string;
  values: ScheduleValues;
  errors: Record<string, string>;
}) {
  const { t } = useT();
  const error = rowError(errors, row);
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="flex gap-2">
        <TimeSelect
          name={`${row}-start`}
          label={t("visits.schedule.from")}
          value={values[`${row}-start`] ?? ""}
          error={error}
        />
        <TimeSelect
          name={`${row}-end`}
          label={t("visits.schedule.to")}
          value={values[`${row}-end`] ?? ""}
          error={error}
        />
      </div>
      {error ? <p className={fieldError}>{error}</p> : null}
    </fieldset>
  );
}

export default function OwnerVisitSchedulePage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as ScheduleActionData | undefined;
  const { locale, t } = useT();
  const pending = useNavigation().state === "submitting";
  const values = actionData?.values ?? valuesOf(loaderData.schedule);
  const errors = actionData?.errors ?? {};
  const counts = rowCounts(values);
  const modes = (values.modes ?? "").split(",");
  const v = (name: string) => values[name] ?? "";
  return (
    <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
      <h1 className="font-display text-h2 font-semibold text-ink-900">
        {t("visits.schedule.title")} · {loaderData.schedule.propertyCode}
      </h1>
      <p className="mt-1 text-ink-700">{t("visits.schedule.description")}</p>
      {actionData?.saved ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-pine-200 bg-pine-50 px-3 py-2 font-medium text-pine-800"
        >
          {t("visits.schedule.saved")}
        </p>
      ) : actionData?.form ? (
        <FormAlert className="mt-4">{actionData.form}</FormAlert>
      ) : null}
      <Form method="post" className="mt-6 space-y-8" noValidate key={actionData?.saved ? "saved" : "editing"}>
        <fieldset>
          <legend className="font-display text-h3 font-semibold text-ink-900">{t("visits.schedule.modes")}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(["in_person", "video"] as const).map((mode) => (
              <label key={mode} className="inline-flex min-h-11 items-center gap-2 font-medium text-ink-900">
                <input type="checkbox" name="modes" value={mode} defaultChecked={modes.includes(mode)} />
                {t(mode === "in_person" ? "visits.schedule.inPerson" : "visits.schedule.video")}
              </label>
            ))}
          </div>
          {errors.modes ? <p className={fieldError}>{errors.modes}</p> : null}
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-ink-900">{t("visits.schedule.videoKind")}</legend>
            <div className="mt-1 flex flex-col gap-1">
              {(["link", "whatsapp"] as const).map((kind) => (
                <label key={kind} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
                  <input type="radio" name="videoKind" value={kind} defaultChecked={v("videoKind") === kind} />
                  {t(`visits.schedule.videoKind.${kind}`)}
                </label>
              ))}
            </div>
            {errors.videoKind ? <p className={fieldError}>{errors.videoKind}</p> : null}
          </fieldset>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              name="videoLink"
              type="url"
              label={t("visits.schedule.videoLink")}
              defaultValue={v("videoLink")}
              error={errors.videoLink}
              placeholder="https://meet.google.com/…"
            />
            <PhoneField
              name="videoPhone"
              label={t("visits.schedule.videoPhone")}
              defaultValue={v("videoPhone")}
              defaultCountry={v("videoPhoneCountry") || undefined}
              error={errors.videoPhone}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend className="font-display text-h3 font-semibold text-ink-900">{t("visits.schedule.weekly")}</legend>
          <p className="mt-1 text-sm text-ink-600">{t("visits.schedule.weeklyHint")}</p>
          <div className="mt-3 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
            {WEEKDAY_ORDER.map((day) => (
              <div key={day} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
                <p className="w-40 shrink-0 font-semibold text-ink-900 sm:pt-6">{t(`visits.weekday.${day}`)}</p>
                <div className="flex flex-col gap-2">
                  {Array.from({ length: counts.weekday(day) }, (_, row) => {
                    const name = `w-${day}-${row}`;
                    return (
                      <WindowFields
                        key={name}
                        row={name}
                        legend={`${t(`visits.weekday.${day}`)} · ${t("visits.schedule.window", { n: row + 1 })}`}
                        values={values}
                        errors={errors}
                      />
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
          {errors.windows ? <p className={fieldError}>{errors.windows}</p> : null}
        </fieldset>

        <fieldset>
          <legend className="font-display text-h3 font-semibold text-ink-900">{t("visits.schedule.exceptions")}</legend>
          <p className="mt-1 text-sm text-ink-600">{t("visits.schedule.exceptionsHint")}</p>
          <div className="mt-3 space-y-3">
            {Array.from({ length: counts.exceptions }, (_, row) => {
              const name = `x-${row}`;
              const exception = t("visits.schedule.exception", { n: row + 1 });
              const error = errors[`${name}-date`] ?? errors[`${name}-closed`] ?? errors[`${name}-windows`];
              return (
                <fieldset key={name} className="rounded-xl border border-sand-200 bg-white p-3">
                  <legend className="sr-only">{exception}</legend>
                  <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
                    <label className="flex flex-col text-sm text-ink-700">
                      <span>{t("visits.schedule.date")}</span>
                      <input
                        type="date"
                        name={`${name}-date`}
                        defaultValue={v(`${name}-date`)}
                        className={select}
                        aria-invalid={errors[`${name}-date`] ? true : undefined}
                      />
                    </label>
                    <label className="inline-flex min-h-11 items-center gap-2 text-ink-900">
                      <input type="checkbox" name={`${name}-closed`} defaultChecked={v(`${name}-closed`) === "on"} />
                      {t("visits.schedule.closed")}
                    </label>
                  </div>
                  {error ? <p className={fieldError}>{error}</p> : null}
                  <div className="mt-3 flex flex-col gap-2">
                    {Array.from({ length: counts.exceptionWindows(row) }, (_, window) => {
                      const windowName = `${name}-${window}`;
                      return (
                        <WindowFields
                          key={windowName}
                          row={windowName}
                          legend={`${exception} · ${t("visits.schedule.window", { n: window + 1 })}`}
                          values={values}
                          errors={errors}
                        />
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
          </div>
          {errors.exceptions ? <p className={fieldError}>{errors.exceptions}</p> : null}
        </fieldset>

        <Button type="submit" variant="accent" busy={pending}>
          {t("visits.schedule.save")}
        </Button>
      </Form>
      <AppLink to={href("ownerVisits", locale)} className="mt-8 inline-block font-semibold text-pine-800 underline">
        {t("visits.ownerList.title")}
      </AppLink>
    </div>
  );
}
