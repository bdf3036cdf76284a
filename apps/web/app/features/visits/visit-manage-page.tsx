import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { formatPhone } from "@campuslar/domain/phone/phone-number";
import { href } from "@campuslar/domain/routes/route-table";
import { type StudentVisit, StudentVisitSchema } from "@campuslar/domain/visits/visit-forms";
import { visitDayText } from "@campuslar/domain/visits/visit-text";
import { data, Form, useNavigation } from "react-router";
import type { FormErrors } from "../../api/api-form.server.ts";
import { SlotTime, useVisitorZone } from "../../catalogue/listing-actions/visit-slot-picker.tsx";
import { loadVisitSlots } from "../../catalogue/listing-actions/visit-slots.server.ts";
import { asSentence } from "../../i18n/sentence.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import type { Route } from "./+types/visit-manage-page";
import { VisitFact, VisitFactList, VisitPageHead } from "./visit-page-parts.tsx";
import { formText, loadVisitData, sendVisitChange } from "./visits.server.ts";
import "./messages.ts";
import "../../catalogue/listing-actions/visit-slot-messages.ts";

type ManageActionData = { done?: "cancelled" | "moved"; intent?: "move" | "cancel"; errors?: FormErrors };

/**
 * `/visitas/:token`: the student's visit, from the link of their e-mails (and where a booking
 * lands): what, when and where, and while it can still change, a move to another free slot
 * and a cancellation. Every change is a plain form post.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const path = `/v2/visits/${encodeURIComponent(params.token)}`;
  const visit = await loadVisitData(context, path, StudentVisitSchema, locale);
  const slots = visit.changeable ? await loadVisitSlots(context, visit.propertyCode) : null;
  return { visit, slots, booked: url.searchParams.get("booked") === "1", focus: url.searchParams.get("do") };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const base = `/v2/visits/${encodeURIComponent(params.token)}`;
  const intent = formText(form, "intent");
  const result =
    intent === "move"
      ? await sendVisitChange<StudentVisit>(
          context,
          `${base}/reschedule`,
          { startsAt: formText(form, "startsAt") },
          locale,
        )
      : await sendVisitChange<StudentVisit>(context, `${base}/cancel`, undefined, locale);
  if (!result.ok) {
    const failed = intent === "move" ? "move" : "cancel";
    return data({ errors: result.errors, intent: failed } satisfies ManageActionData, { status: result.status });
  }
  return { done: intent === "move" ? "moved" : "cancelled" } satisfies ManageActionData;
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "visits.manage.title"),
    description: translate(locale, "visits.manage.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/** The student's facts of a visit: the shared ones, their own clock, and where or how to call. */
export function VisitFacts({ visit }: { visit: StudentVisit }) {
  const { t } = useT();
  const zone = useVisitorZone();
  return (
    <VisitFactList
      visit={visit}
      className="mt-6 gap-3 rounded-xl border border-sand-200 bg-white p-4"
      whenMore={
        zone ? (
          <span className="block text-sm text-ink-600">
            <SlotTime startsAt={visit.startsAt} localTime="" zone={zone} />
          </span>
        ) : null
      }
    >
      {visit.address ? <VisitFact term={t("visits.manage.where")}>{visit.address}</VisitFact> : null}
      {visit.videoLink ? (
        <>
          <dt className="font-semibold text-ink-700">{t("visits.manage.videoLink")}</dt>
          <dd>
            <a href={visit.videoLink} className="font-semibold text-pine-800 underline" rel="noopener noreferrer">
              {visit.videoLink}
            </a>
          </dd>
        </>
      ) : null}
      {visit.videoPhone ? (
        <dd className="text-ink-900 sm:col-span-2">
          {t("visits.manage.videoPhone", { phone: formatPhone(visit.videoPhone) })}
        </dd>
      ) : null}
      {visit.status === "requested" ? (
        <dd className="text-sm text-ink-600 sm:col-span-2">{t("visits.manage.contactLater")}</dd>
      ) : null}
    </VisitFactList>
  );
}

export default function VisitManagePage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as ManageActionData | undefined;
  const { locale, t } = useT();
  const { visit, slots, booked, focus } = loaderData;
  const pending = useNavigation().state === "submitting";
  const zone = useVisitorZone();
  const others = (slots?.days ?? [])
    .map((day) => ({ ...day, slots: day.slots.filter((s) => s.startsAt !== visit.startsAt) }))
    .filter((day) => day.slots.length > 0);
  const notice =
    actionData?.done === "cancelled"
      ? t("visits.manage.cancelled")
      : actionData?.done === "moved"
        ? t("visits.manage.moved")
        : booked
          ? t("visits.manage.booked")
          : null;
  const moveError = actionData?.errors?.fields.startsAt;
  // A refused cancellation (a visit already past, or the API unavailable) is said under its button,
  // and above the page only when the page no longer draws that button.
  const cancelError =
    actionData?.intent === "cancel"
      ? (actionData.errors?.form ?? Object.values(actionData.errors?.fields ?? {})[0])
      : undefined;
  return (
    <div className="mx-auto max-w-2xl px-5 py-10 sm:px-8 sm:py-14">
      <VisitPageHead
        title={t("visits.manage.title")}
        visit={visit}
        notice={notice}
        error={actionData?.intent === "cancel" && visit.changeable ? undefined : actionData?.errors?.form}
      />
      <VisitFacts visit={visit} />
      {visit.changeable ? (
        <>
          <section aria-labelledby="move-heading" className="mt-8">
            <h2 id="move-heading" className="font-display text-h3 font-semibold text-ink-900">
              {t("visits.manage.move")}
            </h2>
            {others.length === 0 ? (
              <p className="mt-2 text-ink-700">{t("visits.manage.noSlots")}</p>
            ) : (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="move" />
                {moveError ? (
                  <p role="alert" className="mb-3 text-sm font-semibold text-brand-800">
                    {asSentence(moveError, locale)}
                  </p>
                ) : null}
                <p className="text-sm text-ink-600">{t("visitSlots.zone")}</p>
                <div className="mt-2 max-h-96 space-y-4 overflow-y-auto">
                  {others.map((day) => (
                    <fieldset key={day.date}>
                      <legend className="font-semibold text-ink-900 first-letter:uppercase">
                        {visitDayText(locale, day.date)}
                      </legend>
                      <div className="mt-2 flex flex-wrap gap-2">
                        {day.slots.map((slot) => (
                          <label
                            key={slot.startsAt}
                            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-sand-300 bg-white px-3 text-sm font-semibold text-pine-800 has-checked:border-pine-700 has-checked:bg-pine-50"
                          >
                            <input type="radio" name="startsAt" value={slot.startsAt} required />
                            <span className="inline-flex flex-col">
                              <SlotTime startsAt={slot.startsAt} localTime={slot.localTime} zone={zone} />
                            </span>
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  ))}
                </div>
                <Button type="submit" variant="secondary" disabled={pending} className="mt-4">
                  {t("visits.manage.moveSubmit")}
                </Button>
              </Form>
            )}
          </section>
          <section
            aria-labelledby="cancel-heading"
            className={`mt-8 rounded-xl border p-4 ${focus === "cancel" ? "border-brand-300 bg-brand-50" : "border-sand-200"}`}
          >
            <h2 id="cancel-heading" className="font-display text-h3 font-semibold text-ink-900">
              {t("visits.manage.cancel")}
            </h2>
            <p className="mt-1 text-ink-700">{t("visits.manage.cancelConfirm")}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="secondary" disabled={pending}>
                {t("visits.manage.cancel")}
              </Button>
            </Form>
            {cancelError ? (
              <p role="alert" className="mt-2 text-sm font-semibold text-brand-800">
                {asSentence(cancelError, locale)}
              </p>
            ) : null}
          </section>
        </>
      ) : null}
      <AppLink
        to={href("property", locale, { code: visit.propertyCode })}
        className="mt-8 inline-block font-semibold text-pine-800 underline"
      >
        {t("visits.manage.listing")}
      </AppLink>
    </div>
  );
}
