import { SERVICE_KINDS, type ServiceKind } from "@campuslar/domain/lead/lead-enums";
import { useT } from "../../i18n/t.ts";
import { bindFields } from "../../ui/form/bind-fields.ts";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { TextAreaField } from "../../ui/form/textarea-field.tsx";
import { LeadForm } from "./lead-form.tsx";
import type { LeadFormState } from "./lead-form-fields.ts";
import "./messages.ts";

type Props = LeadFormState & {
  /** The service picked from a card (`?servico=repairs`), unless the visitor chose another. */
  preselected?: ServiceKind;
};

/** A request for one of the other offers: which one, who asks, and what they need. */
export function ServiceRequestForm({ idempotencyKey, preselected, values = {}, errors }: Props) {
  const { t } = useT();
  const fields = errors?.fields ?? {};
  const field = bindFields(values, fields);
  const service = values.service ?? preselected ?? "";
  return (
    <LeadForm form="services" idempotencyKey={idempotencyKey} errors={errors}>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <SelectField
          // A card's button picks another service: the select starts over from it.
          key={service}
          name="service"
          label={t("servicesPage.service")}
          placeholder={t("leadForm.choose")}
          options={SERVICE_KINDS.map((kind) => ({ value: kind, label: t(`servicesPage.${kind}.title`) }))}
          defaultValue={service}
          error={fields.service}
          className="sm:col-span-2 lg:col-span-1"
        />
        <TextField
          {...field("name")}
          autoComplete="name"
          label={t("leadForm.name")}
          className="sm:col-span-2 lg:col-span-1"
        />
        <TextField {...field("email")} type="email" autoComplete="email" label={t("leadForm.email")} />
        <PhoneField
          {...field("phone")}
          label={t("leadForm.phone")}
          placeholder="(11) 91234-5678"
          defaultCountry={values.phoneCountry}
          error={fields.phone ?? fields.phoneCountry}
        />
        <TextField
          {...field("propertyCode")}
          autoCapitalize="characters"
          label={t("servicesPage.propertyCode")}
          hint={t("servicesPage.propertyCode.hint")}
          className="sm:col-span-2 lg:col-span-1"
        />
        <TextAreaField
          {...field("message")}
          label={t("servicesPage.message")}
          hint={t("servicesPage.message.hint")}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
    </LeadForm>
  );
}
