import { dateText } from "@campuslar/domain/dates/display-dates";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { CloseIcon } from "../../../ui/icons/icons.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { ListingEditor } from "./listing-editor.tsx";
import "../messages.ts";

/**
 * A fresh `Idempotency-Key` for one opening of the dialog. Made in the browser when the dialog
 * opens (never in the server render); `getRandomValues` works on any page, secure or not.
 */
const newDialogKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

type Props = {
  /** The dashboard's path: its action takes the form. */
  action: string;
  /** The code just sent for review (the dashboard's `?enviado=`): the modal closes and starts afresh. */
  sentCode: string | null;
  /** The draft the owner started and never sent (domain `resumableDraft`): the form opens on it. */
  resume: OwnerListing | null;
  className?: string;
};

/**
 * "List a place": with JavaScript a native modal `<dialog>` (the browser traps focus, Esc
 * closes it, focus returns to the button) holding the listing form, which saves as the owner
 * types, so closing it loses nothing and opening it again shows the same draft. A draft the
 * owner started on another visit opens again too, with a way to start a different listing:
 * drafts never pile up one per visit. Without JavaScript the button opens that draft's page, or
 * creates an empty draft and opens its page.
 */
export function NewListingButton({ action, sentCode, resume, className }: Props) {
  const { locale, t } = useT();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [round, setRound] = useState(0);
  const [opened, setOpened] = useState(false);
  // The listing the form holds, chosen when it first opens: the draft to resume, or a new one.
  // Kept afterwards, so the draft this form creates does not swap the form under the owner's hands.
  const [editing, setEditing] = useState<OwnerListing | null>(null);
  // One key per listing this dialog starts: a new one with each fresh form (a new round).
  const [dialogKey, setDialogKey] = useState("");

  // A submission went through (the action sent us to `?enviado=`): the next listing starts blank.
  useEffect(() => {
    if (!sentCode) return;
    dialogRef.current?.close();
    setEditing(null);
    setOpened(false);
    setRound((current) => current + 1);
  }, [sentCode]);

  const startOther = () => {
    setEditing(null);
    setDialogKey(newDialogKey());
    setRound((current) => current + 1);
  };

  const headingId = `new-listing-${round}`;
  return (
    <>
      <Form method="post" action={action} aria-label={t("owner.new")}>
        <input type="hidden" name="intent" value="create" />
        <button
          ref={openerRef}
          type="submit"
          aria-haspopup={hydrated ? "dialog" : undefined}
          onClick={(event) => {
            if (!hydrated || !dialogRef.current) return;
            event.preventDefault();
            if (!opened) {
              setEditing(resume);
              setDialogKey(newDialogKey());
            }
            setOpened(true);
            dialogRef.current.showModal();
          }}
          className={className ?? buttonClass({ size: "lg" })}
        >
          {t("owner.new")}
        </button>
      </Form>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        onClose={() => openerRef.current?.focus()}
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-sand-50 p-0 text-ink-900 backdrop:bg-ink-900/60 sm:m-auto sm:h-auto sm:max-h-[92dvh] sm:max-w-3xl sm:rounded-2xl sm:shadow-2xl"
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-sand-200 bg-white px-5 py-4 sm:px-8">
          <div className="min-w-0">
            <h2 id={headingId} className="font-display text-h2 font-semibold text-ink-900">
              {t(editing ? "owner.form.heading.resume" : "owner.form.heading.new")}
            </h2>
            <p className="mt-1 text-sm text-ink-700">
              {editing ? t("owner.form.resuming", { date: dateText(locale, editing.createdAt) }) : t("owner.form.lead")}
            </p>
            {editing ? (
              <button
                type="button"
                onClick={startOther}
                className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline underline-offset-4"
              >
                {t("owner.form.startOther")}
              </button>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-sand-300 bg-white text-ink-900 hover:border-pine-600"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{t("owner.form.close")}</span>
          </button>
        </div>
        <div className="px-5 py-6 sm:px-8">
          {/* Drawn once opened, then kept while closed: nothing typed is lost. */}
          {opened ? (
            <ListingEditor
              key={`${round}-${editing?.code ?? "new"}`}
              listing={editing}
              action={action}
              returnTo={action}
              labelledBy={headingId}
              idempotencyKey={dialogKey}
            />
          ) : null}
        </div>
      </dialog>
    </>
  );
}
