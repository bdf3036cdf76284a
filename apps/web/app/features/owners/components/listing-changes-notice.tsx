import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { Form, useNavigation } from "react-router";
import { changeFieldLabel } from "../../../catalogue/listing-facts/listing-change-text.ts";
import { useT } from "../../../i18n/t.ts";
import "../messages.ts";

/**
 * On a published listing's form: that edits wait for review (decision 017), and when a change
 * waits or was declined, which fields it touches, staff's reason, and a way to discard it.
 */
export function ListingChangesNotice({ listing, action }: { listing: OwnerListing; action: string }) {
  const { t } = useT();
  const navigation = useNavigation();
  if (listing.status !== "published") return null;
  const changes = listing.changes;
  if (!changes) {
    return (
      <p className="mb-6 rounded-lg border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-ink-800">
        {t("owner.changes.liveNote")}
      </p>
    );
  }
  const declined = changes.state === "declined";
  const names = changes.fields.map((change) => changeFieldLabel(t, change.field));
  if (changes.photosChanged) names.push(t("owner.changes.photos"));
  const discarding = navigation.formData?.get("intent") === "discardChanges";
  return (
    <div
      data-testid="listing-changes"
      className={`mb-6 rounded-lg border px-4 py-3 ${declined ? "border-brand-200 bg-brand-50 text-brand-900" : "border-pine-200 bg-pine-50 text-ink-900"}`}
    >
      <h3 className="font-semibold">{t(declined ? "owner.changes.declined" : "owner.changes.pending")}</h3>
      <p className="mt-1 text-sm">
        {declined ? t("owner.changes.declinedText", { reason: changes.reason ?? "" }) : t("owner.changes.pendingText")}
      </p>
      {names.length > 0 ? (
        <p className="mt-1 text-sm">
          <span className="font-semibold">{t("owner.changes.fields")}:</span> {names.join(", ")}
        </p>
      ) : null}
      <Form method="post" action={action} className="mt-3">
        <input type="hidden" name="code" value={listing.code} />
        <button
          type="submit"
          name="intent"
          value="discardChanges"
          disabled={discarding}
          className="inline-flex min-h-11 items-center rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-700 disabled:opacity-60"
        >
          {t("owner.changes.discard")}
        </button>
      </Form>
    </div>
  );
}
