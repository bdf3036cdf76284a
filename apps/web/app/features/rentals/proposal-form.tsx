import { type InterestFormBounds, roomName } from "@campuslar/domain/lead/interest-bounds";
import { WARRANTY_TYPES } from "@campuslar/domain/lead/lead-enums";
import { formatBRL, parseTypedReais } from "@campuslar/domain/money/money";
import { OCCUPANTS_MAX } from "@campuslar/domain/rentals/rental-forms";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/t.ts";
import { bindFields } from "../../ui/form/bind-fields.ts";
import { ChoiceGroupField } from "../../ui/form/choice-group-field.tsx";
import { type FormRefusal, IdempotentForm } from "../../ui/form/idempotent-form.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { TextAreaField } from "../../ui/form/textarea-field.tsx";
import { ProposalCostsPanel } from "./proposal-costs.tsx";
import { proposalCosts } from "./rental-costs.ts";
import "./messages.ts";

/** The proposal form's fields, by the API's names (the interest form's, plus two). */
export const PROPOSAL_FIELDS = [
  "moveDate",
  "stayPeriodMonths",
  "roomNumber",
  "proposalValue",
  "warrantyType",
  "occupants",
  "message",
] as const;

type Props = {
  idempotencyKey: string;
  today: string;
  bounds: InterestFormBounds;
  rooms: readonly { available: boolean }[];
  /** The advertised rent as shown, a hint next to the offer. */
  priceText: string;
  values: Record<string, string>;
  errors?: FormRefusal | undefined;
};

const costsOf = (values: Record<string, string | undefined>) =>
  proposalCosts(parseTypedReais(values.proposalValue ?? ""), Number(values.stayPeriodMonths), values.warrantyType);

/**
 * A student's proposal: a plain POST to the page's action, so it works without JavaScript, and
 * a refusal shows each field's message next to it with everything typed kept. With JavaScript,
 * the costs beside it follow what is typed.
 */
export function ProposalForm({ idempotencyKey, today, bounds, rooms, priceText, values, errors }: Props) {
  const { t, locale } = useT();
  const field = bindFields(values, errors?.fields);
  const [costs, setCosts] = useState(() => costsOf(values));
  const follow = (event: FormEvent<HTMLDivElement>) => {
    const form = (event.target as HTMLInputElement).form;
    if (form) setCosts(costsOf(Object.fromEntries(new FormData(form)) as Record<string, string>));
  };
  const stayOptions = bounds.stay.options.map((months) => ({
    value: String(months),
    label: t("rentals.propose.monthsOption", { months }),
  }));
  return (
    <IdempotentForm
      scopeId="proposta"
      idempotencyKey={idempotencyKey}
      errors={errors}
      fields={[...PROPOSAL_FIELDS, "idempotencyKey"]}
      failed={t("rentals.failed")}
      submitLabel={t("rentals.propose.submit")}
      submittingLabel={t("rentals.propose.submitting")}
      submitClassName="w-full sm:w-auto"
      className="space-y-5"
    >
      {/* A wrapper listens for changes: the costs panel follows the fields it is computed from. */}
      <div className="space-y-5" onChange={follow}>
        <TextField {...field("moveDate")} type="date" min={today} label={t("rentals.propose.moveDate")} />
        <SelectField
          {...field("stayPeriodMonths")}
          label={t("rentals.propose.months")}
          hint={t("rentals.propose.monthsRange", { min: bounds.stay.min, max: bounds.stay.max })}
          placeholder={t("rentals.propose.choose")}
          options={stayOptions}
        />
        {bounds.room.required ? (
          <SelectField
            {...field("roomNumber")}
            label={t("rentals.propose.room")}
            placeholder={t("rentals.propose.choose")}
            options={rooms.map((room, index) => {
              const name = roomName(index + 1, locale);
              return room.available
                ? { value: String(index + 1), label: name }
                : { value: String(index + 1), label: t("rentals.propose.roomTaken", { room: name }), disabled: true };
            })}
          />
        ) : null}
        <TextField
          {...field("proposalValue")}
          inputMode="decimal"
          label={t("rentals.propose.offer")}
          hint={
            bounds.proposal
              ? t("rentals.propose.offerRange", {
                  price: priceText,
                  min: formatBRL(bounds.proposal.min),
                  max: formatBRL(bounds.proposal.max),
                })
              : undefined
          }
        />
        <ChoiceGroupField
          {...field("warrantyType")}
          label={t("rentals.propose.guarantee")}
          // Each guarantee with what it means in one line: students from abroad rarely know them.
          options={WARRANTY_TYPES.map((value) => ({
            value,
            label: `${t(`rentals.guarantee.${value}`)}: ${t(`rentals.guarantee.${value}.hint`)}`,
          }))}
        />
        <TextField
          {...field("occupants")}
          type="number"
          inputMode="numeric"
          min={1}
          max={OCCUPANTS_MAX}
          label={t("rentals.propose.occupants")}
        />
        <TextAreaField
          {...field("message")}
          label={t("rentals.propose.message")}
          hint={t("rentals.propose.messageHint")}
        />
      </div>
      <ProposalCostsPanel costs={costs} />
    </IdempotentForm>
  );
}
