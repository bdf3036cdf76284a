import { dateTimeText } from "@campuslar/domain/dates/display-dates";
import type { RentalView } from "@campuslar/domain/rentals/rental-forms";
import { DECLINE_REASON_LABEL } from "@campuslar/domain/rentals/rental-messages";
import type { RentalState } from "@campuslar/domain/rentals/rental-process";
import { useT } from "../../i18n/t.ts";
import "./messages.ts";

/** Still under way: pine; ended: grey. The words say which, the colour only helps. */
const ENDED: readonly RentalState[] = ["declined", "withdrawn", "expired", "closed", "cancelled", "refunded"];

/** A rental's state in a word or two. */
export function RentalStateBadge({ state }: { state: RentalState }) {
  const { t } = useT();
  const tone = ENDED.includes(state) ? "bg-sand-100 text-ink-800" : "bg-pine-50 text-pine-800";
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${tone}`} data-testid="rental-state">
      {t(`rentals.state.${state}`)}
    </span>
  );
}

/**
 * What happens next, and by when, in plain words for the one reading: the side whose turn it is
 * reads "you have until…", the other side (and staff) who is to answer.
 */
export function useNextStep(rental: Pick<RentalView, "state" | "side" | "dueAt" | "declineReason">): string {
  const { locale, t } = useT();
  const due = rental.dueAt ? dateTimeText(locale, rental.dueAt) : "";
  switch (rental.state) {
    case "proposed":
      return t(rental.side === "owner" ? "rentals.next.proposed.owner" : "rentals.next.proposed.other", { due });
    case "countered":
      return t(rental.side === "student" ? "rentals.next.countered.student" : "rentals.next.countered.other", { due });
    case "awaiting_documents":
      return t(
        rental.side === "student" ? "rentals.next.awaiting_documents.student" : "rentals.next.awaiting_documents.other",
      );
    case "declined":
      return rental.declineReason
        ? t("rentals.next.declinedBecause", {
            reason: DECLINE_REASON_LABEL[rental.declineReason][locale].toLowerCase(),
          })
        : t("rentals.next.declined");
    default:
      return t(`rentals.next.${rental.state}`);
  }
}
