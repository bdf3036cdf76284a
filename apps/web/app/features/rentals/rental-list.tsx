import { calendarDayText, dateTimeText } from "@campuslar/domain/dates/display-dates";
import { formatBRL } from "@campuslar/domain/money/money";
import type { RentalSummary } from "@campuslar/domain/rentals/rental-forms";
import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { RentalStateBadge } from "./rental-state.tsx";
import "./messages.ts";

/** A line per rental (listing, dates, rent, state and the answer's deadline), each a link to its page. */
export function RentalList({ rentals }: { rentals: readonly RentalSummary[] }) {
  const { locale, t } = useT();
  return (
    <ul className="space-y-3">
      {rentals.map((rental) => (
        <li
          key={rental.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-sand-200 bg-white p-4"
          data-testid="rental-line"
        >
          <div className="min-w-0">
            <AppLink
              to={href("rental", locale, { id: rental.id })}
              className="font-semibold text-pine-800 underline underline-offset-2 wrap-break-word"
            >
              {rental.listing.title}
            </AppLink>
            <p className="text-sm text-ink-700">
              {rental.listing.neighbourhood} · {rental.code}
            </p>
            <p className="mt-1 text-sm text-ink-900">
              {t("rentals.list.dates", {
                from: calendarDayText(locale, rental.terms.moveIn),
                to: calendarDayText(locale, rental.terms.moveOut),
                months: rental.terms.months,
              })}
              {" · "}
              {t("rentals.list.rent", { rent: formatBRL(rental.terms.monthlyRent) })}
            </p>
          </div>
          <div className="text-sm sm:text-right">
            <RentalStateBadge state={rental.state} />
            {rental.dueAt ? (
              <p className="mt-1 text-ink-700">{t("rentals.list.due", { due: dateTimeText(locale, rental.dueAt) })}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
