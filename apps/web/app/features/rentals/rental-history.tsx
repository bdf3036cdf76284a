import { dateTimeText } from "@campuslar/domain/dates/display-dates";
import type { RentalView } from "@campuslar/domain/rentals/rental-forms";
import { RENTAL_MOVE_NAMES, type RentalMove } from "@campuslar/domain/rentals/rental-process";
import { useT } from "../../i18n/t.ts";
import "./messages.ts";

const isMove = (move: string): move is RentalMove => (RENTAL_MOVE_NAMES as string[]).includes(move);

/** The rental's moves so far, oldest first: what happened, who did it, when. */
export function RentalHistory({ history }: { history: RentalView["history"] }) {
  const { locale, t } = useT();
  return (
    <ol className="space-y-2" data-testid="rental-history">
      {history.map((event) => (
        <li key={`${event.at}-${event.move}`} className="border-l-2 border-sand-300 pl-3">
          <p className="text-ink-900">
            {t("rentals.history.by", {
              move: isMove(event.move) ? t(`rentals.history.${event.move}`) : event.move,
              actor: t(`rentals.actor.${event.actor}`),
            })}
          </p>
          <p className="text-sm text-ink-700">
            <time dateTime={event.at}>{dateTimeText(locale, event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
