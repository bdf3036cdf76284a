import type { Locale } from "@campuslar/domain/i18n/locales";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { priceText } from "../../../catalogue/prices/price-text.ts";
import { type RecentListing, useRecentlyViewed } from "../../../catalogue/recently-viewed.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { ClockIcon } from "../../../ui/icons/search-icons.tsx";
import "../messages.ts";

/**
 * The recently viewed listings with their texts in this page's language. Those seen in the
 * other language are read again by code (the favourites page's lookup) and wait for it; a
 * listing no longer published drops out, and if the lookup fails the stored texts are shown.
 */
function useRecentlyViewedIn(locale: Locale): RecentListing[] {
  const recent = useRecentlyViewed();
  const lookup = useFetcher<{ items: PropertyListItem[] | null }>();
  const staleKey = recent
    .filter((item) => item.locale !== locale)
    .map((item) => item.code)
    .join(",");
  const asked = useRef("");
  const key = `${locale}:${staleKey}`;
  useEffect(() => {
    if (!staleKey || asked.current === key) return;
    asked.current = key;
    void lookup.load(`${href("favorites", locale)}?codes=${encodeURIComponent(staleKey)}`);
  }, [key, staleKey, locale, lookup.load]);

  const answered = asked.current === key && lookup.state === "idle" ? lookup.data : undefined;
  const fresh = new Map((answered?.items ?? []).map((item) => [item.code, item]));
  return recent.flatMap((item) => {
    if (item.locale === locale) return [item];
    if (!answered) return [];
    if (answered.items === null) return [item];
    const found = fresh.get(item.code);
    if (!found) return [];
    return [
      {
        ...item,
        locale,
        title: found.title,
        neighbourhood: found.address.neighbourhood,
        price: priceText(locale, found),
        photoAlt: found.photos[0]?.alt ?? item.photoAlt,
      },
    ];
  });
}

export function RecentlyViewed() {
  const { locale, t: translate } = useT();
  const recent = useRecentlyViewedIn(locale);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="search-recent-title" className="mt-12" data-testid="recently-viewed">
      <h2 id="search-recent-title" className="flex items-center gap-2 text-h3 font-semibold text-ink-900">
        <ClockIcon className="size-5 text-brand-700" />
        {translate("search.recent.title")}
      </h2>
      <ul className="-mx-1 mt-3 flex snap-x gap-3 overflow-x-auto px-1 pb-3">
        {recent.map((item) => (
          <li key={item.code} className="w-52 shrink-0 snap-start">
            <RecentCard item={item} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentCard({ item, locale }: { item: RecentListing; locale: Locale }): ReactNode {
  return (
    <article className="relative h-full overflow-hidden rounded-xl border border-sand-200 bg-white">
      {item.photoUrl ? (
        <img
          src={item.photoUrl}
          alt={item.photoAlt ?? ""}
          width={208}
          height={156}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-sand-100 object-cover"
        />
      ) : (
        <div className="aspect-[4/3] w-full bg-sand-100" />
      )}
      <div className="p-3">
        <h3 className="line-clamp-2 text-sm font-semibold text-ink-900">
          <AppLink
            to={href(item.purpose === "sale" ? "propertySale" : "property", locale, { code: item.code })}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
          >
            {item.title}
          </AppLink>
        </h3>
        <p className="mt-1 truncate text-xs text-ink-700">{item.neighbourhood}</p>
        <p className="mt-1 text-sm font-semibold text-pine-800">{item.price}</p>
      </div>
    </article>
  );
}
