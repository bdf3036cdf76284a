import type { MaskedKind, MessageView } from "@campuslar/domain/rentals/conversation-forms";
import { MASKED_KINDS } from "@campuslar/domain/rentals/conversation-forms";
import { conversationMessage, isConversationMessageKey } from "@campuslar/domain/rentals/conversation-messages";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../../i18n/t.ts";
import type { ConversationData } from "./conversation.server.ts";
import { CONVERSATION_ANCHOR, PARAM } from "./conversation-params.ts";
import { MessageForm } from "./message-form.tsx";
import { MessageItem } from "./message-item.tsx";
import { useConversation } from "./use-conversation-polling.ts";
import "./messages.ts";

/**
 * The conversation of a rental between its student, its owner and CampusLar's staff (issue 35,
 * point 3), on the rental's page: the messages, new ones arriving without a reload, and a box to
 * write in. What the address carries back from a form sent without JavaScript is said here too.
 */
export function ConversationPanel({ rentalId, data }: { rentalId: string; data: ConversationData }) {
  const { locale, t } = useT();
  const { messages, masking, open, add } = useConversation(rentalId, data);
  const [params] = useSearchParams();
  const [reportedHere, setReportedHere] = useState(() => Number(params.get(PARAM.reported)) || 0);
  const onReported = useCallback(
    (message: MessageView) => {
      add([message]);
      setReportedHere(message.id);
    },
    [add],
  );
  const onSent = useCallback((message: MessageView) => add([message]), [add]);
  const errorKey = params.get(PARAM.error);
  const returned = {
    text: params.get(PARAM.text) ?? "",
    // Only known keys are said: the address cannot make the page say anything else.
    error: errorKey
      ? isConversationMessageKey(errorKey)
        ? conversationMessage(errorKey, locale)
        : t("conversation.unavailable")
      : null,
    masked: (params.get(PARAM.masked) ?? "")
      .split(",")
      .filter((kind): kind is MaskedKind => (MASKED_KINDS as readonly string[]).includes(kind)),
  };

  return (
    <section id={CONVERSATION_ANCHOR} aria-labelledby={`${CONVERSATION_ANCHOR}-title`} className="mt-10">
      <h2 id={`${CONVERSATION_ANCHOR}-title`} className="text-xl font-semibold text-ink-900">
        {t("conversation.title")}
      </h2>
      {masking ? <p className="mt-1 text-sm text-ink-600">{t("conversation.masking")}</p> : null}
      {messages.length === 0 ? <p className="mt-4 text-ink-600">{t("conversation.empty")}</p> : null}
      <ol className="mt-4 space-y-3" aria-live="polite" aria-relevant="additions">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            rentalId={rentalId}
            message={message}
            side={data.side}
            reportedHere={reportedHere === message.id}
            onReported={onReported}
          />
        ))}
      </ol>
      {open ? (
        <MessageForm rentalId={rentalId} onSent={onSent} returned={returned} />
      ) : (
        <p className="mt-4 text-ink-600">{t("conversation.ended")}</p>
      )}
    </section>
  );
}
