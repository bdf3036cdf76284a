import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it("knows the passwords that meet the rule but are guessed first, whatever their case", () => {
    for (const password of ["Password1", "Senha123", "QWERTY1", "Abc123", " Password1 "]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });
  it("lets a password of one's own through", () => {
    for (const password of ["Segura1", "Primeira1", "Moradia2027", "Aluga-Quarto9"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
