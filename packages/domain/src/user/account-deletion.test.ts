import { describe, expect, it } from "vitest";
import { DELETE_CONFIRM_VALUE, DeleteAccountFormSchema, DeleteAccountSchema } from "./account-deletion.ts";
import { ACCOUNT_FIELD_MESSAGES, fieldMessage } from "./account-field-messages.ts";

const problems = (input: unknown) =>
  Object.fromEntries(
    (DeleteAccountFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
  );

describe("deleting one's account", () => {
  it("asks the page's form for the password and the ticked box, each by its own key", () => {
    expect(problems({})).toEqual({ password: "form.password.required", confirm: "form.deleteConfirm.required" });
    expect(problems({ password: "", confirm: "on" })).toEqual({
      password: "form.password.required",
      confirm: "form.deleteConfirm.required",
    });
    expect(problems({ password: "Segura1", confirm: DELETE_CONFIRM_VALUE })).toEqual({});
  });

  it("asks the API only for the password", () => {
    expect(DeleteAccountSchema.parse({ password: "Segura1", confirm: "ignored" })).toEqual({ password: "Segura1" });
  });

  it("words every key in both languages", () => {
    for (const key of ["form.password.required", "form.deleteConfirm.required"]) {
      expect(Object.keys(ACCOUNT_FIELD_MESSAGES)).toContain(key);
    }
    expect(fieldMessage("form.deleteConfirm.required", "en")).toBe(
      "Tick the box to confirm that you want to delete the account",
    );
    expect(fieldMessage("form.deleteConfirm.required", "pt")).toBe(
      "Marque a caixa para confirmar que quer excluir a conta",
    );
  });
});
