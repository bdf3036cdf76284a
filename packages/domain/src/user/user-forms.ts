import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { phoneCountrySchema, phoneSchema, withPhoneCountries } from "../phone/phone-schema.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { passwordProblems } from "./password-policy.ts";
import { ROLES } from "./roles.ts";

/*
 * Account forms. Messages are i18n keys (spec §5 wording lives in the web's catalogs and in the
 * API's error catalog), so the web shows them in the visitor's language next to the field.
 */

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const EmailSchema = required("form.email.required")
  .max(254, "form.email.invalid")
  .pipe(z.email({ error: "form.email.invalid" }))
  .transform((email) => email.toLowerCase());

/**
 * Spec §5: at least 6 characters, 1 uppercase letter, 1 digit; each lack reported by its key.
 * A password that meets the rule but is one of the most used ("Senha123") is refused too
 * (docs/decisions/008-signup-abuse.md).
 */
export const NewPasswordSchema = z
  .string({ error: "password.tooShort" })
  .max(200, "password.tooLong")
  .superRefine((password, ctx) => {
    const problems = passwordProblems(password);
    for (const problem of problems) ctx.addIssue({ code: "custom", message: problem });
    if (problems.length === 0 && isCommonPassword(password))
      ctx.addIssue({ code: "custom", message: "password.common" });
  });

/**
 * An account's phone: any valid number, stored in E.164; a national one is read with
 * `phoneCountry` (Brazil by default).
 */
export const AccountPhoneSchema = phoneSchema({ required: "form.phone.required", invalid: "form.phone.invalid" });

const SignupObject = z.object({
  name: required("form.name.required").max(120, "form.name.tooLong"),
  phone: AccountPhoneSchema,
  phoneCountry: phoneCountrySchema("form.phone.invalid"),
  email: EmailSchema,
  password: NewPasswordSchema,
  locale: z.enum(LOCALES).optional(),
});
export const SignupSchema = withPhoneCountries(SignupObject);
export type Signup = z.infer<typeof SignupSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: "form.password.required" }).min(1, "form.password.required").max(200),
});
export type Login = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema, locale: z.enum(LOCALES).optional() });

export const ResetPasswordSchema = z.object({
  token: z.string({ error: "reset.tokenInvalid" }).min(16, "reset.tokenInvalid").max(200, "reset.tokenInvalid"),
  password: NewPasswordSchema,
});

/** The token of the link that verifies an account's e-mail (issue 34). */
export const VerifyEmailSchema = z.object({
  token: z.string({ error: "verify.tokenInvalid" }).min(16, "verify.tokenInvalid").max(200, "verify.tokenInvalid"),
});

/** The current user as the API returns it: never a hash or a token. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  locale: z.enum(LOCALES),
  createdAt: z.string(),
  /** Issue 34: whether the address was proven by the link e-mailed to it (login works either way). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionResponseSchema = z.object({ token: z.string(), user: UserSchema });
export const MeResponseSchema = z.object({ user: UserSchema });
