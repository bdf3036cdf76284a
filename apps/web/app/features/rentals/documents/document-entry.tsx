import { formatCpf } from "@campuslar/domain/rentals/cpf";
import type { DocumentView } from "@campuslar/domain/rentals/document-rules";
import { Form } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { Button } from "../../../ui/button.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import type { DocumentsRefusal } from "./document-slot.tsx";
import "./messages.ts";

/** A status in words, coloured to help (approved pine, rejected terracotta, the rest sand). */
export function DocumentStatus({ status }: { status: DocumentView["status"] | "missing" }) {
  const { t } = useT();
  const tone =
    status === "approved"
      ? "bg-pine-50 text-pine-800"
      : status === "rejected"
        ? "bg-brand-50 text-brand-800"
        : "bg-sand-100 text-ink-800";
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${tone}`}>
      {t(`rentalDocs.status.${status}`)}
    </span>
  );
}

/** What an entry is: its file's name, the CPF, or the statement of having none. */
function entryLabel(entry: DocumentView, t: ReturnType<typeof useT>["t"]): string {
  if (entry.kind === "cpf") return entry.noCpf ? t("rentalDocs.noCpfShown") : entry.cpf ? formatCpf(entry.cpf) : "CPF";
  const type = entry.idType ? `${t(`rentalDocs.idType.${entry.idType}`)} · ` : "";
  return `${type}${entry.fileName ?? t(`rentalDocs.kind.${entry.kind}`)}`;
}

/**
 * One entry of a slot: what it is and its status; for the student, the reason of a rejection and
 * a delete button while it is not approved; for staff, the file and the review forms.
 */
export function DocumentEntry(props: {
  entry: DocumentView;
  viewer: "student" | "owner" | "staff";
  open: boolean;
  fileHref: string;
  refusal: DocumentsRefusal | undefined;
}) {
  const { t } = useT();
  const { entry, viewer, open, fileHref, refusal } = props;
  const mine = refusal?.target === entry.id ? refusal : undefined;
  return (
    <li className="space-y-2 rounded-lg border border-sand-200 bg-white p-3" data-testid={`document-${entry.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink-900 wrap-anywhere">
          {viewer === "owner" ? t(`rentalDocs.kind.${entry.kind}`) : entryLabel(entry, t)}
        </span>
        <DocumentStatus status={entry.status} />
      </div>
      {entry.status === "rejected" && entry.rejectReason ? (
        <p className="text-sm text-brand-800">{t("rentalDocs.rejectedBecause", { reason: entry.rejectReason })}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {entry.hasFile ? (
          <a
            href={fileHref}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline"
          >
            {t("rentalDocs.open")}
          </a>
        ) : null}
        {viewer === "student" && open && entry.status !== "approved" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="docId" value={entry.id} />
            <Button type="submit" variant="danger" size="sm">
              {t("rentalDocs.delete")}
            </Button>
          </Form>
        ) : null}
        {viewer === "staff" && open && entry.status === "pending" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="docId" value={entry.id} />
            <Button type="submit" variant="accent" size="sm">
              {t("rentalDocs.approve")}
            </Button>
          </Form>
        ) : null}
      </div>
      {viewer === "staff" && open && entry.status === "pending" ? (
        <Form method="post" className="space-y-2" noValidate>
          {mine?.errors.form ? <FormAlert compact>{mine.errors.form}</FormAlert> : null}
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="docId" value={entry.id} />
          <TextAreaField
            name="reason"
            rows={2}
            label={t("rentalDocs.reason")}
            defaultValue={mine?.values.reason ?? ""}
            error={mine?.errors.fields.reason}
          />
          <Button type="submit" variant="secondary" size="sm">
            {t("rentalDocs.reject")}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}
