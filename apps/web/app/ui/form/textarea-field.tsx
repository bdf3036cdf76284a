import { type ReactNode, type TextareaHTMLAttributes, useId } from "react";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> & {
  name: string;
  label: string;
  /** The message for this field, already in the visitor's language. */
  error?: string;
  hint?: ReactNode;
};

/** A labelled multi-line text box with its message under it, like `TextField`. */
export function TextAreaField({ name, label, error, hint, className, rows = 4, ...textarea }: TextAreaFieldProps) {
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
      <textarea
        id={id}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3.5 py-2 text-ink-900 shadow-xs placeholder:text-ink-600/70 focus:border-pine-600 aria-invalid:border-brand-700"
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
