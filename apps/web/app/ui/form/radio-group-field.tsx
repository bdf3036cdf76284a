import { type ReactNode, useId } from "react";
import type { FieldOption } from "./select-field.tsx";

type RadioGroupFieldProps = {
  name: string;
  /** The question, read as the group's name. */
  label: string;
  options: readonly FieldOption[];
  /** The option picked when the page is drawn (a failed submission's answer). */
  defaultValue?: string;
  /** The message for this group, already in the visitor's language. */
  error?: string;
  hint?: ReactNode;
  /** Options side by side (short answers such as yes/no) instead of one under another. */
  inline?: boolean;
  className?: string;
};

/**
 * A set of radio buttons as one labelled field (fieldset and legend), with its message under it
 * tied to the group (`aria-describedby`) and `aria-invalid` on each option. Each option is a
 * whole row to tap, at least 44 px high.
 */
export function RadioGroupField({
  name,
  label,
  options,
  defaultValue,
  error,
  hint,
  inline = false,
  className,
}: RadioGroupFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="block text-sm font-semibold text-ink-900">{label}</legend>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </div>
      ) : null}
      <div className={inline ? "mt-1.5 flex flex-wrap gap-2" : "mt-1.5 grid gap-2"}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-300 bg-white px-3.5 py-2 text-ink-900 has-checked:border-pine-600 has-checked:bg-pine-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-pine-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
