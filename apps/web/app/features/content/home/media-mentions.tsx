import "./messages.ts";
import { useT } from "../../../i18n/t.ts";
import { ExampleBadge, InItsLanguage, LanguageNote } from "./content-badges.tsx";
import type { PressMentionView } from "./home-content.ts";

/**
 * The press mentions staff published (docs/decisions/014-content-claims.md): each names the
 * publication and links to the article, so a visitor can check it. None published, no section.
 */
export function MediaMentions({ mentions }: { mentions: readonly PressMentionView[] }) {
  const { t } = useT();
  if (mentions.length === 0) return null;
  return (
    <section aria-labelledby="home-media" className="border-t border-sand-200">
      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
        <h2 id="home-media" className="text-center text-sm font-semibold tracking-wide text-ink-700 uppercase">
          {t("home.media.title")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="press-mentions">
          {mentions.map((mention) => (
            <li key={mention.id} className="flex flex-col rounded-xl border border-sand-200 bg-white p-5">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-display text-lg font-semibold text-ink-900">{mention.outlet}</span>
                {mention.example ? <ExampleBadge /> : null}
              </p>
              <a
                href={mention.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 font-medium text-pine-800 underline underline-offset-2 hover:text-pine-900"
              >
                <InItsLanguage value={mention.headline} />
                <span className="sr-only"> {t("home.media.newTab")}</span>
              </a>
              <p className="mt-auto flex flex-wrap items-center gap-x-3 pt-3 text-sm text-ink-700">
                <time dateTime={mention.date}>{mention.dateText}</time>
                <LanguageNote value={mention.headline} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
