/** Spec §6 names visitor, tenant, owner and service provider; staff runs the marketplace. */
export const ROLES = ["tenant", "owner", "provider", "staff"] as const;
export type Role = (typeof ROLES)[number];
