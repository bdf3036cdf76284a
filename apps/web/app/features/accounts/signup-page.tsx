import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { Form, redirect, useNavigation, useSearchParams } from "react-router";
import { useT } from "../../i18n/t.ts";
import { loadCurrentUser } from "../../session/current-user.server.ts";
import { accountHref } from "../../session/login-href.ts";
import { returnPath } from "../../session/safe-redirect.ts";
import { readSessionToken } from "../../session/session.server.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { PhoneField } from "../../ui/form/phone-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { useFocusOnRefusal } from "../../ui/form/use-focus-on-refusal.ts";
import type { Route } from "./+types/signup-page";
import { NewPasswordField } from "./password-hints.tsx";
import { type SignInHandle, signInMeta } from "./sign-in-layout.tsx";
import { signUp } from "./signup.server.ts";
import "./messages.ts";

/** Drawn by the sign-in layout, which gives it its header; its meta is the sign-in pages' one. */
export const handle: SignInHandle = { signInPage: "signup" };

export const meta = signInMeta(handle);

/** Someone already logged in has an account: they go where they were heading, or to it. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  if ((await readSessionToken(request)) && (await loadCurrentUser(context))) {
    throw redirect(returnPath(url.searchParams.get("redirectTo"), locale) ?? href("account", locale));
  }
  return null;
}

export const action = (args: Route.ActionArgs) => signUp(args);

const link = "font-medium text-pine-700 underline";

export default function Signup({ actionData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const [searchParams] = useSearchParams();
  const redirectTo = returnPath(searchParams.get("redirectTo"), locale) ?? "";
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors;
  const fields = errors?.fields ?? {};
  const values = actionData?.values;
  const summaryRef = useFocusOnRefusal(errors, "cadastro");

  const loginHref = accountHref("login", locale, redirectTo);
  return (
    <>
      <Form id="cadastro" method="post" noValidate className="space-y-5">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {errors?.form ? <FormAlert ref={summaryRef}>{errors.form}</FormAlert> : null}
        <TextField
          name="name"
          autoComplete="name"
          label={translate("account.name")}
          defaultValue={values?.name}
          error={fields.name}
        />
        <PhoneField
          name="phone"
          label={translate("account.phoneField")}
          defaultValue={values?.phone}
          defaultCountry={values?.phoneCountry}
          error={fields.phone ?? fields.phoneCountry}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={translate("account.email")}
          defaultValue={values?.email}
          error={fields.email}
        />
        <NewPasswordField name="password" label={translate("account.password")} error={fields.password} />
        <p className="text-sm text-ink-700">
          {translate("account.signup.consentBefore")}{" "}
          <AppLink to={href("terms", locale)} className={link}>
            {translate("account.signup.terms")}
          </AppLink>{" "}
          {translate("account.signup.consentAnd")}{" "}
          <AppLink to={href("privacy", locale)} className={link}>
            {translate("account.signup.privacy")}
          </AppLink>{" "}
          {translate("account.signup.consentAfter")}
        </p>
        <Button type="submit" fullWidth busy={submitting}>
          {translate(submitting ? "account.signup.submitting" : "account.signup.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-ink-700">
        {translate("account.signup.haveAccount")}{" "}
        <AppLink to={loginHref} className={link}>
          {translate("account.signup.login")}
        </AppLink>
      </p>
    </>
  );
}
