import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { RESET_TOKEN_TTL_MS } from "@campuslar/domain/user/account-rules";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";

type Recipient = { email: string; name: string; locale: Locale };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

export type EmailLink = { url: string; label: string };

/** An address on the site, for an e-mail's link: `PUBLIC_URL` (with or without its last "/") and a path. */
export const siteUrl = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/$/, "")}${path}`;

/**
 * A plain, readable HTML body: paragraphs (a line break stays one), its links as buttons (a
 * visit's e-mail has several), and small links in the footer (an alert's "remove this alert").
 */
export function emailHtml(
  paragraphs: string[],
  links?: EmailLink | EmailLink[],
  footerLinks: EmailLink[] = [],
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
  const buttons = (links === undefined ? [] : Array.isArray(links) ? links : [links])
    .map(
      (l) =>
        `<a href="${escapeHtml(l.url)}" style="display:inline-block;margin:0 8px 8px 0;background:#1f5c4b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(l.label)}</a>`,
    )
    .join("");
  const footer = footerLinks
    .map(
      (l) =>
        `<p style="color:#5b6b70;font-size:13px"><a href="${escapeHtml(l.url)}" style="color:#5b6b70">${escapeHtml(l.label)}</a></p>`,
    )
    .join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2a2e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${body}${buttons ? `<p style="margin:24px 0">${buttons}</p>` : ""}${footer}<p style="color:#5b6b70;font-size:13px">CampusLar</p></body></html>`;
}

export function welcomeEmail(user: Recipient): OutgoingEmail {
  const copy =
    user.locale === "en"
      ? {
          subject: "Welcome to CampusLar",
          lines: [
            greeting(user.name, "en"),
            "Your account is ready. Save the places you like, tell owners you are interested and we will help you from the first visit to the keys.",
          ],
        }
      : {
          subject: "Boas-vindas ao CampusLar",
          lines: [
            greeting(user.name, "pt"),
            "Sua conta está pronta. Salve os imóveis de que gostar, demonstre interesse e ajudamos você da primeira visita até a entrega das chaves.",
          ],
        };
  return {
    to: user.email,
    subject: copy.subject,
    text: copy.lines.join("\n\n"),
    html: emailHtml(copy.lines),
    template: "welcome",
    locale: user.locale,
  };
}

export function passwordResetEmail(user: Recipient, token: string, publicUrl: string, locale: Locale): OutgoingEmail {
  const url = `${publicUrl.replace(/\/$/, "")}${href("resetPassword", locale)}?token=${encodeURIComponent(token)}`;
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  const copy =
    locale === "en"
      ? {
          subject: "Reset your CampusLar password",
          lines: [
            greeting(user.name, "en"),
            `Someone (hopefully you) asked to reset the password of this account. The link works once, for ${minutes} minutes.`,
            "If it was not you, ignore this e-mail: your password stays as it is.",
          ],
          label: "Choose a new password",
        }
      : {
          subject: "Redefina sua senha do CampusLar",
          lines: [
            greeting(user.name, "pt"),
            `Recebemos um pedido para redefinir a senha desta conta. O link funciona uma vez, por ${minutes} minutos.`,
            "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
          ],
          label: "Escolher uma nova senha",
        };
  return {
    to: user.email,
    subject: copy.subject,
    text: `${copy.lines.join("\n\n")}\n\n${copy.label}: ${url}`,
    html: emailHtml(copy.lines, { url, label: copy.label }),
    template: "password_reset",
    locale,
  };
}
