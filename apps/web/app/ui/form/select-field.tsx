import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field } from "./field.tsx";

/** `disabled`: shown, so the visitor sees it exists, but not choosable (a room already let). */
export type FieldOption = { value: string; label: string; disabled?: boolean };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "children"> & {
  name: string;
  label: string;
  options: readonly FieldOption[];
  /** A first, empty choice ("Choose…"): nothing is picked until the visitor picks. */
  placeholder?: string;
  /** The message for this field, already in the visitor's language. */
  error?: string;
  hint?: ReactNode;
};

/** A labelled select with its hint and message, wired as every `Field`. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  defaultValue,
  ...select
}: SelectFieldProps) {
  // With a placeholder and no answer yet, the placeholder is the choice shown.
  const picked = placeholder !== undefined && select.value === undefined ? (defaultValue ?? "") : defaultValue;
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900 shadow-xs focus:border-pine-600 aria-invalid:border-brand-700"
          defaultValue={picked}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
