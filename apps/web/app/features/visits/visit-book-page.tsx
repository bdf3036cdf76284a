import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { VisitBookingSchema, type VisitReceipt } from "@campuslar/domain/visits/visit-forms";
import { visitMessage } from "@campuslar/domain/visits/visit-messages";
import { visitWhenText } from "@campuslar/domain/visits/visit-text";
import { data, Form, redirect, useNavigation } from "react-router";
import type { FormErrors } from "../../api/api-form.server.ts";
import { loadProperty } from "../../api/catalogue.server.ts";
import { typedValues } from "../../api/form-values.server.ts";
import { SlotTime, useVisitorZone, VisitSlotLinks } from "../../catalogue/listing-actions/visit-slot-picker.tsx";
import { loadVisitSlots } from "../../catalogue/listing-actions/visit-slots.server.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { ChoiceGroupField } from "../../ui/form/choice-group-field.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/visit-book-page";
import { sendVisitChange } from "./visits.server.ts";
import "./messages.ts";
import "../../catalogue/listing-actions/visit-slot-messages.ts";

const FIELDS = ["startsAt", "mode", "name", "email", "phone", "phoneCountry"] as const;
type BookActionData = { values: Record<string, string>; errors: FormErrors };

/**
 * `/visitas/agendar/:code`: a listing's free slots, then the booking form of the one picked
 * (`?slot=`). A plain form: it works without JavaScript, and a refusal keeps what was typed.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const property = await loadProperty(context, params.code.toUpperCase(), locale);
  const slots = await loadVisitSlots(context, property.code);
  const wanted = url.searchParams.get("slot");
  const chosen =
    slots?.days.flatMap((day) => day.slots).find((slot) => Date.parse(slot.startsAt) === Date.parse(wanted ?? "")) ??
    null;
  return {
    code: property.code,
    title: property.title,
    propertyHref: href("property", locale, { code: property.code }),
    slots,
    chosen,
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const values = typedValues(await request.formData(), FIELDS);
  const parsed = VisitBookingSchema.safeParse(values);
  if (!parsed.success) {
    const fields = localizeFieldErrors(parsed.error.issues, (key) => visitMessage(key, locale));
    return data({ values, errors: { fields } } satisfies BookActionData, { status: 400 });
  }
  const result = await sendVisitChange<VisitReceipt>(
    context,
    `/v2/properties/${encodeURIComponent(params.code.toUpperCase())}/visits`,
    parsed.data,
    locale,
  );
  if (!result.ok) return data({ values, errors: result.errors } satisfies BookActionData, { status: result.status });
  throw redirect(`${href("visitManage", locale, { token: result.data.token })}?booked=1`);
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: `${translate(locale, "visits.book.title")} · ${loaderData?.code ?? ""}`,
    description: translate(locale, "visits.book.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function VisitBookPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as BookActionData | undefined;
  const { locale, t } = useT();
  const { code, title, propertyHref, slots, chosen } = loaderData;
  const pending = useNavigation().state === "submitting";
  const zone = useVisitorZone();
  const values = actionData?.values ?? {};
  const errors = actionData?.errors.fields ?? {};
  const modes = slots?.modes ?? [];
  return (
    <div className="mx-auto max-w-2xl px-5 py-10 sm:px-8 sm:py-14">
      <h1 className="font-display text-h2 font-semibold text-ink-900">{t("visits.book.title")}</h1>
      <p className="mt-1 font-medium text-ink-900">
        {title} · {code}
      </p>
      {actionData?.errors.form ? <FormAlert className="mt-4">{actionData.errors.form}</FormAlert> : null}
      {!slots || modes.length === 0 ? (
        <p className="mt-6 text-ink-700">{t("visits.book.noVisits")}</p>
      ) : chosen && !errors.startsAt ? (
        <Form method="post" className="mt-6 space-y-5" noValidate>
          <input type="hidden" name="startsAt" value={chosen.startsAt} />
          <div className="rounded-xl border border-sand-200 bg-white p-4">
            <p className="text-sm font-semibold text-ink-700">{t("visits.book.chosen")}</p>
            <p className="mt-1 text-lg font-semibold text-ink-900" data-testid="chosen-slot">
              {visitWhenText(locale, chosen.startsAt)}
            </p>
            {zone ? (
              <p className="text-sm text-ink-600">
                <SlotTime startsAt={chosen.startsAt} localTime="" zone={zone} />
              </p>
            ) : null}
            <AppLink
              to={href("visitBook", locale, { code })}
              className="mt-2 inline-block text-sm font-semibold text-pine-800 underline"
            >
              {t("visits.book.change")}
            </AppLink>
          </div>
          <ChoiceGroupField
            name="mode"
            label={t("visits.book.mode")}
            options={modes.map((mode) => ({ value: mode, label: t(`visitSlots.modes.${mode}`) }))}
            defaultValue={values.mode ?? (modes.length === 1 ? modes[0] : undefined)}
            error={errors.mode}
            inline
          />
          <TextField
            name="name"
            label={t("visits.book.name")}
            autoComplete="name"
            defaultValue={values.name}
            error={errors.name}
            required
          />
          <TextField
            name="email"
            type="email"
            label={t("visits.book.email")}
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
            required
          />
          <PhoneField
            name="phone"
            label={t("visits.book.phone")}
            defaultValue={values.phone}
            defaultCountry={values.phoneCountry}
            error={errors.phone}
            required
          />
          <Button type="submit" busy={pending}>
            {pending ? t("visits.book.sending") : t("visits.book.submit")}
          </Button>
        </Form>
      ) : (
        <div className="mt-6">
          {errors.startsAt ? <FormAlert className="mb-4">{errors.startsAt}</FormAlert> : null}
          <h2 className="mb-3 font-display text-h3 font-semibold text-ink-900">{t("visits.book.pick")}</h2>
          <VisitSlotLinks slots={slots} />
        </div>
      )}
      <AppLink to={propertyHref} className="mt-8 inline-block font-semibold text-pine-800 underline">
        {t("visits.book.back")}
      </AppLink>
    </div>
  );
}
