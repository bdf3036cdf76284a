import { type FormEvent, useEffect, useState } from "react";
import { useLocation } from "react-router";
import "./favorite-button-messages.ts";
import { useT } from "../../i18n/t.ts";
import { HeartIcon } from "../../ui/icons/icons.tsx";
import { changeServerFavorite, FAVORITE_CODES_PATH, setLocalFavorite, useFavorites } from "./favorites-store.ts";

/**
 * The heart on cards and on a listing's page (issue 7): a toggle button whose `aria-pressed`
 * says whether the listing is a favourite. A visitor's choice is kept in this browser; a
 * logged-in user's is shown at once and sent to the web server (which calls the API with the
 * session), put back if the server refuses. Without JavaScript it is a plain form: a user's
 * choice is saved and the page comes back, a visitor is asked to log in.
 */
export function FavoriteButton({ code, title }: { code: string; title: string }) {
  const { locale, t } = useT();
  const { pathname, search } = useLocation();
  const favorites = useFavorites();
  /** The status of a change the server refused, said for a few seconds. */
  const [problem, setProblem] = useState<number | null>(null);
  const pressed = favorites.codes.includes(code);

  useEffect(() => {
    if (problem === null) return;
    const timer = window.setTimeout(() => setProblem(null), 6000);
    return () => window.clearTimeout(timer);
  }, [problem]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (favorites.userId === null) {
      setLocalFavorite(code, !pressed);
      return;
    }
    void changeServerFavorite(favorites.userId, code, !pressed, locale).then((result) => {
      if (!result.ok) setProblem(result.status);
    });
  };

  return (
    // Not a landmark: a page of cards would otherwise list a dozen nameless "forms" to a
    // screen reader; the button says what it does.
    <form method="post" action={FAVORITE_CODES_PATH} onSubmit={onSubmit} role="none" className="relative">
      <input type="hidden" name="intent" value={pressed ? "remove" : "add"} />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={t("favorites.button.add", { title })}
        data-favorite={code}
        className={`grid size-11 place-items-center rounded-full border shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
          pressed
            ? "border-brand-200 bg-white text-brand-700 hover:bg-brand-50"
            : "border-sand-200 bg-white/90 text-ink-700 hover:text-brand-700"
        }`}
      >
        <HeartIcon className={`size-6 transition-transform ${pressed ? "scale-110 fill-current" : ""}`} />
      </button>
      {problem !== null ? (
        <p
          role="alert"
          className="absolute top-12 right-0 z-20 w-56 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-ink-900 shadow-md"
        >
          {t(
            problem === 409
              ? "favorites.button.full"
              : problem === 401
                ? "favorites.button.loggedOut"
                : "favorites.button.failed",
          )}
        </p>
      ) : null}
    </form>
  );
}
