import {
  BRAZILIAN_STATES,
  DEFAULT_LISTING_CITY,
  DEFAULT_LISTING_STATE,
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  MIN_CONTRACT_MONTHS_OPTIONS,
} from "@campuslar/domain/listing/listing-form";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import {
  ACCOMMODATION_TYPES,
  ADVERTISED_UNITS,
  AMENITY_FLAGS,
  GENDER_PREFERENCES,
  IN_ROOM_ITEMS,
  INCLUDED_BILLS,
  OUTSIDE_AMENITIES,
} from "@campuslar/domain/property/property-enums";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../i18n/t.ts";
import {
  type EditorValues,
  type FormErrors,
  type ListingActionData,
  listingValues,
} from "../../lib/owner-listing-values.ts";
import { RadioGroupField } from "../form/radio-group-field.tsx";
import { SelectField } from "../form/select-field.tsx";
import { TextField } from "../form/text-field.tsx";
import { TextAreaField } from "../form/textarea-field.tsx";
import { ChoiceList } from "./choice-list.tsx";
import { PhotoManager } from "./photo-manager.tsx";
import "../../i18n/messages/listing-labels.ts";
import "../../i18n/messages/owner.ts";
import "../../i18n/messages/property.ts";
import "../../i18n/messages/property-page.ts";

/** How long typing pauses before the draft is saved. */
const AUTOSAVE_DELAY_MS = 900;

const INSIDE_AMENITIES = AMENITY_FLAGS.filter((flag) => !(OUTSIDE_AMENITIES as readonly string[]).includes(flag));

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
};

type SaveState = "idle" | "saving" | "saved" | "failed";

/**
 * Spec §3's listing-creation form, the same in the modal and on its own page. It saves a draft
 * as the owner types (a debounced post through a fetcher to the page's action; the first one
 * creates the listing), so closing the modal loses nothing. "Submit for review" saves and sends;
 * the messages land next to their fields. Without JavaScript it is a plain form with "Save
 * draft", "Find the address" and "Submit for review" buttons.
 */
export function ListingEditor({ listing, action, values, errors, notice, photoError, returnTo, labelledBy }: Props) {
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

  const start = values ?? listingValues(listing?.form ?? {}, locale);
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
    if (target.name && fields[target.name]) {
      setMessages((current) => {
        if (!current) return current;
        const { [target.name]: _cleared, ...rest } = current.fields;
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
  const yesNo = [
    { value: "true", label: t("owner.form.yes") },
    { value: "false", label: t("owner.form.no") },
  ];

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
        {/* Enter in a field saves: the form's first button decides what an implicit submission does. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
        {summary ? (
          <p
            role="alert"
            className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-800"
          >
            {summary}
          </p>
        ) : null}

        <Section legend={t("owner.section.unit")}>
          <RadioGroupField
            name="advertisedUnit"
            label={t("owner.field.advertisedUnit")}
            options={ADVERTISED_UNITS.map((unit) => ({ value: unit, label: t(`owner.field.advertisedUnit.${unit}`) }))}
            defaultValue={text("advertisedUnit")}
            error={errorOf("advertisedUnit")}
            inline
          />
          <SelectField
            name="type"
            label={t("owner.field.type")}
            placeholder={t("owner.form.choose")}
            options={ACCOMMODATION_TYPES.map((type) => ({ value: type, label: t(`accommodation.type.${type}`) }))}
            defaultValue={text("type")}
            error={errorOf("type")}
          />
        </Section>

        <Section legend={t("owner.section.place")}>
          <div className="sm:col-span-2">
            <div className="flex flex-wrap items-end gap-3">
              <TextField
                name="postalCode"
                label={t("owner.field.postalCode")}
                hint={t("owner.field.postalCode.hint")}
                autoComplete="postal-code"
                inputMode="numeric"
                placeholder="01310-100"
                defaultValue={text("postalCode")}
                error={errorOf("postalCode")}
                className="min-w-0 flex-1 basis-48"
              />
              <button
                type="submit"
                name="intent"
                value="cep"
                className="mb-px inline-flex min-h-11 items-center rounded-full border border-pine-700 bg-white px-4 font-semibold text-pine-800 hover:bg-pine-50"
              >
                {t("owner.field.postalCode.lookup")}
              </button>
            </div>
            <p aria-live="polite" className="mt-1.5 text-sm text-pine-800">
              {cepNotice ?? ""}
            </p>
          </div>
          <TextField
            name="street"
            autoComplete="address-line1"
            label={t("owner.field.street")}
            defaultValue={text("street")}
            error={errorOf("street")}
            className="sm:col-span-2"
          />
          <TextField
            name="number"
            label={t("owner.field.number")}
            defaultValue={text("number")}
            error={errorOf("number")}
          />
          <TextField
            name="complement"
            autoComplete="address-line2"
            label={t("owner.field.complement")}
            defaultValue={text("complement")}
            error={errorOf("complement")}
          />
          <TextField
            name="neighbourhood"
            label={t("owner.field.neighbourhood")}
            defaultValue={text("neighbourhood")}
            error={errorOf("neighbourhood")}
          />
          <TextField
            name="city"
            autoComplete="address-level2"
            label={t("owner.field.city")}
            defaultValue={text("city", DEFAULT_LISTING_CITY)}
            error={errorOf("city")}
          />
          <SelectField
            name="state"
            label={t("owner.field.state")}
            options={BRAZILIAN_STATES.map((uf) => ({ value: uf, label: uf }))}
            defaultValue={text("state", DEFAULT_LISTING_STATE)}
            error={errorOf("state")}
          />
        </Section>

        <Section legend={t("owner.section.home")}>
          <NumberField name="areaM2" label={t("owner.field.areaM2")} value={text("areaM2")} error={errorOf("areaM2")} />
          <NumberField
            name="bedrooms"
            label={t("owner.field.bedrooms")}
            value={text("bedrooms")}
            error={errorOf("bedrooms")}
          />
          <NumberField
            name="bathrooms"
            label={t("owner.field.bathrooms")}
            value={text("bathrooms")}
            error={errorOf("bathrooms")}
          />
          <NumberField
            name="capacity"
            label={t("owner.field.capacity")}
            value={text("capacity")}
            error={errorOf("capacity")}
          />
        </Section>

        <Section legend={t("owner.section.amenities")}>
          <ChoiceList
            name="amenities"
            label={t("owner.field.amenitiesInside")}
            options={INSIDE_AMENITIES.map((flag) => ({ value: flag, label: t(`listing.amenity.${flag}`) }))}
            checked={list("amenities")}
            error={errorOf("amenities")}
            className="sm:col-span-2"
            part
          />
          <ChoiceList
            name="amenities"
            label={t("owner.field.amenitiesOutside")}
            options={OUTSIDE_AMENITIES.map((flag) => ({ value: flag, label: t(`listing.amenity.${flag}`) }))}
            checked={list("amenities")}
            className="sm:col-span-2"
            part
          />
        </Section>

        <Section legend={t("owner.section.sharing")}>
          <RadioGroupField
            name="sharedBedroom"
            label={t("owner.field.sharedBedroom")}
            options={yesNo}
            inline
            defaultValue={text("sharedBedroom")}
            error={errorOf("sharedBedroom")}
          />
          <RadioGroupField
            name="sharedBathroom"
            label={t("owner.field.sharedBathroom")}
            options={yesNo}
            inline
            defaultValue={text("sharedBathroom")}
            error={errorOf("sharedBathroom")}
          />
          <ChoiceList
            name="inRoomItems"
            label={t("owner.field.inRoomItems")}
            options={IN_ROOM_ITEMS.map((item) => ({ value: item, label: t(`listing.inRoom.${item}`) }))}
            checked={list("inRoomItems")}
            error={errorOf("inRoomItems")}
            className="sm:col-span-2"
          />
          <RadioGroupField
            name="genderPreference"
            label={t("owner.field.genderPreference")}
            options={GENDER_PREFERENCES.map((gender) => ({
              value: gender,
              label: t(`owner.field.genderPreference.${gender}`),
            }))}
            defaultValue={text("genderPreference")}
            error={errorOf("genderPreference")}
          />
          <RadioGroupField
            name="smokersAllowed"
            label={t("owner.field.smokersAllowed")}
            options={yesNo}
            inline
            defaultValue={text("smokersAllowed")}
            error={errorOf("smokersAllowed")}
          />
          <NumberField name="minAge" label={t("owner.field.minAge")} value={text("minAge")} error={errorOf("minAge")} />
          <NumberField name="maxAge" label={t("owner.field.maxAge")} value={text("maxAge")} error={errorOf("maxAge")} />
        </Section>

        <Section legend={t("owner.section.rent")}>
          <TextField
            name="rentAmount"
            inputMode="decimal"
            label={t("owner.field.rentAmount")}
            placeholder="2.500,00"
            defaultValue={text("rentAmount")}
            error={errorOf("rentAmount")}
          />
          <SelectField
            name="minContractMonths"
            label={t("owner.field.minContractMonths")}
            placeholder={t("owner.form.choose")}
            options={MIN_CONTRACT_MONTHS_OPTIONS.map((months) => ({
              value: String(months),
              label: t("owner.field.minContractMonths.option", { months }),
            }))}
            defaultValue={text("minContractMonths")}
            error={errorOf("minContractMonths")}
          />
          <ChoiceList
            name="includedBills"
            label={t("owner.field.includedBills")}
            options={INCLUDED_BILLS.map((bill) => ({ value: bill, label: t(`listing.bills.${bill}`) }))}
            checked={list("includedBills")}
            error={errorOf("includedBills")}
            className="sm:col-span-2"
          />
          <TextField
            name="availableFrom"
            type="date"
            label={t("owner.field.availableFrom")}
            defaultValue={text("availableFrom")}
            error={errorOf("availableFrom")}
          />
        </Section>

        <Section legend={t("owner.section.about")}>
          <TextField
            name="title"
            label={t("owner.field.title")}
            hint={
              <>
                {t("owner.field.title.hint")} <span lang="pt-BR">{t("owner.field.title.example")}</span>
              </>
            }
            maxLength={LISTING_TITLE_MAX}
            defaultValue={text("title")}
            error={errorOf("title")}
            className="sm:col-span-2"
            lang="pt-BR"
          />
          <TextAreaField
            name="description"
            label={t("owner.field.description")}
            hint={t("owner.field.description.hint")}
            maxLength={LISTING_DESCRIPTION_MAX}
            rows={5}
            defaultValue={text("description")}
            error={errorOf("description")}
            className="sm:col-span-2"
            lang="pt-BR"
          />
          {/* Optional English versions, for students from abroad; written in English, so marked so. */}
          <TextField
            name="titleEn"
            type="text"
            label={t("owner.field.titleEn")}
            hint={t("owner.field.titleEn.hint")}
            maxLength={LISTING_TITLE_MAX}
            defaultValue={text("titleEn")}
            error={errorOf("titleEn")}
            className="sm:col-span-2"
            lang="en"
          />
          <TextAreaField
            name="descriptionEn"
            label={t("owner.field.descriptionEn")}
            maxLength={LISTING_DESCRIPTION_MAX}
            rows={5}
            defaultValue={text("descriptionEn")}
            error={errorOf("descriptionEn")}
            className="sm:col-span-2"
            lang="en"
          />
        </Section>
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

      <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p
          role="status"
          aria-live="polite"
          className="min-h-6 text-sm font-medium text-ink-700"
          data-save-state={saveState}
        >
          {saveState === "saving"
            ? t("owner.form.saving")
            : saveState === "saved"
              ? t(live ? "owner.form.savedForReview" : "owner.form.saved")
              : saveState === "failed"
                ? t("owner.form.saveFailed")
                : ""}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            form={formId}
            name="intent"
            value="save"
            className="inline-flex min-h-12 items-center justify-center rounded-full border border-pine-700 bg-white px-5 font-semibold text-pine-800 hover:bg-pine-50"
          >
            {t(live ? "owner.form.saveChanges" : "owner.form.saveDraft")}
          </button>
          {/* A published listing's saves already wait for review (decision 017): nothing to submit. */}
          {live ? null : (
            <button
              type="submit"
              form={formId}
              name="intent"
              value="submit"
              disabled={submitting}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800 disabled:opacity-70"
            >
              {submitting ? t("owner.form.submitting") : t("owner.form.submit")}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-sand-200 pt-5 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left w-full font-display text-h3 font-semibold text-ink-900">{legend}</legend>
      <div className="clear-left grid gap-5 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function NumberField({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  return (
    <TextField name={name} label={label} inputMode="numeric" pattern="[0-9]*" defaultValue={value} error={error} />
  );
}
