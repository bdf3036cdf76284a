import { href } from "@campuslar/domain/routes/route-table";
import { Form, useNavigation, useSearchParams } from "react-router";
import { useT } from "../../i18n/t.ts";
import { accountHref } from "../../session/login-href.ts";
import { returnPath } from "../../session/safe-redirect.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/login-page";
import { logIn } from "./login.server.ts";
import { type SignInHandle, signInMeta } from "./sign-in-layout.tsx";
import "./messages.ts";

/** Drawn by the sign-in layout, which gives it its header; its meta is the sign-in pages' one. */
export const handle: SignInHandle = { signInPage: "login" };

export const meta = signInMeta(handle);

export const action = (args: Route.ActionArgs) => logIn(args);

export default function Login({ actionData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const [searchParams] = useSearchParams();
  const redirectTo = returnPath(searchParams.get("redirectTo"), locale) ?? "";
  const submitting = useNavigation().state === "submitting";
  const errors = actionData?.errors;
  return (
    <>
      <Form method="post" noValidate className="space-y-5">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {errors?.form ? <FormAlert>{errors.form}</FormAlert> : null}
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={translate("account.email")}
          defaultValue={actionData?.values.email}
          error={errors?.fields.email}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={translate("account.password")}
          error={errors?.fields.password}
        />
        <Button type="submit" fullWidth busy={submitting}>
          {translate(submitting ? "account.login.submitting" : "account.login.submit")}
        </Button>
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <AppLink to={href("forgotPassword", locale)} className="font-medium text-pine-700 underline">
          {translate("account.login.forgot")}
        </AppLink>
        <p className="text-ink-700">
          {translate("account.login.noAccount")}{" "}
          <AppLink to={accountHref("signup", locale, redirectTo)} className="font-medium text-pine-700 underline">
            {translate("account.login.signup")}
          </AppLink>
        </p>
      </div>
    </>
  );
}
