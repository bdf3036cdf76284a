import { rideBitsOf, rideKindsOf } from "@campuslar/domain/commute/ride-bits";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { interestBoundsOf } from "@campuslar/domain/lead/interest-bounds";
import { formatBRL } from "@campuslar/domain/money/money";
import { chooseContractMonths } from "@campuslar/domain/property/contract-costs";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { useEffect } from "react";
import { redirect, type ShouldRevalidateFunction } from "react-router";
import { loadProperty } from "../../api/catalogue.server.ts";
import { VerificationNote, VerifiedBadge, verificationMonths } from "../../catalogue/card/verified-badge.tsx";
import { FavoriteButton } from "../../catalogue/listing-actions/favorite-button.tsx";
import { ReportListingDisclosure } from "../../catalogue/listing-actions/report-listing-form.tsx";
import { VisitSlotsSection } from "../../catalogue/listing-actions/visit-slot-picker.tsx";
import { loadVisitSlots } from "../../catalogue/listing-actions/visit-slots.server.ts";
import { InPortugueseNotice, OwnerText } from "../../catalogue/listing-facts/listing-labels.tsx";
import { PricePositionNote } from "../../catalogue/prices/price-position.tsx";
import { priceText } from "../../catalogue/prices/price-text.ts";
import { recordRecentlyViewed } from "../../catalogue/recently-viewed.ts";
import { loadCommuteNetworkDate } from "../../catalogue/transit/network-date.server.ts";
import { t, useT } from "../../i18n/t.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { pageIdOf } from "../../seo/page-id.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf, useRootData } from "../../site/root-data.ts";
import { ListingIcon } from "../../ui/icons/listing-icons.tsx";
import type { Route } from "./+types/property-page";
import { GettingToCampus, type ShownCommute } from "./commute-section.tsx";
import { CONTRACT_MONTHS_PARAM, CostsPanel } from "./costs-panel.tsx";
import { Gallery, LIGHTBOX_HASH } from "./gallery.tsx";
import { submitInterest } from "./interest.server.ts";
import { DesktopInterestCard, PhoneInterestBar, useBarHidden } from "./interest-bar.tsx";
import { InterestForm } from "./interest-form.tsx";
import { KeyFacts, shownUniversity, useMonthlyTotal } from "./key-facts.tsx";
import { Amenities, Facts, Living, Rooms, Section, Sponsor, Universities } from "./listing-details.tsx";
import { listingGone } from "./listing-gone.server.ts";
import { ListingErrorBoundary } from "./listing-gone.tsx";
import { ListingsMap } from "./listings-map.tsx";
import { ProposalInvite } from "./proposal-invite.tsx";
import { ShareButton } from "./share-button.tsx";
import "./interest-messages.ts";
import "../../catalogue/listing-facts/listing-labels-messages.ts";
import "./messages.ts";
import "../../catalogue/prices/price-messages.ts";
import "./summary-messages.ts";
import "./commute-messages.ts";
import "../../catalogue/listing-actions/visit-slot-messages.ts";

/**
 * One listing, for rent (`/imovel/:code`) or for sale (`/imovel/compra/:code`). A code opened
 * at the other purpose's address is sent (301) to its own; an unknown code is a 404. One module
 * serves both: they show the same listing; the price block and the form differ.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const code = params.code.toUpperCase();
  // The university the visitor came from (a search's `?university=`): its commute comes first.
  const university = url.searchParams.get("university");
  // A rental's free visit slots (issue 23) are asked at the same time; a sale has none.
  const [loaded, slots, commuteNetworkDate] = await Promise.all([
    // An unknown code is a 404 and a removed listing a 410 (issue 34.15), each with a search and homes like it.
    loadProperty(context, code, locale, university).catch((error: unknown) =>
      listingGone(context, error, code, locale),
    ),
    loadVisitSlots(context, code),
    loadCommuteNetworkDate(context),
  ]);
  const page = loaded.purpose === "sale" ? "propertySale" : "property";
  const canonical = href(page, locale, { code: loaded.code });
  if (canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301);
  // The university the visitor came from first (the API puts it first only when it is not a
  // nearby one), then the nearest; each way's rides named as the search's cards name them.
  const commutes: ShownCommute[] = loaded.commutes
    .toSorted((a, b) => Number(b.university.slug === university) - Number(a.university.slug === university))
    .map((item) => ({
      ...item,
      rides: rideKindsOf(
        rideBitsOf(
          item.commute.legs.flatMap((leg) =>
            leg.kind === "ride" ? [leg.line.kind] : leg.kind === "shuttle" ? (["shuttle"] as const) : [],
          ),
        ),
      ),
    }));
  // One array in both places: the page's data carries it once.
  const property = { ...loaded, commutes };
  const visitSlots = loaded.purpose === "rent" ? slots : null;
  return {
    property,
    commutes,
    months: chooseContractMonths(
      url.searchParams.get(CONTRACT_MONTHS_PARAM),
      property.minContractMonths,
      property.maxStayMonths,
    ),
    // A fresh key per render of the form: a double submit of this render is one lead.
    idempotencyKey: crypto.randomUUID(),
    today: saoPauloDate(new Date()),
    // The university the visitor came from, whose distance the page states.
    university,
    visitSlots,
    // The commute note's network date (decision 033), read by useCommuteNetworkDate.
    commuteNetworkDate,
  };
}

export const action = (args: Route.ActionArgs) => submitInterest(args);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingErrorBoundary error={error} />;
}

/** Opening or closing the full-screen photos is a step in history, not a new page: no reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const samePage = currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  const viewerStep = currentUrl.hash === LIGHTBOX_HASH || nextUrl.hash === LIGHTBOX_HASH;
  return formMethod === undefined && samePage && viewerStep ? false : defaultShouldRevalidate;
};

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { property } = loaderData;
  const locale = localeFromPath(location.pathname);
  const page = pageIdOf(matches.at(-1)?.id) === "propertySale" ? "propertySale" : "property";
  return pageMeta({
    title: `${property.title} · ${priceText(locale, property)}`,
    description: t(locale, `listing.meta.${page}.description`, {
      title: property.title,
      neighbourhood: property.address.neighbourhood,
    }),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    image: property.photos[0]?.url,
  });
}

// The gallery's width: the main column on wide screens, the whole screen on phones.
const GALLERY_SIZES = "(min-width: 1152px) 42rem, (min-width: 1024px) 58vw, 100vw";

export default function PropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { property, months, idempotencyKey, today } = loaderData;
  const university = shownUniversity(property, loaderData.university);
  const barHidden = useBarHidden();
  const monthly = useMonthlyTotal(property);
  const { locale, t: translate } = useT();
  const { user } = useRootData();
  const sale = property.purpose === "sale";
  const price = priceText(locale, property);
  const { street, neighbourhood, city, state } = property.address;
  const pageHref = href(sale ? "propertySale" : "property", locale, { code: property.code });

  useEffect(() => {
    recordRecentlyViewed({
      code: property.code,
      locale,
      purpose: property.purpose,
      title: property.title,
      neighbourhood: property.address.neighbourhood,
      price,
      photoUrl: property.photos[0]?.url,
      photoAlt: property.photos[0]?.alt,
    });
  }, [property, price, locale]);

  return (
    <>
      <ListingJsonLd property={property} path={pageHref} />
      <div className="mx-auto max-w-6xl px-5 pb-16 sm:px-8 sm:pt-10">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0 space-y-8">
            <header className="space-y-3 sm:space-y-4">
              <div className="relative">
                <Gallery photos={property.photos} sizes={GALLERY_SIZES} />
                {/* On a phone the labels sit on the photo, so the facts below it reach the first screen. */}
                <div className="pointer-events-none absolute top-3 left-0 flex flex-wrap gap-2 pr-16 text-sm font-semibold sm:pointer-events-auto sm:static sm:mt-4 sm:pr-0">
                  <span className="rounded-full bg-white px-3 py-1 text-pine-800 shadow-sm sm:bg-pine-50 sm:shadow-none">
                    {translate(`accommodation.type.${property.type}`)}
                  </span>
                  {property.verified && property.verification ? (
                    <VerifiedBadge
                      className="bg-white px-3 py-1 shadow-sm sm:bg-pine-50 sm:shadow-none"
                      months={verificationMonths(property.verification, today)}
                    />
                  ) : null}
                  {sale ? (
                    <span className="rounded-full bg-white px-3 py-1 text-brand-800 shadow-sm sm:bg-brand-50 sm:shadow-none">
                      {translate("listing.badge.sale")}
                    </span>
                  ) : null}
                  {property.sponsored ? (
                    <span className="rounded-full bg-white px-3 py-1 text-ink-700 shadow-sm sm:bg-sand-100 sm:shadow-none">
                      {translate("listing.badge.sponsored")}
                    </span>
                  ) : null}
                </div>
              </div>
              <InPortugueseNotice what="title" language={property.titleLanguage} />
              <OwnerText
                as="h1"
                language={property.titleLanguage}
                className="font-display text-2xl leading-tight font-semibold tracking-tight text-ink-900 sm:text-h1"
              >
                {property.title}
              </OwnerText>
              <div>
                {sale ? <p className="text-sm font-semibold text-ink-600">{translate("sale.price")}</p> : null}
                <p data-testid="listing-price" data-keep-clear>
                  <span className="font-display text-h3 font-semibold text-pine-800 tabular-nums sm:text-h2">
                    {formatBRL(sale ? (property.salePrice ?? 0) : property.rentAmount)}
                  </span>
                  {sale ? null : (
                    <span className="text-ink-700">
                      {" "}
                      {translate(property.priceScope === "room" ? "summary.perMonth.room" : "summary.perMonth.whole")}
                    </span>
                  )}
                </p>
                {sale ? null : (
                  <p className="mt-1 text-sm text-ink-700" data-testid="monthly-total" data-all-in={monthly.amount}>
                    {monthly.headline ? (
                      <>
                        <strong className="font-semibold text-ink-900">{monthly.headline}</strong>:{" "}
                      </>
                    ) : null}
                    {monthly.parts} ·{" "}
                    <a
                      href="#custos"
                      className="font-semibold whitespace-nowrap text-pine-800 underline underline-offset-2 hover:text-pine-900"
                    >
                      {translate("summary.costs")}
                    </a>
                  </p>
                )}
              </div>
              {/* The facts a student decides by, on a phone's first screen; wide screens have them in the card beside. */}
              <KeyFacts property={property} university={university} className="lg:hidden" />
              <VerificationNote verification={property.verification} today={today} />
              <PricePositionNote position={property.pricePosition} />
              <p className="flex items-start gap-2 text-ink-700">
                <ListingIcon name="pin" className="mt-0.5 size-5 shrink-0 text-pine-700" />
                <span>
                  {street}, {neighbourhood}, {city} – {state}
                </span>
              </p>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-ink-600">{translate("property.code", { code: property.code })}</p>
                <div className="flex flex-wrap items-start gap-2">
                  <FavoriteButton code={property.code} title={property.title} />
                  <ShareButton title={property.title} text={`${property.title} · ${price}`} />
                </div>
              </div>
            </header>

            <Section title={translate("listing.facts.heading")} id="sobre">
              <Facts property={property} today={today} />
            </Section>
            <Section title={translate("listing.amenities.heading")} id="comodidades">
              <Amenities property={property} />
            </Section>
            {sale ? null : (
              <Section title={translate("listing.living.heading")} id="convivencia">
                <Living property={property} />
              </Section>
            )}
            {!sale && (property.roomsDetail.length > 0 || property.rooms.length > 0) ? (
              <Section title={translate("listing.rooms.heading")} id="quartos">
                <Rooms property={property} today={today} />
              </Section>
            ) : null}
            <Section title={translate("listing.description.heading")} id="descricao">
              {property.description ? (
                <InPortugueseNotice what="description" language={property.descriptionLanguage} />
              ) : null}
              <OwnerText
                as="p"
                language={property.descriptionLanguage}
                className="mt-2 max-w-prose whitespace-pre-line text-ink-700"
              >
                {property.description}
              </OwnerText>
            </Section>
            {property.nearbyUniversities.length > 0 ? (
              <Section title={translate("listing.universities.heading")} id="universidades">
                <Universities property={property} />
              </Section>
            ) : null}
            {loaderData.commutes.length > 0 ? (
              <Section title={translate("listing.commute.heading")} id="trajeto">
                <GettingToCampus commutes={loaderData.commutes} />
              </Section>
            ) : null}
            <Section title={translate("listing.map.heading")} id="mapa">
              <ListingsMap
                label={translate("listing.map.label")}
                points={[
                  {
                    code: property.code,
                    lat: property.location.lat,
                    lng: property.location.lng,
                    label: `${property.title} · ${price}`,
                    href: pageHref,
                  },
                ]}
              />
              <p className="mt-2 text-sm text-ink-600">{translate("listing.map.note")}</p>
            </Section>
            {loaderData.visitSlots && loaderData.visitSlots.modes.length > 0 ? (
              <Section title={translate("visitSlots.heading")} id="visita">
                <VisitSlotsSection slots={loaderData.visitSlots} />
              </Section>
            ) : null}
            {property.sponsored && property.customer ? <Sponsor customer={property.customer} /> : null}
            {sale ? null : <CostsPanel key={property.code} listing={property} initialMonths={months} />}
            {sale ? null : <ProposalInvite property={property} />}
            <InterestForm
              key={`${property.code}-form`}
              purpose={property.purpose}
              priceText={formatBRL(sale ? (property.salePrice ?? 0) : property.rentAmount)}
              askingPrice={property.salePrice ?? 0}
              idempotencyKey={idempotencyKey}
              today={today}
              bounds={sale ? undefined : interestBoundsOf(property)}
              rooms={property.roomsDetail}
              account={user}
              values={actionData?.values}
              errors={actionData?.errors}
            />
            <ReportListingDisclosure code={property.code} idempotencyKey={`${idempotencyKey}-report`} />
          </div>

          {/* Beside the page on wide screens: the price, the costs and "I'm interested", held in view. */}
          <DesktopInterestCard property={property} university={university} hidden={barHidden} />
        </div>
        <PhoneInterestBar property={property} hidden={barHidden} />
      </div>
    </>
  );
}

/**
 * schema.org data for the listing: an Offer (to let, or for sale) of an Apartment or other
 * Accommodation, with its price in reais, address, position and photos.
 */
function ListingJsonLd({ property, path }: { property: PropertyDetail; path: string }) {
  const { origin } = useRootData();
  const sale = property.purpose === "sale";
  const absolute = (url: string) => (url.startsWith("http") ? url : `${origin}${url}`);
  const item = {
    "@type": property.type === "apartamento" ? "Apartment" : "Accommodation",
    name: property.title,
    description: property.description,
    url: absolute(path),
    image: property.photos.map((photo) => absolute(photo.url)),
    address: {
      "@type": "PostalAddress",
      streetAddress: property.address.street,
      addressLocality: property.address.city,
      addressRegion: property.address.state,
      postalCode: property.postalCode,
      addressCountry: "BR",
    },
    geo: { "@type": "GeoCoordinates", latitude: property.location.lat, longitude: property.location.lng },
    numberOfRooms: property.bedrooms,
    numberOfBathroomsTotal: property.bathrooms,
    floorSize: { "@type": "QuantitativeValue", value: property.areaM2, unitCode: "MTK" },
    petsAllowed: property.acceptPets,
    ...(sale ? {} : { occupancy: { "@type": "QuantitativeValue", maxValue: property.capacity } }),
  };
  const amount = sale ? (property.salePrice ?? 0) : property.rentAmount;
  return (
    <JsonLd
      data={{
        "@type": "Offer",
        url: absolute(path),
        name: property.title,
        businessFunction: sale ? "http://purl.org/goodrelations/v1#Sell" : "http://purl.org/goodrelations/v1#LeaseOut",
        price: amount.toFixed(2),
        priceCurrency: "BRL",
        ...(sale
          ? {}
          : {
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                price: amount.toFixed(2),
                priceCurrency: "BRL",
                unitCode: "MON",
              },
            }),
        availability: "https://schema.org/InStock",
        itemOffered: item,
      }}
    />
  );
}
