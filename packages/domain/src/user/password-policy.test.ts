import { describe, expect, it } from "vitest";
import { passwordProblems } from "./password-policy.ts";

describe("passwordProblems", () => {
  it("accepts 6 characters with an uppercase letter and a digit", () => {
    expect(passwordProblems("Abcde1")).toEqual([]);
  });
  it("names every missing part", () => {
    expect(passwordProblems("abc")).toEqual(["password.tooShort", "password.needsUppercase", "password.needsDigit"]);
    expect(passwordProblems("abcdef1")).toEqual(["password.needsUppercase"]);
    expect(passwordProblems("Abcdefg")).toEqual(["password.needsDigit"]);
  });
});
