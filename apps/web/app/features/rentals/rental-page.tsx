import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { type InterestFormBounds, interestBoundsOf } from "@campuslar/domain/lead/interest-bounds";
import { counterFormSchemaFor, DeclineFormSchema, type RentalView } from "@campuslar/domain/rentals/rental-forms";
import { href } from "@campuslar/domain/routes/route-table";
import { data, type RouterContextProvider, redirect } from "react-router";
import { parseForm } from "../../api/api-form.server.ts";
import { loadProperty } from "../../api/catalogue.server.ts";
import { typedValues } from "../../api/form-values.server.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import type { Route } from "./+types/rental-page";
import { loadConversation } from "./conversation/conversation.server.ts";
import { ConversationPanel } from "./conversation/conversation-panel.tsx";
import { ListingSummary } from "./listing-summary.tsx";
import { RentalHistory } from "./rental-history.tsx";
import { BUTTON_MOVES, FORM_MOVES, type MoveRefusal, type PageMove, RentalMoves } from "./rental-moves.tsx";
import { RentalStateBadge, useNextStep } from "./rental-state.tsx";
import { RentalTermsList, termsDiffer } from "./rental-terms.tsx";
import { loadRental, sendRental } from "./rentals.server.ts";
import "./messages.ts";

/** Issue 36: the states in which a rental has money to show (its payments page). */
const PAYMENT_STATES: readonly string[] = ["awaiting_payment", "awaiting_move_in", "in_claim", "active", "refunded"];

/** The API's path of each move the page offers. */
const MOVE_PATHS: Record<PageMove, string> = {
  accept: "accept",
  withdraw: "withdraw",
  accept_counter: "accept-counter",
  decline_counter: "decline-counter",
  decline: "decline",
  counter: "counter",
};
const isPageMove = (move: string): move is PageMove => Object.hasOwn(MOVE_PATHS, move);
const MOVE_FIELDS = ["reason", "message", "proposalValue", "moveDate", "stayPeriodMonths"] as const;

/** The listing's bounds for a counter-proposal; null when the listing cannot be read now (unpublished). */
const boundsOf = (context: Readonly<RouterContextProvider>, code: string, locale: Locale) =>
  loadProperty(context, code, locale).then(
    (property): InterestFormBounds | null => interestBoundsOf(property),
    () => null,
  );

/**
 * `/alugueis/:id`: one rental for its student, its owner and staff: where it stands and what
 * happens next by when, the terms (with the student's original ones once countered), the
 * caller's moves, the history, links to the documents and the lease, and the conversation.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const rental = await loadRental(context, params.id, locale);
  const [bounds, conversation] = await Promise.all([
    rental.moves.includes("counter") ? boundsOf(context, rental.listing.code, locale) : null,
    // The conversation is beside the rental, not the rental itself: a failure to read it leaves
    // the page (terms, moves) usable rather than ending it.
    loadConversation(context, rental.id).catch(() => null),
  ]);
  const done = url.searchParams.get("done") ?? "";
  return {
    rental,
    bounds,
    conversation,
    today: saoPauloDate(new Date()),
    done: isPageMove(done) ? done : null,
    sent: url.searchParams.has("sent"),
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const move = String(form.get("move") ?? "");
  if (!isPageMove(move)) throw data(null, { status: 400 });
  const values = typedValues(form, MOVE_FIELDS);
  let body: unknown = {};
  if (move === "decline" || move === "counter") {
    const schema =
      move === "decline"
        ? DeclineFormSchema
        : counterFormSchemaFor({
            today: saoPauloDate(new Date()),
            listing:
              (await boundsOf(context, (await loadRental(context, params.id, locale)).listing.code, locale)) ??
              undefined,
          });
    const parsed = parseForm(schema, values, locale);
    if (!parsed.ok) return data({ move, values, errors: parsed.errors } satisfies MoveRefusal, { status: 400 });
    body = parsed.data;
  }
  const result = await sendRental<RentalView>(
    context,
    `/v2/rentals/${encodeURIComponent(params.id)}/${MOVE_PATHS[move]}`,
    body,
    locale,
  );
  if (!result.ok) return data({ move, values, errors: result.errors } satisfies MoveRefusal, { status: result.status });
  throw redirect(`${href("rental", locale, { id: params.id })}?done=${move}`);
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "rentals.page.title", { code: loaderData?.rental.code ?? "" }),
    description: translate(locale, "rentals.page.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function RentalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { rental, bounds, conversation, today, done, sent } = loaderData;
  const refusal = actionData as MoveRefusal | undefined;
  const next = useNextStep(rental);
  const countered = termsDiffer(rental.terms, rental.proposedTerms);
  const hasMoves = rental.moves.some((move) => ([...BUTTON_MOVES, ...FORM_MOVES] as string[]).includes(move));
  return (
    <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <h1 className="font-display text-h2 font-semibold text-ink-900">
        {t("rentals.page.title", { code: rental.code })}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-8">
          <ListingSummary
            title={rental.listing.title}
            place={rental.listing.neighbourhood}
            photoUrl={rental.listing.photoUrl}
          >
            <AppLink
              to={href("property", locale, { code: rental.listing.code })}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline"
            >
              {t("rentals.page.listing")}
            </AppLink>
          </ListingSummary>
          <div className="space-y-2">
            {sent || done ? (
              <p role="status" className="rounded-lg bg-pine-50 px-3 py-2 font-semibold text-pine-800">
                {sent ? t("rentals.page.sent") : t(`rentals.done.${done ?? "accept"}`)}
              </p>
            ) : null}
            <RentalStateBadge state={rental.state} />
            <p className="text-lg text-ink-900" data-testid="rental-next">
              {next}
            </p>
            <SubpageLinks rental={rental} locale={locale} />
            {["awaiting_move_in", "in_claim"].includes(rental.state) ? (
              <AppLink to={href("rentalArrival", locale, { id: rental.id })} className={`${buttonClass()} mt-2`}>
                {t("rentals.link.arrival")}
              </AppLink>
            ) : null}
            {rental.moves.some((move) => move === "cancel_by_student" || move === "cancel_by_owner") ? (
              <AppLink
                to={href("rentalCancel", locale, { id: rental.id })}
                className={`${buttonClass({ variant: "quiet" })} mt-2`}
              >
                {t("rentals.link.cancel")}
              </AppLink>
            ) : null}
            {PAYMENT_STATES.includes(rental.state) ? (
              <AppLink
                to={href("rentalPayments", locale, { id: rental.id })}
                className={`${buttonClass({ variant: "secondary" })} mt-2`}
              >
                {t("rentals.link.payments")}
              </AppLink>
            ) : null}
          </div>
          <section aria-labelledby="rental-terms" className="space-y-3">
            <h2 id="rental-terms" className="font-display text-h3 font-semibold text-ink-900">
              {t("rentals.terms.title")}
            </h2>
            <p className="text-sm text-ink-700">
              {t("rentals.page.student", { name: rental.student.name })}
              {rental.owner ? ` · ${t("rentals.page.owner", { name: rental.owner.name })}` : ""}
            </p>
            <RentalTermsList terms={rental.terms} testId="rental-terms" />
            {countered ? (
              <>
                <h3 className="pt-2 font-semibold text-ink-900">{t("rentals.terms.proposed")}</h3>
                <RentalTermsList terms={rental.proposedTerms} testId="rental-proposed-terms" />
              </>
            ) : null}
            {rental.message ? (
              <>
                <h3 className="pt-2 font-semibold text-ink-900">{t("rentals.terms.message")}</h3>
                <p className="whitespace-pre-line text-ink-800 wrap-break-word">{rental.message}</p>
              </>
            ) : null}
          </section>
          {hasMoves ? <RentalMoves rental={rental} bounds={bounds} today={today} refusal={refusal} /> : null}
          <section aria-labelledby="rental-history-title" className="space-y-3">
            <h2 id="rental-history-title" className="font-display text-h3 font-semibold text-ink-900">
              {t("rentals.history.title")}
            </h2>
            <RentalHistory history={rental.history} />
          </section>
        </div>
        {conversation ? <ConversationPanel rentalId={rental.id} data={conversation} /> : null}
      </div>
    </div>
  );
}

/** The next pages of the process, once the rental has reached them. */
function SubpageLinks({ rental, locale }: { rental: RentalView; locale: Locale }) {
  const { t } = useT();
  if (rental.state === "awaiting_documents") {
    return (
      <AppLink to={href("rentalDocuments", locale, { id: rental.id })} className={`${buttonClass()} mt-2`}>
        {t("rentals.link.documents")}
      </AppLink>
    );
  }
  if (rental.state === "awaiting_signatures" || rental.state === "awaiting_payment") {
    return (
      <AppLink to={href("rentalLease", locale, { id: rental.id })} className={`${buttonClass()} mt-2`}>
        {t("rentals.link.lease")}
      </AppLink>
    );
  }
  return null;
}
