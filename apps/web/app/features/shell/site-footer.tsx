import { href, type PageId } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import { whatsappText, whatsappUrl } from "@campuslar/domain/site/whatsapp";
import type { MessageKey } from "../../i18n/pt.ts";
import { useT } from "../../i18n/t.ts";
import { useCreci } from "../../site/creci.ts";
import { AppNavLink } from "../../ui/app-link.tsx";
import { BadgeCheckIcon, MailIcon, MapPinIcon, SocialIcon, WhatsAppIcon } from "../../ui/icons/icons.tsx";
import { LogoMark } from "../../ui/logo.tsx";
import "./messages.ts";
import "../../site/creci-messages.ts";

/** Spec §2: the footer's links, in its order. */
const LINKS: readonly { page: PageId; label: MessageKey }[] = [
  { page: "home", label: "shell.footer.home" },
  { page: "faq", label: "shell.footer.faq" },
  { page: "search", label: "shell.footer.search" },
  { page: "advertise", label: "shell.footer.advertise" },
  { page: "services", label: "shell.footer.services" },
  { page: "roommates", label: "shell.footer.roommates" },
  { page: "about", label: "shell.footer.about" },
  { page: "terms", label: "shell.footer.terms" },
  { page: "privacy", label: "shell.footer.privacy" },
];

const contactLink =
  "inline-flex min-h-11 items-center gap-2.5 rounded-md text-ink-900 underline-offset-4 hover:text-pine-800 hover:underline";

/**
 * Spec §2: links, the contact e-mail, the messaging-app line, social media, the real-estate
 * registry number and the 2024 copyright. Every fact comes from `COMPANY`, the registry number
 * from configuration (a demo placeholder, marked as such, until it is set). The bottom padding
 * on phones keeps the last line clear of the floating messaging button.
 */
export function SiteFooter() {
  const { locale, t } = useT();
  const creci = useCreci(locale);
  return (
    <footer className="mt-auto border-t border-sand-200 bg-sand-100 text-ink-700">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 pt-12 pb-8 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr]">
        <div>
          <p className="flex items-center gap-2.5 text-ink-900">
            <LogoMark className="size-8" />
            <span className="font-display text-xl font-semibold tracking-tight">{COMPANY.name}</span>
          </p>
          <p className="mt-4 max-w-sm">{t("shell.footer.pitch", { city: COMPANY.city })}</p>
          <p className="mt-3 max-w-sm text-sm">{t("shell.footer.since", { year: String(COMPANY.foundedYear) })}</p>
          {creci.configured ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-3 py-1 text-sm font-semibold text-ink-900">
              <BadgeCheckIcon className="size-4 text-pine-700" />
              {creci.text}
            </p>
          ) : (
            // No check mark: nothing is verified. The dashed outline and the note say it is a stand-in.
            <p
              data-testid="creci-demo"
              className="mt-4 max-w-sm rounded-lg border border-dashed border-ink-600 px-3 py-2 text-sm"
            >
              <span className="font-semibold text-ink-900">{creci.text}</span>
              <span className="mt-0.5 block">{t("shell.creci.demoNote")}</span>
            </p>
          )}
        </div>

        <nav aria-label={t("shell.footer.nav")}>
          <h2 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">{t("shell.footer.explore")}</h2>
          <ul className="mt-3 grid gap-x-6 sm:grid-cols-2 md:grid-cols-1">
            {LINKS.map((link) => (
              <li key={link.page}>
                <AppNavLink
                  to={href(link.page, locale)}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-md underline-offset-4 hover:text-pine-800 hover:underline md:min-h-9 ${
                      isActive ? "font-semibold text-ink-900" : ""
                    }`
                  }
                >
                  {t(link.label)}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">{t("shell.footer.contact")}</h2>
          <ul className="mt-3 flex flex-col">
            <li>
              <a href={`mailto:${COMPANY.contactEmail}`} className={contactLink}>
                <MailIcon className="size-5 shrink-0 text-pine-700" />
                <span>
                  <span className="sr-only">{t("shell.footer.email")}: </span>
                  {COMPANY.contactEmail}
                </span>
              </a>
            </li>
            <li>
              <a
                href={whatsappUrl(whatsappText(locale))}
                target="_blank"
                rel="noopener noreferrer"
                className={contactLink}
              >
                <WhatsAppIcon className="size-5 shrink-0 text-pine-700" />
                <span>
                  <span className="sr-only">{t("shell.footer.whatsapp")}: </span>
                  {COMPANY.whatsapp.display}
                </span>
              </a>
            </li>
            <li className="flex min-h-11 items-center gap-2.5">
              <MapPinIcon className="size-5 shrink-0 text-pine-700" />
              {COMPANY.city}
            </li>
          </ul>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-ink-900 uppercase">
            {t("shell.footer.social")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {COMPANY.social.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("shell.footer.socialLink", { network: social.label })}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-sand-300 bg-white text-pine-800 transition-colors hover:border-pine-600 hover:bg-pine-50"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-sand-200">
        <p className="mx-auto max-w-6xl px-5 pt-5 pb-24 text-sm sm:px-8 md:pb-6">
          {t("shell.footer.copyright", { year: String(COMPANY.copyrightYear), legalName: COMPANY.legalName })}{" "}
          {t("shell.footer.rights")}
        </p>
      </div>
    </footer>
  );
}
