import { type InputHTMLAttributes, type ReactNode, useId } from "react";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  name: string;
  label: string;
  /** The message for this field, already in the visitor's language. */
  error?: string;
  /** A hint shown under the label (e.g. the password rule). */
  hint?: ReactNode;
};

/**
 * A labelled input with its message right under it (DESIGN §5: one message per field, next to
 * the field). The message is tied to the input (`aria-describedby`, `aria-invalid`), so a
 * screen reader reads it when the field gets focus. The type is always written out (`text`
 * unless told): an input without one makes tokens such as `autocomplete="postal-code"`
 * invalid HTML.
 */
export function TextField({ name, label, error, hint, className, type = "text", ...input }: TextFieldProps) {
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
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3.5 py-2 text-ink-900 shadow-xs placeholder:text-ink-600/70 focus:border-pine-600 aria-invalid:border-brand-700"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
