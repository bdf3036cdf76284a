import { dateTimeFormat } from "@campuslar/domain/i18n/intl-formats";
import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";
import type { MessageAuthor, MessageView } from "@campuslar/domain/rentals/conversation-forms";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { Button } from "../../../ui/button.tsx";
import { Field } from "../../../ui/form/field.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { type ConversationAnswer, conversationPath } from "./conversation-params.ts";
import "./messages.ts";

const AUTHOR_KEY = {
  owner: "conversation.author.owner",
  student: "conversation.author.student",
  staff: "conversation.author.staff",
} as const satisfies Record<MessageAuthor, string>;

// São Paulo's clock on the server and in every browser alike: no mismatch when the page hydrates.
const timeText = (iso: string, locale: Locale) =>
  dateTimeFormat(HTML_LANG[locale], { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" }).format(
    new Date(iso),
  );

/** One message: who wrote it (from the reader's point of view), when, and a report for the other side's. */
export function MessageItem(props: {
  rentalId: string;
  message: MessageView;
  side: MessageAuthor;
  reportedHere: boolean;
  onReported: (message: MessageView) => void;
}) {
  const { message, side } = props;
  const { locale, t } = useT();
  const mine = message.mine;
  // Staff moderate rather than report; nobody reports their own side.
  const reportable = side !== "staff" && message.author !== side && !message.reported;
  return (
    <li className={`rounded-xl px-4 py-3 ${mine ? "ml-6 bg-pine-50" : "mr-6 border border-sand-200 bg-white"}`}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-ink-900">
          {mine ? t("conversation.you") : t(AUTHOR_KEY[message.author])}
        </span>
        <time dateTime={message.createdAt} className="text-ink-600">
          {timeText(message.createdAt, locale)}
        </time>
        {message.reported ? (
          <span className="rounded-full bg-brand-50 px-2 text-brand-800">{t("conversation.reported")}</span>
        ) : null}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-ink-900">{message.body}</p>
      {message.reportReason ? <p className="mt-1 text-sm text-brand-800">{message.reportReason}</p> : null}
      {props.reportedHere ? (
        <p role="status" className="mt-1 text-sm text-pine-700">
          {t("conversation.reportedThanks")}
        </p>
      ) : null}
      {reportable ? <ReportForm rentalId={props.rentalId} message={message} onReported={props.onReported} /> : null}
    </li>
  );
}

/** "Report": a reason and a button in a disclosure; a plain form without JavaScript. */
function ReportForm(props: { rentalId: string; message: MessageView; onReported: (message: MessageView) => void }) {
  const { locale, t } = useT();
  const fetcher = useFetcher<ConversationAnswer>();
  const hydrated = useHydrated();
  const answer = fetcher.data;
  const { onReported } = props;
  useEffect(() => {
    if (answer?.ok) onReported(answer.message);
  }, [answer, onReported]);
  const errors = answer && !answer.ok ? answer.errors : undefined;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-ink-600 underline">{t("conversation.report")}</summary>
      <fetcher.Form method="post" action={conversationPath(props.rentalId)} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="messageId" value={props.message.id} />
        <input type="hidden" name="lang" value={locale} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {errors?.form ? <FormAlert compact>{errors.form}</FormAlert> : null}
        <Field
          name="reason"
          kind="textarea"
          rows={2}
          maxLength={500}
          required
          label={t("conversation.reportReason")}
          error={errors?.fields.reason}
        />
        <Button type="submit" size="sm" variant="secondary" busy={fetcher.state !== "idle"}>
          {t("conversation.reportSend")}
        </Button>
      </fetcher.Form>
    </details>
  );
}
