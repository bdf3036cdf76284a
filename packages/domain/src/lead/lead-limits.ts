/**
 * Issue 17: abuse limits of the write forms, per form. Per address they are generous: a class
 * behind one campus network or a carrier's NAT sends many honest forms; per e-mail they are
 * tight, since the confirmation goes to that address and nobody asks the same thing twenty times.
 */
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const LEAD_RATE_LIMITS = {
  /** Each lead form (interest, purchase, advertise, concierge, services) from one address. */
  perIp: { limit: 30, windowMs: 10 * MINUTE_MS },
  /** Each lead form for one e-mail, from anywhere. */
  perEmail: { limit: 5, windowMs: HOUR_MS },
  /** Page views from one address (a beacon per page shown). */
  pageViewsPerIp: { limit: 3000, windowMs: 10 * MINUTE_MS },
  /** Roommate contact requests by one user. */
  roommateRequestsPerUser: { limit: 20, windowMs: HOUR_MS },
} as const;

/** The most characters of a person's name an e-mail repeats (the name as they typed it). */
export const EMAIL_NAME_MAX = 60;

/**
 * Text a stranger typed, as an e-mail may repeat it to whatever address a form was given: one
 * line, no link or web address (a form must not make our e-mails carry someone else's phishing),
 * at most `max` characters. Empty when nothing fit is left.
 */
export function textForEmail(typed: string, max: number): string {
  const firstLine = typed.split(/[\r\n\u2028\u2029]/)[0] ?? "";
  const words = firstLine
    .replace(/\p{Cc}|\p{Cf}/gu, " ")
    .split(/\s+/)
    .filter((word) => word && !/[/:@]|www\.|\.[a-z]{2,}(\W|$)/i.test(word));
  const text = words.join(" ");
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A person's name as an e-mail may repeat it (`textForEmail`); empty: the greeting names nobody. */
export const nameForEmail = (name: string): string => textForEmail(name, EMAIL_NAME_MAX);
