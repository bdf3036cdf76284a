import type { CustomerList } from "@campuslar/domain/admin/admin-dto";
import type { ListingStatus } from "@campuslar/domain/property/property-enums";
import type { FormErrors } from "../../api/api-form.server.ts";

/*
 * The backoffice reads the staff API's shapes from the domain (`admin/admin-dto.ts`); these are
 * the few the web adds around them.
 */
export type {
  AdminListing,
  AdminListingPage,
  AdminUser,
  AdminUserPage,
  LeadDetail,
  LeadKind,
  LeadPage,
  LeadRow,
} from "@campuslar/domain/admin/admin-dto";
export { LEAD_KINDS } from "@campuslar/domain/admin/admin-dto";

export type Customer = CustomerList["items"][number];

/** The review queue's tabs, the work first. */
export const LISTING_TABS = ["pending", "published", "draft", "archived"] as const satisfies readonly ListingStatus[];

/** What a backoffice form shows after it was sent: which form (`target`), and how it went. */
export type AdminActionData =
  | { target: string; ok: true }
  | { target: string; ok: false; errors: FormErrors; values: Record<string, string> };
