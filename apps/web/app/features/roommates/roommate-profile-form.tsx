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
import { Form } from "react-router";
import { useT } from "../../i18n/t.ts";
import { Button } from "../../ui/button.tsx";
import { ChoiceGroupField } from "../../ui/form/choice-group-field.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { type FieldOption, SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { TextAreaField } from "../../ui/form/textarea-field.tsx";
import { QuestionGroup, ScaleField } from "./questionnaire-fields.tsx";
import type { RoommateFormErrors, RoommateFormValues } from "./roommate-form.ts";
import "./questionnaire-messages.ts";

type Props = {
  /** What the form shows: the saved profile, or what a refused submission typed. */
  values: RoommateFormValues;
  /** The message next to each field after a refused submission. */
  errors: RoommateFormErrors["fields"];
  /** The message above the form after a refused submission. */
  formError?: string;
  /** The universities to choose from, as the selects' options. */
  universities: FieldOption[];
};

/** The questionnaire itself: one plain form, saved with its "Save questionnaire" button. */
export function RoommateProfileForm({ values, errors, formError, universities }: Props) {
  const { t: translate } = useT();
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
    <Form method="post" noValidate className="space-y-6" aria-labelledby="roommate-form-title">
      <h2 id="roommate-form-title" className="sr-only">
        {translate("roommates.profile.title")}
      </h2>
      {formError ? <FormAlert>{formError}</FormAlert> : null}

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
        <ChoiceGroupField
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
          <ChoiceGroupField
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
        <ChoiceGroupField
          name="gender"
          label={translate("roommates.profile.gender")}
          options={GENDERS.map((gender) => ({
            value: gender,
            label: translate(`roommates.profile.gender.${gender}`),
          }))}
          defaultValue={values.gender}
          error={errors.gender}
        />
        <ChoiceGroupField
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
          <ChoiceGroupField
            type="checkbox"
            name="languages"
            label={translate("roommates.profile.languages")}
            options={ROOMMATE_LANGUAGES.map((language) => ({
              value: language,
              label: translate(`roommates.language.${language}`),
            }))}
            defaultValue={values.languages}
            inline
            pills
            error={errors.languages}
          />
        </div>
        <div className="sm:col-span-2">
          <ChoiceGroupField
            type="checkbox"
            name="interests"
            label={translate("roommates.profile.interests")}
            hint={translate("roommates.profile.interests.hint", { max: ROOMMATE_INTERESTS_MAX })}
            options={ROOMMATE_INTERESTS.map((interest) => ({
              value: interest,
              label: translate(`roommates.interest.${interest}`),
            }))}
            defaultValue={values.interests}
            inline
            pills
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

      <Button type="submit" name="intent" value="save">
        {translate("roommates.profile.save")}
      </Button>
    </Form>
  );
}
