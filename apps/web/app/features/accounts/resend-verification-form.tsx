import { href } from "@campuslar/domain/routes/route-table";
import { useFetcher } from "react-router";
import { useT } from "../../i18n/t.ts";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import type { VerifyEmailResult } from "./verify-email.server.ts";
import "./messages.ts";

/**
 * Issue 34: "Send the link again", on the account page's banner and the "check your e-mail" page.
 * It posts to the verification page's action: with JavaScript the answer shows here, in place;
 * without, the browser lands on that page, which shows it (`result`). Past the per-account limit
 * the answer says how long to wait.
 */
export function ResendVerificationForm({
  result,
  className,
}: {
  /** The answer the page's own action gave, when the form was sent without JavaScript. */
  result?: VerifyEmailResult | undefined;
  className?: string;
}) {
  const { locale, t: translate } = useT();
  const fetcher = useFetcher<VerifyEmailResult>();
  const answer = fetcher.data ?? result;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={href("verifyEmail", locale)} className={className}>
      <input type="hidden" name="intent" value="resend" />
      {answer?.errors?.form ? (
        <FormAlert compact className="mb-3">
          {answer.errors.form}
        </FormAlert>
      ) : null}
      <p role="status" className="mb-3 text-sm font-medium text-pine-700 empty:hidden">
        {busy ? "" : (answer?.sent ?? "")}
      </p>
      <Button type="submit" variant="secondary" busy={busy}>
        {translate(busy ? "account.verify.resending" : "account.verify.resend")}
      </Button>
    </fetcher.Form>
  );
}
