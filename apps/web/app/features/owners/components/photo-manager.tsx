import type { Locale } from "@campuslar/domain/i18n/locales";
import { PHOTO_ACCEPTED_TYPES } from "@campuslar/domain/listing/listing-form";
import { listingMessage } from "@campuslar/domain/listing/listing-messages";
import type { OwnerPhoto } from "@campuslar/domain/listing/owner-listing-dto";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../i18n/t.ts";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { photoPrecheck, photosActionPath, reorderedIds } from "../owner-photos.ts";
import "../messages.ts";

type Upload = { id: string; name: string; progress: number; state: "uploading" | "done" | "failed"; message?: string };
type Answer = { ok: true; listing: { photos: OwnerPhoto[] } } | { ok: false; message: string };

type Props = {
  /** The listing's code; `null` until the first save has created it. */
  code: string | null;
  photos: OwnerPhoto[];
  /** A message for the photos as a whole (review needs one; a refused upload without JavaScript). */
  error?: string;
  returnTo: string;
  locale: Locale;
  /** Told how many photos the listing has after each change, so the form can drop "add a photo". */
  onCountChange?: (count: number) => void;
};

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-sand-300 bg-white px-3 text-sm font-semibold text-pine-800 hover:border-pine-600 disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The listing's photos: pick several files, each uploaded on its own with its progress and,
 * when refused, the reason next to its name; thumbnails in order (the first is the cover) with
 * buttons to move one earlier or later, make it the cover or delete it. Every action is a plain
 * form too, so it all works without JavaScript.
 */
export function PhotoManager({ code, photos: initial, error, returnTo, locale, onCountChange }: Props) {
  const { t } = useT();
  const hydrated = useHydrated();
  const inputId = useId();
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [changeFailed, setChangeFailed] = useState(false);
  const refocus = useRef<{ id: number; move: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const action = code ? photosActionPath(code) : "";
  const unavailable = t("owner.photos.unavailable");

  // After a move the button pressed is drawn again elsewhere: focus follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run after each new list of photos is drawn
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(`[data-photo="${wanted.id}"]`);
    const list = [...(buttons ?? [])];
    (list.find((b) => b.dataset.move === wanted.move && !b.disabled) ?? list.find((b) => !b.disabled))?.focus();
  }, [photos]);

  // The server's list after every upload, move or delete: the form's messages follow it.
  useEffect(() => {
    onCountChange?.(photos.length);
  }, [photos, onCountChange]);

  const update = (id: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const uploadOne = (file: File, id: string) =>
    new Promise<void>((resolve) => {
      const request = new XMLHttpRequest();
      request.open("POST", action);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) update(id, { progress: Math.round((event.loaded / event.total) * 100) });
      };
      request.onload = () => {
        let answer: Answer | null = null;
        try {
          answer = JSON.parse(request.responseText) as Answer;
        } catch {
          answer = null;
        }
        if (answer?.ok) {
          setPhotos(answer.listing.photos);
          update(id, { state: "done", progress: 100 });
        } else {
          update(id, { state: "failed", message: answer?.message ?? unavailable });
        }
        resolve();
      };
      request.onerror = () => {
        update(id, { state: "failed", message: unavailable });
        resolve();
      };
      const body = new FormData();
      body.set("do", "upload");
      body.set("js", "1");
      body.set("lang", locale);
      body.set("photo", file, file.name);
      request.send(body);
    });

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (!code || files.length === 0) return;
    let count = photos.length;
    const queued = files.map((file, index) => {
      const id = `${Date.now()}-${index}-${file.name}`;
      const refused = photoPrecheck(file, count);
      if (!refused) count += 1;
      return {
        file,
        upload: {
          id,
          name: file.name,
          progress: 0,
          state: refused ? "failed" : "uploading",
          message: refused ? listingMessage(refused, locale) : undefined,
        } satisfies Upload,
      };
    });
    setUploads(queued.map((item) => item.upload));
    for (const item of queued) {
      if (item.upload.state === "uploading") await uploadOne(item.file, item.upload.id);
    }
  };

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter) return;
    const body = new FormData(event.currentTarget, submitter);
    body.set("js", "1");
    if (submitter.dataset.move) refocus.current = { id: Number(submitter.dataset.photo), move: submitter.dataset.move };
    setChangeFailed(false);
    try {
      const response = await fetch(action, { method: "POST", body });
      const answer = (await response.json()) as Answer;
      if (answer.ok) setPhotos(answer.listing.photos);
      else setChangeFailed(true);
    } catch {
      setChangeFailed(true);
    }
  };

  const ids = photos.map((photo) => photo.id);
  const hidden = (
    <>
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="redirectTo" value={returnTo} />
    </>
  );

  return (
    <section id="fotos" aria-labelledby={`${inputId}-heading`} className="scroll-mt-24 border-t border-sand-200 pt-5">
      <h3 id={`${inputId}-heading`} className="font-display text-h3 font-semibold text-ink-900">
        {t("owner.photos.heading")}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{t("owner.photos.hint")}</p>
      {error ? (
        <p className="mt-2 text-sm font-medium text-brand-800" data-testid="photos-error">
          {error}
        </p>
      ) : null}

      {code ? (
        <form
          method="post"
          action={action}
          encType="multipart/form-data"
          className="mt-4 flex flex-wrap items-center gap-3"
        >
          {hidden}
          {/* The input inside names it; a `for` would point at a visually hidden input, which
              some checkers read as a label for nothing. */}
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-pine-700 px-5 font-semibold text-white hover:bg-pine-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600">
            {t("owner.photos.add")}
            <input
              id={inputId}
              type="file"
              name="photo"
              accept={PHOTO_ACCEPTED_TYPES.join(",")}
              multiple
              aria-invalid={error ? true : undefined}
              onChange={hydrated ? onFiles : undefined}
              className={hydrated ? "sr-only" : "ml-3 text-sm"}
            />
          </label>
          {hydrated ? null : (
            <button type="submit" name="do" value="upload" className={button}>
              {t("owner.photos.send")}
            </button>
          )}
        </form>
      ) : (
        <p className="mt-4 rounded-lg bg-sand-100 px-4 py-3 text-sm text-ink-700">{t("owner.photos.needsDraft")}</p>
      )}

      {uploads.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-live="polite" data-testid="photo-uploads">
          {uploads.map((upload) => (
            <li key={upload.id} className="rounded-lg border border-sand-200 bg-white px-3 py-2 text-sm">
              <div className="flex items-center gap-3">
                <span className="min-w-0 flex-1 truncate font-medium text-ink-900">{upload.name}</span>
                {upload.state === "uploading" ? (
                  <progress
                    value={upload.progress}
                    max={100}
                    aria-label={t("owner.photos.progress", { name: upload.name })}
                    className="h-2 w-24 accent-pine-700"
                  />
                ) : null}
              </div>
              <p
                className={upload.state === "failed" ? "mt-1 font-medium text-brand-800" : "mt-1 text-ink-700"}
                data-upload-state={upload.state}
              >
                {upload.state === "failed"
                  ? upload.message
                  : upload.state === "done"
                    ? t("owner.photos.uploaded", { name: upload.name })
                    : t("owner.photos.uploading", { name: upload.name })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      {changeFailed ? (
        <p role="alert" className="mt-3 text-sm font-medium text-brand-800">
          {t("owner.photos.changeFailed")}
        </p>
      ) : null}

      {photos.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{t("owner.photos.empty")}</p>
      ) : (
        <ol ref={listRef} className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-xl border border-sand-200 bg-white">
              <div className="relative">
                <img
                  src={photo.url}
                  srcSet={photo.srcset}
                  sizes="(min-width: 640px) 240px, 45vw"
                  width={photo.width}
                  height={photo.height}
                  alt={t("owner.photos.alt", { position: index + 1, total: photos.length })}
                  className="aspect-4/3 w-full object-cover"
                />
                {index === 0 ? (
                  <span className="absolute top-2 left-2 rounded-full bg-pine-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                    {t("owner.photos.cover")}
                  </span>
                ) : null}
                {photo.awaitingReview ? (
                  <span className="absolute right-2 bottom-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-ink-900">
                    {t("owner.photos.awaitingReview")}
                  </span>
                ) : null}
              </div>
              <form
                method="post"
                action={action}
                onSubmit={onChange}
                aria-label={t("owner.photos.actions", { position: index + 1 })}
                className="grid grid-cols-2 gap-1.5 p-2"
              >
                {hidden}
                <button
                  type="submit"
                  name="do"
                  value={`order:${reorderedIds(ids, photo.id, "earlier").join(",")}`}
                  disabled={index === 0}
                  data-photo={photo.id}
                  data-move="earlier"
                  className={button}
                >
                  <span aria-hidden="true">←</span>
                  <span className="sr-only">{t("owner.photos.earlier")}</span>
                </button>
                <button
                  type="submit"
                  name="do"
                  value={`order:${reorderedIds(ids, photo.id, "later").join(",")}`}
                  disabled={index === photos.length - 1}
                  data-photo={photo.id}
                  data-move="later"
                  className={button}
                >
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">{t("owner.photos.later")}</span>
                </button>
                {index > 0 ? (
                  <button
                    type="submit"
                    name="do"
                    value={`order:${reorderedIds(ids, photo.id, "cover").join(",")}`}
                    data-photo={photo.id}
                    data-move="cover"
                    className={`${button} col-span-2`}
                  >
                    {t("owner.photos.makeCover")}
                  </button>
                ) : null}
                <button
                  type="submit"
                  name="do"
                  value={`delete:${photo.id}`}
                  className={`${button} col-span-2 text-brand-800`}
                >
                  {t("owner.photos.delete")}
                </button>
              </form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
