import { type ReactNode, type SelectHTMLAttributes, useId } from "react";

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

/**
 * A labelled select with its message under it, like `TextField`: tied to the control with
 * `aria-describedby` and `aria-invalid`, so a screen reader reads it on focus.
 */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </div>
      ) : null}
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900 shadow-xs focus:border-pine-600 aria-invalid:border-brand-700"
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
