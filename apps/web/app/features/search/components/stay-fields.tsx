import { isPastDay, saoPauloToday, semesterYear } from "@campuslar/domain/dates/move-in-dates";
import { useId, useState } from "react";
import { type SearchValues, STAY_DATES } from "../../../catalogue/search-params.ts";
import { useT } from "../../../i18n/t.ts";
import type { SearchErrors } from "../search.server.ts";
import { FieldError } from "./field-error.tsx";
import { ChipGroup, INPUT_CLASS, LEGEND_CLASS } from "./filter-controls.tsx";
import "../messages.ts";

/** The stays offered by name, in the order a student thinks of them; the domain's `STAYS`. */
const NAMED_STAYS = ["first_semester", "second_semester", "year"] as const;

/**
 * "When do you move in?" (issue 22): the move-in date, then for how long — any, a semester, a year
 * or dates, the last adding a move-out date. The move-out field shows only with "dates", by CSS
 * (`:has`), so it appears the moment the chip is chosen, with or without JavaScript.
 * Dates start today in São Paulo (issue 34): the calendars offer no day before it, a day typed
 * before it is refused next to its field, and each semester says the year it is searched for.
 */
export function StayFields({ values, errors }: { values: SearchValues; errors: SearchErrors }) {
  const { t } = useT();
  const today = saoPauloToday();
  // An address with a move-out date and no stay (a shared link) is a search by dates.
  const stay = values.stay ?? (values.moveOut ? STAY_DATES : undefined);
  return (
    <fieldset className="group/stay">
      <legend className={LEGEND_CLASS}>{t("search.filters.when")}</legend>
      <div className="mt-2 flex flex-col gap-4">
        <DateField name="moveIn" label={t("search.filters.moveIn")} min={today} values={values} errors={errors} />
        <ChipGroup
          legend={t("search.filters.stay")}
          name="stay"
          value={stay}
          errors={errors}
          options={[
            { value: "", label: t("search.filters.stay.any") },
            ...NAMED_STAYS.map((name) => ({
              value: name,
              label:
                name === "year"
                  ? t("search.filters.stay.year")
                  : t(`search.filters.stay.${name}`, { year: String(semesterYear(name, today)) }),
            })),
            { value: STAY_DATES, label: t("search.filters.stay.dates") },
          ]}
        />
        <DateField
          name="moveOut"
          label={t("search.filters.moveOut")}
          min={today}
          values={values}
          errors={errors}
          // Shown while "dates" is chosen, and always while it holds a refused value, so its message shows.
          className={errors.moveOut ? "" : "hidden group-has-[input[name=stay][value=dates]:checked]/stay:block"}
        />
        <p className="text-xs text-ink-700">{t("search.filters.stay.hint")}</p>
      </div>
    </fieldset>
  );
}

/**
 * A day picked in the browser's own calendar (YYYY-MM-DD in the address), its message beneath.
 * A day before `min` typed with JavaScript on is refused here, in the page's words instead of the
 * browser's bubble, and nothing is sent; the server refuses it too (a shared link, no JavaScript).
 */
function DateField({
  name,
  label,
  min,
  values,
  errors,
  className = "",
}: {
  name: "moveIn" | "moveOut";
  label: string;
  min: string;
  values: SearchValues;
  errors: SearchErrors;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [tooEarly, setTooEarly] = useState(false);
  const shown: SearchErrors = tooEarly ? { ...errors, [name]: "pastDate" } : errors;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm text-ink-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={values[name] ?? ""}
        min={min}
        onInvalid={(event) => {
          const input = event.currentTarget;
          if (input.validity.rangeUnderflow && isPastDay(input.value, min)) {
            event.preventDefault();
            setTooEarly(true);
          }
        }}
        onChange={() => setTooEarly(false)}
        aria-invalid={shown[name] ? true : undefined}
        aria-describedby={shown[name] ? errorId : undefined}
        className={INPUT_CLASS}
      />
      <FieldError id={errorId} errors={shown} names={[name]} />
    </div>
  );
}
