import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * After a form sent from one page leads to another (a thank-you page, the account after
 * signing up, a booked visit), the new page opens at its top (React Router resets the scroll on
 * a redirect) and its heading takes the focus, so a screen reader announces where the person
 * now is and the confirmation is what they see. A refused form comes back to its own page and
 * moves the focus itself (`useFocusOnRefusal`), as does a form whose answer stays on its page
 * (a saved setting, the lead forms' receipt at its anchor); a page that has already put the
 * focus somewhere (a dialog it opens) keeps it. Without JavaScript a plain POST and redirect
 * opens at the top anyway.
 */
export function useFocusAfterSubmit() {
  const navigation = useNavigation();
  const location = useLocation();
  const sentFrom = useRef<string | null>(null);

  useEffect(() => {
    if (navigation.state === "submitting" && navigation.formMethod?.toUpperCase() !== "GET") {
      sentFrom.current = window.location.pathname;
      return;
    }
    if (navigation.state !== "idle" || sentFrom.current === null) return;
    const from = sentFrom.current;
    sentFrom.current = null;
    const focusTaken = document.activeElement !== null && document.activeElement !== document.body;
    if (from === location.pathname || location.hash || focusTaken) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    // A heading is not focusable by itself; -1 lets a script focus it without adding a tab stop.
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [navigation.state, navigation.formMethod, location]);
}
