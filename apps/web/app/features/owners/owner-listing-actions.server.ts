import { isCalendarDate } from "@campuslar/domain/dates/calendar-date";
import { type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { resumableDraft } from "@campuslar/domain/listing/drafts";
import { listingMessage } from "@campuslar/domain/listing/listing-messages";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import { href } from "@campuslar/domain/routes/route-table";
import { data, type RouterContextProvider, redirect } from "react-router";
import { idempotencyHeaders } from "../../api/form-values.server.ts";
import { t } from "../../i18n/t.ts";
import { type ListingActionData, typedListingValues } from "./owner-listing-values.ts";
import {
  checkDraft,
  deleteListing,
  discardListingChanges,
  listingBody,
  loadOwnerListings,
  lookupPostalCode,
  saveListing,
  setRoomAvailability,
  submitListing,
} from "./owner-listings.server.ts";
import "./messages.ts";
import "../../catalogue/listing-facts/listing-field-messages.ts";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** The query parameter that shows "sent for review" on the dashboard after a submission. */
export const SENT_PARAM = "enviado";
/** The query parameter that shows "deleted" on the dashboard after a deletion. */
export const DELETED_PARAM = "excluido";
/** On the edit page after a discarded change: its value is new each time, so the form starts again. */
export const DISCARDED_PARAM = "descartado";

const codeOf = (form: FormData): string | null => {
  const code = String(form.get("code") ?? "").toUpperCase();
  return isPropertyCode(code) ? code : null;
};

/**
 * Every form of the owner's pages posts here (the dashboard and the full-page form share it):
 * `create` (the no-JavaScript "List a place": the draft already started, else an empty one, then
 * its page), `delete` (a draft, after the card's confirmation), `save` (autosave
 * or "Save draft"; the first save creates the draft), `submit` (saves, then sends for review),
 * `cep` (no JavaScript: fills the address from the CEP), `room` (a room's availability) and
 * `discardChanges` (drops a published listing's change waiting for review).
 * A refusal answers what was typed with the messages per field; nothing is lost.
 */
export async function listingAction({ request, context, url }: ActionArgs) {
  const locale: Locale = localeFromPath(url.pathname);
  const unavailable = t(locale, "owner.form.unavailable");
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "create") {
    // The draft the owner already started opens again (the same rule as the modal's).
    const draft = resumableDraft((await loadOwnerListings(context, locale)) ?? []);
    if (draft) throw redirect(href("ownerListingEdit", locale, { code: draft.code }));
    const created = await saveListing(context, null, {}, locale, unavailable);
    if (!created.ok) throw data(null, { status: created.status === 401 ? 401 : 503 });
    throw redirect(href("ownerListingEdit", locale, { code: created.data.code }));
  }

  if (intent === "delete") {
    const code = codeOf(form);
    if (!code) return data({ intent: "room", ok: false } satisfies ListingActionData, 400);
    const deleted = await deleteListing(context, code, locale, t(locale, "owner.delete.failed"));
    if (deleted.ok) throw redirect(`${href("ownerListings", locale)}?${DELETED_PARAM}=${encodeURIComponent(code)}`);
    return data(
      { intent, ok: false, code, message: deleted.message } satisfies ListingActionData,
      deleted.status === 401 ? 401 : deleted.status,
    );
  }

  if (intent === "discardChanges") {
    const code = codeOf(form);
    const failed = t(locale, "owner.changes.discardFailed");
    if (!code) return data({ intent, ok: false, message: failed } satisfies ListingActionData, 400);
    const result = await discardListingChanges(context, code, locale, unavailable);
    if (result.ok) {
      const stamp = Date.now().toString(36);
      throw redirect(`${href("ownerListingEdit", locale, { code })}?${DISCARDED_PARAM}=${stamp}`);
    }
    return data({ intent, ok: false, message: failed } satisfies ListingActionData, result.status);
  }

  if (intent === "room") {
    const code = codeOf(form);
    const roomId = Number(form.get("roomId"));
    if (!code || !Number.isInteger(roomId)) return data({ intent, ok: false } satisfies ListingActionData, 400);
    // A taken room's last day (issue 22): sent by its own small form; blank forgets it.
    const until = form.get("occupiedUntil");
    const occupiedUntil = typeof until === "string" ? until.trim() || null : undefined;
    if (occupiedUntil && !isCalendarDate(occupiedUntil)) {
      return data(
        { intent, ok: false, message: listingMessage("listing.date.invalid", locale) } satisfies ListingActionData,
        400,
      );
    }
    const result = await setRoomAvailability(
      context,
      code,
      roomId,
      { available: form.get("available") === "true", ...(occupiedUntil === undefined ? {} : { occupiedUntil }) },
      locale,
      unavailable,
    );
    return result.ok
      ? ({ intent, ok: true } satisfies ListingActionData)
      : data(
          { intent, ok: false, message: t(locale, "owner.rooms.failed") } satisfies ListingActionData,
          result.status,
        );
  }

  if (intent !== "save" && intent !== "submit" && intent !== "cep") {
    return data({ intent: "room", ok: false } satisfies ListingActionData, 400);
  }

  let code = codeOf(form);
  const values = typedListingValues(form);
  const body = listingBody(form);
  let notice: string | undefined;

  if (intent === "cep") {
    const cep = String(form.get("postalCode") ?? "").replace(/\D/g, "");
    const found = cep.length === 8 ? await lookupPostalCode(context, cep, locale) : null;
    if (!found) {
      return data(
        {
          intent,
          ok: false,
          code,
          values,
          errors: { fields: { postalCode: listingMessage("listing.postalCode.unknown", locale) } },
        } satisfies ListingActionData,
        found === undefined ? 503 : 400,
      );
    }
    for (const name of ["postalCode", "street", "neighbourhood", "city", "state"] as const) {
      const value = found[name];
      if (value) {
        values[name] = value;
        body[name] = value;
      }
    }
    notice = t(locale, "owner.field.postalCode.found");
  }

  const refused = (status: number, errors: { fields: Record<string, string>; form?: string }) =>
    data({ intent, ok: false, code, values, errors } satisfies ListingActionData, status);

  const draftErrors = checkDraft(body, locale);
  if (draftErrors) return refused(400, draftErrors);

  // The dialog's key goes with a save that starts the listing: quick clicks start one draft.
  const saved = await saveListing(context, code, body, locale, unavailable, idempotencyHeaders(form));
  if (!saved.ok) return refused(saved.status, saved.errors);
  code = saved.data.code;

  if (intent === "cep") return { intent, ok: true, code, values, notice: notice ?? "" } satisfies ListingActionData;
  if (intent === "save") {
    return { intent, ok: true, code, savedAt: saved.data.updatedAt } satisfies ListingActionData;
  }

  const submitted = await submitListing(context, code, locale, unavailable);
  if (!submitted.ok) {
    const errors = submitted.errors;
    return refused(submitted.status, {
      fields: errors.fields,
      form: errors.form ?? t(locale, "owner.form.failed"),
    });
  }
  throw redirect(`${href("ownerListings", locale)}?${SENT_PARAM}=${encodeURIComponent(code)}`);
}
