/**
 * The company's public facts, shown in the footer, the messaging button, the legal pages and
 * structured data. Written once here so a change of number or address reaches every page.
 */
export const COMPANY = {
  name: "CampusLar",
  legalName: "CampusLar Intermediação Imobiliária Ltda.",
  foundedYear: 2017,
  /** Spec §2: the footer shows a 2024 copyright. */
  copyrightYear: 2024,
  /** The real-estate registry number an intermediary in São Paulo must show (CRECI). */
  creci: "CRECI-SP 41.217-J",
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

export type SocialNetwork = (typeof COMPANY.social)[number]["network"];
