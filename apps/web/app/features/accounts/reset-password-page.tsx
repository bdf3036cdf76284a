import { href } from "@campuslar/domain/routes/route-table";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/reset-password-page";
import { NewPasswordField } from "./password-hints.tsx";
import { resetPassword } from "./reset-password.server.ts";
import { type SignInHandle, signInMeta } from "./sign-in-layout.tsx";
import "./messages.ts";
import { OutcomePanel } from "./outcome-panel.tsx";

/** Drawn by the sign-in layout, which gives it its header; its meta is the sign-in pages' one. */
export const handle: SignInHandle = { signInPage: "resetPassword", secretInAddress: true };

export const meta = signInMeta(handle);

/** The token from the e-mail's link (`?token=…`); the API alone can tell whether it still works. */
export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token")?.trim() ?? "" };
}

export const action = (args: Route.ActionArgs) => resetPassword(args);

const link = "font-medium text-pine-700 underline";
const buttonLink = buttonClass({ className: "mt-5" });

export default function ResetPassword({ loaderData: { token }, actionData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors;
  const fields = errors?.fields ?? {};
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // Move the focus to what changed: the outcome, or the field to fix.
  useEffect(() => {
    if (actionData?.done || fields.token) outcomeRef.current?.focus();
    else if (errors) {
      const invalid = document.querySelector<HTMLElement>("#redefinir [aria-invalid='true']");
      (invalid ?? summaryRef.current)?.focus();
    }
  }, [actionData, errors, fields.token]);

  let body: ReactNode;
  if (actionData?.done) {
    body = (
      <OutcomePanel id="reset-outcome" tone="done" title={translate("account.reset.doneTitle")} headingRef={outcomeRef}>
        <p role="status" className="mt-2 font-medium">
          {ACCOUNT_MESSAGES.passwordChanged[locale]}.
        </p>
        <p className="mt-2 text-sm text-ink-700">{translate("account.reset.doneNote")}</p>
        <AppLink to={href("login", locale)} className={buttonLink}>
          {translate("account.reset.login")}
        </AppLink>
      </OutcomePanel>
    );
  } else if (!token || fields.token) {
    body = (
      <OutcomePanel
        id="reset-outcome"
        tone="problem"
        title={translate(fields.token ? "account.reset.invalidTitle" : "account.reset.missingTitle")}
        headingRef={outcomeRef}
      >
        <p role={fields.token ? "alert" : undefined} className="mt-2 font-medium">
          {fields.token ?? translate("account.reset.missing")}
        </p>
        <AppLink to={href("forgotPassword", locale)} className={buttonLink}>
          {translate("account.reset.askAgain")}
        </AppLink>
      </OutcomePanel>
    );
  } else {
    body = (
      <Form id="redefinir" method="post" noValidate className="space-y-5">
        <input type="hidden" name="token" value={token} />
        {errors?.form ? <FormAlert ref={summaryRef}>{errors.form}</FormAlert> : null}
        <NewPasswordField name="password" label={translate("account.reset.password")} error={fields.password} />
        <TextField
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={translate("account.reset.confirm")}
          error={fields.confirm}
        />
        <Button type="submit" fullWidth busy={submitting}>
          {translate(submitting ? "account.reset.submitting" : "account.reset.submit")}
        </Button>
      </Form>
    );
  }

  return (
    <>
      {body}
      {actionData?.done ? null : (
        <p className="mt-6 text-sm text-ink-700">
          {translate("account.forgot.remembered")}{" "}
          <AppLink to={href("login", locale)} className={link}>
            {translate("account.forgot.login")}
          </AppLink>
        </p>
      )}
    </>
  );
}
