import { ROOMMATE_SCALE } from "@campuslar/domain/roommates/roommate-options";
import { type ReactNode, useId } from "react";
import type { FieldOption } from "../../ui/form/select-field.tsx";

/*
 * The questionnaire's own kinds of field, drawn like the site's form fields (legend, hint, the
 * message under the group tied with `aria-describedby`), each option at least 44 px to tap.
 */

const STEPS = Array.from({ length: ROOMMATE_SCALE.max - ROOMMATE_SCALE.min + 1 }, (_, i) => ROOMMATE_SCALE.min + i);

function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-brand-800">
      {error}
    </p>
  ) : null;
}

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
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

/** Checkboxes sharing one name: a list answer (languages, interests). */
export function CheckboxGroupField({
  name,
  label,
  options,
  defaultValues = [],
  error,
  hint,
}: {
  name: string;
  label: string;
  options: readonly FieldOption[];
  defaultValues?: readonly string[];
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="block text-sm font-semibold text-ink-900">{label}</legend>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </div>
      ) : null}
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-300 bg-white px-3.5 py-2 text-ink-900 has-checked:border-pine-600 has-checked:bg-pine-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-pine-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
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
