import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { type EditorValues, type FormErrors, type ListingActionData, listingValues } from "../owner-listing-values.ts";
import { ListingAddressSection } from "./listing-address-section.tsx";
import { ListingAmenitiesSection, ListingHomeSection, ListingUnitSection } from "./listing-home-sections.tsx";
import { ListingRentSection } from "./listing-rent-section.tsx";
import { ListingSaveBar, type SaveState } from "./listing-save-bar.tsx";
import { ListingSharingSection } from "./listing-sharing-section.tsx";
import { ListingTextsSection } from "./listing-texts-section.tsx";
import { PhotoManager } from "./photo-manager.tsx";
import "../messages.ts";

/** A new listing's condomínio and IPTU: none until staff or the owner's data say otherwise. */
const NO_CHARGES = { condoFee: 0, iptu: 0 } as const;

/** How long typing pauses before the draft is saved. */
const AUTOSAVE_DELAY_MS = 900;

type Props = {
  /** The listing being edited; `null` for a new one (the first save creates it). */
  listing: OwnerListing | null;
  /** The route whose action takes this form. */
  action: string;
  /** What a refused submission typed and the messages it got (the page without JavaScript). */
  values?: EditorValues;
  errors?: FormErrors;
  /** A line to show once (e.g. "address filled in from the zip code"). */
  notice?: string;
  /** A refused photo upload of the page without JavaScript, already in the visitor's language. */
  photoError?: string;
  /** Where the photo forms send the owner back without JavaScript. */
  returnTo: string;
  /** The id of the heading that names the form (the dialog's or the page's). */
  labelledBy: string;
  /**
   * The dialog's `Idempotency-Key`, one per opening: every save that may start the listing
   * sends it, so quick clicks before the first answer start one draft, not one each.
   */
  idempotencyKey?: string;
};

/**
 * Spec §3's listing-creation form, the same in the modal and on its own page. It saves a draft
 * as the owner types (a debounced post through a fetcher to the page's action; the first one
 * creates the listing), so closing the modal loses nothing. "Submit for review" saves and sends;
 * the messages land next to their fields. Without JavaScript it is a plain form with "Save
 * draft", "Find the address" and "Submit for review" buttons.
 */
export function ListingEditor({
  listing,
  action,
  values,
  errors,
  notice,
  photoError,
  returnTo,
  labelledBy,
  idempotencyKey,
}: Props) {
  const live = listing?.status === "published";
  const { locale, t } = useT();
  const fetcher = useFetcher<ListingActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState<string | null>(listing?.code ?? null);
  const codeRef = useRef(code);
  codeRef.current = code;
  const [messages, setMessages] = useState<FormErrors | undefined>(errors);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [cepNotice, setCepNotice] = useState(notice);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef(false);
  const busy = useRef(false);
  /** Something typed since the last save began. */
  const dirty = useRef(false);
  busy.current = fetcher.state !== "idle";
  const formId = `${labelledBy}-form`;

  const start = values ?? listingValues(listing?.form ?? {});
  const text = (name: string, fallback = "") => {
    const value = start[name];
    return typeof value === "string" ? value : fallback;
  };
  const list = (name: string) => {
    const value = start[name];
    return Array.isArray(value) ? value : [];
  };
  const fields = messages?.fields ?? {};
  const errorOf = (name: string) =>
    fields[name] ?? Object.entries(fields).find(([field]) => field.startsWith(`${name}.`))?.[1];
  const readers = { text, list, errorOf };

  const send = useCallback(
    (intent: string, submitter?: HTMLElement | null) => {
      const form = formRef.current;
      if (!form) return;
      const body = new FormData(form, submitter ?? undefined);
      body.set("intent", intent);
      body.set("code", codeRef.current ?? "");
      fetcher.submit(body, { method: "post", action });
    },
    [fetcher.submit, action],
  );

  const save = useCallback(() => {
    dirty.current = false;
    if (busy.current) {
      // One save at a time: a second one now could create the listing twice.
      pending.current = true;
      return;
    }
    pending.current = false;
    setSaveState("saving");
    send("save");
  }, [send]);

  const scheduleSave = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // Ticking a bill as included answers its estimate's message too.
    const answered = target.name.startsWith("includedBills.") ? `${target.value}Estimate` : target.name;
    if (target.name && (fields[target.name] || fields[answered])) {
      setMessages((current) => {
        if (!current) return current;
        const { [target.name]: _cleared, [answered]: _answered, ...rest } = current.fields;
        return { ...current, fields: rest };
      });
    }
    // "Saved" would be untrue until these keystrokes are saved too.
    dirty.current = true;
    setSaveState((state) => (state === "saved" ? "idle" : state));
    clearTimeout(timer.current);
    timer.current = setTimeout(save, AUTOSAVE_DELAY_MS);
    // A whole CEP typed: fill the address from it at once.
    if (target.name === "postalCode" && target.value.replace(/\D/g, "").length === 8 && event.type === "change") {
      clearTimeout(timer.current);
      send("cep");
    }
  };

  // Leaving a field (closing the modal leaves it too) saves at once rather than after the pause,
  // so a last edit never waits in a timer while the owner moves on.
  const flushSave = () => {
    if (!dirty.current) return;
    clearTimeout(timer.current);
    save();
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // "Add at least one photo" goes as soon as the listing has one (the upload's answer is the
  // server's list): it must never stay next to the photos the owner just added.
  const photosChanged = useCallback((count: number) => {
    if (count === 0) return;
    setMessages((current) => {
      if (!current?.fields.photos) return current;
      const { photos: _added, ...rest } = current.fields;
      return Object.keys(rest).length > 0 ? { ...current, fields: rest } : undefined;
    });
  }, []);

  // The answer of the last save, lookup or submission.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if ("code" in answer && answer.code) setCode(answer.code);
    if (answer.intent === "save") {
      setSaveState(answer.ok ? "saved" : "failed");
      if (!answer.ok) setMessages(answer.errors);
    } else if (answer.intent === "cep") {
      if (answer.ok) {
        const form = formRef.current;
        // Only what is still blank (city and state start with São Paulo's): the owner may have
        // typed on while the lookup ran, and what they typed wins.
        for (const name of ["street", "neighbourhood", "city", "state"]) {
          const input = form?.elements.namedItem(name);
          const value = answer.values[name];
          if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement) || typeof value !== "string")
            continue;
          if (input.value === "" || name === "city" || name === "state") input.value = value;
        }
        setCepNotice(answer.notice);
        setSaveState("saved");
      } else {
        setCepNotice(undefined);
        setMessages(answer.errors);
      }
    } else if (answer.intent === "submit" && !answer.ok) {
      setMessages(answer.errors);
      setSaveState("idle");
    }
    if (pending.current) save();
  }, [fetcher.data, fetcher.state, save]);

  // After a refused submission, the first field with a message takes focus.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer.ok || answer.intent !== "submit" || fetcher.state !== "idle") return;
    const container = formRef.current?.parentElement;
    container?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [fetcher.data, fetcher.state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute("value") ?? "save";
    if (intent === "save") setSaveState("saving");
    send(intent, submitter);
  };

  const submitting = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "submit";
  const summary =
    messages?.form ?? (messages && Object.keys(messages.fields).length > 0 ? t("owner.form.failed") : undefined);

  return (
    <div className="space-y-8">
      <form
        ref={formRef}
        id={formId}
        method="post"
        action={action}
        noValidate
        aria-labelledby={labelledBy}
        onInput={scheduleSave}
        onChange={scheduleSave}
        onBlur={flushSave}
        onSubmit={onSubmit}
        className="space-y-8"
      >
        <input type="hidden" name="code" value={code ?? ""} />
        {idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
        {/* Enter in a field saves: the form's first button decides what an implicit submission does. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
        {summary ? <FormAlert>{summary}</FormAlert> : null}

        <ListingUnitSection {...readers} />
        <ListingAddressSection {...readers} cepNotice={cepNotice} />
        <ListingHomeSection {...readers} />
        <ListingAmenitiesSection {...readers} />
        <ListingSharingSection {...readers} />
        <ListingRentSection {...readers} charges={listing?.monthlyCharges ?? NO_CHARGES} />
        <ListingTextsSection {...readers} />
      </form>

      <PhotoManager
        key={code ?? "new"}
        code={code}
        photos={listing?.photos ?? []}
        error={errorOf("photos") ?? photoError}
        returnTo={returnTo}
        locale={locale}
        onCountChange={photosChanged}
      />

      <ListingSaveBar formId={formId} live={live} saveState={saveState} submitting={submitting} />
    </div>
  );
}
