-- Phone numbers are stored in E.164 from now on (docs/decisions/007-phone-numbers.md). The lead
-- forms, the roommate questionnaire and the demo accounts wrote Brazilian numbers as
-- "+55 11 91234-5678": the same digits with spaces and a dash, so taking the separators out is
-- the whole conversion. Anything else stored (a number typed freely at signup, an old concierge
-- contact such as a Telegram handle) stays as it was: the site reads it through the phone module,
-- which shows it formatted when it is a number and as it is when not.
UPDATE "users" SET "phone" = '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHERE "phone" ~ '^\+55 [1-9]{2} [0-9]{4,5}-[0-9]{4}$';--> statement-breakpoint
UPDATE "interest_requests" SET "phone" = '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHERE "phone" ~ '^\+55 [1-9]{2} [0-9]{4,5}-[0-9]{4}$';--> statement-breakpoint
UPDATE "purchase_interests" SET "phone" = '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHERE "phone" ~ '^\+55 [1-9]{2} [0-9]{4,5}-[0-9]{4}$';--> statement-breakpoint
UPDATE "advertise_requests" SET "phone" = '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHERE "phone" ~ '^\+55 [1-9]{2} [0-9]{4,5}-[0-9]{4}$';--> statement-breakpoint
UPDATE "service_requests" SET "phone" = '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHERE "phone" ~ '^\+55 [1-9]{2} [0-9]{4,5}-[0-9]{4}$';--> statement-breakpoint
UPDATE "roommate_profiles" SET "messaging_link" = '+' || regexp_replace("messaging_link", '[^0-9]', '', 'g')
  WHERE "messaging_link" ~ '^\+55 [1-9]{2} [0-9]{4,5}-[0-9]{4}$';
