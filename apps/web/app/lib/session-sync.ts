import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

const CHANNEL = "campuslar-session";

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
    if (previous.current === userId) return;
    previous.current = userId;
    channel.current?.postMessage("changed");
  }, [userId]);
}
