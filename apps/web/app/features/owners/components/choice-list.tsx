import { useId } from "react";
import { FieldError } from "../../../ui/form/field.tsx";

type ChoiceListProps = {
  /** One name for every box: the form sends the ticked values as a list. */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
  className?: string;
  /**
   * Part of a larger list under one fieldset (the amenities inside and outside the home share
   * the name `amenities`): a sub-heading instead of a group of its own, so every box of the
   * name stays in one group for assistive technology.
   */
  part?: boolean;
};

/**
 * Tick boxes that make one list (amenities, in-room items, included bills): a labelled group,
 * each option a whole row to tap (at least 44 px), the group's message under it.
 */
export function ChoiceList({ name, label, options, checked, error, className, part = false }: ChoiceListProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const Group = part ? "div" : "fieldset";
  const Heading = part ? "p" : "legend";
  return (
    <Group className={className} aria-describedby={error && !part ? errorId : undefined}>
      <Heading className="block text-sm font-semibold text-ink-900">{label}</Heading>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm text-ink-900 has-checked:border-pine-600 has-checked:bg-pine-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error && part ? errorId : undefined}
              className="size-4 accent-pine-700"
            />
            <span className="inline-block first-letter:uppercase">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </Group>
  );
}
