import { href } from "@campuslar/domain/routes/route-table";
import { Form, useNavigation } from "react-router";
import { asSentence } from "../../i18n/sentence.ts";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { FORM_ERROR, NOTICE, PAGE, PRIMARY_BUTTON, SECONDARY_LINK } from "./alert-styles.ts";
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
          <AppLink to={href("home", locale)} className={`mt-6 ${SECONDARY_LINK}`}>
            {t("alerts.home")}
          </AppLink>
        </>
      ) : token === null ? (
        <p role="alert" className={`mt-4 ${FORM_ERROR}`}>
          {t("alerts.token.missing")}
        </p>
      ) : (
        <>
          <p className="mt-3 text-ink-700">
            {kind === "confirm" ? t("alerts.confirm.lead") : t("alerts.unsubscribe.lead")}
          </p>
          {result && !result.done ? (
            <p role="alert" className={`mt-4 ${FORM_ERROR}`}>
              {asSentence(result.message, locale)}
            </p>
          ) : null}
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={PRIMARY_BUTTON} disabled={pending}>
              {kind === "confirm" ? t("alerts.confirm.button") : t("alerts.unsubscribe.button")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
