import { GENDER_PREFERENCES, IN_ROOM_ITEMS } from "@campuslar/domain/property/property-enums";
import { useT } from "../../../i18n/t.ts";
import { ChoiceGroupField } from "../../../ui/form/choice-group-field.tsx";
import { ChoiceList } from "./choice-list.tsx";
import { type ListingFieldReaders, ListingFormSection, NumberField } from "./listing-editor-fields.tsx";
import "../messages.ts";
import "../../../catalogue/listing-facts/listing-facts-messages.ts";
import "../../../catalogue/listing-facts/listing-field-messages.ts";

/**
 * Living together: shared bedroom and bathroom, what the room has, and who the owner takes
 * (gender, smokers, ages).
 */
export function ListingSharingSection({ text, list, errorOf }: ListingFieldReaders) {
  const { t } = useT();
  const yesNo = [
    { value: "true", label: t("owner.form.yes") },
    { value: "false", label: t("owner.form.no") },
  ];
  return (
    <ListingFormSection legend={t("owner.section.sharing")}>
      <ChoiceGroupField
        name="sharedBedroom"
        label={t("owner.field.sharedBedroom")}
        options={yesNo}
        inline
        defaultValue={text("sharedBedroom")}
        error={errorOf("sharedBedroom")}
      />
      <ChoiceGroupField
        name="sharedBathroom"
        label={t("owner.field.sharedBathroom")}
        options={yesNo}
        inline
        defaultValue={text("sharedBathroom")}
        error={errorOf("sharedBathroom")}
      />
      <ChoiceList
        name="inRoomItems"
        label={t("owner.field.inRoomItems")}
        options={IN_ROOM_ITEMS.map((item) => ({ value: item, label: t(`listing.inRoom.${item}`) }))}
        checked={list("inRoomItems")}
        error={errorOf("inRoomItems")}
        className="sm:col-span-2"
      />
      <ChoiceGroupField
        name="genderPreference"
        label={t("owner.field.genderPreference")}
        options={GENDER_PREFERENCES.map((gender) => ({
          value: gender,
          label: t(`owner.field.genderPreference.${gender}`),
        }))}
        defaultValue={text("genderPreference")}
        error={errorOf("genderPreference")}
      />
      <ChoiceGroupField
        name="smokersAllowed"
        label={t("owner.field.smokersAllowed")}
        options={yesNo}
        inline
        defaultValue={text("smokersAllowed")}
        error={errorOf("smokersAllowed")}
      />
      <NumberField name="minAge" label={t("owner.field.minAge")} value={text("minAge")} error={errorOf("minAge")} />
      <NumberField name="maxAge" label={t("owner.field.maxAge")} value={text("maxAge")} error={errorOf("maxAge")} />
    </ListingFormSection>
  );
}
