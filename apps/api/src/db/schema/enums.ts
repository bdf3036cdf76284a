import { LOCALES } from "@campuslar/domain/i18n/locales";
import {
  CONTACT_METHODS,
  FOUND_VIA,
  LEAD_STATUSES,
  SERVICE_KINDS,
  WARRANTY_TYPES,
} from "@campuslar/domain/lead/lead-enums";
import { OUTBOX_STATUSES } from "@campuslar/domain/mail/outbox-enums";
import { CANCELLATION_POLICIES } from "@campuslar/domain/payments/payment-enums";
import {
  ACCOMMODATION_TYPES,
  ADVERTISED_UNITS,
  GENDER_PREFERENCES,
  LISTING_STATUSES,
  PURPOSES,
} from "@campuslar/domain/property/property-enums";
import { VERIFICATION_METHODS } from "@campuslar/domain/property/verification";
import { REPORT_REASONS, REPORT_STATUSES } from "@campuslar/domain/report/report-enums";
import { CONTACT_REQUEST_STATUSES, DAILY_RHYTHMS, GENDERS } from "@campuslar/domain/roommates/roommate-enums";
import { ROLES } from "@campuslar/domain/user/roles";
import { pgEnum } from "drizzle-orm/pg-core";

// Database enums take their values from the domain, so a value is added in one place.
export const roleEnum = pgEnum("role", ROLES);
export const localeEnum = pgEnum("locale", LOCALES);
export const purposeEnum = pgEnum("purpose", PURPOSES);
export const accommodationTypeEnum = pgEnum("accommodation_type", ACCOMMODATION_TYPES);
export const listingStatusEnum = pgEnum("listing_status", LISTING_STATUSES);
export const advertisedUnitEnum = pgEnum("advertised_unit", ADVERTISED_UNITS);
export const genderPreferenceEnum = pgEnum("gender_preference", GENDER_PREFERENCES);
export const warrantyTypeEnum = pgEnum("warranty_type", WARRANTY_TYPES);
export const contactMethodEnum = pgEnum("contact_method", CONTACT_METHODS);
export const foundViaEnum = pgEnum("found_via", FOUND_VIA);
export const leadStatusEnum = pgEnum("lead_status", LEAD_STATUSES);
export const serviceKindEnum = pgEnum("service_kind", SERVICE_KINDS);
export const outboxStatusEnum = pgEnum("outbox_status", OUTBOX_STATUSES);
export const dailyRhythmEnum = pgEnum("daily_rhythm", DAILY_RHYTHMS);
export const genderEnum = pgEnum("gender", GENDERS);
export const contactRequestStatusEnum = pgEnum("contact_request_status", CONTACT_REQUEST_STATUSES);
export const reportReasonEnum = pgEnum("report_reason", REPORT_REASONS);
export const reportStatusEnum = pgEnum("report_status", REPORT_STATUSES);
export const verificationMethodEnum = pgEnum("verification_method", VERIFICATION_METHODS);

/** A listing's cancellation policy (issue 36, point 7; `payments/cancellation.ts`). */
export const cancellationPolicyEnum = pgEnum("cancellation_policy", CANCELLATION_POLICIES);
