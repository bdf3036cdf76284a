import { MIN_CONTRACT_MONTHS_OPTIONS } from "@campuslar/domain/listing/listing-form";
import { INCLUDED_BILLS } from "@campuslar/domain/property/property-enums";
import { useT } from "../../../i18n/t.ts";
import { SelectField } from "../../../ui/form/select-field.tsx";
import { TextField } from "../../../ui/form/text-field.tsx";
import { ChoiceList } from "./choice-list.tsx";
import { type ListingFieldReaders, ListingFormSection } from "./listing-editor-fields.tsx";
import "../messages.ts";
import "../../../catalogue/listing-facts-messages.ts";
import "../../../catalogue/listing-field-messages.ts";

/** The rent and the contract: monthly rent, shortest contract, bills included, available from. */
export function ListingRentSection({ text, list, errorOf }: ListingFieldReaders) {
  const { t } = useT();
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
      <ChoiceList
        name="includedBills"
        label={t("owner.field.includedBills")}
        options={INCLUDED_BILLS.map((bill) => ({ value: bill, label: t(`listing.bills.${bill}`) }))}
        checked={list("includedBills")}
        error={errorOf("includedBills")}
        className="sm:col-span-2"
      />
      <TextField
        name="availableFrom"
        type="date"
        label={t("owner.field.availableFrom")}
        defaultValue={text("availableFrom")}
        error={errorOf("availableFrom")}
      />
    </ListingFormSection>
  );
}
