import { CONTRACT_LENGTHS, USUAL_MIN_CONTRACT_MONTHS } from "@campuslar/domain/property/contract-costs";
import { useT } from "../../i18n/t.ts";
import { bindFields } from "../../ui/form/bind-fields.ts";
import { ChoiceGroupField } from "../../ui/form/choice-group-field.tsx";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { TextAreaField } from "../../ui/form/textarea-field.tsx";
import { FieldGroup, LeadForm } from "./lead-form.tsx";
import { BILLS, billField, type LeadFormState, ROOM_COUNTS } from "./lead-form-fields.ts";
import "./messages.ts";

type Props = LeadFormState & {
  /** Today in São Paulo (`YYYY-MM-DD`), the earliest visit or move date. */
  today: string;
};

/**
 * Spec §3's owner advertise form, every field, in groups: the owner, the address, the property,
 * the rent, the dates and the rest (comments and the optional discount coupon).
 */
export function AdvertiseForm({ idempotencyKey, today, values = {}, errors }: Props) {
  const { t } = useT();
  const fields = errors?.fields ?? {};
  const field = bindFields(values, fields);
  const yesNo = [
    { value: "true", label: t("leadForm.yes") },
    { value: "false", label: t("leadForm.no") },
  ];
  const rooms = ROOM_COUNTS.map((count) => ({ value: String(count), label: String(count) }));
  const billsError = Object.entries(fields).find(([field]) => field.startsWith("billsIncluded"))?.[1];

  return (
    <LeadForm form="advertise" idempotencyKey={idempotencyKey} errors={errors}>
      <FieldGroup legend={t("advertisePage.you")}>
        <TextField {...field("name")} autoComplete="name" label={t("leadForm.name")} className="sm:col-span-2" />
        <PhoneField
          {...field("phone")}
          label={t("leadForm.phone")}
          placeholder="(11) 91234-5678"
          defaultCountry={values.phoneCountry}
          error={fields.phone ?? fields.phoneCountry}
        />
        <TextField {...field("email")} type="email" autoComplete="email" label={t("advertisePage.email")} />
      </FieldGroup>

      <FieldGroup legend={t("advertisePage.place")}>
        <TextField
          {...field("postalCode")}
          autoComplete="postal-code"
          inputMode="numeric"
          label={t("advertisePage.postalCode")}
          placeholder="01310-100"
        />
        <TextField {...field("neighbourhood")} label={t("advertisePage.neighbourhood")} />
        <TextField
          {...field("address")}
          autoComplete="address-line1"
          label={t("advertisePage.address")}
          className="sm:col-span-2"
        />
        <TextField {...field("number")} inputMode="numeric" label={t("advertisePage.number")} />
        <TextField
          {...field("complement")}
          autoComplete="address-line2"
          label={t("advertisePage.complement")}
          placeholder={t("advertisePage.complement.placeholder")}
        />
      </FieldGroup>

      <FieldGroup legend={t("advertisePage.home")}>
        <SelectField
          {...field("bedrooms")}
          label={t("advertisePage.bedrooms")}
          placeholder={t("leadForm.choose")}
          options={rooms}
        />
        <SelectField
          {...field("bathrooms")}
          label={t("advertisePage.bathrooms")}
          placeholder={t("leadForm.choose")}
          options={rooms}
        />
        <ChoiceGroupField {...field("parking")} label={t("advertisePage.parking")} options={yesNo} inline />
        <ChoiceGroupField {...field("allowPets")} label={t("advertisePage.allowPets")} options={yesNo} inline />
      </FieldGroup>

      <FieldGroup
        legend={t("advertisePage.rent")}
        note={t("advertisePage.contractPeriod.hint", { months: USUAL_MIN_CONTRACT_MONTHS })}
      >
        <TextField
          {...field("monthlyRent")}
          inputMode="decimal"
          label={t("advertisePage.monthlyRent")}
          placeholder="2.500,00"
        />
        <SelectField
          {...field("contractPeriodMonths")}
          label={t("advertisePage.contractPeriod")}
          placeholder={t("leadForm.choose")}
          options={CONTRACT_LENGTHS.map((months) => ({
            value: String(months),
            label: t("advertisePage.contractPeriod.option", { months }),
          }))}
        />
        <ChoiceGroupField
          type="checkbox"
          label={t("advertisePage.bills")}
          hint={t("advertisePage.bills.hint")}
          options={BILLS.map((bill) => ({
            name: billField(bill),
            value: "true",
            label: t(`advertisePage.bills.${bill}`),
            // Ticked when the refused submission sent it.
            defaultChecked: values[billField(bill)] !== undefined,
          }))}
          inline
          error={billsError}
          className="sm:col-span-2"
        />
        <TextAreaField
          {...field("proposal")}
          rows={3}
          label={t("advertisePage.proposal")}
          hint={t("advertisePage.proposal.hint")}
          className="sm:col-span-2"
        />
      </FieldGroup>

      <FieldGroup legend={t("advertisePage.dates")}>
        <TextField {...field("visitDate")} type="date" min={today} label={t("advertisePage.visitDate")} />
        <TextField {...field("moveDate")} type="date" min={today} label={t("advertisePage.moveDate")} />
      </FieldGroup>

      <FieldGroup legend={t("advertisePage.more")}>
        <TextAreaField
          {...field("comments")}
          label={t("advertisePage.comments")}
          hint={t("advertisePage.comments.hint")}
          className="sm:col-span-2"
        />
        <TextField
          {...field("coupon")}
          autoCapitalize="characters"
          label={t("advertisePage.coupon")}
          hint={t("advertisePage.coupon.hint")}
        />
      </FieldGroup>
    </LeadForm>
  );
}
