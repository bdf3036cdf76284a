import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { data, redirect } from "react-router";
import { loadUniversities } from "../../api/universities.server.ts";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/roommate-profile-page";
import {
  isProfileDone,
  PROFILE_DONE_PARAM,
  type ProfileDone,
  profileFormValues,
  type RoommateFormErrors,
  type RoommateFormValues,
} from "./roommate-form.ts";
import { RoommateProfileForm } from "./roommate-profile-form.tsx";
import { ProfileDoneNotice, ProfileManageSection } from "./roommate-profile-manage.tsx";
import {
  deleteRoommateProfile,
  loadOwnRoommateProfile,
  readRoommateForm,
  saveRoommateProfile,
  setRoommateVisibility,
} from "./roommates.server.ts";
import "./questionnaire-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "roommates.profile.title"),
    description: t(locale, "roommates.profile.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/** For a logged-in user only: a visitor logs in first and comes back here. */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const [profile, universities] = await Promise.all([
    loadOwnRoommateProfile(context, locale),
    loadUniversities(context),
  ]);
  const done = url.searchParams.get(PROFILE_DONE_PARAM);
  return {
    profile: profile ?? null,
    unavailable: profile === undefined,
    universities: (universities ?? []).map((u) => ({
      value: u.slug,
      // Most full names already start with the short one ("ESPM — Escola Superior…").
      label: u.names[locale].startsWith(u.shortName) ? u.names[locale] : `${u.shortName} – ${u.names[locale]}`,
    })),
    done: isProfileDone(done) ? done : null,
  };
}

type ActionData = { values?: RoommateFormValues; errors?: RoommateFormErrors; confirmDelete?: boolean };

/**
 * One form, several buttons (`intent`): save the questionnaire, show or hide the profile, and
 * delete it after a confirm step. Works without JavaScript; a refusal keeps everything typed.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const page = href("roommateProfile", locale);
  const done = (state: ProfileDone) => redirect(`${page}?${PROFILE_DONE_PARAM}=${state}#roommate-done`);
  const unavailable = t(locale, "roommates.profile.unavailable");
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "hide" || intent === "show") {
    if (await setRoommateVisibility(context, locale, intent === "show"))
      return done(intent === "show" ? "shown" : "hidden");
    return data({ errors: { fields: {}, form: unavailable } } satisfies ActionData, { status: 503 });
  }
  if (intent === "deleteAsk") return { confirmDelete: true } satisfies ActionData;
  if (intent === "deleteConfirm") {
    if (await deleteRoommateProfile(context, locale)) return done("deleted");
    return data({ errors: { fields: {}, form: unavailable } } satisfies ActionData, { status: 503 });
  }

  const values = readRoommateForm(form);
  const result = await saveRoommateProfile(context, locale, values, { unavailable });
  if (!result.ok) return data({ values, errors: result.errors } satisfies ActionData, { status: 400 });
  return done("saved");
}

export default function RoommateProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t: translate } = useT();
  const { profile, universities, done, unavailable } = loaderData;
  const answer = actionData as ActionData | undefined;
  const failed = answer?.errors ? answer : undefined;
  const values: RoommateFormValues = failed?.values ?? (profile ? profileFormValues(profile) : {});
  const errors = failed?.errors?.fields ?? {};
  const formError =
    failed?.errors?.form ?? (Object.keys(errors).length > 0 ? translate("roommates.profile.errors") : undefined);
  const confirmDelete = answer?.confirmDelete === true;

  return (
    <>
      <PageHeader title={translate("roommates.profile.title")} lead={translate("roommates.profile.description")} />
      <div className="mx-auto max-w-4xl space-y-6 px-5 py-10 sm:px-8">
        {done ? <ProfileDoneNotice done={done} profile={profile} /> : null}

        {unavailable ? (
          <p role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-ink-900">
            {translate("roommates.profile.unavailable")}
          </p>
        ) : null}

        {profile ? <ProfileManageSection profile={profile} confirmDelete={confirmDelete} /> : null}

        <RoommateProfileForm values={values} errors={errors} formError={formError} universities={universities} />
      </div>
    </>
  );
}
