import type { ReactNode } from "react";
import { TextField } from "../../../ui/form/text-field.tsx";

/**
 * How a section of the listing editor reads its fields: the starting text of one, the ticked
 * boxes of a list, and the message a refused save left for it.
 */
export type ListingFieldReaders = {
  text: (name: string, fallback?: string) => string;
  list: (name: string) => string[];
  errorOf: (name: string) => string | undefined;
};

/** One titled group of the listing editor's fields. */
export function ListingFormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-sand-200 pt-5 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left w-full font-display text-h3 font-semibold text-ink-900">{legend}</legend>
      <div className="clear-left grid gap-5 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function NumberField({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
}) {
  return (
    <TextField name={name} label={label} inputMode="numeric" pattern="[0-9]*" defaultValue={value} error={error} />
  );
}
