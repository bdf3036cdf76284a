import { z } from "zod";
import type { Locale } from "../i18n/locales.ts";

/*
 * Deleting one's own account (LGPD art. 18, VI; docs/decisions/018-account-export-and-deletion.md):
 * the form, its messages and what erased data is replaced with, shared by the API and the web.
 */

/** What `DELETE /v2/user/me` takes: the current password, so an open session alone cannot delete. */
export const DeleteAccountSchema = z.object({
  password: z.string({ error: "form.password.required" }).min(1, "form.password.required").max(200),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** The value the confirmation box sends when ticked. */
export const DELETE_CONFIRM_VALUE = "yes";

/** The page's form: the password and a box the person ticks to say they mean it. */
export const DeleteAccountFormSchema = DeleteAccountSchema.extend({
  confirm: z.literal(DELETE_CONFIRM_VALUE, { error: "form.deleteConfirm.required" }),
});

export const ACCOUNT_DELETION_MESSAGES = {
  /** Next to the password field: the deletion was refused and nothing changed. */
  passwordWrong: {
    en: "This is not your current password",
    pt: "Esta não é a sua senha atual",
  },
  confirmRequired: {
    en: "Tick the box to confirm that you want to delete the account",
    pt: "Marque a caixa para confirmar que quer excluir a conta",
  },
  /** A 409: staff leave the backoffice through another staff member first (decision 018). */
  staffRefused: {
    en: "A staff account cannot delete itself. Ask another staff member to change your role in the backoffice, then delete the account",
    pt: "Uma conta da equipe não pode se excluir. Peça a outra pessoa da equipe para mudar o seu papel no painel e depois exclua a conta",
  },
  /** A 409 (decision 038): a rental that holds a home, or a lease signed and waiting, ends first. */
  rentalHolds: {
    en: "You have a rental in progress ({codes}). Finish it, or ask our team to cancel it, before deleting the account: the other side counts on it",
    pt: "Você tem um aluguel em andamento ({codes}). Conclua-o, ou peça à nossa equipe para cancelá-lo, antes de excluir a conta: a outra parte conta com ele",
  },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * Wrong passwords on the deletion form, per account: refused past the limit, like a login from
 * one address (ACCOUNT_RATE_LIMITS.login.perAccountAndIp), so a borrowed session cannot be used
 * to guess the password.
 */
export const ACCOUNT_DELETION_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * What a lead keeps in place of the name of a person who deleted their account. The e-mail,
 * phone and free texts become empty; the row stays for staff's bookkeeping (decision 018).
 * Staff read it in the backoffice, whose records are in Portuguese.
 */
export const ERASED_PERSON_NAME = "Dados excluídos (LGPD)";
