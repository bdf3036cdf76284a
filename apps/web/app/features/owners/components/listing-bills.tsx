import { formAllInMonthly, type MonthlyCharges } from "@campuslar/domain/listing/listing-all-in";
import { BILL_ESTIMATE_FIELDS, listingDraftSchema } from "@campuslar/domain/listing/listing-form";
import { formatBRL, parseTypedReais } from "@campuslar/domain/money/money";
import { BILLS, type Bill } from "@campuslar/domain/property/all-in-cost";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../i18n/t.ts";
import { TextField } from "../../../ui/form/text-field.tsx";
import { includedBillField, listValues } from "../owner-listing-values.ts";
import type { ListingFieldReaders } from "./listing-editor-fields.tsx";
import "../bills-messages.ts";
import "../../../catalogue/listing-facts/listing-facts-messages.ts";
import "../../../catalogue/listing-facts/listing-field-messages.ts";

/** What the costs' inputs hold as typed: the rent, the ticked bills and each estimate. */
type TypedCosts = { rentAmount: string; includedBills: readonly string[] } & Record<Bill, string>;

const typedFrom = (read: (name: string) => string, included: readonly string[]): TypedCosts => ({
  rentAmount: read("rentAmount"),
  includedBills: included,
  ...(Object.fromEntries(BILLS.map((bill) => [bill, read(BILL_ESTIMATE_FIELDS[bill])])) as Record<Bill, string>),
});

/** The month's total from what is typed: an amount not (yet) readable counts as none, a rent as missing. */
function allInOf(typed: TypedCosts, charges: MonthlyCharges): number | null {
  const amount = (text: string) => (text.trim() === "" ? undefined : parseTypedReais(text));
  return formAllInMonthly(
    {
      rentAmount: amount(typed.rentAmount) ?? null,
      includedBills: typed.includedBills,
      ...Object.fromEntries(BILLS.map((bill) => [BILL_ESTIMATE_FIELDS[bill], amount(typed[bill]) ?? 0])),
    },
    charges,
  );
}

/**
 * Whether a bill's message still holds for what its inputs hold now: a save answered for earlier
 * keystrokes must not leave "required" next to a bill since ticked or priced, nor "invalid" next
 * to an amount since corrected.
 */
function stillWrong(bill: Bill, typed: TypedCosts): boolean {
  const value = typed[bill].trim();
  if (value === "") return !typed.includedBills.includes(bill);
  return !listingDraftSchema.shape[BILL_ESTIMATE_FIELDS[bill]].safeParse(value).success;
}

/**
 * The month's bills (issue 22): each one "included in the rent" or, when not, its estimated
 * monthly amount, typed as money like the rent. An included bill's estimate folds away (in CSS,
 * so also without JavaScript) but keeps what was typed, in case the box is unticked again; one
 * with a message next to it stays open. Under them, the all-in line students will see, kept
 * current as the owner types.
 */
export function ListingBills({ text, list, errorOf, charges }: ListingFieldReaders & { charges: MonthlyCharges }) {
  const { locale, t } = useT();
  const id = useId();
  const [typed, setTyped] = useState<TypedCosts>(() => typedFrom(text, list("includedBills")));

  const line = useRef<HTMLDivElement>(null);

  // Every keystroke or tick in the form (the rent's input too) brings the total up to date.
  useEffect(() => {
    const form = line.current?.closest("form");
    if (!form) return;
    const follow = () => {
      const data = new FormData(form);
      const read = (name: string) => {
        const value = data.get(name);
        return typeof value === "string" ? value : "";
      };
      const ticked = listValues(data, "includedBills");
      setTyped(typedFrom(read, ticked));
    };
    form.addEventListener("input", follow);
    form.addEventListener("change", follow);
    return () => {
      form.removeEventListener("input", follow);
      form.removeEventListener("change", follow);
    };
  }, []);

  const allIn = allInOf(typed, charges);
  const withCharges = charges.condoFee > 0 || charges.iptu > 0;
  return (
    <>
      <fieldset aria-describedby={`${id}-hint`} className="sm:col-span-2">
        <legend className="float-left w-full text-sm font-semibold text-ink-900">{t("owner.bills.heading")}</legend>
        <p id={`${id}-hint`} className="clear-left pt-1 text-sm text-ink-600">
          {t("owner.bills.hint")}
        </p>
        {errorOf("includedBills") ? (
          <p className="mt-1.5 text-sm font-medium text-brand-800">{errorOf("includedBills")}</p>
        ) : null}
        <div className="mt-3 grid items-start gap-3 lg:grid-cols-2">
          {BILLS.map((bill) => {
            const name = BILL_ESTIMATE_FIELDS[bill];
            const given = errorOf(name);
            const error = given !== undefined && stillWrong(bill, typed) ? given : undefined;
            // A message for what was typed stays in sight even once the bill is ticked.
            const open = error !== undefined && typed[bill].trim() !== "";
            return (
              <fieldset
                key={bill}
                className="group rounded-lg border border-sand-300 bg-white p-3 has-checked:border-pine-600 has-checked:bg-pine-50"
              >
                <legend className="float-left flex min-h-11 items-center font-semibold text-ink-900">
                  <span className="inline-block first-letter:uppercase">{t(`listing.bills.${bill}`)}</span>
                </legend>
                <div className="flex justify-end">
                  <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-ink-900">
                    <input
                      type="checkbox"
                      name={includedBillField(bill)}
                      value={bill}
                      defaultChecked={typed.includedBills.includes(bill)}
                      className="size-4 accent-pine-700"
                    />
                    {t("owner.bills.included")}
                  </label>
                </div>
                <TextField
                  name={name}
                  inputMode="decimal"
                  label={t("owner.bills.estimate")}
                  aria-label={t(`owner.field.${name}`)}
                  placeholder={locale === "pt" ? "0,00" : "0.00"}
                  defaultValue={text(name)}
                  error={error}
                  className={open ? "clear-left mt-1" : "clear-left mt-1 group-has-checked:hidden"}
                />
              </fieldset>
            );
          })}
        </div>
      </fieldset>
      <div
        ref={line}
        className="rounded-lg border border-pine-200 bg-pine-50 px-4 py-3 text-ink-900 sm:col-span-2"
        data-all-in
      >
        <p aria-live="polite">
          <span className="font-semibold">{t("owner.bills.allIn")}: </span>
          {allIn === null ? (
            <span className="text-ink-600">{t("owner.bills.allIn.noRent")}</span>
          ) : (
            <span className="font-display text-lg font-semibold whitespace-nowrap">{formatBRL(allIn)}</span>
          )}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          {withCharges
            ? t("owner.bills.allIn.hintCharges", {
                condoFee: formatBRL(charges.condoFee),
                iptu: formatBRL(charges.iptu),
              })
            : t("owner.bills.allIn.hint")}
        </p>
      </div>
    </>
  );
}
