import { calendarDayText } from "@campuslar/domain/dates/display-dates";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { DecidedLineSchema, ImportSummarySchema } from "@campuslar/domain/payments/statement-views";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, redirect, useNavigation } from "react-router";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { requireStaff } from "../../../session/require-user.server.ts";
import { BackofficeShell, backofficeCard } from "../../../site/backoffice-shell.tsx";
import { rootDataOf } from "../../../site/root-data.ts";
import { Button } from "../../../ui/button.tsx";
import { Field } from "../../../ui/form/field.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import type { Route } from "./+types/admin-statements-page";
import { type ImportSummary, statementSend, type WaitingLine, waitingList } from "./admin-statements.server.ts";
import "./messages.ts";

/**
 * `/admin/pagamentos`: staff import the bank's statement (a plain multipart form, no script
 * needed), read what it did, and decide each line nothing matched: pay an open charge with it,
 * record it as a refund paid, or set it aside with a note. Every call is a money action: a session
 * without its second factor is sent to confirm it and comes back here.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const done = url.searchParams.get("feito");
  return { waiting: await waitingList(context, url), done: DONE.includes(done as Done) ? (done as Done) : null };
}

const DONE = ["match", "ignore", "refund"] as const;
type Done = (typeof DONE)[number];

/** What the action answers: an import's counts, or a refused form (which one, what was typed, why). */
type ActionResult =
  | { intent: "import"; summary: ImportSummary; errors?: undefined }
  | { intent: string; lineId: string; errors: FormErrors; note: string; summary?: undefined };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context, url }: Route.ActionArgs) {
  await requireStaff(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const intent = text(form, "intent");
  if (intent === "import") {
    const body = new FormData();
    const file = form.get("file");
    // Without a chosen file the browser still sends an empty part: the API then says the file is missing.
    if (file instanceof File && file.size > 0) body.set("file", file, file.name);
    const result = await statementSend(context, url, "/v2/admin/statements", body, ImportSummarySchema);
    if (result.ok) return { intent: "import", summary: result.body } satisfies ActionResult;
    return data({ intent, lineId: "", errors: result.errors, note: "" } satisfies ActionResult, {
      status: result.status,
    });
  }
  const lineId = text(form, "lineId");
  const decisions: Record<string, { path: string; body: Record<string, string> }> = {
    match: { path: "match", body: { chargeId: text(form, "chargeId") } },
    ignore: { path: "ignore", body: { note: text(form, "note") } },
    refund: { path: "refund-paid", body: { studentId: text(form, "studentId") } },
  };
  const decision = decisions[intent];
  if (!decision || !/^\d+$/.test(lineId)) throw data(null, { status: 400 });
  const result = await statementSend(
    context,
    url,
    `/v2/admin/statement-lines/${lineId}/${decision.path}`,
    decision.body,
    DecidedLineSchema,
  );
  if (result.ok) throw redirect(`${href("adminPayments", locale)}?feito=${intent}`);
  return data({ intent, lineId, errors: result.errors, note: text(form, "note") } satisfies ActionResult, {
    status: result.status,
  });
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "adminPayments.title"),
    description: translate(locale, "adminPayments.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

const money = (cents: number) => formatBRL(centsToReais(cents));

function ImportForm({ refusal }: { refusal: FormErrors | undefined }) {
  const { t } = useT();
  const navigation = useNavigation();
  const importing = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  const lineErrors = Object.entries(refusal?.fields ?? {}).filter(([key]) => key.startsWith("line."));
  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" noValidate>
      {refusal?.form ? <FormAlert compact>{refusal.form}</FormAlert> : null}
      {lineErrors.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-ink-900">{t("adminPayments.import.errors")}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-brand-800">
            {lineErrors.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="intent" value="import" />
      <Field label={t("adminPayments.import.file")} hint={t("adminPayments.import.hint")} error={refusal?.fields.file}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="file"
            accept=".ofx,.csv,.txt"
            required
            className="mt-1.5 block w-full text-sm text-ink-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-sand-300 file:bg-white file:px-3 file:font-semibold"
          />
        )}
      </Field>
      <Button type="submit" busy={importing}>
        {importing ? t("adminPayments.import.submitting") : t("adminPayments.import.submit")}
      </Button>
    </Form>
  );
}

function Summary({ summary }: { summary: ImportSummary }) {
  const { t } = useT();
  const rows = [
    ["adminPayments.result.lines", summary.lines],
    ["adminPayments.result.new", summary.new],
    ["adminPayments.result.matched", summary.matched],
    ["adminPayments.result.waiting", summary.waiting],
  ] as const;
  return (
    <div role="status" className="mt-4 rounded-lg border border-pine-200 bg-pine-50 p-3">
      <p className="font-semibold text-pine-800">{t("adminPayments.result.title")}</p>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-700">{t(label)}</dt>
            <dd className="text-h3 font-semibold text-ink-900" data-count={label.split(".").at(-1)}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Line({
  line,
  refusal,
}: {
  line: WaitingLine;
  refusal: Extract<ActionResult, { lineId: string }> | undefined;
}) {
  const { locale, t } = useT();
  const mine = refusal?.lineId === String(line.id) ? refusal : undefined;
  const incoming = line.amountCents > 0;
  const heading = `line-${line.id}`;
  return (
    <li className={backofficeCard} data-line={line.id}>
      <h3 id={heading} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-ink-900">
          {incoming ? t("adminPayments.line.in") : t("adminPayments.line.out")} · {money(Math.abs(line.amountCents))}
        </span>
        <span className="text-sm text-ink-700">{calendarDayText(locale, line.postedOn)}</span>
      </h3>
      <p className="mt-1 break-words text-sm text-ink-800">{line.description}</p>
      <ul className="mt-1 text-sm text-ink-700">
        {line.payerName ? <li>{t("adminPayments.line.payer", { name: line.payerName })}</li> : null}
        {line.payerDocument ? <li>{t("adminPayments.line.document", { document: line.payerDocument })}</li> : null}
        {line.reference ? <li>{t("adminPayments.line.reference", { reference: line.reference })}</li> : null}
      </ul>
      {mine?.errors.form ? (
        <FormAlert compact className="mt-3">
          {mine.errors.form}
        </FormAlert>
      ) : null}
      {incoming ? (
        <div className="mt-3">
          <p className="text-sm font-semibold text-ink-900">{t("adminPayments.candidates.title")}</p>
          {line.candidates.length === 0 ? (
            <p className="text-sm text-ink-700">{t("adminPayments.candidates.none")}</p>
          ) : (
            <ul className="mt-1 space-y-2">
              {line.candidates.map((charge) => (
                <li key={charge.chargeId} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-ink-800">
                    {t(
                      `adminPayments.candidate.kind.${charge.kind === "monthly_rent" ? "monthly_rent" : "first_payment"}`,
                    )}{" "}
                    ·{" "}
                    {t("adminPayments.candidate", {
                      code: charge.rentalCode,
                      student: charge.studentName,
                      due: calendarDayText(locale, charge.dueOn),
                    })}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="match" />
                    <input type="hidden" name="lineId" value={line.id} />
                    <input type="hidden" name="chargeId" value={charge.chargeId} />
                    <Button type="submit" size="sm">
                      {t("adminPayments.match", { code: charge.rentalCode })}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div className="mt-3">
          <p className="text-sm font-semibold text-ink-900">{t("adminPayments.refunds.title")}</p>
          {line.refundCandidates.length === 0 ? (
            <p className="text-sm text-ink-700">{t("adminPayments.refunds.none")}</p>
          ) : (
            <ul className="mt-1 space-y-2">
              {line.refundCandidates.map((refund) => (
                <li key={refund.studentId} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-ink-800">
                    {t("adminPayments.refund", { student: refund.studentName, owed: money(refund.owedCents) })}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="refund" />
                    <input type="hidden" name="lineId" value={line.id} />
                    <input type="hidden" name="studentId" value={refund.studentId} />
                    <Button type="submit" size="sm">
                      {t("adminPayments.refundPaid", { student: refund.studentName })}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Form method="post" className="mt-4 space-y-2 border-t border-sand-200 pt-3" noValidate>
        <input type="hidden" name="intent" value="ignore" />
        <input type="hidden" name="lineId" value={line.id} />
        <TextAreaField
          name="note"
          rows={2}
          maxLength={500}
          label={t("adminPayments.ignore.note")}
          hint={t("adminPayments.ignore.hint")}
          defaultValue={mine?.intent === "ignore" ? mine.note : ""}
          error={mine?.errors.fields.note}
        />
        <Button type="submit" size="sm" variant="secondary">
          {t("adminPayments.ignore.submit")}
        </Button>
      </Form>
    </li>
  );
}

export default function AdminStatementsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const result = actionData as ActionResult | undefined;
  const { waiting, done } = loaderData;
  const importRefusal = result?.intent === "import" && result.errors ? result.errors : undefined;
  const lineRefusal =
    result && result.intent !== "import" ? (result as Extract<ActionResult, { lineId: string }>) : undefined;
  return (
    <BackofficeShell current="adminPayments" title={t("adminPayments.title")} lead={t("adminPayments.description")}>
      {done ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-pine-200 bg-pine-50 px-3 py-2 font-medium text-pine-800"
        >
          {t(`adminPayments.done.${done}`)}
        </p>
      ) : null}
      <section className={backofficeCard} aria-labelledby="import-title">
        <h2 id="import-title" className="font-display text-h3 font-semibold text-ink-900">
          {t("adminPayments.import.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t("adminPayments.import.lead")}</p>
        <ImportForm refusal={importRefusal} />
        {result?.intent === "import" && result.summary ? <Summary summary={result.summary} /> : null}
      </section>
      <section className="mt-8" aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="font-display text-h3 font-semibold text-ink-900">
          {t("adminPayments.waiting.title")}
        </h2>
        {waiting.lines.length === 0 ? (
          <p className="mt-2 text-ink-700">{t("adminPayments.waiting.empty")}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-700">
              {t("adminPayments.waiting.count", { shown: waiting.lines.length, total: waiting.total })}
            </p>
            <ul className="mt-3 space-y-4">
              {waiting.lines.map((line) => (
                <Line key={line.id} line={line} refusal={lineRefusal} />
              ))}
            </ul>
          </>
        )}
      </section>
    </BackofficeShell>
  );
}
