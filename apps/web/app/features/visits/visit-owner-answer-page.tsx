import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { formatPhone } from "@campuslar/domain/phone/phone-number";
import { type OwnerVisit, OwnerVisitSchema } from "@campuslar/domain/visits/visit-forms";
import { data, Form, useNavigation } from "react-router";
import type { FormErrors } from "../../api/api-form.server.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { Button } from "../../ui/button.tsx";
import type { Route } from "./+types/visit-owner-answer-page";
import { VisitFact, VisitFactList, VisitPageHead } from "./visit-page-parts.tsx";
import { formText, loadVisitData, sendVisitChange } from "./visits.server.ts";
import "./messages.ts";

type AnswerActionData = { done?: "confirm" | "decline"; errors?: FormErrors };

/**
 * `/visitas/proprietario/:token`: the owner's answer to a visit, from the links of their e-mail,
 * without logging in. The e-mail's links only open this page (`?do=` marks the button meant);
 * the answer is the form's post, so a mail scanner following links changes nothing.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const path = `/v2/visits/owner/${encodeURIComponent(params.token)}`;
  return { visit: await loadVisitData(context, path, OwnerVisitSchema, locale), focus: url.searchParams.get("do") };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const decision = formText(await request.formData(), "decision") === "decline" ? "decline" : "confirm";
  const path = `/v2/visits/owner/${encodeURIComponent(params.token)}/${decision}`;
  const result = await sendVisitChange<OwnerVisit>(context, path, undefined, locale);
  if (!result.ok) return data({ errors: result.errors } satisfies AnswerActionData, { status: result.status });
  return { done: decision } satisfies AnswerActionData;
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "visits.owner.title"),
    description: translate(locale, "visits.owner.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/** Confirm and decline, as this page and the owner's list of visits show them. */
export function DecisionButtons({ visit, focus, id }: { visit: OwnerVisit; focus?: string | null; id?: string }) {
  const { t } = useT();
  const pending = useNavigation().state === "submitting";
  const ring = (which: string) => (focus === which ? "ring-2 ring-offset-2 ring-pine-600" : undefined);
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {visit.status === "requested" ? (
        <Button
          type="submit"
          name="decision"
          value="confirm"
          variant="accent"
          disabled={pending}
          className={ring("confirm")}
        >
          {t("visits.owner.confirm")}
        </Button>
      ) : null}
      <Button
        type="submit"
        name="decision"
        value="decline"
        variant="secondary"
        disabled={pending}
        className={ring("decline")}
      >
        {t("visits.owner.decline")}
      </Button>
    </Form>
  );
}

/** Who is coming, when and how. */
export function OwnerVisitFacts({ visit }: { visit: OwnerVisit }) {
  const { t } = useT();
  return (
    <VisitFactList visit={visit} className="gap-2">
      <VisitFact term={t("visits.owner.student")}>
        {visit.name} ·{" "}
        <a href={`mailto:${visit.email}`} className="underline">
          {visit.email}
        </a>{" "}
        ·{" "}
        <a href={`tel:${visit.phone}`} className="underline">
          {formatPhone(visit.phone)}
        </a>
      </VisitFact>
    </VisitFactList>
  );
}

export default function VisitOwnerAnswerPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as AnswerActionData | undefined;
  const { t } = useT();
  const { visit, focus } = loaderData;
  const notice =
    actionData?.done === "confirm"
      ? t("visits.owner.confirmed")
      : actionData?.done === "decline"
        ? t("visits.owner.declined")
        : null;
  return (
    <div className="mx-auto max-w-2xl px-5 py-10 sm:px-8 sm:py-14">
      <VisitPageHead title={t("visits.owner.title")} visit={visit} notice={notice} error={actionData?.errors?.form} />
      <div className="mt-6 rounded-xl border border-sand-200 bg-white p-4">
        <OwnerVisitFacts visit={visit} />
      </div>
      <div className="mt-6">
        {visit.decidable ? (
          <DecisionButtons visit={visit} focus={focus} />
        ) : (
          <p className="text-ink-700">{t("visits.owner.closed")}</p>
        )}
      </div>
    </div>
  );
}
