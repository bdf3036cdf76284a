import { href } from "@campuslar/domain/routes/route-table";
import { COOKIE_NOTICE_STORAGE_KEY } from "@campuslar/domain/site/cookie-notice";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { useStepAside } from "../../ui/use-step-aside.ts";
import "./messages.ts";

/**
 * The notice's height (plus a gap) on the root element: floating buttons rise above it, and
 * the page keeps that much room below its content (app.css), so everything scrolls clear of it.
 */
const OFFSET_VAR = "--cookie-notice-offset";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_STORAGE_KEY) === "dismissed";
  } catch {
    // Storage blocked: showing the notice again is the safe side.
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, "dismissed");
  } catch {
    // Storage blocked: it will show again next time, which is harmless.
  }
}

/**
 * A short privacy note (LGPD): only essential cookies (session and language) and anonymous
 * page counts, so no consent is asked, only acknowledged (docs/decisions/005). It appears
 * after hydration, once storage says it was never dismissed; it floats (no layout shift) and
 * is an ordinary landmark, not a modal: nothing behind it is blocked. It never covers the page's
 * title, a primary action or the field being typed in: while it would, it steps aside.
 */
export function CookieNotice() {
  const { locale, t } = useT();
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const aside = useStepAside(ref, visible);

  useEffect(() => {
    setVisible(!wasDismissed());
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!visible || !element) return;
    const publish = () => root.style.setProperty(OFFSET_VAR, `${element.offsetHeight + 12}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OFFSET_VAR);
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <section
      ref={ref}
      aria-label={t("shell.cookies.label")}
      data-floating="cookie-notice"
      data-aside={aside || undefined}
      className="fixed inset-x-2 bottom-2 z-30 flex items-center gap-3 rounded-2xl border border-sand-300 bg-white py-2 pr-2 pl-4 text-sm text-ink-700 shadow-xl shadow-ink-900/10 transition-[opacity,visibility] duration-200 motion-safe:animate-notice-in data-aside:pointer-events-none data-aside:invisible data-aside:opacity-0 sm:inset-x-auto sm:left-6 sm:bottom-6 sm:max-w-lg print:hidden"
    >
      <p className="min-w-0 flex-1">
        {t("shell.cookies.text")}{" "}
        <AppLink
          to={href("privacy", locale)}
          className="font-medium text-pine-800 underline underline-offset-2 hover:text-pine-900"
        >
          {t("shell.cookies.more")}
        </AppLink>
      </p>
      <div className="shrink-0">
        <button
          type="button"
          onClick={() => {
            rememberDismissal();
            setVisible(false);
          }}
          className="inline-flex min-h-11 items-center rounded-full bg-pine-800 px-5 font-semibold text-white transition-colors hover:bg-pine-900"
        >
          {t("shell.cookies.ok")}
        </button>
      </div>
    </section>
  );
}
