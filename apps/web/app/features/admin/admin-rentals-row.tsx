import { calendarDayText, dateTimeText } from "@campuslar/domain/dates/display-dates";
import { formatBRL } from "@campuslar/domain/money/money";
import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import type { AdminRentalRow } from "./admin-rentals-types.ts";
import "./admin-rentals-messages.ts";

/** What a rental waits for, in a line: the answer's deadline, documents to review, who signed. */
function waitingFor(rental: AdminRentalRow, t: ReturnType<typeof useT>["t"], locale: "pt" | "en"): string | null {
  if ((rental.state === "proposed" || rental.state === "countered") && rental.dueAt)
    return t("adminRentals.due", { when: dateTimeText(locale, rental.dueAt) });
  if (rental.state === "awaiting_documents" && rental.pendingDocuments > 0)
    return t("adminRentals.pending", { count: rental.pendingDocuments });
  if (rental.state === "awaiting_signatures") {
    const signed = rental.signedBy;
    if (signed.length === 2) return t("adminRentals.signed.both");
    if (signed[0] === "student") return t("adminRentals.signed.student");
    if (signed[0] === "owner") return t("adminRentals.signed.owner");
    return t("adminRentals.signed.none");
  }
  return null;
}

/** One rental of the pipeline: its code (a link to its page, where the conversation and history are), both sides, the terms and where it stands. */
export function RentalRowItem({ rental }: { rental: AdminRentalRow }) {
  const { locale, t } = useT();
  const { terms } = rental;
  const waiting = waitingFor(rental, t, locale);
  const title = locale === "en" && rental.listing.titleEn ? rental.listing.titleEn : rental.listing.titlePt;
  return (
    <li data-rental={rental.code} className="grid gap-2 p-4 text-sm text-ink-900 md:grid-cols-4">
      <div>
        <AppLink
          to={href("rental", locale, { id: rental.id })}
          className="font-semibold text-pine-800 underline"
          aria-label={t("adminRentals.open", { code: rental.code })}
        >
          {rental.code}
        </AppLink>
        <p>
          <AppLink to={href("property", locale, { code: rental.listing.code })} className="text-pine-800 underline">
            {rental.listing.code}
          </AppLink>{" "}
          <span className="text-ink-700">{title}</span>
        </p>
      </div>
      <div>
        <p>
          <span className="text-ink-700">{t("adminRentals.student")}:</span> {rental.student.name} ·{" "}
          {rental.student.email}
        </p>
        <p>
          <span className="text-ink-700">{t("adminRentals.owner")}:</span>{" "}
          {rental.owner ? `${rental.owner.name} · ${rental.owner.email}` : t("adminRentals.owner.none")}
        </p>
      </div>
      <div>
        <p>
          {t("adminRentals.terms", {
            rent: formatBRL(terms.monthlyRent),
            months: terms.months,
            moveIn: calendarDayText(locale, terms.moveIn),
          })}
        </p>
        <p className="text-ink-700">
          {t(`adminRentals.guarantee.${terms.guarantee}`)} · {t("adminRentals.people", { count: terms.occupants })}
          {terms.roomNumber === null ? "" : ` · ${t("adminRentals.room", { room: terms.roomNumber })}`}
        </p>
      </div>
      <div>
        <p className="font-semibold">{t(`adminRentals.state.${rental.state}` as "adminRentals.state.proposed")}</p>
        {waiting ? <p>{waiting}</p> : null}
        {rental.lastMove ? (
          <p className="text-ink-700">
            {t("adminRentals.lastMove", { when: dateTimeText(locale, rental.lastMove.at) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
