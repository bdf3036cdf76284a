import { href } from "@campuslar/domain/routes/route-table";
import { Form, useNavigation } from "react-router";
import { asSentence } from "../../i18n/sentence.ts";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { NOTICE, PAGE } from "./alert-styles.ts";
import type { TokenActionData } from "./alerts.server.ts";
import "./messages.ts";
import "../../seo/page-messages.ts";

/**
 * The page an alert e-mail's link opens (confirm, or unsubscribe): a sentence and one button that
 * posts the link's token. Opening it changes nothing, so a mail scanner that fetches every link
 * neither confirms nor unsubscribes anyone.
 */
export function AlertTokenPage({
  kind,
  token,
  result,
}: {
  kind: "confirm" | "unsubscribe";
  token: string | null;
  result: TokenActionData | undefined;
}) {
  const { locale, t } = useT();
  const pending = useNavigation().state === "submitting";
  const title = kind === "confirm" ? t("page.alertConfirm.title") : t("page.alertUnsubscribe.title");
  return (
    <div className={PAGE}>
      <h1 className="font-display text-h2 font-semibold text-ink-900">{title}</h1>
      {result?.done ? (
        <>
          <p role="status" className={`mt-4 ${NOTICE}`}>
            {kind === "confirm"
              ? t("alerts.confirm.done", { name: result.name })
              : t("alerts.unsubscribe.done", { name: result.name })}
          </p>
          <AppLink to={href("home", locale)} className={buttonClass({ variant: "secondary", className: "mt-6" })}>
            {t("alerts.home")}
          </AppLink>
        </>
      ) : token === null ? (
        <FormAlert compact className="mt-4">
          {t("alerts.token.missing")}
        </FormAlert>
      ) : (
        <>
          <p className="mt-3 text-ink-700">
            {kind === "confirm" ? t("alerts.confirm.lead") : t("alerts.unsubscribe.lead")}
          </p>
          {result && !result.done ? (
            <FormAlert compact className="mt-4">
              {asSentence(result.message, locale)}
            </FormAlert>
          ) : null}
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="accent" busy={pending}>
              {kind === "confirm" ? t("alerts.confirm.button") : t("alerts.unsubscribe.button")}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
