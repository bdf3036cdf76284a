import { localeFromPath } from "@campuslar/domain/i18n/locales";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import type { RoommateMatch } from "@campuslar/domain/roommates/roommate-profile";
import { href } from "@campuslar/domain/routes/route-table";
import type { ReactNode } from "react";
import { data, Form, useLocation } from "react-router";
import { loadUniversities } from "../../api/universities.server.ts";
import { countText } from "../../i18n/count-text.ts";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/roommate-matches-page";
import { MatchCard } from "./match-card.tsx";
import { card, heading, statusBox } from "./roommate-styles.ts";
import {
  answerContactRequest,
  askToTalk,
  loadOwnRoommateProfile,
  loadPairListings,
  loadRoommateMatches,
  loadRoommateRequests,
} from "./roommates.server.ts";
import "./messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "roommates.matches.title"),
    description: t(locale, "roommates.matches.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/**
 * For a logged-in user: requests received, the people whose contact is shared (with homes for
 * the two of them) and the matches for the filters in the URL. Without a questionnaire, an
 * invitation to fill it.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const [profile, matches, requests, universities] = await Promise.all([
    loadOwnRoommateProfile(context, locale),
    loadRoommateMatches(context, locale, url.searchParams),
    loadRoommateRequests(context, locale),
    loadUniversities(context),
  ]);
  const all = [...(requests?.received ?? []), ...(requests?.sent ?? [])];
  const received = (requests?.received ?? []).filter((match) => match.request?.status === "pending");
  const talking = all.filter((match) => match.request?.status === "accepted");
  const homes: Record<number, PropertyListItem[] | null> = Object.fromEntries(
    await Promise.all(
      talking.map(
        async (match) => [match.profileId, await loadPairListings(context, locale, match.profileId)] as const,
      ),
    ),
  );
  const filters = {
    university: url.searchParams.get("university") ?? "",
    maxBudget: url.searchParams.get("maxBudget") ?? "",
    moveBefore: url.searchParams.get("moveBefore") ?? "",
  };
  return {
    hidden: profile ? !profile.visible : false,
    matches,
    received,
    talking,
    homes,
    filters,
    universities: (universities ?? []).map((u) => ({ value: u.slug, label: u.shortName })),
  };
}

type ActionData = { notice?: string; error?: string };

/** Ask to talk, accept or decline: each a small form, so it works without JavaScript. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const intent = form.get("intent");
  const unavailable = t(locale, "roommates.action.unavailable");
  if (intent === "ask") {
    const profileId = Number(form.get("profileId"));
    const result = Number.isInteger(profileId) ? await askToTalk(context, locale, profileId) : { ok: false as const };
    return result.ok
      ? ({ notice: t(locale, "roommates.action.asked") } satisfies ActionData)
      : data({ error: result.message ?? unavailable } satisfies ActionData, { status: 409 });
  }
  if (intent === "accept" || intent === "decline") {
    const requestId = Number(form.get("requestId"));
    const result = Number.isInteger(requestId)
      ? await answerContactRequest(context, locale, requestId, intent)
      : { ok: false as const };
    return result.ok
      ? ({
          notice: t(locale, intent === "accept" ? "roommates.action.accepted" : "roommates.action.declined"),
        } satisfies ActionData)
      : data({ error: result.message ?? unavailable } satisfies ActionData, { status: 409 });
  }
  return data({ error: unavailable } satisfies ActionData, { status: 400 });
}

export default function RoommateMatches({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const { matches, received, talking, homes, filters, universities, hidden } = loaderData;
  const universityNames = Object.fromEntries(universities.map((u) => [u.value, u.label]));
  const shown = new Set([...received, ...talking].map((match) => match.profileId));
  const page = href("roommateMatches", locale);

  if (matches.kind === "noProfile") {
    return (
      <>
        <PageHeader title={translate("roommates.matches.title")} lead={translate("roommates.matches.description")} />
        <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8">
          <section aria-labelledby="roommates-invite" className={card}>
            <h2 id="roommates-invite" className={heading}>
              {translate("roommates.matches.noProfile.title")}
            </h2>
            <p className="mt-2 text-ink-700">{translate("roommates.matches.noProfile.text")}</p>
            <AppLink to={href("roommateProfile", locale)} className={buttonClass({ className: "mt-5" })}>
              {translate("roommates.cta.profile")}
            </AppLink>
          </section>
        </div>
      </>
    );
  }

  const list = (items: RoommateMatch[], withHomes: boolean) => (
    <ul className="mt-4 space-y-5">
      {items.map((match) => (
        <li key={match.profileId}>
          <MatchCard
            match={match}
            n={match.profileId}
            universityNames={universityNames}
            homes={withHomes ? (homes[match.profileId] ?? null) : undefined}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <PageHeader title={translate("roommates.matches.title")} lead={translate("roommates.matches.description")}>
        <div className="mt-6">
          <AppLink to={href("roommateProfile", locale)} className={buttonClass({ variant: "secondary" })}>
            {translate("roommates.matches.editProfile")}
          </AppLink>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-5 py-10 sm:px-8">
        {actionData && "notice" in actionData && actionData.notice ? (
          <p role="status" className={`${statusBox} text-ink-900`}>
            {actionData.notice}
          </p>
        ) : null}
        {actionData && "error" in actionData && actionData.error ? <FormAlert>{actionData.error}</FormAlert> : null}
        {hidden ? (
          <p className="rounded-2xl border border-sand-300 bg-sand-100 p-4 text-ink-900">
            {translate("roommates.matches.hiddenNotice")}{" "}
            <AppLink to={href("roommateProfile", locale)} className="font-medium text-pine-700 underline">
              {translate("roommates.matches.editProfile")}
            </AppLink>
          </p>
        ) : null}

        {received.length > 0 ? (
          <section aria-labelledby="roommates-received">
            <h2 id="roommates-received" className="font-display text-h2 font-semibold text-ink-900">
              {translate("roommates.received.title")}
            </h2>
            <p className="mt-1 text-ink-700">{translate("roommates.received.lead")}</p>
            {list(received, false)}
          </section>
        ) : null}

        {talking.length > 0 ? (
          <section aria-labelledby="roommates-talking">
            <h2 id="roommates-talking" className="font-display text-h2 font-semibold text-ink-900">
              {translate("roommates.contacts.title")}
            </h2>
            <p className="mt-1 text-ink-700">{translate("roommates.contacts.lead")}</p>
            {list(talking, true)}
          </section>
        ) : null}

        <section aria-labelledby="roommates-list">
          <h2 id="roommates-list" className="font-display text-h2 font-semibold text-ink-900">
            {translate("roommates.matches.title")}
          </h2>
          <Form
            method="get"
            action={page}
            className={`${card} mt-4`}
            aria-label={translate("roommates.matches.filters")}
          >
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                name="university"
                label={translate("roommates.matches.filter.university")}
                placeholder={translate("roommates.matches.filter.anyUniversity")}
                options={universities}
                defaultValue={filters.university}
              />
              <TextField
                name="maxBudget"
                inputMode="decimal"
                label={translate("roommates.matches.filter.maxBudget")}
                defaultValue={filters.maxBudget}
              />
              <TextField
                name="moveBefore"
                type="date"
                label={translate("roommates.matches.filter.moveBefore")}
                defaultValue={filters.moveBefore}
              />
            </div>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button type="submit">{translate("roommates.matches.filter.apply")}</Button>
              <AppLink to={page} className={buttonClass({ variant: "secondary" })}>
                {translate("roommates.matches.filter.clear")}
              </AppLink>
            </div>
          </Form>

          {matches.kind === "unavailable" ? (
            <p role="alert" className="mt-4 text-ink-700">
              {translate("roommates.matches.unavailable")}
            </p>
          ) : (
            <MatchList
              items={matches.items.filter((match) => !shown.has(match.profileId))}
              total={matches.total}
              page={matches.page}
              totalPages={matches.totalPages}
              render={(items) => list(items, false)}
            />
          )}
        </section>
      </div>
    </>
  );
}

function MatchList({
  items,
  total,
  page,
  totalPages,
  render,
}: {
  items: RoommateMatch[];
  total: number;
  page: number;
  totalPages: number;
  render: (items: RoommateMatch[]) => ReactNode;
}) {
  const { locale, t: translate } = useT();
  const { search } = useLocation();
  if (total === 0) {
    return (
      <div className="mt-4 rounded-2xl border border-dashed border-sand-300 bg-white p-6">
        <h3 className="font-semibold text-ink-900">{translate("roommates.matches.empty.title")}</h3>
        <p className="mt-1 text-ink-700">{translate("roommates.matches.empty.text")}</p>
      </div>
    );
  }
  const pageLink = (to: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(to));
    return `?${params}`;
  };
  return (
    <>
      <p className="mt-4 text-ink-700" role="status">
        {countText(locale, "roommates.matches.count", total)}
      </p>
      {render(items)}
      {totalPages > 1 ? (
        <nav
          className="mt-6 flex items-center justify-between gap-3"
          aria-label={translate("roommates.matches.page", { page, pages: totalPages })}
        >
          {page > 1 ? (
            <AppLink to={pageLink(page - 1)} className={buttonClass({ variant: "secondary" })}>
              {translate("roommates.matches.previous")}
            </AppLink>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-700">
            {translate("roommates.matches.page", { page, pages: totalPages })}
          </span>
          {page < totalPages ? (
            <AppLink to={pageLink(page + 1)} className={buttonClass({ variant: "secondary" })}>
              {translate("roommates.matches.next")}
            </AppLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
