import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { listingHref } from "../../../catalogue/card/listing-href.ts";
import { ListingPhoto } from "../../../catalogue/card/listing-photo.tsx";
import { OwnerText } from "../../../catalogue/listing-facts/listing-labels.tsx";
import { AllInPrice } from "../../../catalogue/prices/all-in-price.tsx";
import { priceText } from "../../../catalogue/prices/price-text.ts";
import { formatDistance } from "../../../catalogue/search-params.ts";
import { commuteCardText } from "../../../catalogue/transit/commute-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { CloseIcon, MapPinIcon } from "../../../ui/icons/icons.tsx";
import { ChevronLeftIcon, ChevronRightIcon, TrainIcon, WalkIcon } from "../../../ui/icons/search-icons.tsx";
import { useSwipe } from "../../../ui/use-swipe.ts";
import "../../../catalogue/card/listing-card-messages.ts";
import "../../../catalogue/transit/commute-messages.ts";
import "./map-view-messages.ts";

/**
 * The home chosen on the map, over the map's bottom edge: photo, price, title, neighbourhood
 * and the way to the chosen university (or its distance), linking to its page. A swipe sideways (or the arrows) moves to the next pin in
 * view, west to east, as a phone's map cards do.
 */
export function MapCard({
  listing,
  university,
  universityName,
  position,
  count,
  onStep,
  onClose,
}: {
  listing: PropertyListItem;
  university: string | undefined;
  universityName: string | undefined;
  /** Its place among the pins in view (1-based), when it is one of them. */
  position: number;
  count: number;
  onStep: (step: -1 | 1) => void;
  onClose: () => void;
}) {
  const { locale, t } = useT();
  const to = listingHref(listing, locale, university);
  const distance = university ? listing.nearbyUniversities.find((u) => u.slug === university) : undefined;
  const commute = university !== undefined && listing.commute?.university === university ? listing.commute : undefined;
  const photo = listing.photos[0];
  const canStep = count > 1 && position > 0;
  const swipe = useSwipe(onStep, () => canStep);

  return (
    <article
      aria-labelledby="map-card-title"
      data-code={listing.code}
      {...swipe}
      className="relative flex touch-pan-y gap-3 rounded-2xl border border-sand-200 bg-white p-2 pr-11 shadow-xl select-none"
    >
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-sand-100">
        {photo ? (
          <ListingPhoto
            photo={photo}
            sizes="6rem"
            loading="lazy"
            className="size-full object-cover"
            draggable={false}
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-0.5 py-1">
        <p className="font-display font-semibold text-pine-800">{priceText(locale, listing)}</p>
        <AllInPrice property={listing} className="text-xs" />
        <h3 id="map-card-title" className="truncate text-sm font-semibold text-ink-900">
          <AppLink
            to={to}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-pine-600"
          >
            <OwnerText language={listing.titleLanguage}>{listing.title}</OwnerText>
          </AppLink>
        </h3>
        <p className="flex items-center gap-1 truncate text-xs text-ink-700">
          <MapPinIcon className="size-3.5 shrink-0 text-brand-700" />
          {listing.address.neighbourhood}
        </p>
        {commute ? (
          <p className="flex items-center gap-1 text-xs font-semibold text-pine-700">
            {commute.rides.length > 0 ? (
              <TrainIcon className="size-3.5 shrink-0" />
            ) : (
              <WalkIcon className="size-3.5 shrink-0" />
            )}
            {commuteCardText(locale, commute, universityName ?? distance?.name ?? commute.university)}
          </p>
        ) : distance ? (
          <p className="flex items-center gap-1 text-xs font-semibold text-pine-700">
            <WalkIcon className="size-3.5 shrink-0" />
            {t("card.distance", { distance: formatDistance(locale, distance.distanceM), university: distance.name })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t("searchMap.card.close")}
        className="absolute top-1 right-1 z-10 inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
      >
        <CloseIcon className="size-5" />
      </button>
      {canStep ? (
        <div className="absolute right-1 bottom-1 z-10 flex items-center">
          <button
            type="button"
            onClick={() => onStep(-1)}
            aria-label={t("searchMap.card.previous")}
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <span className="sr-only">{t("searchMap.card.position", { position, count })}</span>
          <button
            type="button"
            onClick={() => onStep(1)}
            aria-label={t("searchMap.card.next")}
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </article>
  );
}
