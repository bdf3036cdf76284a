import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { Form, useLocation } from "react-router";
import { phoneText } from "../../api/phone-text.server.ts";
import { loadUserFavorites } from "../../catalogue/listing-actions/favorites.server.ts";
import { AccountRentalsCard } from "../../catalogue/rental-links/rental-links.tsx";
import { countText } from "../../i18n/count-text.ts";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { HeartIcon } from "../../ui/icons/icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/account-page";
import { type InterestRow, loadUserInterests } from "./account.server.ts";
import { AccountAlertsCard } from "./account-alerts-card.tsx";
import { deleteAccountAction } from "./account-data.server.ts";
import { AccountDataSection } from "./account-data-section.tsx";
import { loadAlertCount } from "./alert-count.server.ts";
import { EmailVerificationBanner } from "./email-verification-banner.tsx";
import { VERIFIED_PARAM } from "./verify-email.server.ts";
import "./messages.ts";
import "../../seo/page-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "page.account.title"),
    description: t(locale, "page.account.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/** How many favourites the account page names before pointing to the favourites page. */
const FAVORITES_PREVIEW = 3;

/**
 * Only for a logged-in user (the account area's layout sends a visitor to log in and back).
 * The profile, the interests they sent and their favourites come from the API with the page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const [interests, favorites, alertCount] = await Promise.all([
    loadUserInterests(context, locale),
    loadUserFavorites(context, locale),
    loadAlertCount(context, locale),
  ]);
  return {
    user: { ...user, phone: phoneText(user.phone) },
    // Issue 34: the verification link just worked (verify-email.server.ts sends the person here).
    justVerified: user.emailVerified && url.searchParams.has(VERIFIED_PARAM),
    interests,
    alertCount,
    favorites: favorites.ok
      ? {
          count: favorites.data.length,
          first: favorites.data
            .slice(0, FAVORITES_PREVIEW)
            .map(({ code, purpose, title }) => ({ code, purpose, title })),
        }
      : null,
  };
}

/** The "Delete my account" form (features/accounts/account-data.server.ts). */
export const action = (args: Route.ActionArgs) => deleteAccountAction(args);

const card = "rounded-2xl border border-sand-200 bg-white p-5 sm:p-6";
const heading = "font-display text-h3 font-semibold text-ink-900";
const link = "font-medium text-pine-700 underline";

export default function Account({
  loaderData: { user, justVerified, interests, favorites, alertCount },
  actionData,
}: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const { pathname } = useLocation();
  const rows = [
    [translate("account.name"), user.name],
    [translate("account.email"), user.email],
    [translate("account.phone"), user.phone],
  ] as const;
  return (
    <>
      <PageHeader title={translate("page.account.title")} lead={translate("account.greeting", { name: user.name })} />
      {!user.emailVerified || justVerified ? (
        <div className="mx-auto max-w-6xl px-5 pt-10 sm:px-8">
          <EmailVerificationBanner email={user.email} verified={user.emailVerified} justVerified={justVerified} />
        </div>
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-10 sm:px-8 lg:grid-cols-5 lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <section aria-labelledby="account-details" className={card}>
            <h2 id="account-details" className={heading}>
              {translate("account.details")}
            </h2>
            <dl className="mt-4 divide-y divide-sand-200">
              {rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 py-3 sm:grid-cols-3">
                  <dt className="text-sm font-semibold text-ink-700">{label}</dt>
                  <dd className="text-ink-900 wrap-anywhere sm:col-span-2">{value}</dd>
                </div>
              ))}
            </dl>
            <Form method="post" action="/sair" className="mt-6">
              <input type="hidden" name="redirectTo" value={href("home", localeFromPath(pathname))} />
              <Button type="submit" variant="secondary">
                {translate("account.logout")}
              </Button>
            </Form>
          </section>

          <section aria-labelledby="account-favorites" className={card}>
            <h2 id="account-favorites" className={`flex items-center gap-2 ${heading}`}>
              <HeartIcon className="size-5 text-brand-700" />
              {translate("account.favorites.title")}
            </h2>
            {favorites ? (
              <>
                <p className="mt-3 text-ink-700">{countText(locale, "account.favorites.count", favorites.count)}</p>
                {favorites.first.length > 0 ? (
                  <ul className="mt-3 space-y-2">
                    {favorites.first.map((item) => (
                      <li key={item.code}>
                        <AppLink
                          to={href(item.purpose === "sale" ? "propertySale" : "property", locale, { code: item.code })}
                          className={link}
                        >
                          {item.title}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              <p className="mt-3 text-ink-700">{translate("account.favorites.failed")}</p>
            )}
            <AppLink
              to={href("favorites", locale)}
              className={buttonClass({ variant: "secondary", className: "mt-5" })}
            >
              {translate("account.favorites.all")}
            </AppLink>
          </section>

          <AccountAlertsCard count={alertCount} className={card} />
          <AccountRentalsCard className={card} />
        </div>

        <section aria-labelledby="account-interests" className={`${card} min-w-0 lg:col-span-3`}>
          <h2 id="account-interests" className={heading}>
            {translate("account.interests.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{translate("account.interests.lead")}</p>
          {interests === null ? (
            <p className="mt-4 text-ink-700">{translate("account.interests.failed")}</p>
          ) : interests.length === 0 ? (
            <div className="mt-4">
              <p className="text-ink-700">{translate("account.interests.empty")}</p>
              <AppLink to={href("search", locale)} className={buttonClass({ className: "mt-4" })}>
                {translate("account.interests.search")}
              </AppLink>
            </div>
          ) : (
            <ul className="mt-4 divide-y divide-sand-200">
              {interests.map((interest) => (
                <InterestItem key={`${interest.purpose}-${interest.id}`} interest={interest} />
              ))}
            </ul>
          )}
        </section>

        <AccountDataSection result={actionData} />
      </div>
    </>
  );
}

const STATUS_STYLE: Record<InterestRow["status"], string> = {
  new: "bg-sand-100 text-ink-900",
  contacted: "bg-pine-50 text-pine-800",
  closed: "bg-sand-200 text-ink-700",
};

function InterestItem({ interest }: { interest: InterestRow }) {
  const { locale, t: translate } = useT();
  const page = interest.purpose === "sale" ? "propertySale" : "property";
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="min-w-0 flex-1 basis-56 font-semibold text-ink-900">
          {interest.available ? (
            <AppLink to={href(page, locale, { code: interest.code })} className="text-pine-800 underline">
              {interest.title}
            </AppLink>
          ) : (
            <>
              {interest.title}{" "}
              <span className="text-sm font-normal text-ink-600">({translate("account.interests.unavailable")})</span>
            </>
          )}
        </h3>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[interest.status]}`}>
          <span className="sr-only">{translate("account.interests.status")}: </span>
          {translate(`account.interests.status.${interest.status}`)}
        </p>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
        <div>
          <dt className="sr-only">{translate("account.interests.kind")}</dt>
          <dd>{translate(`account.interests.kind.${interest.purpose === "sale" ? "sale" : "rent"}`)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{translate("account.interests.code")}:</dt>
          <dd className="font-medium text-ink-900">{interest.code}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{translate("account.interests.sentAt")}</dt>
          <dd className="font-medium text-ink-900">{interest.sentOn}</dd>
        </div>
      </dl>
    </li>
  );
}
