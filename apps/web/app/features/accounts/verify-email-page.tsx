import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/verify-email-page";
import { ResendVerificationForm } from "./resend-verification-form.tsx";
import { verifyEmailAction, verifyEmailLoader } from "./verify-email.server.ts";
import "./messages.ts";
import { OutcomePanel } from "./outcome-panel.tsx";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const tags = pageMeta({
    title: t(locale, "account.verify.pageTitle"),
    description: t(locale, "account.verify.pageLead"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
  // The address carries the token: no link to another site may pass it on.
  return [...tags, { name: "referrer", content: "same-origin" }];
}

export const loader = (args: Route.LoaderArgs) => verifyEmailLoader(args);
export const action = (args: Route.ActionArgs) => verifyEmailAction(args);

const link = "font-medium text-pine-700 underline";

/**
 * Issue 34: the page of the link that verifies an account's e-mail, and the "check your e-mail"
 * page with the button for a new link.
 */
export default function VerifyEmailPage({ loaderData: view, actionData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const submitting = useNavigation().state === "submitting";
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const tokenError = actionData?.intent === "verify" ? actionData.errors?.fields.token : undefined;
  const formError = actionData?.intent === "verify" ? actionData.errors?.form : undefined;
  const done = actionData?.intent === "verify" && actionData.verified === true;

  // Move the focus to what changed: the outcome of the button.
  useEffect(() => {
    if (done || tokenError) outcomeRef.current?.focus();
  }, [done, tokenError]);

  let body: ReactNode;
  if (view.mode === "check") {
    body = (
      <OutcomePanel id="verify-outcome" tone="done" title={translate("account.verify.checkTitle")}>
        <p className="mt-2 text-ink-900 wrap-anywhere">
          {translate("account.verify.checkNote", { email: view.email })}
        </p>
        <p className="mt-2 text-sm text-ink-700">{translate("account.verify.why")}</p>
        <ResendVerificationForm result={actionData?.intent === "resend" ? actionData : undefined} className="mt-5" />
        <p className="mt-4">
          <AppLink to={view.next} className={link}>
            {translate("account.verify.continue")}
          </AppLink>
        </p>
      </OutcomePanel>
    );
  } else if (done) {
    body = (
      <OutcomePanel
        id="verify-outcome"
        tone="done"
        title={translate("account.verify.doneTitle")}
        headingRef={outcomeRef}
      >
        <p role="status" className="mt-2 font-medium">
          {ACCOUNT_MESSAGES.emailVerified[locale]}.
        </p>
        <p className="mt-2 text-sm text-ink-700">{translate("account.verify.doneNote")}</p>
        <AppLink to={href("login", locale)} className={buttonClass({ className: "mt-5" })}>
          {translate("account.verify.login")}
        </AppLink>
      </OutcomePanel>
    );
  } else if (!view.token || tokenError) {
    body = (
      <OutcomePanel
        id="verify-outcome"
        tone="problem"
        title={translate(tokenError ? "account.verify.invalidTitle" : "account.reset.missingTitle")}
        headingRef={outcomeRef}
      >
        <p role={tokenError ? "alert" : undefined} className="mt-2 font-medium">
          {tokenError ?? translate("account.verify.missing")}
        </p>
        {view.signedIn ? (
          <ResendVerificationForm result={actionData?.intent === "resend" ? actionData : undefined} className="mt-5" />
        ) : (
          <p className="mt-4 text-sm text-ink-700">
            <AppLink to={href("login", locale)} className={link}>
              {translate("account.verify.loginToAsk")}
            </AppLink>
          </p>
        )}
      </OutcomePanel>
    );
  } else {
    body = (
      <OutcomePanel id="verify-outcome" tone="done" title={translate("account.verify.confirmTitle")}>
        <p className="mt-2 text-ink-900">{translate("account.verify.confirmNote")}</p>
        <Form method="post" className="mt-5">
          {formError ? <FormAlert className="mb-4">{formError}</FormAlert> : null}
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="token" value={view.token} />
          <Button type="submit" fullWidth busy={submitting}>
            {translate(submitting ? "account.verify.confirming" : "account.verify.confirm")}
          </Button>
        </Form>
      </OutcomePanel>
    );
  }

  return (
    <>
      <PageHeader title={translate("account.verify.pageTitle")} lead={translate("account.verify.pageLead")} />
      <div className="mx-auto max-w-md px-5 py-10 sm:px-8">{body}</div>
    </>
  );
}
