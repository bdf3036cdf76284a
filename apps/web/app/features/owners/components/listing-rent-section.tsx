import type { MonthlyCharges } from "@campuslar/domain/listing/listing-all-in";
import { MIN_CONTRACT_MONTHS_OPTIONS } from "@campuslar/domain/listing/listing-form";
import { POLICY_TERMS } from "@campuslar/domain/payments/cancellation";
import { CANCELLATION_POLICIES } from "@campuslar/domain/payments/payment-enums";
import { MAX_STAY_MONTHS_OPTIONS } from "@campuslar/domain/property/stay";
import { useT } from "../../../i18n/t.ts";
import { ChoiceGroupField } from "../../../ui/form/choice-group-field.tsx";
import { SelectField } from "../../../ui/form/select-field.tsx";
import { TextField } from "../../../ui/form/text-field.tsx";
import { ListingBills } from "./listing-bills.tsx";
import { type ListingFieldReaders, ListingFormSection } from "./listing-editor-fields.tsx";
import "../messages.ts";
import "../../../catalogue/listing-facts/listing-facts-messages.ts";
import "../../../catalogue/listing-facts/listing-field-messages.ts";

/**
 * The rent and the contract: monthly rent, shortest contract, longest stay, available from, then the month's
 * bills and the all-in total (with the listing's condomínio and IPTU, `charges`).
 */
export function ListingRentSection({
  text,
  list,
  errorOf,
  charges,
}: ListingFieldReaders & { charges: MonthlyCharges }) {
  const { locale, t } = useT();
  return (
    <ListingFormSection legend={t("owner.section.rent")}>
      <TextField
        name="rentAmount"
        inputMode="decimal"
        label={t("owner.field.rentAmount")}
        placeholder="2.500,00"
        defaultValue={text("rentAmount")}
        error={errorOf("rentAmount")}
      />
      <SelectField
        name="minContractMonths"
        label={t("owner.field.minContractMonths")}
        placeholder={t("owner.form.choose")}
        options={MIN_CONTRACT_MONTHS_OPTIONS.map((months) => ({
          value: String(months),
          label: t("owner.field.minContractMonths.option", { months }),
        }))}
        defaultValue={text("minContractMonths")}
        error={errorOf("minContractMonths")}
      />
      {/* Issue 22: exchange students come for a semester; a maximum keeps longer stays away. */}
      <SelectField
        name="maxStayMonths"
        label={t("owner.field.maxStayMonths")}
        hint={t("owner.field.maxStayMonths.hint")}
        placeholder={t("owner.field.maxStayMonths.none")}
        options={MAX_STAY_MONTHS_OPTIONS.map((months) => ({
          value: String(months),
          label: t("owner.field.minContractMonths.option", { months }),
        }))}
        defaultValue={text("maxStayMonths")}
        error={errorOf("maxStayMonths")}
      />
      <TextField
        name="availableFrom"
        type="date"
        label={t("owner.field.availableFrom")}
        defaultValue={text("availableFrom")}
        error={errorOf("availableFrom")}
      />
      {/* Issue 36, point 7: shown before a proposal and written into the lease. */}
      <ChoiceGroupField
        type="radio"
        name="cancellationPolicy"
        label={t("owner.field.cancellationPolicy")}
        options={CANCELLATION_POLICIES.map((policy) => ({ value: policy, label: POLICY_TERMS[policy].title[locale] }))}
        defaultValue={text("cancellationPolicy") || "flexible"}
        error={errorOf("cancellationPolicy")}
        hint={
          <>
            {CANCELLATION_POLICIES.map((policy) => (
              <span key={policy} className="mt-1 block">
                <strong>{POLICY_TERMS[policy].title[locale]}:</strong> {POLICY_TERMS[policy].description[locale]}
              </span>
            ))}
            <span className="mt-1 block">{t("owner.field.cancellationPolicy.notLegalAdvice")}</span>
          </>
        }
      />
      <ListingBills text={text} list={list} errorOf={errorOf} charges={charges} />
    </ListingFormSection>
  );
}
