import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { ROOMMATE_COMMUNITY } from "@campuslar/domain/roommates/community";
import { MOVE_DATE_WINDOW_DAYS, SOFT_FACTOR_WEIGHTS, type SoftFactor } from "@campuslar/domain/roommates/compatibility";
import { href } from "@campuslar/domain/routes/route-table";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { loadCurrentUser } from "../../session/current-user.server.ts";
import { accountHref } from "../../session/login-href.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { WhatsAppIcon } from "../../ui/icons/icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/roommates-page";
import { card, heading } from "./roommate-styles.ts";
import { ShareBar } from "./share-bar.tsx";
import "./messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "roommates.page.title"),
    description: t(locale, "roommates.page.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/** Open to everyone; the calls to action send a visitor through the login and back. */
export async function loader({ context }: Route.LoaderArgs) {
  return { loggedIn: (await loadCurrentUser(context)) !== null };
}

const HARD = ["budget", "moveDate", "gender", "smoking", "pets"] as const;
const STEPS = [1, 2, 3] as const;
export default function Roommates({ loaderData: { loggedIn } }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const through = (page: "roommateProfile" | "roommateMatches") =>
    loggedIn ? href(page, locale) : accountHref("login", locale, href(page, locale));
  const factors = Object.entries(SOFT_FACTOR_WEIGHTS) as [SoftFactor, number][];
  return (
    <>
      <PageHeader title={translate("roommates.page.title")} lead={translate("roommates.page.description")}>
        <div className="mt-6 flex flex-wrap gap-3">
          <AppLink to={through("roommateProfile")} className={buttonClass()}>
            {translate("roommates.cta.profile")}
          </AppLink>
          <AppLink to={through("roommateMatches")} className={buttonClass({ variant: "secondary" })}>
            {translate("roommates.cta.matches")}
          </AppLink>
        </div>
      </PageHeader>

      <div className="mx-auto max-w-6xl space-y-10 px-5 py-10 sm:px-8">
        <section aria-labelledby="roommates-how">
          <h2 id="roommates-how" className="font-display text-h2 font-semibold text-ink-900">
            {translate("roommates.how.title")}
          </h2>
          <ol className="mt-5 grid gap-5 md:grid-cols-3">
            {STEPS.map((step) => (
              <li key={step} className={card}>
                <p
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-pine-50 font-display text-lg font-semibold text-pine-800"
                >
                  {step}
                </p>
                <h3 className="mt-3 font-semibold text-ink-900">{translate(`roommates.how.step${step}.title`)}</h3>
                <p className="mt-1 text-ink-700">{translate(`roommates.how.step${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
          <section aria-labelledby="roommates-score" className={`${card} lg:col-span-3`}>
            <h2 id="roommates-score" className={heading}>
              {translate("roommates.score.title")}
            </h2>
            <p className="mt-2 text-ink-700">{translate("roommates.score.text")}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-700">
              {HARD.map((constraint) => (
                <li key={constraint}>
                  {translate(`roommates.score.hard.${constraint}`, { days: MOVE_DATE_WINDOW_DAYS })}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-ink-700">{translate("roommates.score.soft")}</p>
            <ul className="mt-3 space-y-2">
              {factors.map(([factor, weight]) => (
                <li key={factor} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1">
                  <span className="text-ink-900">{translate(`roommates.factor.${factor}`)}</span>
                  <span className="text-sm font-semibold text-ink-700">{weight}</span>
                  <ShareBar share={weight / Math.max(...Object.values(SOFT_FACTOR_WEIGHTS))} className="col-span-2" />
                </li>
              ))}
            </ul>
          </section>

          <div className="space-y-6 lg:col-span-2">
            <section aria-labelledby="roommates-privacy" className={card}>
              <h2 id="roommates-privacy" className={heading}>
                {translate("roommates.privacy.title")}
              </h2>
              <p className="mt-2 text-ink-700">{translate("roommates.privacy.text")}</p>
            </section>

            <section aria-labelledby="roommates-community" className={card}>
              <h2 id="roommates-community" className={heading}>
                {translate("roommates.community.title")}
              </h2>
              <p className="mt-2 text-ink-700">{translate("roommates.community.text")}</p>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-ink-700">
                {ROOMMATE_COMMUNITY.rules[locale].map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
              <a
                href={ROOMMATE_COMMUNITY.inviteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-pine-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-pine-800"
              >
                <WhatsAppIcon className="size-5" />
                {translate("roommates.community.join")}
              </a>
            </section>
          </div>
        </div>

        <section aria-labelledby="roommates-cta" className={`${card} text-center`}>
          <h2 id="roommates-cta" className={heading}>
            {translate("roommates.cta.title")}
          </h2>
          {loggedIn ? null : <p className="mt-2 text-ink-700">{translate("roommates.cta.login")}</p>}
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <AppLink to={through("roommateProfile")} className={buttonClass()}>
              {translate("roommates.cta.profile")}
            </AppLink>
            <AppLink to={through("roommateMatches")} className={buttonClass({ variant: "secondary" })}>
              {translate("roommates.cta.matches")}
            </AppLink>
          </div>
        </section>
      </div>
    </>
  );
}
