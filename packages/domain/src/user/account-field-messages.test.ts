import { describe, expect, it } from "vitest";
import { ACCOUNT_FIELD_MESSAGES, fieldMessage } from "./account-field-messages.ts";
import { LoginSchema, SignupSchema } from "./user-forms.ts";

describe("account field messages", () => {
  it("words every key the account schemas report, in both languages", () => {
    const empty = SignupSchema.safeParse({ name: "", phone: "x", email: "nope", password: "abc" });
    const login = LoginSchema.safeParse({});
    const keys = [...(empty.error?.issues ?? []), ...(login.error?.issues ?? [])].map((issue) => issue.message);
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) expect(Object.keys(ACCOUNT_FIELD_MESSAGES), key).toContain(key);
  });

  it("uses the spec's English wording where the spec gives one", () => {
    expect(fieldMessage("form.email.required", "en")).toBe("Email field is required");
    expect(fieldMessage("form.email.invalid", "en")).toBe("the Email used is invalid");
    expect(fieldMessage("form.email.required", "pt")).toBe("o campo e-mail é obrigatório");
  });

  it("words the API's e-mail conflict as the API does", () => {
    expect(fieldMessage("form.email.taken", "en")).toBe("An account with this email already exists");
    expect(fieldMessage("form.email.taken", "pt")).toBe("Já existe uma conta com este e-mail");
  });

  it("translates lead keys too, and shows an already translated sentence as it is", () => {
    expect(fieldMessage("lead.phone.required", "en")).toBe("Tel field is required");
    expect(fieldMessage("E-mail ou senha incorretos", "en")).toBe("E-mail ou senha incorretos");
  });
});
