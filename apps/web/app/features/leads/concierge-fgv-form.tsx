import { useT } from "../../i18n/t.ts";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { LeadForm } from "./lead-form.tsx";
import { CONCIERGE_FIELDS, FORM_ANCHORS, type LeadFormErrors, type LeadFormValues } from "./lead-form-fields.ts";
import "./messages.ts";

type Props = { idempotencyKey: string; values?: LeadFormValues; errors?: LeadFormErrors };

/** The FGV concierge sign-up: full name and a WhatsApp number, with its country. */
export function ConciergeFgvForm({ idempotencyKey, values = {}, errors }: Props) {
  const { t } = useT();
  const fields = errors?.fields ?? {};
  return (
    <LeadForm
      id={FORM_ANCHORS.conciergeFgv}
      heading={t("fgvPage.form.heading")}
      lead={t("fgvPage.form.lead")}
      idempotencyKey={idempotencyKey}
      fields={CONCIERGE_FIELDS}
      errors={errors}
      submitLabel={t("fgvPage.submit")}
    >
      <div className="space-y-5">
        <TextField
          name="fullName"
          autoComplete="name"
          label={t("fgvPage.fullName")}
          defaultValue={values.fullName}
          error={fields.fullName}
        />
        <PhoneField
          name="messagingContact"
          label={t("fgvPage.messagingContact")}
          hint={t("fgvPage.messagingContact.hint")}
          defaultValue={values.messagingContact}
          defaultCountry={values.messagingContactCountry}
          error={fields.messagingContact ?? fields.messagingContactCountry}
        />
      </div>
    </LeadForm>
  );
}
