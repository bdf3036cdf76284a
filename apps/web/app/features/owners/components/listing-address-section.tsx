import { BRAZILIAN_STATES, DEFAULT_LISTING_CITY, DEFAULT_LISTING_STATE } from "@campuslar/domain/listing/listing-form";
import { useT } from "../../../i18n/t.ts";
import { SelectField } from "../../../ui/form/select-field.tsx";
import { TextField } from "../../../ui/form/text-field.tsx";
import { type ListingFieldReaders, ListingFormSection } from "./listing-editor-fields.tsx";
import "../messages.ts";
import "../../../catalogue/listing-facts/listing-field-messages.ts";

type Props = Pick<ListingFieldReaders, "text" | "errorOf"> & {
  /** What the last zip code lookup said (e.g. "address filled in from the zip code"). */
  cepNotice?: string;
};

/**
 * The listing's address: the zip code with its "Find the address" button (a submit button, so
 * it works without JavaScript too), then the street, number and the rest the lookup fills in.
 */
export function ListingAddressSection({ text, errorOf, cepNotice }: Props) {
  const { t } = useT();
  return (
    <ListingFormSection legend={t("owner.section.place")}>
      <div className="sm:col-span-2">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            name="postalCode"
            label={t("owner.field.postalCode")}
            hint={t("owner.field.postalCode.hint")}
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="01310-100"
            defaultValue={text("postalCode")}
            error={errorOf("postalCode")}
            className="min-w-0 flex-1 basis-48"
          />
          <button
            type="submit"
            name="intent"
            value="cep"
            className="mb-px inline-flex min-h-11 items-center rounded-full border border-pine-700 bg-white px-4 font-semibold text-pine-800 hover:bg-pine-50"
          >
            {t("owner.field.postalCode.lookup")}
          </button>
        </div>
        <p aria-live="polite" className="mt-1.5 text-sm text-pine-800">
          {cepNotice ?? ""}
        </p>
      </div>
      <TextField
        name="street"
        autoComplete="address-line1"
        label={t("owner.field.street")}
        defaultValue={text("street")}
        error={errorOf("street")}
        className="sm:col-span-2"
      />
      <TextField
        name="number"
        label={t("owner.field.number")}
        defaultValue={text("number")}
        error={errorOf("number")}
      />
      <TextField
        name="complement"
        autoComplete="address-line2"
        label={t("owner.field.complement")}
        defaultValue={text("complement")}
        error={errorOf("complement")}
      />
      <TextField
        name="neighbourhood"
        label={t("owner.field.neighbourhood")}
        defaultValue={text("neighbourhood")}
        error={errorOf("neighbourhood")}
      />
      <TextField
        name="city"
        autoComplete="address-level2"
        label={t("owner.field.city")}
        defaultValue={text("city", DEFAULT_LISTING_CITY)}
        error={errorOf("city")}
      />
      <SelectField
        name="state"
        label={t("owner.field.state")}
        options={BRAZILIAN_STATES.map((uf) => ({ value: uf, label: uf }))}
        defaultValue={text("state", DEFAULT_LISTING_STATE)}
        error={errorOf("state")}
      />
    </ListingFormSection>
  );
}
