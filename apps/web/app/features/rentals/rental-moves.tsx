import type { InterestFormBounds } from "@campuslar/domain/lead/interest-bounds";
import { formatReaisInput } from "@campuslar/domain/money/money";
import type { RentalView } from "@campuslar/domain/rentals/rental-forms";
import { DECLINE_REASON_LABEL } from "@campuslar/domain/rentals/rental-messages";
import { DECLINE_REASONS } from "@campuslar/domain/rentals/rental-process";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "../../i18n/t.ts";
import { Button } from "../../ui/button.tsx";
import { bindFields } from "../../ui/form/bind-fields.ts";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import type { FormRefusal } from "../../ui/form/idempotent-form.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { TextAreaField } from "../../ui/form/textarea-field.tsx";
import "./messages.ts";

/** The moves a page offers as a plain button: they need nothing but a yes. */
export const BUTTON_MOVES = ["accept", "accept_counter", "withdraw", "decline_counter"] as const;
/** The moves with a form of their own. */
export const FORM_MOVES = ["decline", "counter"] as const;
export type PageMove = (typeof BUTTON_MOVES)[number] | (typeof FORM_MOVES)[number];

/** What a refused move sends back: which move, what was typed and the messages. */
export type MoveRefusal = { move: string; values: Record<string, string>; errors: FormRefusal };

type Props = {
  rental: RentalView;
  /** The listing's stay and rent bounds, for the counter-proposal's choices; null when unknown. */
  bounds: InterestFormBounds | null;
  today: string;
  refusal: MoveRefusal | undefined;
};

/**
 * The caller's moves on this rental (`view.moves`, decided by the API): each a plain POST to the
 * page's action, so they work without JavaScript; a refusal keeps what was typed.
 */
export function RentalMoves({ rental, bounds, today, refusal }: Props) {
  const { t } = useT();
  const can = (move: PageMove) => rental.moves.includes(move);
  const buttons = BUTTON_MOVES.filter(can);
  const refusedHere = (move: string) => (refusal?.move === move ? refusal : undefined);
  const buttonRefusal = refusal && (BUTTON_MOVES as readonly string[]).includes(refusal.move) ? refusal : undefined;
  return (
    <section aria-labelledby="rental-moves" className="space-y-6">
      <h2 id="rental-moves" className="font-display text-h3 font-semibold text-ink-900">
        {t("rentals.moves.title")}
      </h2>
      {buttonRefusal?.errors.form ? <FormAlert>{buttonRefusal.errors.form}</FormAlert> : null}
      {buttons.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {buttons.map((move) => (
            <MoveForm key={move} move={move}>
              <MoveButton move={move} secondary={move === "withdraw" || move === "decline_counter"} />
            </MoveForm>
          ))}
        </div>
      ) : null}
      {can("counter") ? (
        <CounterForm rental={rental} bounds={bounds} today={today} refusal={refusedHere("counter")} />
      ) : null}
      {can("decline") ? <DeclineForm refusal={refusedHere("decline")} /> : null}
    </section>
  );
}

function MoveForm({ move, children, className }: { move: PageMove; children: ReactNode; className?: string }) {
  return (
    <Form method="post" noValidate className={className}>
      <input type="hidden" name="move" value={move} />
      {children}
    </Form>
  );
}

/** The move's button, busy while its own form is being sent. */
function MoveButton({ move, secondary = false }: { move: PageMove; secondary?: boolean }) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("move") === move;
  return (
    <Button type="submit" variant={secondary ? "secondary" : "primary"} busy={busy}>
      {busy ? t("rentals.move.sending") : t(`rentals.move.${move}`)}
    </Button>
  );
}

function FormCard({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
      <h3 id={id} className="font-semibold text-ink-900">
        {title}
      </h3>
      {lead ? <p className="mt-1 text-sm text-ink-700">{lead}</p> : null}
      {children}
    </section>
  );
}

/** The owner's counter-proposal: rent, move-in date and months, starting from the proposal's. */
function CounterForm({
  rental,
  bounds,
  today,
  refusal,
}: Omit<Props, "refusal"> & { refusal: MoveRefusal | undefined }) {
  const { t } = useT();
  const values = refusal?.values ?? {
    proposalValue: formatReaisInput(rental.terms.monthlyRent),
    moveDate: rental.terms.moveIn,
    stayPeriodMonths: String(rental.terms.months),
  };
  const field = bindFields(values, refusal?.errors.fields);
  const months = bounds?.stay.options ?? [rental.terms.months];
  return (
    <FormCard id="counter-title" title={t("rentals.counter.title")} lead={t("rentals.counter.lead")}>
      <MoveForm move="counter" className="mt-4 space-y-4">
        {refusal?.errors.form ? <FormAlert>{refusal.errors.form}</FormAlert> : null}
        <TextField {...field("proposalValue")} inputMode="decimal" label={t("rentals.counter.rent")} />
        <TextField {...field("moveDate")} type="date" min={today} label={t("rentals.counter.moveDate")} />
        <SelectField
          {...field("stayPeriodMonths")}
          label={t("rentals.counter.months")}
          options={months.map((n) => ({ value: String(n), label: t("rentals.propose.monthsOption", { months: n }) }))}
        />
        <TextAreaField {...field("message")} label={t("rentals.counter.message")} />
        <MoveButton move="counter" />
      </MoveForm>
    </FormCard>
  );
}

/** Declining, with a reason from the list the student will read, and a message if the owner wants. */
function DeclineForm({ refusal }: { refusal: MoveRefusal | undefined }) {
  const { t, locale } = useT();
  const field = bindFields(refusal?.values ?? {}, refusal?.errors.fields);
  return (
    <FormCard id="decline-title" title={t("rentals.decline.title")}>
      <MoveForm move="decline" className="mt-4 space-y-4">
        {refusal?.errors.form ? <FormAlert>{refusal.errors.form}</FormAlert> : null}
        <SelectField
          {...field("reason")}
          label={t("rentals.decline.reason")}
          placeholder={t("rentals.propose.choose")}
          options={DECLINE_REASONS.map((reason) => ({ value: reason, label: DECLINE_REASON_LABEL[reason][locale] }))}
        />
        <TextAreaField {...field("message")} label={t("rentals.decline.message")} />
        <MoveButton move="decline" secondary />
      </MoveForm>
    </FormCard>
  );
}
