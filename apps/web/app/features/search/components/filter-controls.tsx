import { useId } from "react";
import type { SearchParam } from "../../../catalogue/search-params.ts";
import type { SearchErrors } from "../search.server.ts";
import { FieldError } from "./field-error.tsx";

/** The filters' shared look: a group's heading and a typed or chosen value's box. */
export const LEGEND_CLASS = "text-sm font-semibold text-ink-900";
export const INPUT_CLASS =
  "mt-1 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900 placeholder:text-ink-600 focus:border-pine-600 aria-invalid:border-brand-700";

/** One choice among a few, as a row of chips: radios underneath, so the form works without JavaScript. */
export function ChipGroup({
  id: sectionElementId,
  legend,
  name,
  value,
  errors,
  options,
  className,
}: {
  id?: string;
  legend: string;
  name: SearchParam;
  value: string | undefined;
  errors: SearchErrors;
  options: { value: string; label: string }[];
  className?: string;
}) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <fieldset id={sectionElementId} aria-describedby={errors[name] ? `${id}-error` : undefined} className={className}>
      <legend className={LEGEND_CLASS}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {options.map((o) => (
          <label key={o.value} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={known ? o.value === value : o.value === ""}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-sand-300 bg-white px-3 text-sm font-medium text-ink-900 transition-colors peer-checked:border-pine-700 peer-checked:bg-pine-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-pine-600 hover:border-pine-600">
              {o.label}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} errors={errors} names={[name]} />
    </fieldset>
  );
}
