import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml, siteUrl } from "./templates.ts";

type Owner = { email: string; name: string; locale: Locale };
type Listing = { code: string; title: string };

type Copy = { subject: string; lines: string[]; label: string };

/** The e-mail to an owner: the lines, then the one link, as text and as HTML. */
const ownerEmail = (owner: Owner, copy: Copy, url: string, template: string): OutgoingEmail => ({
  to: owner.email,
  subject: copy.subject,
  text: `${copy.lines.join("\n\n")}\n\n${copy.label}: ${url}`,
  html: emailHtml(copy.lines, { url, label: copy.label }),
  template,
  locale: owner.locale,
});

/** A page of the site in the owner's language, as an absolute link. */

/**
 * To an owner whose listing staff just published: which one, and the link to its page in the
 * owner's language, where students now find it.
 */
export function listingPublishedEmail(owner: Owner, listing: Listing, publicUrl: string): OutgoingEmail {
  const url = siteUrl(publicUrl, href("property", owner.locale, { code: listing.code }));
  const title = listing.title || listing.code;
  const copy =
    owner.locale === "en"
      ? {
          subject: `Your listing ${listing.code} is live on CampusLar`,
          lines: [
            greeting(owner.name, "en"),
            `We reviewed "${title}" (${listing.code}) and published it: students can find it and send you their interest now.`,
            "Keep the rooms' availability up to date in My listings, so nobody asks for a room that is taken.",
          ],
          label: "See my listing",
        }
      : {
          subject: `Seu anúncio ${listing.code} está no ar no CampusLar`,
          lines: [
            greeting(owner.name, "pt"),
            `Revisamos "${title}" (${listing.code}) e o publicamos: os estudantes já podem encontrá-lo e enviar interesse.`,
            "Mantenha a disponibilidade dos quartos em dia em Meus imóveis, para ninguém pedir um quarto ocupado.",
          ],
          label: "Ver meu anúncio",
        };
  return ownerEmail(owner, copy, url, "listing_published");
}

/**
 * To an owner whose listing staff sent back: why, in staff's words, and a link to the listing's
 * editor in the owner's language. The listing is a draft again; submitting it again is enough.
 */
export function listingRejectedEmail(owner: Owner, listing: Listing, reason: string, publicUrl: string): OutgoingEmail {
  const url = siteUrl(publicUrl, href("ownerListingEdit", owner.locale, { code: listing.code }));
  const title = listing.title || listing.code;
  const copy =
    owner.locale === "en"
      ? {
          subject: `Your listing ${listing.code} needs a few changes`,
          lines: [
            greeting(owner.name, "en"),
            `We reviewed "${title}" (${listing.code}) and cannot publish it yet. Our reviewer wrote:`,
            reason,
            "Edit the listing, then send it for review again: we will look at it as soon as we can.",
          ],
          label: "Edit my listing",
        }
      : {
          subject: `Seu anúncio ${listing.code} precisa de alguns ajustes`,
          lines: [
            greeting(owner.name, "pt"),
            `Revisamos "${title}" (${listing.code}) e ainda não podemos publicá-lo. Nossa equipe escreveu:`,
            reason,
            "Edite o anúncio e envie para revisão de novo: vamos olhar o quanto antes.",
          ],
          label: "Editar meu anúncio",
        };
  return ownerEmail(owner, copy, url, "listing_rejected");
}

/** To an owner whose change to a published listing staff approved: it is what students see now. */
export function listingChangesApprovedEmail(owner: Owner, listing: Listing, publicUrl: string): OutgoingEmail {
  const url = siteUrl(publicUrl, href("property", owner.locale, { code: listing.code }));
  const title = listing.title || listing.code;
  const copy =
    owner.locale === "en"
      ? {
          subject: `Your changes to ${listing.code} are live`,
          lines: [
            greeting(owner.name, "en"),
            `We reviewed your changes to "${title}" (${listing.code}): students now see the listing as you edited it.`,
          ],
          label: "See my listing",
        }
      : {
          subject: `Suas alterações em ${listing.code} estão no ar`,
          lines: [
            greeting(owner.name, "pt"),
            `Revisamos suas alterações em "${title}" (${listing.code}): os estudantes já veem o anúncio como você editou.`,
          ],
          label: "Ver meu anúncio",
        };
  return ownerEmail(owner, copy, url, "listing_changes_approved");
}

/**
 * To an owner whose change staff declined: why, in staff's words. The published version stays on
 * the site; the change waits in the editor to be fixed or discarded.
 */
export function listingChangesDeclinedEmail(
  owner: Owner,
  listing: Listing,
  reason: string,
  publicUrl: string,
): OutgoingEmail {
  const url = siteUrl(publicUrl, href("ownerListingEdit", owner.locale, { code: listing.code }));
  const title = listing.title || listing.code;
  const copy =
    owner.locale === "en"
      ? {
          subject: `Your changes to ${listing.code} were not published`,
          lines: [
            greeting(owner.name, "en"),
            `We reviewed your changes to "${title}" (${listing.code}) and cannot publish them. Our reviewer wrote:`,
            reason,
            "Students still see the listing as it was. Edit your changes and we will look again, or discard them.",
          ],
          label: "Edit my listing",
        }
      : {
          subject: `Suas alterações em ${listing.code} não foram publicadas`,
          lines: [
            greeting(owner.name, "pt"),
            `Revisamos suas alterações em "${title}" (${listing.code}) e não podemos publicá-las. Nossa equipe escreveu:`,
            reason,
            "Os estudantes continuam vendo o anúncio como estava. Ajuste as alterações e olharemos de novo, ou descarte-as.",
          ],
          label: "Editar meu anúncio",
        };
  return ownerEmail(owner, copy, url, "listing_changes_declined");
}
