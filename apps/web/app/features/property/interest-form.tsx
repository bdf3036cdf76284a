import { type InterestFormBounds, roomName } from "@campuslar/domain/lead/interest-bounds";
import { CONTACT_METHODS, FOUND_VIA, WARRANTY_TYPES } from "@campuslar/domain/lead/lead-enums";
import { formatBRL, formatReaisInput } from "@campuslar/domain/money/money";
import type { User } from "@campuslar/domain/user/user-forms";
import { useT } from "../../i18n/t.ts";
import { bindFields } from "../../ui/form/bind-fields.ts";
import { ChoiceGroupField } from "../../ui/form/choice-group-field.tsx";
import { IdempotentForm } from "../../ui/form/idempotent-form.tsx";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { TextAreaField } from "../../ui/form/textarea-field.tsx";
import { INTEREST_FIELDS, type InterestErrors, type InterestValues, SALE_FIELDS } from "./interest-fields.ts";
import "./interest-messages.ts";
import "../../catalogue/interest-labels-messages.ts";

type Props = {
  purpose: "rent" | "sale";
  /** The advertised rent or asking price as shown (`R$ 2.750,00`), a hint next to the proposal or offer. */
  priceText: string;
  /** The asking price in reais: the offer's example, written as this page writes money. */
  askingPrice: number;
  /** A key made for this render of the form, sent as `Idempotency-Key`: a double submit is one lead. */
  idempotencyKey: string;
  /** Today in São Paulo (`YYYY-MM-DD`), the earliest move or visit date. */
  today: string;
  /** A rental's bounds (`interestBounds` of the listing): the proposal, stay and room it takes. */
  bounds?: InterestFormBounds | undefined;
  /** Its rooms in order, for the room choice of a listing priced per room. */
  rooms?: readonly { available: boolean }[];
  /** The logged-in visitor: their name, e-mail and phone fill the form (still editable). */
  account?: Pick<User, "name" | "email" | "phone"> | null;
  values?: InterestValues;
  errors?: InterestErrors;
};

/**
 * The listing page's form: spec §3's tenant interest form, or a sale listing's contact form.
 * A plain POST to the page's action, so it works without JavaScript; the server checks it with
 * the domain's schema and answers each field's message in the visitor's language, keeping
 * everything typed.
 */
export function InterestForm({
  purpose,
  priceText,
  askingPrice,
  idempotencyKey,
  today,
  bounds,
  rooms = [],
  account,
  values: typed,
  errors,
}: Props) {
  const { t, locale } = useT();
  // What was typed wins; a first view of a logged-in visitor starts from the account.
  const prefilled = typed === undefined && account ? account : null;
  const values: InterestValues =
    typed ?? (prefilled ? { name: prefilled.name, email: prefilled.email, phone: prefilled.phone } : {});
  const sale = purpose === "sale";
  const fields = errors?.fields ?? {};
  const field = bindFields(values, fields);

  const yesNo = [
    { value: "true", label: t("interest.yes") },
    { value: "false", label: t("interest.no") },
  ];

  return (
    <section
      id="interesse"
      aria-labelledby="interesse-heading"
      className="rounded-2xl border border-sand-200 bg-white p-5 sm:p-6"
    >
      <h2 id="interesse-heading" className="font-display text-h3 font-semibold text-ink-900">
        {t(sale ? "interest.sale.heading" : "interest.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t(sale ? "interest.sale.lead" : "interest.lead")}</p>
      <IdempotentForm
        scopeId="interesse"
        idempotencyKey={idempotencyKey}
        errors={errors}
        // A message for a field this form does not show (the listing itself, say) goes on top.
        fields={sale ? SALE_FIELDS : INTEREST_FIELDS}
        failed={t("interest.failed")}
        submitLabel={t(sale ? "interest.sale.submit" : "interest.submit")}
        submittingLabel={t("interest.submitting")}
        submitClassName="w-full"
        className="mt-5 space-y-5"
      >
        {prefilled ? (
          <p className="rounded-lg bg-pine-50 px-3 py-2 text-sm text-pine-800" data-testid="interest-prefilled">
            {t("interest.prefilled")}
          </p>
        ) : null}
        <TextField {...field("name")} autoComplete="name" label={t("interest.name")} />
        <PhoneField
          {...field("phone")}
          label={t("interest.phone")}
          defaultCountry={values.phoneCountry}
          error={fields.phone ?? fields.phoneCountry}
        />
        <TextField {...field("email")} type="email" autoComplete="email" label={t("interest.email")} />
        <ChoiceGroupField {...field("isStudent")} label={t("interest.isStudent")} options={yesNo} inline />
        <SelectField
          {...field("foundVia")}
          label={t("interest.foundVia")}
          placeholder={t("interest.choose")}
          options={FOUND_VIA.map((value) => ({ value, label: t(`interest.foundVia.${value}`) }))}
        />
        {sale ? (
          <>
            <TextField
              {...field("offerValue")}
              inputMode="decimal"
              label={t("interest.offer")}
              hint={t("interest.offer.hint", { price: priceText })}
              placeholder={formatReaisInput(askingPrice)}
            />
            <TextField {...field("visitDate")} type="date" min={today} label={t("interest.visitDate")} />
          </>
        ) : (
          <>
            <TextField {...field("moveDate")} type="date" min={today} label={t("interest.moveDate")} />
            <SelectField
              {...field("stayPeriodMonths")}
              label={t("interest.stayPeriod")}
              hint={bounds ? t("interest.stayPeriod.range", { min: bounds.stay.min, max: bounds.stay.max }) : undefined}
              placeholder={t("interest.choose")}
              options={(bounds?.stay.options ?? []).map((months) => ({
                value: String(months),
                label: t("interest.stayPeriod.option", { months }),
              }))}
            />
            {bounds?.room.required ? (
              <SelectField
                {...field("roomNumber")}
                label={t("interest.room")}
                hint={t("interest.room.hint")}
                placeholder={t("interest.choose")}
                options={rooms.map((room, index) => {
                  const name = roomName(index + 1, locale);
                  return room.available
                    ? { value: String(index + 1), label: name }
                    : { value: String(index + 1), label: t("interest.room.taken", { room: name }), disabled: true };
                })}
              />
            ) : null}
            <ChoiceGroupField
              {...field("warrantyType")}
              label={t("interest.warranty")}
              options={WARRANTY_TYPES.map((value) => ({ value, label: t(`interest.warranty.${value}`) }))}
            />
            <TextField
              {...field("proposalValue")}
              inputMode="decimal"
              label={t("interest.proposal")}
              hint={
                bounds?.proposal
                  ? t("interest.proposal.range", {
                      price: priceText,
                      min: formatBRL(bounds.proposal.min),
                      max: formatBRL(bounds.proposal.max),
                    })
                  : t("interest.proposal.hint", { price: priceText })
              }
              placeholder="2.500,00"
            />
          </>
        )}
        {sale ? (
          <TextAreaField {...field("message")} label={t("interest.message")} />
        ) : (
          <TextAreaField {...field("comments")} label={t("interest.comments")} />
        )}
        <ChoiceGroupField
          {...field("contactMethod")}
          label={t("interest.contactMethod")}
          options={CONTACT_METHODS.map((value) => ({ value, label: t(`interest.contactMethod.${value}`) }))}
          inline
        />
      </IdempotentForm>
    </section>
  );
}
