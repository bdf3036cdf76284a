import type { ReactNode } from "react";
import { FieldError, useFieldIds } from "./field.tsx";
import type { FieldOption } from "./select-field.tsx";

/**
 * One choice of a group. `name`: the option's own field when each box is a field of its own
 * (it then sends its `value`, often "true"); `defaultChecked`: whether it starts ticked, when
 * the group's `defaultValue` cannot say (boxes of their own share a value).
 */
export type Choice = FieldOption & { name?: string; defaultChecked?: boolean };

type ChoiceGroupFieldProps = {
  /** Radio buttons (one answer) or tick boxes (any number). */
  type?: "radio" | "checkbox";
  /** The field every choice sends under, unless a choice names its own. */
  name?: string;
  /** The question, read as the group's name. */
  label: ReactNode;
  options: readonly Choice[];
  /** The value or values picked when the page is drawn (a refused submission's answer). */
  defaultValue?: string | readonly string[];
  /** The message for this group, already in the visitor's language. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Choices side by side, wrapping (short answers such as yes/no), instead of one under another. */
  inline?: boolean;
  /** Each choice a rounded pill (a list of tags) rather than a row. */
  pills?: boolean;
  className?: string;
  /** The base of the hint's and message's ids (`<idBase>-error`), when the page names them. */
  idBase?: string;
};

const ROW =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-300 bg-white px-3.5 py-2 text-ink-900 has-checked:border-pine-600 has-checked:bg-pine-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600";
const PILL =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-300 bg-white px-3.5 py-2 text-ink-900 has-checked:border-pine-600 has-checked:bg-pine-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600";

function startsChecked(choice: Choice, defaultValue: ChoiceGroupFieldProps["defaultValue"]): boolean {
  if (choice.defaultChecked !== undefined) return choice.defaultChecked;
  return typeof defaultValue === "string"
    ? defaultValue === choice.value
    : (defaultValue?.includes(choice.value) ?? false);
}

/**
 * Radio buttons or tick boxes as one labelled field (fieldset and legend), the hint under the
 * legend and the message under the choices, both tied to the group (`aria-describedby`), with
 * `aria-invalid` on each choice. Each choice is a whole row or pill to tap, at least 44 px high.
 */
export function ChoiceGroupField({
  type = "radio",
  name,
  label,
  options,
  defaultValue,
  error,
  hint,
  inline = false,
  pills = false,
  className,
  idBase,
}: ChoiceGroupFieldProps) {
  const { hintId, errorId, describedBy } = useFieldIds(hint, error, idBase);
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="block text-sm font-semibold text-ink-900">{label}</legend>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </div>
      ) : null}
      <div className={inline ? "mt-1.5 flex flex-wrap gap-2" : "mt-1.5 grid gap-2"}>
        {options.map((choice) => (
          <label key={choice.name ?? choice.value} className={pills ? PILL : ROW}>
            <input
              type={type}
              name={choice.name ?? name}
              value={choice.value}
              defaultChecked={startsChecked(choice, defaultValue)}
              disabled={choice.disabled}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-pine-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
