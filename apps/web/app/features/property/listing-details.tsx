import { dayMonthText } from "@campuslar/domain/dates/display-dates";
import { walkingMinutes } from "@campuslar/domain/geo/walking-time";
import { dateTimeFormat, numberFormat } from "@campuslar/domain/i18n/intl-formats";
import { formatBRL } from "@campuslar/domain/money/money";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import {
  EQUIPMENT_FLAGS,
  FEATURE_FLAGS,
  IN_ROOM_ITEMS,
  type InRoomItem,
} from "@campuslar/domain/property/property-enums";
import { href } from "@campuslar/domain/routes/route-table";
import type { ReactNode } from "react";
import {
  RoomStatusIcon,
  roomStatusColours,
  useRoomName,
  useRoomStatusText,
} from "../../catalogue/listing-facts/listing-labels.tsx";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { AMENITY_ICONS, ListingIcon, type ListingIconName } from "../../ui/icons/listing-icons.tsx";
import "../../catalogue/listing-facts/listing-labels-messages.ts";
import "./messages.ts";
import "../../catalogue/listing-facts/listing-facts-messages.ts";

/** A section of the listing page with its heading. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id ? `${id}-heading` : undefined} id={id} className="border-t border-sand-200 pt-8">
      <h2 id={id ? `${id}-heading` : undefined} className="font-display text-h2 font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Spec §3's labels: bedrooms, bathrooms, garage, occupants/capacity, vacancies, area, furniture, pets… */
export function Facts({ property, today }: { property: PropertyDetail; today: string }) {
  const { locale, t } = useT();
  const rent = property.purpose === "rent";
  const facts: { icon: ListingIconName; label: string; value: string }[] = [
    { icon: "home", label: t("listing.fact.type"), value: t(`accommodation.type.${property.type}`) },
    { icon: "pin", label: t("listing.fact.neighbourhood"), value: property.address.neighbourhood },
    { icon: "bed", label: t("listing.fact.bedrooms"), value: String(property.bedrooms) },
    { icon: "bath", label: t("listing.fact.bathrooms"), value: String(property.bathrooms) },
    { icon: "car", label: t("listing.fact.garageSpaces"), value: String(property.garageSpaces) },
    ...(rent
      ? [
          {
            icon: "users" as const,
            label: t("listing.fact.occupancy"),
            value: t("listing.fact.occupancy.value", { occupants: property.occupants, capacity: property.capacity }),
          },
          { icon: "door" as const, label: t("listing.fact.vacancies"), value: String(property.vacancies) },
        ]
      : []),
    { icon: "ruler", label: t("listing.fact.area"), value: t("listing.fact.area.value", { area: property.areaM2 }) },
    {
      icon: "sofa",
      label: t("listing.fact.furniture"),
      value: t(property.furnished ? "listing.fact.furnished" : "listing.fact.unfurnished"),
    },
    {
      icon: "paw",
      label: t("listing.fact.pets"),
      value: t(property.acceptPets ? "listing.fact.yes" : "listing.fact.no"),
    },
    { icon: "cap", label: t("listing.fact.colleges"), value: String(property.nearbyUniversities.length) },
  ];
  if (rent) {
    const from = property.availableFrom;
    facts.push({
      icon: "calendar",
      label: t("listing.fact.availableFrom"),
      value:
        from && from > today
          ? dateTimeFormat(locale === "pt" ? "pt-BR" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
              new Date(`${from}T00:00:00Z`),
            )
          : t("listing.fact.availableNow"),
    });
    // How long a student may stay (issue 22): a semester's exchange student reads both ends.
    facts.push(
      {
        icon: "calendar",
        label: t("listing.fact.minStay"),
        value: countText(locale, "listing.fact.months", property.minContractMonths),
      },
      {
        icon: "calendar",
        label: t("listing.fact.maxStay"),
        value:
          property.maxStayMonths === null
            ? t("listing.fact.noMaxStay")
            : countText(locale, "listing.fact.months", property.maxStayMonths),
      },
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0 rounded-xl bg-sand-50 p-3">
          <dt className="flex items-center gap-2 text-sm text-ink-600">
            <ListingIcon name={fact.icon} className="size-5 shrink-0 text-pine-700" />
            {fact.label}
          </dt>
          <dd className="mt-1 pl-7 font-semibold break-words text-ink-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The amenity flags of spec §3: what the listing has, with icons, then the equipment it lacks.
 * House rules (pets) are not amenities: they are said under "living here" (`Living`).
 */
export function Amenities({ property }: { property: PropertyDetail }) {
  const { t } = useT();
  const has = FEATURE_FLAGS.filter((flag) => property[flag]);
  const lacks = EQUIPMENT_FLAGS.filter((flag) => !property[flag]);
  return (
    <>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {has.map((flag) => (
          <li key={flag} className="flex items-center gap-3 text-ink-900">
            <ListingIcon name={AMENITY_ICONS[flag]} className="size-5 shrink-0 text-pine-700" />
            {t(`listing.amenity.${flag}`)}
          </li>
        ))}
      </ul>
      {lacks.length > 0 ? (
        <p className="mt-4 text-sm text-ink-600">
          <span className="font-semibold text-ink-700">{t("listing.amenities.missing")}: </span>
          {lacks.map((flag) => t(`listing.amenity.${flag}`)).join(", ")}
        </p>
      ) : null}
    </>
  );
}

/** How sharing works here: bedroom and bathroom, who may live here, what comes in the room. */
export function Living({ property }: { property: PropertyDetail }) {
  const { t } = useT();
  const { minAge, maxAge } = property;
  const lines = [
    t(property.sharedBedroom ? "listing.living.sharedBedroom" : "listing.living.privateBedroom"),
    t(property.sharedBathroom ? "listing.living.sharedBathroom" : "listing.living.privateBathroom"),
    t(`listing.living.gender.${property.genderPreference}`),
    t(property.smokersAllowed ? "listing.living.smokers" : "listing.living.noSmokers"),
    t(property.acceptPets ? "listing.living.pets" : "listing.living.noPets"),
    minAge !== null && maxAge !== null
      ? t("listing.living.ageRange", { min: minAge, max: maxAge })
      : minAge !== null
        ? t("listing.living.ageMin", { min: minAge })
        : maxAge !== null
          ? t("listing.living.ageMax", { max: maxAge })
          : null,
  ].filter((line): line is string => line !== null);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ul className="space-y-2 text-ink-900">
        {lines.map((line) => (
          <li key={line} className="flex items-center gap-3">
            <ListingIcon name="check" className="size-5 shrink-0 text-pine-700" />
            {line}
          </li>
        ))}
      </ul>
      {property.inRoomItems.length > 0 ? (
        <div>
          <h3 className="font-semibold text-ink-900">{t("listing.inRoom.heading")}</h3>
          <p className="mt-1 text-ink-700">
            {property.inRoomItems
              .map((item) =>
                // Items come from a fixed list (IN_ROOM_ITEMS); one the page does not know shows as sent.
                isInRoomItem(item) ? t(`listing.inRoom.${item}`) : item,
              )
              .join(", ")}
          </p>
        </div>
      ) : null}
    </div>
  );
}

const isInRoomItem = (item: string): item is InRoomItem => (IN_ROOM_ITEMS as readonly string[]).includes(item);

/**
 * Spec §4: each room is occupied (red) or available (green), the state written beside the colour;
 * a taken room with a known end says until when.
 */
export function Rooms({ property, today }: { property: PropertyDetail; today: string }) {
  const { locale, t } = useT();
  const name = useRoomName();
  const status = useRoomStatusText();
  type Detail = PropertyDetail["roomsDetail"][number];
  const rooms: (PropertyDetail["rooms"][number] & { detail: Detail | null })[] =
    property.roomsDetail.length > 0
      ? property.roomsDetail.map((room) => ({ ...room, detail: room }))
      : property.rooms.map((room) => ({ ...room, detail: null }));
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {rooms.map(({ detail, ...room }) => (
        <li
          key={room.number}
          data-available={room.available}
          className={`flex items-start gap-3 rounded-xl border p-3 ${roomStatusColours(room.available)}`}
        >
          <RoomStatusIcon available={room.available} className="mt-0.5 size-6" />
          <div>
            <p className="font-semibold">
              {name(room)}: <span>{status(room.available)}</span>
              {/* A taken room says when it frees up, once its owner gave the day (issue 22). */}
              {!room.available && detail?.occupiedUntil && detail.occupiedUntil >= today ? (
                <span data-occupied-until={detail.occupiedUntil}>
                  {" "}
                  {t("listing.rooms.occupiedUntil", { date: dayMonthText(locale, detail.occupiedUntil, today) })}
                </span>
              ) : null}
            </p>
            {detail ? (
              <p className="text-sm text-ink-800">
                {[
                  t("listing.rooms.beds", { count: detail.beds }),
                  t(detail.privateBathroom ? "listing.living.privateBathroom" : "listing.living.sharedBathroom"),
                  detail.areaM2 ? t("listing.rooms.area", { area: detail.areaM2 }) : null,
                  detail.rentAmount ? t("listing.rooms.rent", { price: formatBRL(detail.rentAmount) }) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Nearby universities with the distance and the time on foot; each links to its search. The time
 * is the commute's walk where there is one (streets, not the straight line), so the page gives
 * one figure for one walk.
 */
export function Universities({ property }: { property: PropertyDetail }) {
  const { locale, t } = useT();
  const km = numberFormat(locale === "pt" ? "pt-BR" : "en-GB", { maximumFractionDigits: 1 });
  const walks = new Map(property.commutes.map((item) => [item.university.slug, item.commute.walkOnlyMinutes]));
  return (
    <ul className="space-y-3">
      {property.nearbyUniversities.map((university) => (
        <li key={university.slug} className="flex items-start gap-3">
          <ListingIcon name="cap" className="mt-0.5 size-5 shrink-0 text-pine-700" />
          <div>
            <AppLink
              to={href("searchUniversity", locale, { slug: university.slug })}
              className="font-semibold text-pine-800 underline decoration-pine-600/40 underline-offset-2 hover:decoration-pine-700"
            >
              {university.fullName}
            </AppLink>
            {university.isPartner ? (
              <span className="ml-2 rounded-full bg-pine-50 px-2 py-0.5 text-xs font-semibold text-pine-800">
                {t("listing.universities.partner")}
              </span>
            ) : null}
            <p className="text-sm text-ink-700">
              {t("listing.universities.distance", {
                distance: km.format(university.distanceM / 1000),
                minutes: walks.get(university.slug) ?? walkingMinutes(university.distanceM),
              })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A sponsored listing names its advertiser, with its description and links. */
export function Sponsor({ customer }: { customer: NonNullable<PropertyDetail["customer"]> }) {
  const { locale, t } = useT();
  return (
    <section aria-labelledby="sponsor-heading" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t("listing.badge.sponsored")}</p>
      <h2 id="sponsor-heading" className="mt-1 font-display text-h3 font-semibold text-ink-900">
        {t("listing.sponsor.heading", { name: customer.name })}
      </h2>
      {customer.description ? <p className="mt-2 text-ink-700">{customer.description}</p> : null}
      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
        <AppLink
          to={href("searchCustomer", locale, { customer: customer.slug })}
          className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-2"
        >
          {t("listing.sponsor.more", { name: customer.name })}
        </AppLink>
        {customer.website ? (
          <a
            href={customer.website}
            rel="noopener sponsored"
            target="_blank"
            className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-2"
          >
            {t("listing.sponsor.website", { name: customer.name })}
          </a>
        ) : null}
      </div>
    </section>
  );
}
