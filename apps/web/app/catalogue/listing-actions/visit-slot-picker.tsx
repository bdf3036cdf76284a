import { href } from "@campuslar/domain/routes/route-table";
import type { VisitSlots } from "@campuslar/domain/visits/visit-forms";
import { VISIT_TIME_ZONE } from "@campuslar/domain/visits/visit-rules";
import { timeInZone, visitDayText } from "@campuslar/domain/visits/visit-text";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import "./visit-slot-messages.ts";

/**
 * The visitor's own time zone once the page runs in their browser, when it is not São Paulo's:
 * the server draws São Paulo times alone, the browser adds theirs beside them.
 */
export function useVisitorZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (
      own &&
      own !== VISIT_TIME_ZONE &&
      timeInZone("en", new Date(), own) !== timeInZone("en", new Date(), VISIT_TIME_ZONE)
    ) {
      setZone(own);
    }
  }, []);
  return zone;
}

const chip =
  "inline-flex min-h-11 flex-col items-center justify-center rounded-lg border border-sand-300 bg-white px-3 py-1 text-sm font-semibold text-pine-800 hover:border-pine-600";

/** One slot's São Paulo time, and the visitor's beside it when their zone differs. */
export function SlotTime({ startsAt, localTime, zone }: { startsAt: string; localTime: string; zone: string | null }) {
  const { locale, t } = useT();
  return (
    <>
      <span>{localTime}</span>
      {/* A space, so the link's visible words read "12:00 15:00 your time", as its name ends. */}
      {zone ? " " : null}
      {zone ? (
        <span className="text-xs font-normal text-ink-600" data-testid="visitor-time">
          {t("visitSlots.yourTime", { time: timeInZone(locale, startsAt, zone) })}
        </span>
      ) : null}
    </>
  );
}

/**
 * The free slots by day, each a link to the booking form of that slot. `days` caps how many days
 * are drawn (the property page shows the first few and links to the rest).
 */
export function VisitSlotLinks({ slots, days }: { slots: VisitSlots; days?: number }) {
  const { locale, t } = useT();
  const zone = useVisitorZone();
  const shown = days === undefined ? slots.days : slots.days.slice(0, days);
  const book = href("visitBook", locale, { code: slots.propertyCode });
  if (shown.length === 0) return <p className="text-ink-700">{t("visitSlots.none")}</p>;
  return (
    <div>
      <p className="text-sm text-ink-600">{t("visitSlots.zone")}</p>
      <ul className="mt-3 space-y-4">
        {shown.map((day) => (
          <li key={day.date}>
            <h3 className="font-semibold text-ink-900 first-letter:uppercase">{visitDayText(locale, day.date)}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {day.slots.map((slot) => (
                <li key={slot.startsAt}>
                  <AppLink
                    to={`${book}?slot=${encodeURIComponent(slot.startsAt)}`}
                    className={chip}
                    // The name holds every visible word: the visitor's own time too, when shown.
                    aria-label={t("visitSlots.slotLabel", {
                      day: visitDayText(locale, day.date),
                      time: zone
                        ? `${slot.localTime} ${t("visitSlots.yourTime", { time: timeInZone(locale, slot.startsAt, zone) })}`
                        : slot.localTime,
                    })}
                  >
                    <SlotTime startsAt={slot.startsAt} localTime={slot.localTime} zone={zone} />
                  </AppLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {days !== undefined && slots.days.length > days ? (
        <AppLink to={book} className="mt-4 inline-block font-semibold text-pine-800 underline">
          {t("visitSlots.more")}
        </AppLink>
      ) : null}
    </div>
  );
}

/** The property page's section: the next days' slots and how visits happen, when the listing takes them. */
export function VisitSlotsSection({ slots }: { slots: VisitSlots }) {
  const { t } = useT();
  const modes = slots.modes.map((mode) => t(`visitSlots.modes.${mode}`)).join(" · ");
  return (
    <div>
      <p className="text-ink-700">{t("visitSlots.lead")}</p>
      <p className="mt-1 text-sm font-medium text-ink-800">{t("visitSlots.offered", { modes })}</p>
      <div className="mt-4">
        <VisitSlotLinks slots={slots} days={3} />
      </div>
    </div>
  );
}
