import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/owner-rentals-page";
import { RentalList } from "./rental-list.tsx";
import { loadRentals } from "./rentals.server.ts";
import "./messages.ts";

/** `/meus-imoveis/propostas`: students' proposals for an owner's homes, each answer's deadline shown. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return { rentals: await loadRentals(context, "owner", localeFromPath(url.pathname)) };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "rentals.owner.title"),
    description: translate(locale, "rentals.owner.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function OwnerRentalsPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  return (
    <>
      <PageHeader title={t("rentals.owner.title")} lead={t("rentals.owner.description")} />
      <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8">
        {loaderData.rentals.length === 0 ? (
          <p className="text-ink-700">{t("rentals.owner.empty")}</p>
        ) : (
          <RentalList rentals={loaderData.rentals} />
        )}
        <AppLink
          to={href("ownerListings", locale)}
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-pine-800 underline"
        >
          {t("rentals.owner.listings")}
        </AppLink>
      </div>
    </>
  );
}
