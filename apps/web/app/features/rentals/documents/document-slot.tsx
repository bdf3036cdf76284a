import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_MB,
  type DocumentKind,
  type DocumentSubject,
  type DocumentView,
  ID_TYPES,
} from "@campuslar/domain/rentals/document-rules";
import { Form } from "react-router";
import type { FormErrors } from "../../../api/api-form.server.ts";
import { useT } from "../../../i18n/t.ts";
import { Button } from "../../../ui/button.tsx";
import { Field } from "../../../ui/form/field.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { SelectField } from "../../../ui/form/select-field.tsx";
import { TextField } from "../../../ui/form/text-field.tsx";
import "./messages.ts";

/** A refused form of the page: which one (a slot `student.cpf` or a document's id), what was typed, why. */
export type DocumentsRefusal = { target: string; values: Record<string, string>; errors: FormErrors };

export const slotKey = (subject: DocumentSubject, kind: DocumentKind) => `${subject}.${kind}`;

/**
 * The student's form for one slot, posted as multipart to the page's action (no script needed),
 * which forwards it to the API with the session. A refusal comes back next to its field, with the
 * ID type and CPF as typed (a browser never keeps a chosen file).
 */
export function SlotUploadForm(props: {
  subject: DocumentSubject;
  kind: DocumentKind;
  entries: readonly DocumentView[];
  refusal: DocumentsRefusal | undefined;
}) {
  const { t } = useT();
  const { subject, kind, entries, refusal } = props;
  const mine = refusal?.target === slotKey(subject, kind) ? refusal : undefined;
  const values = mine?.values ?? {};
  const errors = mine?.errors.fields ?? {};
  // One CPF per person: another only after deleting the one sent.
  if (kind === "cpf" && entries.length > 0) return null;
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3" noValidate>
      {mine?.errors.form ? <FormAlert compact>{mine.errors.form}</FormAlert> : null}
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="subject" value={subject} />
      <input type="hidden" name="kind" value={kind} />
      {kind === "identity" ? (
        <SelectField
          name="idType"
          label={t("rentalDocs.idType")}
          placeholder={t("rentalDocs.idType.choose")}
          options={ID_TYPES.map((type) => ({ value: type, label: t(`rentalDocs.idType.${type}`) }))}
          defaultValue={values.idType ?? ""}
          error={errors.idType}
          className="sm:max-w-sm"
        />
      ) : null}
      {kind === "cpf" ? (
        <>
          <TextField
            name="cpf"
            inputMode="numeric"
            autoComplete="off"
            label={t("rentalDocs.cpf")}
            hint={t("rentalDocs.hint.cpf")}
            defaultValue={values.cpf ?? ""}
            error={errors.cpf}
            className="sm:max-w-sm"
          />
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-900">
            <input
              type="checkbox"
              name="noCpf"
              defaultChecked={values.noCpf === "on"}
              aria-describedby={errors.noCpf ? `${slotKey(subject, kind)}-nocpf-error` : undefined}
              className="size-5 accent-pine-700"
            />
            {t("rentalDocs.noCpf")}
          </label>
          {errors.noCpf ? (
            <p id={`${slotKey(subject, kind)}-nocpf-error`} className="text-sm font-medium text-brand-800">
              {errors.noCpf}
            </p>
          ) : null}
        </>
      ) : (
        <Field
          label={t("rentalDocs.file")}
          hint={t("rentalDocs.fileHint", { mb: DOCUMENT_MAX_MB })}
          error={errors.file}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept={DOCUMENT_ACCEPT}
              className="mt-1.5 block w-full text-sm text-ink-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-sand-300 file:bg-white file:px-3 file:font-semibold"
            />
          )}
        </Field>
      )}
      <Button type="submit" size="sm">
        {kind === "cpf" ? t("rentalDocs.sendCpf") : t("rentalDocs.send")}
      </Button>
    </Form>
  );
}
