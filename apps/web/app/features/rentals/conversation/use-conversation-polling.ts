import { type Conversation, ConversationSchema, type MessageView } from "@campuslar/domain/rentals/conversation-forms";
import { useCallback, useEffect, useRef, useState } from "react";
import { conversationPath } from "./conversation-params.ts";

/** How often a visible page asks for new messages (decision 037: polling, not server-sent events). */
export const POLL_MS = 5_000;

/** `known` with `more` added, each message once (by id), oldest first. */
export function mergeMessages(known: readonly MessageView[], more: readonly MessageView[]): MessageView[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The conversation as the page shows it: what the loader read, then every message polled since
 * or sent from this page. Polls every POLL_MS while the page is visible (a hidden tab costs
 * nothing), and at once when it becomes visible again.
 */
export function useConversation(rentalId: string, data: Conversation) {
  const [messages, setMessages] = useState(data.items);
  const [state, setState] = useState({ masking: data.masking, open: data.open });
  const lastId = useRef(0);
  lastId.current = messages.at(-1)?.id ?? 0;

  // A revalidation of the page (after a move) brings its own read: keep what polling added too.
  useEffect(() => {
    setMessages((known) => mergeMessages(known, data.items));
    setState({ masking: data.masking, open: data.open });
  }, [data]);

  const add = useCallback((more: readonly MessageView[]) => setMessages((known) => mergeMessages(known, more)), []);

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(`${conversationPath(rentalId)}?after=${lastId.current}`, {
          headers: { Accept: "application/json" },
        });
        if (!response.ok || stopped) return;
        const parsed = ConversationSchema.safeParse(await response.json());
        if (!parsed.success || stopped) return;
        add(parsed.data.items);
        setState({ masking: parsed.data.masking, open: parsed.data.open });
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    };
    const timer = window.setInterval(poll, POLL_MS);
    const onVisible = () => void poll();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [rentalId, add]);

  return { messages, ...state, add };
}
