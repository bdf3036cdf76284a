import { ALERT_CARDS_MAX } from "@campuslar/domain/alerts/alert-rules";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { nameForEmail, textForEmail } from "@campuslar/domain/lead/lead-limits";
import { photoUrl } from "@campuslar/domain/media/photo-sizes";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import type { Purpose } from "@campuslar/domain/property/property-enums";
import { href } from "@campuslar/domain/routes/route-table";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml, escapeHtml } from "./templates.ts";

/*
 * The e-mails of saved searches (issue 23): the confirmation of a visitor's alert (double opt-in)
 * and the alert itself, the new homes as small cards, in the alert's language. Every alert carries
 * a one-click unsubscribe (RFC 8058) that works without logging in.
 */

/** An alert as its e-mails need it. */
export type AlertRecipient = {
  email: string;
  locale: Locale;
  name: string;
  /** The filters in words, in the alert's language. */
  summary: string;
  /** The search's query string (`?university=usp&…`, or ""), and whether it is a search of sales. */
  search: string;
  purpose: Purpose;
  unsubscribeToken: string;
};

/** One home of an alert's e-mail. */
export type AlertHome = {
  code: string;
  purpose: Purpose;
  title: string;
  neighbourhood: string;
  /** Rent a month, or the sale price, in centavos; null when the owner did not say. */
  priceCents: number | null;
  /** The all-in monthly cost (rent, condomínio, IPTU and bills), when known. */
  allInCents: number | null;
  /** Storage key of the first photo, when it has one. */
  photoKey: string | null;
  /** True when it is in the e-mail because its price went down (not because it is new). */
  priceDropped: boolean;
};

/** The longest summary of filters a confirmation e-mail repeats. */
const SUMMARY_FOR_EMAIL_MAX = 200;

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

/** The API's one-click unsubscribe address, for `List-Unsubscribe`. */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${origin(publicUrl)}/v2/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/** The web page that unsubscribes on a button (a GET never changes anything). */
export const unsubscribePageUrl = (publicUrl: string, locale: Locale, token: string) =>
  `${origin(publicUrl)}${href("alertUnsubscribe", locale)}?token=${encodeURIComponent(token)}`;

/** The full search the alert follows, in its language. */
export const alertSearchUrl = (publicUrl: string, alert: Pick<AlertRecipient, "locale" | "search" | "purpose">) =>
  `${origin(publicUrl)}${href(alert.purpose === "sale" ? "sale" : "search", alert.locale)}${alert.search}`;

const listingUrl = (publicUrl: string, locale: Locale, home: AlertHome) =>
  `${origin(publicUrl)}${href(home.purpose === "sale" ? "propertySale" : "property", locale, { code: home.code })}`;

/**
 * To a visitor who made an alert without an account: the link that turns it on. It opens a page
 * that confirms on a button, so a scanner that fetches links does not confirm it.
 */
export function alertConfirmationEmail(alert: AlertRecipient, token: string, publicUrl: string): OutgoingEmail {
  const url = `${origin(publicUrl)}${href("alertConfirm", alert.locale)}?token=${encodeURIComponent(token)}`;
  // The address is not confirmed yet: what a stranger typed (the name, a neighbourhood or words
  // searched, in the summary) goes out without links, as a greeting's name does.
  const summary = textForEmail(alert.summary, SUMMARY_FOR_EMAIL_MAX);
  const name = nameForEmail(alert.name) || summary;
  const copy =
    alert.locale === "en"
      ? {
          subject: `Confirm your CampusLar alert: ${name}`,
          lines: [
            "Hi,",
            `Someone (hopefully you) asked CampusLar to e-mail this address when new homes match "${name}" (${summary}).`,
            "Confirm to start receiving it. If it was not you, ignore this e-mail: nothing will be sent.",
          ],
          label: "Confirm my alert",
          unsubscribe: "Remove this alert",
        }
      : {
          subject: `Confirme seu alerta do CampusLar: ${name}`,
          lines: [
            "Olá,",
            `Alguém (esperamos que você) pediu ao CampusLar para avisar este e-mail quando surgirem imóveis para "${name}" (${summary}).`,
            "Confirme para começar a receber. Se não foi você, ignore este e-mail: nada será enviado.",
          ],
          label: "Confirmar meu alerta",
          unsubscribe: "Apagar este alerta",
        };
  // Whoever did not ask for it can also remove it at once, with the link every alert e-mail carries.
  const unsubscribeUrl = unsubscribePageUrl(publicUrl, alert.locale, alert.unsubscribeToken);
  return {
    to: alert.email,
    subject: copy.subject,
    text: `${copy.lines.join("\n\n")}\n\n${copy.label}: ${url}\n\n${copy.unsubscribe}: ${unsubscribeUrl}`,
    html: emailHtml(copy.lines, { url, label: copy.label }, [{ url: unsubscribeUrl, label: copy.unsubscribe }]),
    template: "alert_confirmation",
    locale: alert.locale,
  };
}

const COPY = {
  pt: {
    subject: (n: number, name: string) =>
      n === 1 ? `1 imóvel novo para "${name}"` : `${n} imóveis novos para "${name}"`,
    intro: (name: string, summary: string) => `Novidades do seu alerta "${name}" (${summary}):`,
    perMonth: "/mês",
    allIn: (p: string) => `${p}/mês com tudo`,
    noPrice: "Preço sob consulta",
    dropped: "Baixou de preço",
    more: (n: number) => (n === 1 ? "e mais 1 imóvel" : `e mais ${n} imóveis`),
    search: "Ver a busca completa",
    see: "Ver imóvel",
    why: "Você recebe este e-mail porque criou este alerta no CampusLar.",
    unsubscribe: "Cancelar este alerta",
  },
  en: {
    subject: (n: number, name: string) => (n === 1 ? `1 new home for "${name}"` : `${n} new homes for "${name}"`),
    intro: (name: string, summary: string) => `New for your alert "${name}" (${summary}):`,
    perMonth: "/month",
    allIn: (p: string) => `${p}/month all-in`,
    noPrice: "Price on request",
    dropped: "Price dropped",
    more: (n: number) => (n === 1 ? "and 1 more home" : `and ${n} more homes`),
    search: "See the full search",
    see: "See the home",
    why: "You receive this e-mail because you created this alert on CampusLar.",
    unsubscribe: "Unsubscribe from this alert",
  },
} as const;

/** A home's price line: the rent a month (or the sale price), and the all-in cost when known. */
function priceLines(home: AlertHome, locale: Locale): string[] {
  const c = COPY[locale];
  if (home.priceCents === null) return [c.noPrice];
  const price = formatBRL(centsToReais(home.priceCents));
  if (home.purpose === "sale") return [price];
  const lines = [`${price}${c.perMonth}`];
  if (home.allInCents !== null && home.allInCents !== home.priceCents) {
    lines.push(c.allIn(formatBRL(centsToReais(home.allInCents))));
  }
  return lines;
}

function cardHtml(home: AlertHome, locale: Locale, publicUrl: string): string {
  const url = escapeHtml(listingUrl(publicUrl, locale, home));
  const photo = home.photoKey
    ? `<a href="${url}"><img src="${escapeHtml(`${origin(publicUrl)}${photoUrl(home.photoKey, 400)}`)}" width="160" height="120" alt="" style="display:block;border-radius:6px;object-fit:cover"></a>`
    : "";
  const dropped = home.priceDropped
    ? `<span style="color:#9a3412;font-size:13px;font-weight:600">${escapeHtml(COPY[locale].dropped)}</span><br>`
    : "";
  const [price, allIn] = priceLines(home, locale);
  return (
    `<tr><td style="padding:0 12px 16px 0;vertical-align:top;width:160px">${photo}</td>` +
    `<td style="padding:0 0 16px;vertical-align:top">${dropped}` +
    `<a href="${url}" style="color:#1f5c4b;font-weight:600;text-decoration:none">${escapeHtml(home.title)}</a><br>` +
    `<span style="color:#5b6b70;font-size:14px">${escapeHtml(home.neighbourhood)}</span><br>` +
    `<strong>${escapeHtml(price ?? "")}</strong>` +
    (allIn ? `<br><span style="font-size:14px">${escapeHtml(allIn)}</span>` : "") +
    "</td></tr>"
  );
}

function cardText(home: AlertHome, locale: Locale, publicUrl: string): string {
  return [
    `${home.priceDropped ? `[${COPY[locale].dropped}] ` : ""}${home.title}`,
    home.neighbourhood,
    priceLines(home, locale).join(" · "),
    listingUrl(publicUrl, locale, home),
  ].join("\n");
}

/**
 * An alert's e-mail: every new match counted in the subject, at most `ALERT_CARDS_MAX` of them as
 * cards and "and N more" linking to the full search, then the links to the search and to
 * unsubscribe. `List-Unsubscribe-Post` lets a mail client unsubscribe in one click (RFC 8058).
 */
export function alertMatchesEmail(
  alert: AlertRecipient,
  homes: readonly AlertHome[],
  publicUrl: string,
): OutgoingEmail {
  const c = COPY[alert.locale];
  const shown = homes.slice(0, ALERT_CARDS_MAX);
  const more = homes.length - shown.length;
  const searchUrl = alertSearchUrl(publicUrl, alert);
  const unsubscribeUrl = unsubscribePageUrl(publicUrl, alert.locale, alert.unsubscribeToken);
  const intro = c.intro(alert.name, alert.summary);

  const text = [
    intro,
    ...shown.map((home) => cardText(home, alert.locale, publicUrl)),
    ...(more > 0 ? [`${c.more(more)}: ${searchUrl}`] : []),
    `${c.search}: ${searchUrl}`,
    `${c.why}\n${c.unsubscribe}: ${unsubscribeUrl}`,
  ].join("\n\n");

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1f5c4b">${escapeHtml(label)}</a>`;
  const html =
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2a2e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">' +
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>` +
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">${shown
      .map((home) => cardHtml(home, alert.locale, publicUrl))
      .join("")}</table>` +
    (more > 0 ? `<p style="margin:0 0 16px">${link(searchUrl, c.more(more))}</p>` : "") +
    `<p style="margin:24px 0"><a href="${escapeHtml(searchUrl)}" style="background:#1f5c4b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(c.search)}</a></p>` +
    `<p style="color:#5b6b70;font-size:13px">${escapeHtml(c.why)} ${link(unsubscribeUrl, c.unsubscribe)}</p>` +
    '<p style="color:#5b6b70;font-size:13px">CampusLar</p></body></html>';

  return {
    to: alert.email,
    subject: c.subject(homes.length, alert.name),
    text,
    html,
    template: "alert_matches",
    locale: alert.locale,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(publicUrl, alert.unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
