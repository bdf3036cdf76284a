import { LISTING_FORM_FIELDS, LISTING_MONEY_FIELDS, type ListingForm } from "@campuslar/domain/listing/listing-form";
import type { OwnerInterest } from "@campuslar/domain/listing/owner-listing-dto";
import { formatReaisInput } from "@campuslar/domain/money/money";
import { BILLS, type Bill } from "@campuslar/domain/property/all-in-cost";

/** The listing form's fields that are lists of ticked boxes (sent as one repeated name). */
export const LIST_FIELDS = ["amenities", "inRoomItems", "includedBills"] as const;

/**
 * A bill's "included in the rent" box: one name per bill, since each box sits in its own bill's
 * group and boxes of one name belong in one group; read back together as `includedBills`.
 */
export const includedBillField = (bill: Bill): string => `includedBills.${bill}`;

/** A list field's values from a form: the ticked boxes of its name, or the bills ticked as included. */
export function listValues(form: FormData, name: string): string[] {
  if (name === "includedBills") return BILLS.filter((bill) => form.get(includedBillField(bill)) !== null);
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** Messages after a refused save: one per field, one for the form (the shape of api-form.server.ts). */
export type FormErrors = { fields: Record<string, string>; form?: string };

/** What the form's inputs show: text per field, a list for the tick boxes. */
export type EditorValues = Record<string, string | string[]>;

/** A saved listing's form as the inputs' starting values; money in the spec's format in both languages. */
export function listingValues(form: ListingForm | Record<string, unknown>): EditorValues {
  const values: EditorValues = {};
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined || value === null) continue;
    if (LISTING_MONEY_FIELDS.includes(name) && typeof value === "number") values[name] = formatReaisInput(value);
    else values[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return values;
}

/** What the owner typed, exactly, so a refused save or submission shows it again (no JavaScript). */
export function typedListingValues(form: FormData): EditorValues {
  const values: EditorValues = {};
  for (const name of LISTING_FORM_FIELDS) {
    if ((LIST_FIELDS as readonly string[]).includes(name)) {
      values[name] = listValues(form, name);
      continue;
    }
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** What the listing form's action answers (JSON to a script, the page's `actionData` without one). */
export type ListingActionData =
  | { intent: "save"; ok: true; code: string; savedAt: string }
  | { intent: "cep"; ok: true; code: string | null; values: EditorValues; notice: string }
  | { intent: "room"; ok: boolean; message?: string }
  | { intent: "delete"; ok: false; code: string; message: string }
  | { intent: "discardChanges"; ok: false; message: string }
  | {
      intent: "save" | "submit" | "cep";
      ok: false;
      code: string | null;
      values: EditorValues;
      errors: FormErrors;
    };

/** An interest received, with its dates already written in the visitor's language (server and hydration agree). */
export type ReceivedInterest = OwnerInterest & { receivedOn: string; moveOn: string };
