import { href } from "@campuslar/domain/routes/route-table";
import { ACCOUNT_MESSAGES, RESET_TOKEN_TTL_MS } from "@campuslar/domain/user/account-rules";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { MailIcon } from "../../ui/icons/icons.tsx";
import type { Route } from "./+types/forgot-password-page";
import { requestReset } from "./forgot-password.server.ts";
import { type SignInHandle, signInMeta } from "./sign-in-layout.tsx";
import "./messages.ts";

/** Drawn by the sign-in layout, which gives it its header; its meta is the sign-in pages' one. */
export const handle: SignInHandle = { signInPage: "forgotPassword" };

export const meta = signInMeta(handle);

export const action = (args: Route.ActionArgs) => requestReset(args);

const link = "font-medium text-pine-700 underline";

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors;
  const sentRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // Move the focus to what changed: the confirmation, or the field to fix.
  useEffect(() => {
    if (actionData?.sent) sentRef.current?.focus();
    else if (errors) {
      const invalid = document.querySelector<HTMLElement>("#esqueci [aria-invalid='true']");
      (invalid ?? summaryRef.current)?.focus();
    }
  }, [actionData, errors]);

  return (
    <>
      {actionData?.sent ? (
        <section
          aria-labelledby="forgot-sent"
          className="rounded-2xl border border-pine-100 bg-pine-50 p-6 text-ink-900"
        >
          <MailIcon className="size-8 text-pine-700" />
          <h2
            id="forgot-sent"
            ref={sentRef}
            tabIndex={-1}
            className="mt-3 font-display text-h3 font-semibold text-ink-900"
          >
            {translate("account.forgot.sentTitle")}
          </h2>
          <p role="status" className="mt-2 font-medium">
            {ACCOUNT_MESSAGES.forgotSent[locale]}.
          </p>
          <p className="mt-2 text-sm text-ink-700">
            {translate("account.forgot.sentNote", { minutes: RESET_TOKEN_TTL_MS / 60_000 })}
          </p>
          <div className="mt-5 flex flex-wrap gap-x-6 gap-y-3 text-sm">
            <AppLink to={href("login", locale)} className={link}>
              {translate("account.forgot.login")}
            </AppLink>
            <AppLink to={href("forgotPassword", locale)} reloadDocument className={link}>
              {translate("account.forgot.again")}
            </AppLink>
          </div>
        </section>
      ) : (
        <Form id="esqueci" method="post" noValidate className="space-y-5">
          {errors?.form ? <FormAlert ref={summaryRef}>{errors.form}</FormAlert> : null}
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={translate("account.email")}
            defaultValue={actionData?.values.email}
            error={errors?.fields.email}
          />
          <Button type="submit" fullWidth busy={submitting}>
            {translate(submitting ? "account.forgot.submitting" : "account.forgot.submit")}
          </Button>
        </Form>
      )}
      {actionData?.sent ? null : (
        <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm text-ink-700">
          <p>
            {translate("account.forgot.remembered")}{" "}
            <AppLink to={href("login", locale)} className={link}>
              {translate("account.forgot.login")}
            </AppLink>
          </p>
          <p>
            {translate("account.login.noAccount")}{" "}
            <AppLink to={href("signup", locale)} className={link}>
              {translate("account.login.signup")}
            </AppLink>
          </p>
        </div>
      )}
    </>
  );
}
