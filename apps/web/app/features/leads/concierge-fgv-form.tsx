import { useT } from "../../i18n/t.ts";
import { bindFields } from "../../ui/form/bind-fields.ts";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { LeadForm } from "./lead-form.tsx";
import type { LeadFormState } from "./lead-form-fields.ts";
import "./messages.ts";

type Props = LeadFormState;

/** The FGV concierge sign-up: full name and a WhatsApp number, with its country. */
export function ConciergeFgvForm({ idempotencyKey, values = {}, errors }: Props) {
  const { t } = useT();
  const fields = errors?.fields ?? {};
  const field = bindFields(values, fields);
  return (
    <LeadForm form="conciergeFgv" idempotencyKey={idempotencyKey} errors={errors}>
      <div className="space-y-5">
        <TextField {...field("fullName")} autoComplete="name" label={t("fgvPage.fullName")} />
        <PhoneField
          {...field("messagingContact")}
          label={t("fgvPage.messagingContact")}
          hint={t("fgvPage.messagingContact.hint")}
          defaultCountry={values.messagingContactCountry}
          error={fields.messagingContact ?? fields.messagingContactCountry}
        />
      </div>
    </LeadForm>
  );
}
