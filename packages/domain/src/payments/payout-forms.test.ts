import { describe, expect, it } from "vitest";
import { localizeFieldErrors } from "../i18n/field-errors.ts";
import { isValidCnpj } from "./cnpj.ts";
import { normalizePixKey, PAYOUT_FORM_MESSAGES, payoutAccountFormSchemaFor } from "./payout-forms.ts";

const pt = payoutAccountFormSchemaFor("pt");
const en = payoutAccountFormSchemaFor("en");
const holder = { holderName: "  Rita   Souza ", holderDocument: "529.982.247-25" };

/** The field errors a form gets, as the API would send them. */
const errorsOf = (schema: typeof pt, body: Record<string, unknown>) => {
  const result = schema.safeParse(body);
  return result.success ? {} : localizeFieldErrors(result.error.issues, (text) => text);
};

describe("the CNPJ", () => {
  it("checks both digits, with or without punctuation, and the new letters", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11444777000161")).toBe(true);
    // The Receita Federal's example of an alphanumeric CNPJ (from July 2026).
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12.abc.345/01de-35")).toBe(true);
    expect(isValidCnpj("11.222.333/0001-80")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-91")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
  });
});

describe("normalizePixKey", () => {
  it("reads each key type as the DICT stores it", () => {
    expect(normalizePixKey("cpf", "529.982.247-25")).toBe("52998224725");
    expect(normalizePixKey("cnpj", "11.222.333/0001-81")).toBe("11222333000181");
    expect(normalizePixKey("email", " Rita.Souza@Example.com ")).toBe("rita.souza@example.com");
    expect(normalizePixKey("phone", "(11) 91234-5678")).toBe("+5511912345678");
    expect(normalizePixKey("phone", "+55 21 98765-4321")).toBe("+5521987654321");
    expect(normalizePixKey("random", "123E4567-E89B-12D3-A456-426614174000")).toBe(
      "123e4567-e89b-12d3-a456-426614174000",
    );
  });

  it("refuses what is not a key of its type", () => {
    expect(normalizePixKey("cpf", "529.982.247-24")).toBeUndefined();
    expect(normalizePixKey("cnpj", "52998224725")).toBeUndefined();
    expect(normalizePixKey("email", "rita@")).toBeUndefined();
    expect(normalizePixKey("email", `${"a".repeat(66)}@example.com`)).toBeUndefined(); // 78 characters
    expect(normalizePixKey("email", `${"a".repeat(65)}@example.com`)).toBe(`${"a".repeat(65)}@example.com`);
    // A landline, a number abroad, a mobile without its area code.
    expect(normalizePixKey("phone", "(11) 3333-4444")).toBeUndefined();
    expect(normalizePixKey("phone", "+49 1512 3456789")).toBeUndefined();
    expect(normalizePixKey("phone", "91234-5678")).toBeUndefined();
    expect(normalizePixKey("random", "123e4567e89b12d3a456426614174000")).toBeUndefined();
    expect(normalizePixKey("random", "52998224725")).toBeUndefined();
  });
});

describe("payoutAccountFormSchemaFor", () => {
  it("takes a Pix key with its holder, normalized", () => {
    const body = { method: "pix", pixKeyType: "phone", pixKey: "(11) 91234-5678", ...holder, bankCode: "" };
    expect(pt.parse(body)).toEqual({
      method: "pix",
      pixKeyType: "phone",
      pixKey: "+5511912345678",
      holderName: "Rita Souza",
      holderDocument: "52998224725",
    });
  });

  it("takes a bank account with its check digit", () => {
    const body = { method: "bank_account", bankCode: "341", branch: "0123", accountNumber: "12345 - 6", ...holder };
    expect(en.parse(body)).toEqual({
      method: "bank_account",
      bankCode: "341",
      branch: "0123",
      accountNumber: "12345-6",
      holderName: "Rita Souza",
      holderDocument: "52998224725",
    });
    expect(en.parse({ ...body, accountNumber: "98765-x" })).toMatchObject({ accountNumber: "98765-X" });
  });

  it("says which format a wrong Pix key should have, in the caller's language", () => {
    const body = { method: "pix", pixKeyType: "cpf", pixKey: "123.456.789-00", ...holder };
    expect(errorsOf(pt, body)).toEqual({ pixKey: PAYOUT_FORM_MESSAGES["payout.pixKey.cpf"].pt });
    expect(errorsOf(en, body).pixKey).toBe("Pix key: expected a valid CPF, 11 digits (e.g. 123.456.789-09).");
    expect(errorsOf(en, { ...body, pixKeyType: "phone", pixKey: "3333-4444" }).pixKey).toMatch(/Brazilian mobile/);
    expect(errorsOf(pt, { ...body, pixKeyType: "random", pixKey: "abc" }).pixKey).toMatch(/chave aleatória/);
    expect(errorsOf(pt, { ...body, pixKeyType: "email", pixKey: "rita" }).pixKey).toMatch(/e-mail válido/);
    expect(errorsOf(pt, { ...body, pixKeyType: "cnpj", pixKey: "11.222.333/0001-80" }).pixKey).toMatch(/CNPJ/);
  });

  it("refuses a CPF key that is not the holder's", () => {
    const body = { method: "pix", pixKeyType: "cpf", pixKey: "111.444.777-35", ...holder };
    expect(errorsOf(en, body)).toEqual({ pixKey: PAYOUT_FORM_MESSAGES["payout.pixKey.notHolder"].en });
  });

  it("names every wrong field of a bank account at once", () => {
    const body = { method: "bank_account", bankCode: "34", branch: "12345", accountNumber: "123456", holderName: "" };
    expect(errorsOf(pt, body)).toEqual({
      bankCode: PAYOUT_FORM_MESSAGES["payout.bankCode.invalid"].pt,
      branch: PAYOUT_FORM_MESSAGES["payout.branch.invalid"].pt,
      accountNumber: PAYOUT_FORM_MESSAGES["payout.accountNumber.invalid"].pt,
      holderName: PAYOUT_FORM_MESSAGES["payout.holderName.required"].pt,
      holderDocument: PAYOUT_FORM_MESSAGES["payout.holderDocument.invalid"].pt,
    });
  });

  it("asks for a method, a key type and a key", () => {
    expect(errorsOf(en, { ...holder })).toEqual({ method: PAYOUT_FORM_MESSAGES["payout.method.required"].en });
    expect(errorsOf(en, { method: "boleto", ...holder }).method).toBe(
      PAYOUT_FORM_MESSAGES["payout.method.required"].en,
    );
    expect(errorsOf(en, { method: "pix", ...holder })).toEqual({
      pixKeyType: PAYOUT_FORM_MESSAGES["payout.pixKeyType.required"].en,
      pixKey: PAYOUT_FORM_MESSAGES["payout.pixKey.required"].en,
    });
    expect(errorsOf(en, { method: "pix", pixKeyType: "email", pixKey: "  ", ...holder })).toEqual({
      pixKey: PAYOUT_FORM_MESSAGES["payout.pixKey.required"].en,
    });
  });

  it("takes a company as holder by its CNPJ", () => {
    const body = { method: "pix", pixKeyType: "cnpj", pixKey: "11.222.333/0001-81", holderName: "Souza Imóveis Ltda" };
    expect(pt.parse({ ...body, holderDocument: "11222333000181" })).toMatchObject({
      pixKey: "11222333000181",
      holderDocument: "11222333000181",
    });
  });
});
