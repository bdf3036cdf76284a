import { dayMonthText } from "@campuslar/domain/dates/display-dates";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { Photo, PropertyListItem } from "@campuslar/domain/property/property-dto";
import { isAvailableNow } from "@campuslar/domain/property/stay";
import { type ReactNode, useId } from "react";
import "../listing-facts/listing-labels-messages.ts";
import "./listing-card-messages.ts";
import "../transit/commute-messages.ts";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { MapPinIcon } from "../../ui/icons/icons.tsx";
import { ListingIcon } from "../../ui/icons/listing-icons.tsx";
import {
  AreaIcon,
  BathIcon,
  BedIcon,
  CapIcon,
  CarIcon,
  DoorIcon,
  PawIcon,
  SofaIcon,
  StarIcon,
  TrainIcon,
  UsersIcon,
  WalkIcon,
} from "../../ui/icons/search-icons.tsx";
import { FavoriteButton } from "../listing-actions/favorite-button.tsx";
import { InPortugueseNotice, OwnerText, RoomChips } from "../listing-facts/listing-labels.tsx";
import { AllInPrice } from "../prices/all-in-price.tsx";
import { priceText } from "../prices/price-text.ts";
import { formatDistance } from "../search-params.ts";
import { commuteCardText } from "../transit/commute-text.ts";
import { PhotoDots, useCardPhotos } from "./card-photos.tsx";
import { listingHref } from "./listing-href.ts";
import { ListingPhoto } from "./listing-photo.tsx";
import { VerifiedBadge } from "./verified-badge.tsx";

export type CardVariant = "plain" | "sponsored" | "list";

type PropertyCardProps = {
  property: PropertyListItem;
  variant?: CardVariant;
  /** The first card a page shows: its photo loads at once (it is likely the largest paint). */
  priority?: boolean;
  /**
   * The university the list is about (its page's, or the one the search chose): the card says how
   * long the way there takes and how far the listing is from it.
   */
  university?: string;
  /** That university's short name, for a listing too far to count it among its nearby ones. */
  universityName?: string;
  /**
   * On a phone (below `sm`), the search's short form: a wide, low photo, then title,
   * neighbourhood, distance and price; the rest waits for the listing's page. Twelve of them
   * fit in well under 4,000 px.
   */
  compactOnPhone?: boolean;
  /**
   * The search's one sponsored home among its results (issue 34): marked like the sponsored form
   * (ring, sponsor's name) in whichever form the list draws.
   */
  sponsoredSlot?: boolean;
};

/**
 * A listing in a list (spec §2: plain, sponsored and list forms): photo, type, neighbourhood,
 * labels (§3), price with its scope, and each room's availability (green available, red
 * occupied, the state written beside the colour). The title's link covers the whole card; the
 * heart sits above it. A title its owner wrote in Portuguese only is marked so on English pages.
 */
export function PropertyCard({
  property,
  variant = "plain",
  priority = false,
  university,
  universityName,
  compactOnPhone = false,
  sponsoredSlot = false,
}: PropertyCardProps) {
  const { locale, t } = useT();
  const to = listingHref(property, locale, university);
  // Who lives there, free places and rooms describe a rental; a home for sale is bought whole.
  const rent = property.purpose === "rent";
  const list = variant === "list";
  const sponsored = variant === "sponsored" || sponsoredSlot;
  const distance = university ? property.nearbyUniversities.find((u) => u.slug === university) : undefined;
  const nearby = property.nearbyUniversities.filter((u) => u.slug !== university).slice(0, 2);
  const commute =
    university !== undefined && property.commute?.university === university ? property.commute : undefined;
  // The card is named by its title and code, so a screen reader's list of articles tells
  // apart even two listings with the same title.
  const titleId = useId();
  const codeId = `${titleId}-code`;
  // Classes that apply only to a phone's short form.
  const phone = (classes: string) => (compactOnPhone ? classes : "");
  // Facts a search's card leaves to the listing's page on a phone and when it is narrow.
  // A phone's list row has a narrow photo: its type and "Sponsored" only (the page says the rest).
  const narrowPhoto = list && compactOnPhone ? "max-sm:hidden" : "";
  const minor = compactOnPhone ? `max-sm:hidden ${list ? "@max-2xl:hidden" : "@max-xs:hidden"}` : "";
  // The search's cards step through a few photos by swipe; other lists show the first.
  const photos = useCardPhotos(compactOnPhone ? property.photos : property.photos.slice(0, 1));

  return (
    <article
      {...photos.swipeHandlers}
      aria-labelledby={`${titleId} ${codeId}`}
      className={`group @container relative flex overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md ${photos.touchClass} ${
        sponsored ? "border-brand-200 ring-1 ring-brand-200" : "border-sand-200"
      } ${list ? "flex-row" : "h-full flex-col"}`}
      data-variant={variant}
      data-code={property.code}
      data-all-in={property.allInMonthly ?? undefined}
      data-rent={rent ? property.rentAmount : undefined}
    >
      <div
        ref={photos.areaRef}
        className={`relative shrink-0 overflow-hidden bg-sand-100 ${
          list
            ? "min-h-32 w-32 self-stretch sm:w-44 @2xl:w-56"
            : `aspect-[4/3] ${phone("max-sm:aspect-[2/1] sm:aspect-[16/9]")}`
        }`}
      >
        {/* Fills the box, whose height a list's row sets (a grid's, its aspect). */}
        <div className="absolute inset-0">
          <CardPhoto photo={photos.photo} priority={priority && photos.index === 0} list={list} />
        </div>
        <PhotoDots index={photos.index} count={photos.count} />
        <div
          className={`absolute top-3 left-3 z-[2] flex flex-wrap gap-1.5 ${list ? "right-3 max-sm:top-2 max-sm:left-2" : "pr-14"}`}
        >
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-900 shadow-sm">
            {t(`accommodation.type.${property.type}`)}
          </span>
          {property.verified ? (
            <VerifiedBadge className={`bg-white/95 px-2.5 py-1 text-xs shadow-sm ${narrowPhoto}`} />
          ) : null}
          {property.sponsored ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
              <StarIcon className="size-3" />
              {t("card.sponsored")}
            </span>
          ) : null}
          {rent ? <AvailableFrom day={property.availableFrom} className={narrowPhoto} /> : null}
        </div>
      </div>

      <div
        className={`flex min-w-0 flex-1 flex-col ${list ? LIST_BODY : `gap-2.5 p-4 ${phone("@max-xs:gap-2 @max-xs:p-3.5")}`} ${phone(`max-sm:gap-1 max-sm:p-3 ${list ? "max-sm:pr-12" : ""}`)}`}
      >
        {/* On a phone the price comes first under the photo, then the place and the title. */}
        <p className={`flex items-center gap-1 text-sm text-ink-700 ${phone("max-sm:order-2")}`} data-card-place="">
          <MapPinIcon className="size-4 shrink-0 text-brand-700" />
          <span className="truncate">{property.address.neighbourhood}</span>
        </p>
        <div className={`flex flex-col gap-1.5 ${phone("max-sm:order-3")}`}>
          <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug text-ink-900">
            <AppLink
              to={to}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-pine-600"
            >
              <OwnerText language={property.titleLanguage}>{property.title}</OwnerText>
            </AppLink>
          </h3>
          <InPortugueseNotice what="title" language={property.titleLanguage} />
        </div>
        <span id={codeId} className="sr-only">
          {t("card.code", { code: property.code })}
        </span>
        {sponsored && property.customer ? (
          <p className={`text-xs font-semibold text-brand-800 ${phone("max-sm:hidden")}`}>
            {t("card.sponsoredBy", { customer: property.customer.name })}
          </p>
        ) : null}
        {commute ? (
          // The way there first, then how far it is: the minutes decide, the distance places it.
          <p
            className={`text-sm font-semibold text-pine-700 ${phone("max-sm:order-4")}`}
            data-commute-minutes={commute.minutes}
            data-distance={distance?.distanceM}
          >
            {commute.rides.length > 0 ? (
              <TrainIcon className="mr-1.5 inline size-4 align-[-0.2em]" />
            ) : (
              <WalkIcon className="mr-1.5 inline size-4 align-[-0.2em]" />
            )}
            {commuteCardText(locale, commute, universityName ?? distance?.name ?? commute.university)}
            {distance ? (
              <span className="font-normal text-ink-700">
                {" · "}
                {t("commute.card.distance", { distance: formatDistance(locale, distance.distanceM) })}
              </span>
            ) : null}
          </p>
        ) : distance ? (
          <p
            className={`flex items-center gap-1.5 text-sm font-semibold text-pine-700 ${phone("max-sm:order-4")}`}
            data-distance={distance.distanceM}
          >
            <WalkIcon className="size-4 shrink-0" />
            {t("card.distance", { distance: formatDistance(locale, distance.distanceM), university: distance.name })}
          </p>
        ) : null}

        <ul className={`flex flex-wrap gap-x-3 gap-y-1.5 text-sm text-ink-700 ${phone("max-sm:order-5")}`}>
          {/* The bedrooms always; a narrow card (two a row beside the map) leaves the minor facts to
              the listing's page, and a phone's short form all but the bedrooms. */}
          <Label icon={<BedIcon />}>{countText(locale, "card.bedrooms", property.bedrooms)}</Label>
          <Label icon={<BathIcon />} hide={phone("max-sm:hidden")}>
            {countText(locale, "card.bathrooms", property.bathrooms)}
          </Label>
          {property.garageSpaces > 0 ? (
            <Label icon={<CarIcon />} hide={minor}>
              {countText(locale, "card.garage", property.garageSpaces)}
            </Label>
          ) : null}
          {rent && property.capacity > 1 ? (
            <Label icon={<UsersIcon />} hide={minor}>
              {t("card.occupancy", { occupants: property.occupants, capacity: property.capacity })}
            </Label>
          ) : null}
          {rent ? (
            <Label icon={<DoorIcon />} hide={minor}>
              {countText(locale, "card.vacancies", property.vacancies)}
            </Label>
          ) : null}
          {property.areaM2 > 0 ? (
            <Label icon={<AreaIcon />} hide={minor}>
              {t("card.area", { area: property.areaM2 })}
            </Label>
          ) : null}
          <Label icon={<SofaIcon />} hide={minor}>
            {t(property.furnished ? "card.furnished" : "card.unfurnished")}
          </Label>
          {property.acceptPets ? (
            <Label icon={<PawIcon />} hide={minor}>
              {t("card.pets")}
            </Label>
          ) : null}
          {nearby.length > 0 ? (
            <Label icon={<CapIcon />} hide={minor}>
              {t("card.nearby", { names: nearby.map((u) => u.name).join(", ") })}
            </Label>
          ) : null}
        </ul>

        <div
          className={`mt-auto flex flex-col gap-2 pt-1 ${list ? LIST_PRICE : ""} ${phone("max-sm:order-1 max-sm:mt-0 max-sm:flex-row max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2 max-sm:gap-y-0 max-sm:pt-0")}`}
        >
          <p
            className={`font-display text-lg font-semibold text-pine-800 ${list ? "@lg:text-base" : ""} ${phone("max-sm:text-base")}`}
            data-card-price=""
          >
            {priceText(locale, property)}
          </p>
          <AllInPrice
            property={property}
            className={`-mt-2 text-sm ${list ? "@lg:mt-0" : ""} ${phone("max-sm:mt-0")}`}
          />
          {rent ? (
            <div className={`${list ? "@lg:basis-full" : ""} ${phone("max-sm:hidden")}`}>
              <RoomChips rooms={property.rooms} />
            </div>
          ) : null}
        </div>
      </div>

      <div className="absolute top-2 right-2 z-10">
        <FavoriteButton code={property.code} title={property.title} />
      </div>
    </article>
  );
}

/** A list's row: the words beside the photo, the price and its all-in line on one line under them. */
const LIST_BODY = "gap-1.5 p-4 pr-14";
const LIST_PRICE = "@lg:flex-row @lg:flex-wrap @lg:items-baseline @lg:gap-x-3 @lg:gap-y-1";

function CardPhoto({ photo, priority, list }: { photo: Photo | undefined; priority: boolean; list: boolean }) {
  const { t } = useT();
  if (!photo) {
    return (
      <div className="flex size-full items-center justify-center text-sm text-ink-600">
        <span>{t("card.noPhoto")}</span>
      </div>
    );
  }
  return (
    <ListingPhoto
      key={photo.url}
      photo={photo}
      sizes={
        list
          ? "(min-width: 640px) 15rem, 8rem"
          : "(min-width: 1280px) 30rem, (min-width: 640px) 45vw, calc(100vw - 2.5rem)"
      }
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className="size-full object-cover"
    />
  );
}

/**
 * "Available from 1 Feb" on a rental not free yet (issue 22), so a student arriving earlier sees it
 * before opening it; one free now says nothing, as most are. A badge on the photo, beside the
 * type: it costs the card no height, and a phone's page of twelve stays short.
 */
function AvailableFrom({ day, className = "" }: { day: string | null; className?: string }) {
  const { locale, t } = useT();
  const today = saoPauloDate(new Date());
  if (day === null || isAvailableNow(day, today)) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm ${className}`}
      data-available-from={day}
    >
      <ListingIcon name="calendar" className="size-3.5 shrink-0" />
      {t("card.availableFrom", { date: dayMonthText(locale, day, today) })}
    </span>
  );
}

/** A fact of the card; `hide` says where it waits for the listing's page (a narrow card, a phone). */
function Label({ icon, hide = "", children }: { icon: ReactNode; hide?: string; children: ReactNode }) {
  return (
    <li className={`inline-flex items-center gap-1.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-ink-600 ${hide}`}>
      {icon}
      <span>{children}</span>
    </li>
  );
}
