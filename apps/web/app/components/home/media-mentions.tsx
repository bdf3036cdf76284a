import "../../i18n/messages/home.ts";
import { useT } from "../../i18n/t.ts";
import { MEDIA_MENTIONS } from "../../lib/home-content.ts";

const WORDMARK = {
  serif: "font-display text-xl font-semibold",
  sans: "text-lg font-bold tracking-tight",
  caps: "text-base font-extrabold tracking-[0.18em] uppercase",
} as const;

/** The publications that wrote about the company, as text wordmarks (no third-party images). */
export function MediaMentions() {
  const { t } = useT();
  return (
    <section aria-labelledby="home-media" className="border-t border-sand-200">
      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
        <h2 id="home-media" className="text-center text-sm font-semibold tracking-wide text-ink-600 uppercase">
          {t("home.media.title")}
        </h2>
        <ul className="mt-5 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 text-ink-600">
          {MEDIA_MENTIONS.map((mention) => (
            <li key={mention.name} className={WORDMARK[mention.style]}>
              {mention.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
