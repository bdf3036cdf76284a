import { LISTING_DESCRIPTION_MAX, LISTING_TITLE_MAX } from "@campuslar/domain/listing/listing-form";
import { useT } from "../../../i18n/t.ts";
import { TextField } from "../../../ui/form/text-field.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import { type ListingFieldReaders, ListingFormSection } from "./listing-editor-fields.tsx";
import "../messages.ts";
import "../../../catalogue/listing-facts/listing-field-messages.ts";

/** The listing's title and description in Portuguese, and optionally in English. */
export function ListingTextsSection({ text, errorOf }: Pick<ListingFieldReaders, "text" | "errorOf">) {
  const { t } = useT();
  return (
    <ListingFormSection legend={t("owner.section.about")}>
      <TextField
        name="title"
        label={t("owner.field.title")}
        hint={
          <>
            {t("owner.field.title.hint")} <span lang="pt-BR">{t("owner.field.title.example")}</span>
          </>
        }
        maxLength={LISTING_TITLE_MAX}
        defaultValue={text("title")}
        error={errorOf("title")}
        className="sm:col-span-2"
        lang="pt-BR"
      />
      <TextAreaField
        name="description"
        label={t("owner.field.description")}
        hint={t("owner.field.description.hint")}
        maxLength={LISTING_DESCRIPTION_MAX}
        rows={5}
        defaultValue={text("description")}
        error={errorOf("description")}
        className="sm:col-span-2"
        lang="pt-BR"
      />
      {/* Optional English versions, for students from abroad; written in English, so marked so. */}
      <TextField
        name="titleEn"
        type="text"
        label={t("owner.field.titleEn")}
        hint={t("owner.field.titleEn.hint")}
        maxLength={LISTING_TITLE_MAX}
        defaultValue={text("titleEn")}
        error={errorOf("titleEn")}
        className="sm:col-span-2"
        lang="en"
      />
      <TextAreaField
        name="descriptionEn"
        label={t("owner.field.descriptionEn")}
        maxLength={LISTING_DESCRIPTION_MAX}
        rows={5}
        defaultValue={text("descriptionEn")}
        error={errorOf("descriptionEn")}
        className="sm:col-span-2"
        lang="en"
      />
    </ListingFormSection>
  );
}
