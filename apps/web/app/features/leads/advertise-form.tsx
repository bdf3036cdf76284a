import { CONTRACT_LENGTHS, USUAL_MIN_CONTRACT_MONTHS } from "@campuslar/domain/property/contract-costs";
import { useT } from "../../i18n/t.ts";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { RadioGroupField } from "../../ui/form/radio-group-field.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { TextAreaField } from "../../ui/form/textarea-field.tsx";
import { CheckboxGroupField, FieldGroup, LeadForm } from "./lead-form.tsx";
import {
  ADVERTISE_FIELDS,
  BILLS,
  billField,
  FORM_ANCHORS,
  type LeadFormErrors,
  type LeadFormValues,
  ROOM_COUNTS,
} from "./lead-form-fields.ts";
import "./messages.ts";

type Props = {
  idempotencyKey: string;
  /** Today in São Paulo (`YYYY-MM-DD`), the earliest visit or move date. */
  today: string;
  values?: LeadFormValues;
  errors?: LeadFormErrors;
};

/**
 * Spec §3's owner advertise form, every field, in groups: the owner, the address, the property,
 * the rent, the dates and the rest (comments and the optional discount coupon).
 */
export function AdvertiseForm({ idempotencyKey, today, values = {}, errors }: Props) {
  const { t } = useT();
  const fields = errors?.fields ?? {};
  const yesNo = [
    { value: "true", label: t("leadForm.yes") },
    { value: "false", label: t("leadForm.no") },
  ];
  const rooms = ROOM_COUNTS.map((count) => ({ value: String(count), label: String(count) }));
  const billsError = Object.entries(fields).find(([field]) => field.startsWith("billsIncluded"))?.[1];
  const ticked = new Set(BILLS.map(billField).filter((name) => values[name] !== undefined));

  return (
    <LeadForm
      id={FORM_ANCHORS.advertise}
      heading={t("advertisePage.form.heading")}
      lead={t("advertisePage.form.lead")}
      idempotencyKey={idempotencyKey}
      fields={ADVERTISE_FIELDS}
      errors={errors}
      submitLabel={t("advertisePage.submit")}
    >
      <FieldGroup legend={t("advertisePage.you")}>
        <TextField
          name="name"
          autoComplete="name"
          label={t("leadForm.name")}
          defaultValue={values.name}
          error={fields.name}
          className="sm:col-span-2"
        />
        <PhoneField
          name="phone"
          label={t("leadForm.phone")}
          placeholder="(11) 91234-5678"
          defaultValue={values.phone}
          defaultCountry={values.phoneCountry}
          error={fields.phone ?? fields.phoneCountry}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t("advertisePage.email")}
          defaultValue={values.email}
          error={fields.email}
        />
      </FieldGroup>

      <FieldGroup legend={t("advertisePage.place")}>
        <TextField
          name="postalCode"
          autoComplete="postal-code"
          inputMode="numeric"
          label={t("advertisePage.postalCode")}
          placeholder="01310-100"
          defaultValue={values.postalCode}
          error={fields.postalCode}
        />
        <TextField
          name="neighbourhood"
          label={t("advertisePage.neighbourhood")}
          defaultValue={values.neighbourhood}
          error={fields.neighbourhood}
        />
        <TextField
          name="address"
          autoComplete="address-line1"
          label={t("advertisePage.address")}
          defaultValue={values.address}
          error={fields.address}
          className="sm:col-span-2"
        />
        <TextField
          name="number"
          inputMode="numeric"
          label={t("advertisePage.number")}
          defaultValue={values.number}
          error={fields.number}
        />
        <TextField
          name="complement"
          autoComplete="address-line2"
          label={t("advertisePage.complement")}
          placeholder={t("advertisePage.complement.placeholder")}
          defaultValue={values.complement}
          error={fields.complement}
        />
      </FieldGroup>

      <FieldGroup legend={t("advertisePage.home")}>
        <SelectField
          name="bedrooms"
          label={t("advertisePage.bedrooms")}
          placeholder={t("leadForm.choose")}
          options={rooms}
          defaultValue={values.bedrooms ?? ""}
          error={fields.bedrooms}
        />
        <SelectField
          name="bathrooms"
          label={t("advertisePage.bathrooms")}
          placeholder={t("leadForm.choose")}
          options={rooms}
          defaultValue={values.bathrooms ?? ""}
          error={fields.bathrooms}
        />
        <RadioGroupField
          name="parking"
          label={t("advertisePage.parking")}
          options={yesNo}
          inline
          defaultValue={values.parking}
          error={fields.parking}
        />
        <RadioGroupField
          name="allowPets"
          label={t("advertisePage.allowPets")}
          options={yesNo}
          inline
          defaultValue={values.allowPets}
          error={fields.allowPets}
        />
      </FieldGroup>

      <FieldGroup
        legend={t("advertisePage.rent")}
        note={t("advertisePage.contractPeriod.hint", { months: USUAL_MIN_CONTRACT_MONTHS })}
      >
        <TextField
          name="monthlyRent"
          inputMode="decimal"
          label={t("advertisePage.monthlyRent")}
          placeholder="2.500,00"
          defaultValue={values.monthlyRent}
          error={fields.monthlyRent}
        />
        <SelectField
          name="contractPeriodMonths"
          label={t("advertisePage.contractPeriod")}
          placeholder={t("leadForm.choose")}
          options={CONTRACT_LENGTHS.map((months) => ({
            value: String(months),
            label: t("advertisePage.contractPeriod.option", { months }),
          }))}
          defaultValue={values.contractPeriodMonths ?? ""}
          error={fields.contractPeriodMonths}
        />
        <CheckboxGroupField
          label={t("advertisePage.bills")}
          hint={t("advertisePage.bills.hint")}
          options={BILLS.map((bill) => ({ name: billField(bill), label: t(`advertisePage.bills.${bill}`) }))}
          checked={ticked}
          error={billsError}
          className="sm:col-span-2"
        />
        <TextAreaField
          name="proposal"
          rows={3}
          label={t("advertisePage.proposal")}
          hint={t("advertisePage.proposal.hint")}
          defaultValue={values.proposal}
          error={fields.proposal}
          className="sm:col-span-2"
        />
      </FieldGroup>

      <FieldGroup legend={t("advertisePage.dates")}>
        <TextField
          name="visitDate"
          type="date"
          min={today}
          label={t("advertisePage.visitDate")}
          defaultValue={values.visitDate}
          error={fields.visitDate}
        />
        <TextField
          name="moveDate"
          type="date"
          min={today}
          label={t("advertisePage.moveDate")}
          defaultValue={values.moveDate}
          error={fields.moveDate}
        />
      </FieldGroup>

      <FieldGroup legend={t("advertisePage.more")}>
        <TextAreaField
          name="comments"
          label={t("advertisePage.comments")}
          hint={t("advertisePage.comments.hint")}
          defaultValue={values.comments}
          error={fields.comments}
          className="sm:col-span-2"
        />
        <TextField
          name="coupon"
          autoCapitalize="characters"
          label={t("advertisePage.coupon")}
          hint={t("advertisePage.coupon.hint")}
          defaultValue={values.coupon}
          error={fields.coupon}
        />
      </FieldGroup>
    </LeadForm>
  );
}
