import type {
  Commute,
  CommuteLeg,
  CommuteRideKind,
  CommuteRideLeg,
  CommuteShuttleLeg,
  UniversityCommute,
} from "@campuslar/domain/commute/commute-dto";
import { COMMUTE_MAX_STATION_WALK_M } from "@campuslar/domain/commute/commute-rules";
import { formatDistance } from "../../catalogue/search-params.ts";
import { accessText } from "../../catalogue/transit/access-text.ts";
import { commuteNoteText, ridesText } from "../../catalogue/transit/commute-text.ts";
import { lineColours } from "../../catalogue/transit/line-colours.ts";
import { lineBadgeText, lineNameText } from "../../catalogue/transit/transit-line-text.ts";
import { useCommuteNetworkDate } from "../../catalogue/transit/use-network-date.ts";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { LineIcon } from "../../ui/icons/icons.tsx";
import { ChevronRightIcon, TrainIcon, WalkIcon } from "../../ui/icons/search-icons.tsx";
import "./commute-messages.ts";
import "../../catalogue/transit/commute-messages.ts";
import "../../catalogue/transit/transit-line-messages.ts";

/** A university's commute as the page shows it: the kinds ridden worked out once, by the loader. */
export type ShownCommute = UniversityCommute & { rides: CommuteRideKind[] };

/**
 * "Getting to campus": for each university (the one the visitor came from first, then the nearest),
 * about how long the morning way takes and how, with the walk beside it; the first opened into
 * its legs (walk, wait and ride each line between two stations, change, walk), the others a tap
 * away. Below, what the figures are: estimates for a weekday morning on the network of a year.
 */
export function GettingToCampus({ commutes }: { commutes: readonly ShownCommute[] }) {
  const { locale } = useT();
  const networkDate = useCommuteNetworkDate();
  const first = commutes.slice(0, FIRST_SHOWN);
  const rest = commutes.slice(FIRST_SHOWN);
  return (
    <div>
      <CommuteList commutes={first} openFirst />
      {rest.length > 0 ? (
        <details className="group/more mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-semibold text-pine-800 underline underline-offset-2 [&::-webkit-details-marker]:hidden">
            <ChevronRightIcon className="size-4 transition-transform group-open/more:rotate-90" />
            {countText(locale, "listing.commute.more", rest.length)}
          </summary>
          <div className="mt-2">
            <CommuteList commutes={rest} openFirst={false} />
          </div>
        </details>
      ) : null}
      <p className="mt-3 max-w-prose text-sm text-ink-700" data-commute-note>
        {commuteNoteText(locale, networkDate)}
      </p>
    </div>
  );
}

/** The chosen university and the nearest few at once; the others (a central home has a dozen) a tap away. */
const FIRST_SHOWN = 4;

function CommuteList({ commutes, openFirst }: { commutes: readonly ShownCommute[]; openFirst: boolean }) {
  return (
    <ul className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
      {commutes.map((item, index) => (
        <li key={item.university.slug} data-commute={item.university.slug} data-minutes={item.commute.minutes}>
          <details open={(openFirst && index === 0) || undefined} className="group/commute">
            <summary className="flex min-h-11 cursor-pointer list-none items-start gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
              <CommuteHeadline item={item} />
              <ChevronRightIcon className="mt-1 ml-auto size-4 shrink-0 text-ink-600 transition-transform group-open/commute:rotate-90" />
            </summary>
            <div className="px-4 pb-4">
              <CommuteDetail commute={item.commute} university={item.university.shortName} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

function CommuteHeadline({ item }: { item: ShownCommute }) {
  const { locale, t } = useT();
  const { commute, university, rides } = item;
  const transit = commute.mode === "transit" && rides.length > 0;
  const access = transit ? accessText(locale, commute.legs) : undefined;
  return (
    <span className="flex min-w-0 items-start gap-2">
      {transit ? (
        <TrainIcon className="mt-0.5 size-5 shrink-0 text-pine-700" />
      ) : (
        <WalkIcon className="mt-0.5 size-5 shrink-0 text-pine-700" />
      )}
      <span>
        <span className="font-semibold text-ink-900">
          {transit
            ? t("listing.commute.about.ride", {
                minutes: commute.minutes,
                university: university.shortName,
                rides: ridesText(locale, rides),
              })
            : t("listing.commute.about.walk", { minutes: commute.minutes, university: university.shortName })}
        </span>
        {transit ? (
          <>
            <span className="text-ink-700"> · </span>
            <span className="text-ink-700" data-walk-only={commute.walkOnlyMinutes}>
              {t("listing.commute.walkOnly", { minutes: commute.walkOnlyMinutes })}
            </span>
          </>
        ) : null}
        {access ? (
          <span className="mt-0.5 block text-sm text-ink-700" data-access>
            {access}
          </span>
        ) : null}
      </span>
    </span>
  );
}

function CommuteDetail({ commute, university }: { commute: Commute; university: string }) {
  const { locale, t } = useT();
  if (commute.noStationNearby) {
    return (
      <p className="text-sm text-ink-700">
        {t("listing.commute.noStation", { distance: formatDistance(locale, COMMUTE_MAX_STATION_WALK_M) })}
      </p>
    );
  }
  if (commute.mode === "walk") return <p className="text-sm text-ink-700">{t("listing.commute.walkFaster")}</p>;
  return (
    <ol aria-label={t("listing.commute.legs", { university })} className="relative ml-2.5 border-l-2 border-sand-200">
      {commute.legs.map((leg, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: legs are in travel order and never reordered.
        <li key={index} className="relative py-1.5 pl-5" data-leg={leg.kind}>
          <Leg
            leg={leg}
            first={index === 0}
            last={index === commute.legs.length - 1}
            afterShuttle={commute.legs[index - 1]?.kind === "shuttle"}
          />
        </li>
      ))}
    </ol>
  );
}

function Leg({
  leg,
  first,
  last,
  afterShuttle,
}: {
  leg: CommuteLeg;
  first: boolean;
  last: boolean;
  afterShuttle: boolean;
}) {
  const { locale, t } = useT();
  if (leg.kind === "ride") return <RideLeg leg={leg} />;
  if (leg.kind === "shuttle") return <ShuttleLeg leg={leg} />;
  const key = first
    ? "listing.commute.leg.toStation"
    : last
      ? afterShuttle
        ? "listing.commute.leg.toStop"
        : "listing.commute.leg.toCampus"
      : "listing.commute.leg.change";
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute top-2.5 -left-[0.4375rem] size-3 rounded-full border-2 border-sand-300 bg-white"
      />
      <p className="flex items-start gap-2 text-sm text-ink-900">
        <WalkIcon className="mt-0.5 size-4 shrink-0 text-ink-600" />
        <span>
          {t(key, { minutes: leg.minutes })}
          {leg.metres > 0 ? <span className="text-ink-700"> · {formatDistance(locale, leg.metres)}</span> : null}
        </span>
      </p>
    </>
  );
}

function RideLeg({ leg }: { leg: CommuteRideLeg }) {
  const { locale, t } = useT();
  const colours = lineColours(leg.line);
  const name = lineNameText(locale, leg.line);
  return (
    <>
      {/* The line's colours are data: drawn as SVG fills, as the pages allow no inline styles. */}
      <svg aria-hidden="true" viewBox="0 0 16 16" className="absolute top-2 -left-[0.5625rem] size-4">
        <circle cx="8" cy="8" r="7" fill={colours.background} stroke="#ffffff" strokeWidth="2" />
      </svg>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-900">
        <span
          className={`relative inline-flex min-w-9 items-center justify-center px-1.5 py-0.5 text-xs font-bold ${
            colours.text === "white" ? "text-white" : "text-black"
          }`}
          title={name}
          data-line={leg.line.id}
          data-colour={colours.background}
        >
          <svg aria-hidden="true" className="absolute inset-0 size-full" preserveAspectRatio="none">
            <rect width="100%" height="100%" rx="6" fill={colours.background} />
          </svg>
          <span aria-hidden="true" className="relative">
            {lineBadgeText(leg.line)}
          </span>
          <span className="sr-only">{name}</span>
        </span>
        <span className="font-semibold">
          {leg.from} → {leg.to}
        </span>
      </p>
      <p className="mt-0.5 text-sm text-ink-700">
        {[
          t("listing.commute.leg.wait", { minutes: leg.waitMinutes }),
          countText(locale, "listing.commute.leg.stops", leg.stops),
          t("listing.commute.leg.ride", { minutes: leg.rideMinutes }),
        ].join(" · ")}
      </p>
    </>
  );
}

/** A university's access connection: its name, from its station to the campus, the wait and the ride. */
function ShuttleLeg({ leg }: { leg: CommuteShuttleLeg }) {
  const { t } = useT();
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute top-2.5 -left-[0.4375rem] size-3 rounded-full border-2 border-pine-700 bg-white"
      />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-900">
        <BusIcon className="size-4 shrink-0 text-pine-700" />
        <span className="font-semibold" data-shuttle={leg.line}>
          {leg.line}
        </span>
        <span>{t("listing.commute.leg.shuttle.route", { from: leg.from })}</span>
      </p>
      <p className="mt-0.5 text-sm text-ink-700">
        {[
          t("listing.commute.leg.wait", { minutes: leg.waitMinutes }),
          t("listing.commute.leg.ride", { minutes: leg.rideMinutes }),
          t("listing.commute.leg.shuttle.operator", { operator: leg.operator }),
        ].join(" · ")}
      </p>
    </>
  );
}

/** A bus (Lucide's), for the campus shuttle; decorative, its name is beside it. */
const BusIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <path d="M8 6v6M15 6v6M2 12h19.6M18 18h3s.5-1.7.8-2.8c.1-.4.2-.8.2-1.2 0-.4-.1-.8-.2-1.2l-1.4-5C20.1 6.8 19.1 6 18 6H4a2 2 0 0 0-2 2v10h3" />
    <circle cx="7" cy="18" r="2" />
    <path d="M9 18h5" />
    <circle cx="16" cy="18" r="2" />
  </LineIcon>
);
