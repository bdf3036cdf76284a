import { ROOMMATE_SCALE } from "@campuslar/domain/roommates/roommate-options";
import { type ReactNode, useId } from "react";
import { FieldError } from "../../ui/form/field.tsx";

/*
 * The questionnaire's own kinds of field, drawn like the site's form fields (legend, hint, the
 * message under the group tied with `aria-describedby`), each option at least 44 px to tap.
 */

const STEPS = Array.from({ length: ROOMMATE_SCALE.max - ROOMMATE_SCALE.min + 1 }, (_, i) => ROOMMATE_SCALE.min + i);

/** A 1–5 answer with words at both ends ("needs quiet" … "noise is fine"). */
export function ScaleField({
  name,
  label,
  low,
  high,
  pointLabel,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  low: string;
  high: string;
  /** The spoken name of one point, e.g. "3 of 5". */
  pointLabel: (value: number) => string;
  defaultValue?: string;
  error?: string;
}) {
  const id = useId();
  const endsId = `${id}-ends`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={[endsId, error ? errorId : null].filter(Boolean).join(" ")}>
      <legend className="block text-sm font-semibold text-ink-900">{label}</legend>
      <div className="mt-1.5 grid grid-cols-5 gap-1.5">
        {STEPS.map((value) => (
          <label
            key={value}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-sand-300 bg-white font-semibold text-ink-900 has-checked:border-pine-600 has-checked:bg-pine-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600"
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === String(value)}
              aria-invalid={error ? true : undefined}
              // Spoken as "3 of 5"; the label's visible text is the number itself.
              aria-label={pointLabel(value)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <span className="pointer-events-none">{value}</span>
          </label>
        ))}
      </div>
      <p id={endsId} className="mt-1 flex justify-between gap-3 text-sm text-ink-600">
        <span>1: {low}</span>
        <span className="text-right">5: {high}</span>
      </p>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** A group of the questionnaire under its own heading. */
export function QuestionGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-sand-200 bg-white p-5 sm:p-6">
      <legend className="px-1 font-display text-h3 font-semibold text-ink-900">{title}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
