import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { PropertyCard } from "../../catalogue/card/property-card.tsx";
import { AlertMeLink, alertFormHref } from "../../catalogue/listing-actions/alert-me-link.tsx";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ListingIcon } from "../../ui/icons/listing-icons.tsx";
import type { Route } from "./+types/sale-page";
import { loadSaleListings, salePageNumber } from "./sale-listings.server.ts";
import "../../seo/page-messages.ts";
import "./sale-messages.ts";

const PAGE_PARAM = "pagina";

/** `/venda`: homes for sale near the universities, newest first, a page at a time. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = salePageNumber(url.searchParams.get(PAGE_PARAM));
  return { list: await loadSaleListings(context, page, locale) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const page = loaderData?.list.page ?? 1;
  return pageMeta({
    title: t(locale, "page.sale.title"),
    description: t(locale, "page.sale.description"),
    origin: rootDataOf(matches).origin,
    // Each page of results is its own address; the first is the landing itself.
    pathname: page > 1 ? `${location.pathname}?${PAGE_PARAM}=${page}` : location.pathname,
  });
}

export default function SalePage({ loaderData: { list } }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const points = ["sale.hero.point1", "sale.hero.point2", "sale.hero.point3"] as const;
  return (
    <>
      <section className="border-b border-sand-200 bg-gradient-to-b from-brand-50 to-cream">
        <div className="mx-auto max-w-6xl px-5 pt-10 pb-10 sm:px-8 sm:pt-16 sm:pb-14">
          <h1 className="max-w-3xl font-display text-h1 font-semibold tracking-tight text-ink-900 sm:text-hero">
            {translate("page.sale.title")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-700 sm:text-lead">{translate("page.sale.description")}</p>
          <ul className="mt-6 grid gap-2 sm:grid-cols-3 sm:gap-4">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-ink-900">
                <ListingIcon name="check" className="mt-0.5 size-5 shrink-0 text-pine-700" />
                {translate(point)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="venda-lista" className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="venda-lista" className="font-display text-h2 font-semibold text-ink-900">
            {translate("sale.list.heading")}
          </h2>
          <p className="text-ink-700" data-testid="sale-count">
            {list.total === 1 ? translate("sale.list.countOne") : translate("sale.list.count", { count: list.total })}
          </p>
        </div>
        {/* Issue 23: the homes for sale, saved as a search with e-mail alerts (`purpose=sale`). */}
        <AlertMeLink className="mt-4" sale to={alertFormHref(locale, {}, { purpose: "sale" })} />
        {list.items.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-6">
            <p className="text-ink-700">{translate("sale.list.empty")}</p>
            <AppLink to={href("search", locale)} className={buttonClass({ className: "mt-4" })}>
              {translate("page.comingSoon.search")}
            </AppLink>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((property) => (
              <li key={property.code}>
                <PropertyCard property={property} variant={property.sponsored ? "sponsored" : "plain"} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={list.page} pages={list.totalPages} />
      </section>
    </>
  );
}

/** Previous, numbered pages and next, as plain links (they work without JavaScript). */
function Pagination({ page, pages }: { page: number; pages: number }) {
  const { locale, t: translate } = useT();
  if (pages <= 1) return null;
  const base = href("sale", locale);
  const to = (n: number) => (n === 1 ? base : `${base}?${PAGE_PARAM}=${n}`);
  const link =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-sand-300 bg-white px-3 font-semibold text-ink-900 hover:bg-sand-50";
  return (
    <nav aria-label={translate("sale.pagination.label")} className="mt-10">
      <p className="sr-only">{translate("sale.pagination.status", { page, pages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <AppLink to={to(page - 1)} rel="prev" className={link}>
              {translate("sale.pagination.previous")}
            </AppLink>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <AppLink
              to={to(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={translate("sale.pagination.page", { page: n })}
              className={`${link} aria-[current]:border-pine-700 aria-[current]:bg-pine-700 aria-[current]:text-white`}
            >
              {n}
            </AppLink>
          </li>
        ))}
        {page < pages ? (
          <li>
            <AppLink to={to(page + 1)} rel="next" className={link}>
              {translate("sale.pagination.next")}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
