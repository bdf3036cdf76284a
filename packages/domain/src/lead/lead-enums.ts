/** Tenant interest form (spec §3): warranty types. */
export const WARRANTY_TYPES = ["guarantor", "insurance", "escrow_deposit"] as const;
export type WarrantyType = (typeof WARRANTY_TYPES)[number];

export const CONTACT_METHODS = ["whatsapp", "email", "phone"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** "How did you find us": a fixed list. */
export const FOUND_VIA = [
  "google",
  "instagram",
  "facebook",
  "tiktok",
  "friend",
  "university",
  "event",
  "other",
] as const;
export type FoundVia = (typeof FOUND_VIA)[number];

/** Every lead moves new → contacted → closed in the staff inbox. */
export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The other offers of spec §1. */
export const SERVICE_KINDS = [
  "photos_video",
  "digital_marketing",
  "rent_guarantee",
  "repairs",
  "electronics_rental",
  "integration_events",
  "inspections",
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
