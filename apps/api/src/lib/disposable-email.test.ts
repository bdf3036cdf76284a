import { describe, expect, it } from "vitest";
import { isDisposableEmail } from "./disposable-email.ts";

describe("isDisposableEmail", () => {
  it("spots throwaway inbox domains, their subdomains and any case", () => {
    for (const email of ["a@mailinator.com", "b@YopMail.com", "c@inbox.mailinator.com", "d@10minutemail.com"]) {
      expect(isDisposableEmail(email), email).toBe(true);
    }
  });
  it("leaves ordinary and university addresses alone", () => {
    for (const email of ["ana@gmail.com", "aluno@usp.br", "x@fgv.edu.br", "no-at-sign", "e@com"]) {
      expect(isDisposableEmail(email), email).toBe(false);
    }
  });
});
