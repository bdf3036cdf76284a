import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { VERIFY_TOKEN_TTL_MS } from "@campuslar/domain/user/account-rules";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml } from "./templates.ts";

export const EMAIL_VERIFICATION_TEMPLATE = "email_verification";

/** The verification page with its token, on the site's public origin, in `locale`. */
export const verifyEmailUrl = (publicUrl: string, token: string, locale: Locale) =>
  `${publicUrl.replace(/\/$/, "")}${href("verifyEmail", locale)}?token=${encodeURIComponent(token)}`;

/**
 * Issue 34: the link that proves the account's owner reads its address. At signup it is also the
 * welcome (`first`); asked for again from the account page, it is only the link.
 */
export function emailVerificationEmail(
  user: { email: string; name: string; locale: Locale },
  token: string,
  publicUrl: string,
  first: boolean,
): OutgoingEmail {
  const url = verifyEmailUrl(publicUrl, token, user.locale);
  const hours = VERIFY_TOKEN_TTL_MS / 3_600_000;
  const copy =
    user.locale === "en"
      ? {
          subject: first ? "Welcome to CampusLar: confirm your e-mail" : "Confirm your e-mail for CampusLar",
          lines: [
            greeting(user.name, "en"),
            ...(first
              ? [
                  "Your account is ready. Save the places you like, tell owners you are interested and we will help you from the first visit to the keys.",
                ]
              : []),
            `Please confirm that this address is yours with the link below. It works once, for ${hours} hours. Until then, the requests and alerts sent from this address without logging in stay out of your account.`,
            "If you did not create an account at CampusLar, ignore this e-mail: nothing is linked to your address.",
          ],
          label: "Confirm my e-mail",
        }
      : {
          subject: first ? "Boas-vindas ao CampusLar: confirme seu e-mail" : "Confirme seu e-mail no CampusLar",
          lines: [
            greeting(user.name, "pt"),
            ...(first
              ? [
                  "Sua conta está pronta. Salve os imóveis de que gostar, demonstre interesse e ajudamos você da primeira visita até a entrega das chaves.",
                ]
              : []),
            `Confirme que este endereço é seu pelo link abaixo. Ele funciona uma vez, por ${hours} horas. Até lá, os pedidos e alertas enviados deste endereço sem login ficam fora da sua conta.`,
            "Se você não criou uma conta no CampusLar, ignore este e-mail: nada fica ligado ao seu endereço.",
          ],
          label: "Confirmar meu e-mail",
        };
  return {
    to: user.email,
    subject: copy.subject,
    text: `${copy.lines.join("\n\n")}\n\n${copy.label}: ${url}`,
    html: emailHtml(copy.lines, { url, label: copy.label }),
    template: EMAIL_VERIFICATION_TEMPLATE,
    locale: user.locale,
  };
}
