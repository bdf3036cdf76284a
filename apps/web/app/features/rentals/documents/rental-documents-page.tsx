import { localeFromPath } from "@campuslar/domain/i18n/locales";
import type { DocumentSubject, RentalDocuments } from "@campuslar/domain/rentals/document-rules";
import { href } from "@campuslar/domain/routes/route-table";
import { data, redirect } from "react-router";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { requireUser } from "../../../session/require-user.server.ts";
import { rootDataOf } from "../../../site/root-data.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import type { Route } from "./+types/rental-documents-page";
import { DocumentEntry, DocumentStatus } from "./document-entry.tsx";
import { type DocumentsRefusal, SlotUploadForm, slotKey } from "./document-slot.tsx";
import { deleteDocument, loadDocumentsPage, reviewDocument, sendDocument } from "./documents.server.ts";
import "./messages.ts";

/*
 * `/alugueis/:id/documentos` (issue 35, point 4): the student sends each required document, staff
 * open, approve or reject them, the owner follows their statuses. Every form works without
 * JavaScript: it posts here, and this action forwards it to the API with the session.
 */

const DONE = ["sent", "deleted", "reviewed"] as const;
type Done = (typeof DONE)[number];

export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const page = await loadDocumentsPage(context, params.id, locale);
  const done = url.searchParams.get("done");
  return { ...page, done: DONE.includes(done as Done) ? (done as Done) : null };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context, params, url }: Route.ActionArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const intent = text(form, "intent");
  const docId = text(form, "docId");
  const back = (done: Done) => redirect(`${href("rentalDocuments", locale, { id: params.id })}?done=${done}`);

  if (intent === "upload") {
    const body = new FormData();
    for (const name of ["subject", "kind", "idType", "cpf", "noCpf"])
      if (form.has(name)) body.set(name, text(form, name));
    const file = form.get("file");
    // Without a chosen file the browser still sends an empty part: the API then says which field is missing.
    if (file instanceof File && file.size > 0) body.set("file", file, file.name);
    const result = await sendDocument(context, params.id, body, locale);
    if (result.ok) throw back("sent");
    const refusal: DocumentsRefusal = {
      target: `${text(form, "subject")}.${text(form, "kind")}`,
      values: { idType: text(form, "idType"), cpf: text(form, "cpf"), noCpf: text(form, "noCpf") },
      errors: result.errors,
    };
    return data(refusal, { status: result.status });
  }
  if (intent === "delete" || intent === "approve" || intent === "reject") {
    const result =
      intent === "delete"
        ? await deleteDocument(context, params.id, docId, locale)
        : await reviewDocument(
            context,
            docId,
            intent === "approve" ? { decision: "approve" } : { decision: "reject", reason: text(form, "reason") },
            locale,
          );
    if (result.ok) throw back(intent === "delete" ? "deleted" : "reviewed");
    const refusal: DocumentsRefusal = {
      target: docId,
      values: { reason: text(form, "reason") },
      errors: result.errors,
    };
    return data(refusal, { status: result.status });
  }
  throw data(null, { status: 400 });
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "rentalDocs.page.title", { code: loaderData?.rental.code ?? "" }),
    description: translate(locale, "rentalDocs.page.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function RentalDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { rental, documents, done } = loaderData;
  const refusal = actionData as DocumentsRefusal | undefined;
  const open = documents.state === "awaiting_documents";
  const subjects = [...new Set(documents.required.map((slot) => slot.subject))];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-5 py-10 sm:px-8 sm:py-14">
      <AppLink
        to={href("rental", locale, { id: rental.id })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline"
      >
        {t("rentalDocs.page.back")}
      </AppLink>
      <h1 className="font-display text-h2 font-semibold text-ink-900">
        {t("rentalDocs.page.title", { code: rental.code })}
      </h1>
      {done ? (
        <p role="status" className="rounded-lg bg-pine-50 px-3 py-2 font-semibold text-pine-800">
          {t(`rentalDocs.page.${done}`)}
        </p>
      ) : null}
      <p className="text-ink-800">{t(`rentalDocs.page.${documents.viewer}`)}</p>
      {open ? null : <p className="font-semibold text-ink-900">{t("rentalDocs.page.closed")}</p>}
      {subjects.map((subject) => (
        <SubjectSection key={subject} subject={subject} documents={documents} open={open} refusal={refusal} />
      ))}
      <p className="text-sm text-ink-700">{t("rentalDocs.page.private")}</p>
    </div>
  );
}

function SubjectSection(props: {
  subject: DocumentSubject;
  documents: RentalDocuments;
  open: boolean;
  refusal: DocumentsRefusal | undefined;
}) {
  const { t } = useT();
  const { subject, documents, open, refusal } = props;
  const heading =
    subject === "guarantor"
      ? t("rentalDocs.subject.guarantor")
      : t(documents.viewer === "student" ? "rentalDocs.subject.student" : "rentalDocs.subject.studentOther");
  const headingId = `documents-${subject}`;
  // One address in every language: a file has none of its own.
  const fileHref = (docId: string) =>
    `${href("rentalDocuments", "pt", { id: documents.rentalId })}/${encodeURIComponent(docId)}/arquivo`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-h3 font-semibold text-ink-900">
        {heading}
      </h2>
      {documents.required
        .filter((slot) => slot.subject === subject)
        .map((slot) => {
          const entries = documents.items.filter((item) => item.subject === subject && item.kind === slot.kind);
          const id = `slot-${slotKey(subject, slot.kind).replace(".", "-")}`;
          return (
            <article
              key={slot.kind}
              aria-labelledby={id}
              className="space-y-3 rounded-xl border border-sand-200 bg-sand-50 p-4"
              data-testid={`slot-${slotKey(subject, slot.kind)}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={id} className="font-semibold text-ink-900">
                  {t(`rentalDocs.kind.${slot.kind}`)}
                </h3>
                <DocumentStatus status={slot.status} />
              </div>
              {documents.viewer === "student" ? (
                <p className="text-sm text-ink-700">{t(`rentalDocs.hint.${slot.kind}`)}</p>
              ) : null}
              {entries.length > 0 ? (
                <ul className="space-y-2">
                  {entries.map((entry) => (
                    <DocumentEntry
                      key={entry.id}
                      entry={entry}
                      viewer={documents.viewer}
                      open={open}
                      fileHref={fileHref(entry.id)}
                      refusal={refusal}
                    />
                  ))}
                </ul>
              ) : null}
              {documents.viewer === "student" && open ? (
                <SlotUploadForm subject={subject} kind={slot.kind} entries={entries} refusal={refusal} />
              ) : null}
            </article>
          );
        })}
    </section>
  );
}
