import { describe, expect, it } from "vitest";
import { SignupSchema } from "./user-forms.ts";

const messages = (input: unknown) => {
  const result = SignupSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
};

describe("SignupSchema", () => {
  it("accepts a complete form and lower-cases the e-mail", () => {
    const parsed = SignupSchema.parse({
      name: " Ana ",
      phone: "+5511912345678",
      email: "Ana@Example.COM",
      password: "Quarto7",
    });
    expect(parsed).toMatchObject({ name: "Ana", email: "ana@example.com" });
  });

  it("names each missing or bad field with its message key", () => {
    expect(messages({})).toEqual({
      name: ["form.name.required"],
      phone: ["form.phone.required"],
      email: ["form.email.required"],
      password: ["password.tooShort"],
    });
    expect(messages({ name: "Ana", phone: "11 91234-5678", email: "not-an-email", password: "abc" })).toEqual({
      email: ["form.email.invalid"],
      password: ["password.tooShort", "password.needsUppercase", "password.needsDigit"],
    });
  });

  it("refuses a password that meets the rule but is among the most used", () => {
    const form = { name: "Ana", phone: "+55 11 91234-5678", email: "ana@example.com" };
    expect(messages({ ...form, password: "Senha123" })).toEqual({ password: ["password.common"] });
    expect(messages({ ...form, password: "senha" }).password).not.toContain("password.common");
  });
});
