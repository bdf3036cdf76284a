import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

const CHANNEL = "campuslar-session";
/** Said in this tab by a request outside the router that found the session over (a 401). */
const SESSION_ENDED = "campuslar:session-ended";

/**
 * Spec §8: any 401 logs out globally. Router loads and actions show it by themselves (the web
 * server clears the cookie and the root loader answers a visitor); a plain `fetch` made by a
 * component calls this, so the page loads its data again and shows a visitor too.
 */
export function announceSessionEnded(): void {
  window.dispatchEvent(new Event(SESSION_ENDED));
}

/**
 * Spec §4: logout clears the user everywhere. The cookie is shared by the tabs, so a tab only
 * has to load its data again to show the new state. Whenever this tab sees the user change
 * (logout, login, a session the API ended), it tells the others; a tab that hears it reloads
 * its data, and tells the rest only if that changed its own state, so the messages stop.
 */
export function useSessionSync(userId: string | null): void {
  const { revalidate } = useRevalidator();
  const channel = useRef<BroadcastChannel | null>(null);
  const previous = useRef(userId);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const opened = new BroadcastChannel(CHANNEL);
    opened.onmessage = () => void revalidate();
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [revalidate]);

  useEffect(() => {
    const reload = () => void revalidate();
    window.addEventListener(SESSION_ENDED, reload);
    return () => window.removeEventListener(SESSION_ENDED, reload);
  }, [revalidate]);

  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    channel.current?.postMessage("changed");
  }, [userId]);
}
