import { useState } from "react";
import { useT } from "../../i18n/t.ts";
import { ListingIcon } from "../../ui/icons/listing-icons.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import "./messages.ts";

/**
 * Shares the page: the system's share sheet where the browser has one (phones), else copies the
 * link and says so in a polite live message. It needs JavaScript, so it appears once the page
 * can answer the click.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");

  const share = async () => {
    const url = window.location.href.split("#")[0] ?? window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("listing.share.copied"));
    } catch {
      setStatus(t("listing.share.failed"));
    }
  };

  return (
    <div className="relative">
      <button
        type="button"
        onClick={share}
        disabled={!hydrated}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 font-semibold text-ink-900 transition-colors hover:bg-sand-50 disabled:opacity-60"
      >
        <ListingIcon name="share" className="size-5" />
        {t("listing.share")}
      </button>
      <p aria-live="polite" className="mt-1 text-sm text-pine-800 empty:hidden">
        {status}
      </p>
    </div>
  );
}
