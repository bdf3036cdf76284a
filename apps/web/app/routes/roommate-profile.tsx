import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { GENDER_PREFERENCES } from "@campuslar/domain/property/property-enums";
import { DAILY_RHYTHMS, GENDERS } from "@campuslar/domain/roommates/roommate-enums";
import {
  ROOMMATE_BIO_MAX,
  ROOMMATE_INTERESTS,
  ROOMMATE_INTERESTS_MAX,
  ROOMMATE_LANGUAGES,
  ROOMMATE_STAY_OPTIONS,
  ROOMMATE_UNIVERSITIES_MAX,
} from "@campuslar/domain/roommates/roommate-options";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, redirect } from "react-router";
import { AppLink } from "../components/app-link.tsx";
import { PhoneField } from "../components/form/phone-field.tsx";
import { RadioGroupField } from "../components/form/radio-group-field.tsx";
import { SelectField } from "../components/form/select-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { TextAreaField } from "../components/form/textarea-field.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { CheckboxGroupField, QuestionGroup, ScaleField } from "../components/roommates/questionnaire-fields.tsx";
import { card, heading, primaryButton, secondaryButton, statusBox } from "../components/roommates/roommate-styles.ts";
import { t, useT } from "../i18n/t.ts";
import { loadCurrentUser } from "../lib/current-user.server.ts";
import {
  isProfileDone,
  PROFILE_DONE_PARAM,
  type ProfileDone,
  profileFormValues,
  type RoommateFormErrors,
  type RoommateFormValues,
} from "../lib/roommate-form.ts";
import {
  deleteRoommateProfile,
  loadOwnRoommateProfile,
  readRoommateForm,
  saveRoommateProfile,
  setRoommateVisibility,
} from "../lib/roommates.server.ts";
import { rootDataOf } from "../lib/root-data.ts";
import { pageMeta } from "../lib/seo.ts";
import { loadUniversities } from "../lib/universities.server.ts";
import type { Route } from "./+types/roommate-profile";
import "../i18n/messages/roommates.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "roommates.profile.title"),
    description: t(locale, "roommates.profile.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/** For a logged-in user only: a visitor logs in first and comes back here. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const user = await loadCurrentUser(context);
  if (!user) throw redirect(`${href("login", locale)}?redirectTo=${encodeURIComponent(url.pathname)}`);
  const [profile, universities] = await Promise.all([
    loadOwnRoommateProfile(context, locale),
    loadUniversities(context),
  ]);
  const done = url.searchParams.get(PROFILE_DONE_PARAM);
  return {
    profile: profile ?? null,
    unavailable: profile === undefined,
    universities: (universities ?? []).map((u) => ({
      value: u.slug,
      // Most full names already start with the short one ("ESPM — Escola Superior…").
      label: u.names[locale].startsWith(u.shortName) ? u.names[locale] : `${u.shortName} – ${u.names[locale]}`,
    })),
    done: isProfileDone(done) ? done : null,
  };
}

type ActionData = { values?: RoommateFormValues; errors?: RoommateFormErrors; confirmDelete?: boolean };

/**
 * One form, several buttons (`intent`): save the questionnaire, show or hide the profile, and
 * delete it after a confirm step. Works without JavaScript; a refusal keeps everything typed.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const page = href("roommateProfile", locale);
  const done = (state: ProfileDone) => redirect(`${page}?${PROFILE_DONE_PARAM}=${state}#roommate-done`);
  const unavailable = t(locale, "roommates.profile.unavailable");
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "hide" || intent === "show") {
    if (await setRoommateVisibility(context, locale, intent === "show"))
      return done(intent === "show" ? "shown" : "hidden");
    return data({ errors: { fields: {}, form: unavailable } } satisfies ActionData, { status: 503 });
  }
  if (intent === "deleteAsk") return { confirmDelete: true } satisfies ActionData;
  if (intent === "deleteConfirm") {
    if (await deleteRoommateProfile(context, locale)) return done("deleted");
    return data({ errors: { fields: {}, form: unavailable } } satisfies ActionData, { status: 503 });
  }

  const values = readRoommateForm(form);
  const result = await saveRoommateProfile(context, locale, values, { unavailable });
  if (!result.ok) return data({ values, errors: result.errors } satisfies ActionData, { status: 400 });
  return done("saved");
}

export default function RoommateProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const { profile, universities, done, unavailable } = loaderData;
  const answer = actionData as ActionData | undefined;
  const failed = answer?.errors ? answer : undefined;
  const values: RoommateFormValues = failed?.values ?? (profile ? profileFormValues(profile) : {});
  const errors = failed?.errors?.fields ?? {};
  const formError =
    failed?.errors?.form ?? (Object.keys(errors).length > 0 ? translate("roommates.profile.errors") : undefined);
  const confirmDelete = answer?.confirmDelete === true;
  const matches = href("roommateMatches", locale);

  const yesNo = [
    { value: "true", label: translate("roommates.profile.yes") },
    { value: "false", label: translate("roommates.profile.no") },
  ];
  const scale = (name: "cleanliness" | "noiseTolerance" | "guestsFrequency" | "studySocialBalance") => (
    <ScaleField
      name={name}
      label={translate(`roommates.profile.${name}`)}
      low={translate(`roommates.profile.${name}.low`)}
      high={translate(`roommates.profile.${name}.high`)}
      pointLabel={(value) => translate("roommates.profile.scale.point", { value: String(value) })}
      defaultValue={values[name]}
      error={errors[name]}
    />
  );
  const chosenUniversities = values.universities ?? [];

  return (
    <>
      <PageHeader title={translate("roommates.profile.title")} lead={translate("roommates.profile.description")} />
      <div className="mx-auto max-w-4xl space-y-6 px-5 py-10 sm:px-8">
        {done ? (
          <section id="roommate-done" role="status" aria-labelledby="roommate-done-title" className={statusBox}>
            <h2 id="roommate-done-title" className={heading}>
              {done === "saved"
                ? translate("roommates.profile.saved.title")
                : translate(
                    done === "hidden"
                      ? "roommates.profile.hidden.done"
                      : done === "shown"
                        ? "roommates.profile.shown.done"
                        : "roommates.profile.deleted",
                  )}
            </h2>
            {done === "saved" ? (
              <p className="mt-1 text-ink-700">
                {translate("roommates.profile.saved.text")}
                {profile && !profile.visible ? ` ${translate("roommates.profile.saved.hidden")}` : ""}
              </p>
            ) : null}
            {done !== "deleted" ? (
              <AppLink to={matches} className={`mt-4 ${primaryButton}`}>
                {translate("roommates.profile.seeMatches")}
              </AppLink>
            ) : null}
          </section>
        ) : null}

        {unavailable ? (
          <p role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-ink-900">
            {translate("roommates.profile.unavailable")}
          </p>
        ) : null}

        {profile ? (
          <section aria-labelledby="roommate-manage" className={card}>
            <h2 id="roommate-manage" className={heading}>
              {translate("roommates.profile.manage")}
            </h2>
            <p className="mt-1 text-ink-700">
              {translate(profile.visible ? "roommates.profile.status.visible" : "roommates.profile.status.hidden")}
            </p>
            {confirmDelete ? (
              <div role="alert" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
                <h3 className="font-semibold text-ink-900">{translate("roommates.profile.delete.confirm.title")}</h3>
                <p className="mt-1 text-ink-700">{translate("roommates.profile.delete.confirm.text")}</p>
                <Form method="post" className="mt-3 flex flex-wrap gap-3">
                  <button
                    type="submit"
                    name="intent"
                    value="deleteConfirm"
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                  >
                    {translate("roommates.profile.delete.confirm.yes")}
                  </button>
                  <AppLink to={href("roommateProfile", locale)} className={secondaryButton}>
                    {translate("roommates.profile.delete.confirm.no")}
                  </AppLink>
                </Form>
              </div>
            ) : (
              <Form method="post" className="mt-4 flex flex-wrap gap-3">
                <button
                  type="submit"
                  name="intent"
                  value={profile.visible ? "hide" : "show"}
                  className={secondaryButton}
                >
                  {translate(profile.visible ? "roommates.profile.hide" : "roommates.profile.show")}
                </button>
                <button type="submit" name="intent" value="deleteAsk" className={secondaryButton}>
                  {translate("roommates.profile.delete")}
                </button>
              </Form>
            )}
          </section>
        ) : null}

        <Form method="post" noValidate className="space-y-6" aria-labelledby="roommate-form-title">
          <h2 id="roommate-form-title" className="sr-only">
            {translate("roommates.profile.title")}
          </h2>
          {formError ? (
            <p role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 font-medium text-brand-800">
              {formError}
            </p>
          ) : null}

          <QuestionGroup title={translate("roommates.profile.budget")}>
            <p className="text-sm text-ink-600 sm:col-span-2">{translate("roommates.profile.budget.hint")}</p>
            <TextField
              name="budgetMin"
              label={translate("roommates.profile.budgetMin")}
              inputMode="decimal"
              defaultValue={values.budgetMin}
              error={errors.budgetMin}
            />
            <TextField
              name="budgetMax"
              label={translate("roommates.profile.budgetMax")}
              inputMode="decimal"
              defaultValue={values.budgetMax}
              error={errors.budgetMax}
            />
          </QuestionGroup>

          <QuestionGroup title={translate("roommates.profile.move")}>
            <TextField
              name="moveDate"
              type="date"
              label={translate("roommates.profile.moveDate")}
              defaultValue={values.moveDate}
              error={errors.moveDate}
            />
            <SelectField
              name="stayMonths"
              label={translate("roommates.profile.stayMonths")}
              placeholder={translate("roommates.profile.choose")}
              options={ROOMMATE_STAY_OPTIONS.map((months) => ({
                value: String(months),
                label: translate("roommates.profile.stay.option", { months: String(months) }),
              }))}
              defaultValue={values.stayMonths ?? ""}
              error={errors.stayMonths}
            />
          </QuestionGroup>

          <QuestionGroup title={translate("roommates.profile.places")}>
            <p className="text-sm text-ink-600 sm:col-span-2">{translate("roommates.profile.universities.hint")}</p>
            {Array.from({ length: ROOMMATE_UNIVERSITIES_MAX }, (_, index) => (
              <SelectField
                // biome-ignore lint/suspicious/noArrayIndexKey: the selects are fixed slots
                key={index}
                name="universities"
                label={translate("roommates.profile.university", { n: String(index + 1) })}
                placeholder={translate("roommates.profile.university.none")}
                options={universities}
                defaultValue={chosenUniversities[index] ?? ""}
                error={index === 0 ? errors.universities : undefined}
              />
            ))}
            <TextField
              name="neighbourhoods"
              label={translate("roommates.profile.neighbourhoods")}
              hint={translate("roommates.profile.neighbourhoods.hint")}
              defaultValue={values.neighbourhoods}
              error={errors.neighbourhoods}
              className="sm:col-span-2"
            />
          </QuestionGroup>

          <QuestionGroup title={translate("roommates.profile.routine")}>
            <RadioGroupField
              name="rhythm"
              label={translate("roommates.profile.rhythm")}
              options={DAILY_RHYTHMS.map((rhythm) => ({
                value: rhythm,
                label: translate(`roommates.profile.rhythm.${rhythm}`),
              }))}
              defaultValue={values.rhythm}
              error={errors.rhythm}
              className="sm:col-span-2"
            />
            {scale("cleanliness")}
            {scale("noiseTolerance")}
            {scale("guestsFrequency")}
            {scale("studySocialBalance")}
          </QuestionGroup>

          <QuestionGroup title={translate("roommates.profile.habits")}>
            {(["smoker", "acceptsSmokers", "hasPets", "acceptsPets"] as const).map((name) => (
              <RadioGroupField
                key={name}
                name={name}
                inline
                label={translate(`roommates.profile.${name}`)}
                options={yesNo}
                defaultValue={values[name]}
                error={errors[name]}
              />
            ))}
          </QuestionGroup>

          <QuestionGroup title={translate("roommates.profile.aboutYou")}>
            <RadioGroupField
              name="gender"
              label={translate("roommates.profile.gender")}
              options={GENDERS.map((gender) => ({
                value: gender,
                label: translate(`roommates.profile.gender.${gender}`),
              }))}
              defaultValue={values.gender}
              error={errors.gender}
            />
            <RadioGroupField
              name="genderPreference"
              label={translate("roommates.profile.genderPreference")}
              options={GENDER_PREFERENCES.map((preference) => ({
                value: preference,
                label: translate(`roommates.profile.genderPreference.${preference}`),
              }))}
              defaultValue={values.genderPreference}
              error={errors.genderPreference}
            />
            <div className="sm:col-span-2">
              <CheckboxGroupField
                name="languages"
                label={translate("roommates.profile.languages")}
                options={ROOMMATE_LANGUAGES.map((language) => ({
                  value: language,
                  label: translate(`roommates.language.${language}`),
                }))}
                defaultValues={values.languages}
                error={errors.languages}
              />
            </div>
            <div className="sm:col-span-2">
              <CheckboxGroupField
                name="interests"
                label={translate("roommates.profile.interests")}
                hint={translate("roommates.profile.interests.hint", { max: ROOMMATE_INTERESTS_MAX })}
                options={ROOMMATE_INTERESTS.map((interest) => ({
                  value: interest,
                  label: translate(`roommates.interest.${interest}`),
                }))}
                defaultValues={values.interests}
                error={errors.interests}
              />
            </div>
            <TextAreaField
              name="bio"
              label={translate("roommates.profile.bio")}
              hint={translate("roommates.profile.bio.hint", { max: ROOMMATE_BIO_MAX })}
              maxLength={ROOMMATE_BIO_MAX}
              defaultValue={values.bio}
              error={errors.bio}
              className="sm:col-span-2"
            />
          </QuestionGroup>

          <QuestionGroup title={translate("roommates.profile.contact")}>
            <PhoneField
              name="whatsapp"
              label={translate("roommates.profile.whatsapp")}
              hint={translate("roommates.profile.whatsapp.hint")}
              defaultValue={values.whatsapp}
              defaultCountry={values.whatsappCountry}
              error={errors.whatsapp ?? errors.whatsappCountry}
            />
            <div className="sm:col-span-2">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-sand-300 bg-white px-3.5 py-3 has-checked:border-pine-600 has-checked:bg-pine-50">
                <input
                  type="checkbox"
                  name="visible"
                  defaultChecked={values.visible === "on" || values.visible === "true"}
                  aria-describedby="roommate-visible-hint"
                  className="mt-1 size-4 accent-pine-700"
                />
                <span>
                  <span className="block font-semibold text-ink-900">{translate("roommates.profile.visible")}</span>
                  <span id="roommate-visible-hint" className="block text-sm text-ink-600">
                    {translate("roommates.profile.visible.hint")}
                  </span>
                </span>
              </label>
            </div>
          </QuestionGroup>

          <button type="submit" name="intent" value="save" className={primaryButton}>
            {translate("roommates.profile.save")}
          </button>
        </Form>
      </div>
    </>
  );
}
