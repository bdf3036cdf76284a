import {
  ACCOMMODATION_TYPES,
  ADVERTISED_UNITS,
  AMENITY_FLAGS,
  OUTSIDE_AMENITIES,
} from "@campuslar/domain/property/property-enums";
import { useT } from "../../../i18n/t.ts";
import { ChoiceGroupField } from "../../../ui/form/choice-group-field.tsx";
import { SelectField } from "../../../ui/form/select-field.tsx";
import { ChoiceList } from "./choice-list.tsx";
import { type ListingFieldReaders, ListingFormSection, NumberField } from "./listing-editor-fields.tsx";
import "../messages.ts";
import "../../../catalogue/listing-facts/listing-labels-messages.ts";
import "../../../catalogue/listing-facts/listing-facts-messages.ts";
import "../../../catalogue/listing-facts/listing-field-messages.ts";

const INSIDE_AMENITIES = AMENITY_FLAGS.filter((flag) => !(OUTSIDE_AMENITIES as readonly string[]).includes(flag));

/** What is advertised: the whole home or a room, and what kind of home it is. */
export function ListingUnitSection({ text, errorOf }: Pick<ListingFieldReaders, "text" | "errorOf">) {
  const { t } = useT();
  return (
    <ListingFormSection legend={t("owner.section.unit")}>
      <ChoiceGroupField
        name="advertisedUnit"
        label={t("owner.field.advertisedUnit")}
        options={ADVERTISED_UNITS.map((unit) => ({ value: unit, label: t(`owner.field.advertisedUnit.${unit}`) }))}
        defaultValue={text("advertisedUnit")}
        error={errorOf("advertisedUnit")}
        inline
      />
      <SelectField
        name="type"
        label={t("owner.field.type")}
        placeholder={t("owner.form.choose")}
        options={ACCOMMODATION_TYPES.map((type) => ({ value: type, label: t(`accommodation.type.${type}`) }))}
        defaultValue={text("type")}
        error={errorOf("type")}
      />
    </ListingFormSection>
  );
}

/** The home's size: area, bedrooms, bathrooms and how many people it takes. */
export function ListingHomeSection({ text, errorOf }: Pick<ListingFieldReaders, "text" | "errorOf">) {
  const { t } = useT();
  return (
    <ListingFormSection legend={t("owner.section.home")}>
      <NumberField name="areaM2" label={t("owner.field.areaM2")} value={text("areaM2")} error={errorOf("areaM2")} />
      <NumberField
        name="bedrooms"
        label={t("owner.field.bedrooms")}
        value={text("bedrooms")}
        error={errorOf("bedrooms")}
      />
      <NumberField
        name="bathrooms"
        label={t("owner.field.bathrooms")}
        value={text("bathrooms")}
        error={errorOf("bathrooms")}
      />
      <NumberField
        name="capacity"
        label={t("owner.field.capacity")}
        value={text("capacity")}
        error={errorOf("capacity")}
      />
    </ListingFormSection>
  );
}

/** The amenities, in two lists of boxes (inside the home, in the building) sent as one field. */
export function ListingAmenitiesSection({ list, errorOf }: Pick<ListingFieldReaders, "list" | "errorOf">) {
  const { t } = useT();
  return (
    <ListingFormSection legend={t("owner.section.amenities")}>
      <ChoiceList
        name="amenities"
        label={t("owner.field.amenitiesInside")}
        options={INSIDE_AMENITIES.map((flag) => ({ value: flag, label: t(`listing.amenity.${flag}`) }))}
        checked={list("amenities")}
        error={errorOf("amenities")}
        className="sm:col-span-2"
        part
      />
      <ChoiceList
        name="amenities"
        label={t("owner.field.amenitiesOutside")}
        options={OUTSIDE_AMENITIES.map((flag) => ({ value: flag, label: t(`listing.amenity.${flag}`) }))}
        checked={list("amenities")}
        className="sm:col-span-2"
        part
      />
    </ListingFormSection>
  );
}
