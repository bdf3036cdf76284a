import type { MessageView } from "@campuslar/domain/rentals/conversation-forms";
import { MESSAGE_BODY_MAX } from "@campuslar/domain/rentals/conversation-forms";
import { maskedNotice } from "@campuslar/domain/rentals/conversation-messages";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { Button } from "../../../ui/button.tsx";
import { Field } from "../../../ui/form/field.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { type ConversationAnswer, conversationPath } from "./conversation-params.ts";
import "./messages.ts";

/**
 * The message box and its button. With JavaScript it posts through a fetcher and the message
 * joins the list at once; without, the post goes back to the rental's page (`returned`: what the
 * address says happened). A refusal keeps the typed text; after a send, what masking hid is said
 * next to the box.
 */
export function MessageForm(props: {
  rentalId: string;
  onSent: (message: MessageView) => void;
  returned: { text: string; error: string | null; masked: MessageView["masked"] };
}) {
  const { locale, t } = useT();
  const fetcher = useFetcher<ConversationAnswer>();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [masked, setMasked] = useState(props.returned.masked);
  const answer = fetcher.data;
  const { onSent } = props;

  useEffect(() => {
    if (!answer?.ok) return;
    onSent(answer.message);
    setMasked(answer.message.masked);
    form.current?.reset();
  }, [answer, onSent]);

  const errors = answer && !answer.ok ? answer.errors : undefined;
  const fieldError = errors ? errors.fields.body : (props.returned.error ?? undefined);
  const notice = maskedNotice(masked, locale);
  return (
    <fetcher.Form ref={form} method="post" action={conversationPath(props.rentalId)} className="mt-4 space-y-3">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="lang" value={locale} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {errors?.form ? <FormAlert compact>{errors.form}</FormAlert> : null}
      <Field
        name="body"
        kind="textarea"
        rows={3}
        maxLength={MESSAGE_BODY_MAX}
        label={t("conversation.field")}
        defaultValue={props.returned.text}
        error={fieldError}
        hint={notice ? <span role="status">{notice}</span> : undefined}
      />
      <Button type="submit" busy={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t("conversation.sending") : t("conversation.send")}
      </Button>
    </fetcher.Form>
  );
}
