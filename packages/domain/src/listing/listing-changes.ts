import { z } from "zod";
import { BILLS } from "../property/all-in-cost.ts";
import {
  BILL_ESTIMATE_FIELDS,
  LISTING_FORM_FIELDS,
  LISTING_FORM_IMPLIED,
  type ListingForm,
  type ListingFormField,
} from "./listing-form.ts";

/*
 * Moderation of edits to a published listing (decision 017): what the owner changed, field by
 * field, for the owner's editor and for staff reviewing the change.
 */

/** Fields whose value is a set: the order in which boxes were ticked is not a change. */
const SET_FIELDS = new Set<ListingFormField>(["amenities", "inRoomItems", "includedBills"]);

export type FormValue = ListingForm[ListingFormField];

/** A value as compared: sets sorted, blank text as absent (an emptied optional field). */
function canonical(field: ListingFormField, value: FormValue): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (Array.isArray(value)) {
    const items = SET_FIELDS.has(field) ? [...value].sort() : value;
    return items.length === 0 ? undefined : JSON.stringify(items);
  }
  return JSON.stringify(value);
}

export const FieldChangeSchema = z.object({
  field: z.enum(LISTING_FORM_FIELDS as [ListingFormField, ...ListingFormField[]]),
  /** As the form holds it (text, number, list or yes/no); null when it was or becomes empty. */
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = { field: ListingFormField; before: FormValue | null; after: FormValue | null };

/** The bill each estimate field prices. */
const BILL_OF_ESTIMATE = new Map<ListingFormField, (typeof BILLS)[number]>(
  BILLS.map((bill) => [BILL_ESTIMATE_FIELDS[bill], bill]),
);

/**
 * A field as the listing holds it: what the owner gave, else what leaving it out means. The
 * estimate of a bill the rent includes is none: the form keeps what was typed in case the box is
 * unticked again, but students see the bill as included.
 */
function held(form: ListingForm, field: ListingFormField): FormValue {
  const bill = BILL_OF_ESTIMATE.get(field);
  if (bill && (form.includedBills ?? []).includes(bill)) return undefined;
  return form[field] ?? (LISTING_FORM_IMPLIED as Partial<Record<ListingFormField, FormValue>>)[field];
}

/** The fields that differ, in the form's order. */
export function formChanges(before: ListingForm, after: ListingForm): FieldChange[] {
  return LISTING_FORM_FIELDS.filter(
    (field) => canonical(field, held(before, field)) !== canonical(field, held(after, field)),
  ).map((field) => ({ field, before: held(before, field) ?? null, after: held(after, field) ?? null }));
}

/** Same photos in the same order. */
export const samePhotoOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
