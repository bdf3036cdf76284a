import { disposableEmailBlocklistSet } from "disposable-email-domains-js";

/**
 * Throwaway inbox domains (mailinator.com, yopmail.com…), from the community-kept list the
 * package republishes as it changes. Built once: the package's own check rebuilds the set on
 * every call.
 */
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet();

/**
 * Whether the e-mail's domain, or a domain it sits under (`x.mailinator.com`), hands out
 * throwaway inboxes. A signal for the signup limits, not a verdict on the person.
 */
export function isDisposableEmail(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(i).join("."))) return true;
  }
  return false;
}
