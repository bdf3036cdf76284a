/**
 * The company's public facts, shown in the footer, the messaging button, the legal pages and
 * structured data. Written once here so a change of number or address reaches every page.
 *
 * The real-estate registry number (CRECI) is not among them: it is the operator's to state, from
 * configuration (`COMPANY_CRECI`); an install without it says so where the number would be, and
 * never shows one that looks real (docs/decisions/014-content-claims.md).
 */
export const COMPANY = {
  name: "CampusLar",
  legalName: "CampusLar Intermediação Imobiliária Ltda.",
  foundedYear: 2017,
  /** Spec §2: the footer shows a 2024 copyright. */
  copyrightYear: 2024,
  contactEmail: "contato@campuslar.com.br",
  /** The messaging-app line, as digits for links (country code first) and as people read it. */
  whatsapp: { digits: "5511940022017", display: "+55 11 94002-2017" },
  city: "São Paulo, SP",
  social: [
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/campuslar" },
    { network: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@campuslar" },
    { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/campuslar" },
    { network: "youtube", label: "YouTube", url: "https://www.youtube.com/@campuslar" },
  ],
} as const;

/**
 * What `COMPANY_CRECI` must look like: the registry number as shown to the public, starting with
 * "CRECI" and holding digits, on one line (e.g. `CRECI-SP 12.345-J`, `CRECI/SP nº 12345-J`).
 */
export const CRECI_FORMAT = /^CRECI\b(?=[^\d\n]*\d)[^\n<>]{1,50}$/;

export type SocialNetwork = (typeof COMPANY.social)[number]["network"];
