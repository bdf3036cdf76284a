import { formatPhone } from "@campuslar/domain/phone/phone-number";

/**
 * A stored number (E.164, or a format stored before it) as its country writes it,
 * `+49 1512 3456789`. On the server only: the library's metadata stays out of the browser.
 */
export const phoneText = <T extends string | null>(phone: T): T => (phone === null ? phone : (formatPhone(phone) as T));
