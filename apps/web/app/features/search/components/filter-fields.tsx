import { collator } from "@campuslar/domain/i18n/intl-formats";
import { formatReais } from "@campuslar/domain/money/money";
import type { PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import { useId } from "react";
import { AMENITY_FILTERS, type SearchParam, type SearchValues } from "../../../catalogue/search-params.ts";
import { commuteNoteText } from "../../../catalogue/transit/commute-text.ts";
import { useCommuteNetworkDate } from "../../../catalogue/transit/use-network-date.ts";
import { useT } from "../../../i18n/t.ts";
import { ChevronRightIcon } from "../../../ui/icons/search-icons.tsx";
import type { SearchErrors } from "../search.server.ts";
import { FieldError } from "./field-error.tsx";
import { ChipGroup, INPUT_CLASS, LEGEND_CLASS } from "./filter-controls.tsx";
import { sectionId } from "./filter-sections.ts";
import { StayFields } from "./stay-fields.tsx";
import "../../../catalogue/listing-facts/listing-labels-messages.ts";
import "../../../catalogue/transit/commute-messages.ts";
import "../../../catalogue/card/verification-messages.ts";
import "../messages.ts";

/** The commute filter's university and its choices of minutes; absent until a university is chosen. */
export type CommuteFilter = { universityName: string; choices: readonly number[] };

export function FilterFields({
  values,
  errors,
  filters,
  showUniversity,
  commute,
}: {
  values: SearchValues;
  errors: SearchErrors;
  filters: PropertyFilters | null;
  showUniversity: boolean;
  commute: CommuteFilter | null;
}) {
  const { locale, t: translate } = useT();
  const id = useId();
  const option = (name: string, count: number | undefined) =>
    count === undefined ? name : translate("search.filters.option", { name, count });
  const priceBounds = filters?.prices.rent;
  const amenityCounts = new Map(filters?.amenities.map((a) => [a.flag, a.count]));
  const shownAmenities = AMENITY_FILTERS.filter(
    (flag) => values[flag] !== undefined || amenityCounts.size === 0 || (amenityCounts.get(flag) ?? 0) > 0,
  );
  const amenitiesChosen = AMENITY_FILTERS.some((flag) => values[flag] !== undefined);

  return (
    <>
      {filters ? null : <p className="text-sm text-ink-700">{translate("search.filters.unavailable")}</p>}

      <fieldset id={sectionId("price")}>
        <legend className={LEGEND_CLASS}>{translate("search.filters.price")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {(["minPrice", "maxPrice"] as const).map((name) => {
            const bound = name === "minPrice" ? priceBounds?.min : priceBounds?.max;
            return (
              <AmountField
                key={name}
                name={name}
                label={translate(`search.filters.${name}`)}
                values={values}
                errors={errors}
                // Money in the spec's format in both languages (issue 34): "1.400,00", as cards write it.
                placeholder={bound === undefined ? undefined : formatReais(Math.round(bound))}
              />
            );
          })}
          {/* What is paid every month, all in (issue 22): the rent is not the whole bill. */}
          <AmountField
            name="maxTotal"
            label={translate("search.filters.maxTotal")}
            hint={translate("search.filters.maxTotal.hint")}
            values={values}
            errors={errors}
            className="col-span-2"
          />
        </div>
      </fieldset>

      <ChipGroup
        id={sectionId("rooms")}
        legend={translate("search.filters.bedrooms")}
        name="bedrooms"
        value={values.bedrooms}
        errors={errors}
        options={[
          { value: "", label: translate("search.filters.any") },
          ...[1, 2, 3, 4].map((n) => ({
            value: String(n),
            label: n === 4 ? translate("search.filters.bedrooms.4") : String(n),
          })),
        ]}
      />

      <ChipGroup
        id={sectionId("type")}
        legend={translate("search.filters.type")}
        name="type"
        value={values.type}
        errors={errors}
        options={[
          { value: "", label: translate("search.filters.any") },
          ...(["coliving", "apartamento", "residencia_estudantil"] as const).map((type) => ({
            value: type,
            label: option(
              translate(`accommodation.type.${type}`),
              filters?.types.find((item) => item.type === type)?.count,
            ),
          })),
        ]}
      />

      {/* "More filters" on a phone's bar opens the sheet here. */}
      <div id={sectionId("more")} className="flex flex-col gap-6">
        <StayFields values={values} errors={errors} />

        {showUniversity && filters && filters.universities.length > 0 ? (
          <SelectField
            label={translate("search.filters.university")}
            name="university"
            value={values.university}
            errors={errors}
            options={[
              { value: "", label: translate("search.filters.anyUniversity") },
              ...filters.universities.map((u) => ({ value: u.slug, label: option(u.shortName, u.count) })),
            ]}
          />
        ) : null}

        {commute ? <CommuteChoices commute={commute} values={values} errors={errors} /> : null}

        {filters && filters.neighbourhoods.length > 0 ? (
          <SelectField
            label={translate("search.filters.neighbourhood")}
            name="neighbourhood"
            value={values.neighbourhood}
            errors={errors}
            options={[
              { value: "", label: translate("search.filters.anyNeighbourhood") },
              ...filters.neighbourhoods
                .toSorted((a, b) => collator(locale === "pt" ? "pt-BR" : "en").compare(a.name, b.name))
                .map((n) => ({ value: n.name, label: option(n.name, n.count) })),
            ]}
          />
        ) : null}

        <fieldset>
          <legend className={LEGEND_CLASS}>{translate("search.filters.features")}</legend>
          <div className="mt-1 flex flex-col">
            <Checkbox name="furnished" label={translate("search.filters.furnished")} checked={values.furnished} />
            <Checkbox name="pets" label={translate("search.filters.pets")} checked={values.pets} />
            <Checkbox name="verified" label={translate("verified.filter")} checked={values.verified} />
          </div>
          <FieldError id={`${id}-features-error`} errors={errors} names={["furnished", "pets", "verified"]} />
        </fieldset>

        <details open={amenitiesChosen || undefined} className="group/amenities">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
            {translate("search.filters.amenities")}
            <ChevronRightIcon className="size-4 transition-transform group-open/amenities:rotate-90" />
          </summary>
          {/* The label also names the group while the details are closed, when the legend is hidden. */}
          <fieldset className="mt-1" aria-label={translate("search.filters.amenities")}>
            <legend className="sr-only">{translate("search.filters.amenities")}</legend>
            <div className="flex flex-col">
              {shownAmenities.map((flag) => (
                <Checkbox
                  key={flag}
                  name={flag}
                  label={option(translate(`search.amenity.${flag}`), amenityCounts.get(flag))}
                  checked={values[flag]}
                />
              ))}
            </div>
            <FieldError id={`${id}-amenities-error`} errors={errors} names={AMENITY_FILTERS} />
          </fieldset>
        </details>
      </div>
    </>
  );
}

/**
 * "Commute to FGV by public transport": any, or at most 15, 30, 45 or 60 minutes (`maxCommute`),
 * with what the minutes are an estimate of. A number of minutes the address gives that is not
 * among the choices is shown as its own, so the chips never hide a filter that applies.
 */
function CommuteChoices({
  commute,
  values,
  errors,
}: {
  commute: CommuteFilter;
  values: SearchValues;
  errors: SearchErrors;
}) {
  const { locale, t: translate } = useT();
  const networkDate = useCommuteNetworkDate();
  const given = values.maxCommute === undefined || errors.maxCommute ? undefined : Number(values.maxCommute);
  const minutes =
    given !== undefined && Number.isInteger(given) && !commute.choices.includes(given)
      ? [...commute.choices, given].sort((a, b) => a - b)
      : commute.choices;
  return (
    <div>
      <ChipGroup
        legend={translate("search.filters.commute", { university: commute.universityName })}
        name="maxCommute"
        value={values.maxCommute}
        errors={errors}
        options={[
          { value: "", label: translate("search.filters.commute.any") },
          ...minutes.map((n) => ({
            value: String(n),
            label: translate("search.filters.commute.upTo", { minutes: n }),
          })),
        ]}
      />
      <p className="mt-2 text-xs text-ink-700">{commuteNoteText(locale, networkDate)}</p>
    </div>
  );
}

/** An amount in reais the visitor types (a price bound), its message beneath when it was set aside. */
function AmountField({
  name,
  label,
  hint,
  placeholder,
  values,
  errors,
  className = "",
}: {
  name: "minPrice" | "maxPrice" | "maxTotal";
  label: string;
  hint?: string;
  placeholder?: string;
  values: SearchValues;
  errors: SearchErrors;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors[name] ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm text-ink-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={values[name] ?? ""}
        placeholder={placeholder}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={INPUT_CLASS}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} names={[name]} />
    </div>
  );
}

function Checkbox({ name, label, checked }: { name: string; label: string; checked: string | undefined }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-900">
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked === "true" || checked === "1"}
        className="size-5 shrink-0 rounded accent-pine-700"
      />
      {label}
    </label>
  );
}

function SelectField({
  label,
  name,
  value,
  errors,
  options,
}: {
  label: string;
  name: SearchParam;
  value: string | undefined;
  errors: SearchErrors;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <div>
      <label htmlFor={id} className={LEGEND_CLASS}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={known ? value : ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        className={INPUT_CLASS}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} errors={errors} names={[name]} />
    </div>
  );
}
