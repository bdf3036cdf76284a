import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/account-rentals-page";
import { RentalList } from "./rental-list.tsx";
import { loadRentals } from "./rentals.server.ts";
import "./messages.ts";

/** `/conta/alugueis`: the proposals a student sent and where each rental stands (account area). */
export async function loader({ context, url }: Route.LoaderArgs) {
  return { rentals: await loadRentals(context, "student", localeFromPath(url.pathname)) };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "rentals.account.title"),
    description: translate(locale, "rentals.account.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function AccountRentalsPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  return (
    <>
      <PageHeader title={t("rentals.account.title")} lead={t("rentals.account.description")} />
      <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8">
        {loaderData.rentals.length === 0 ? (
          <div>
            <p className="text-ink-700">{t("rentals.account.empty")}</p>
            <AppLink to={href("search", locale)} className={`${buttonClass()} mt-4`}>
              {t("rentals.account.search")}
            </AppLink>
          </div>
        ) : (
          <RentalList rentals={loaderData.rentals} />
        )}
      </div>
    </>
  );
}
