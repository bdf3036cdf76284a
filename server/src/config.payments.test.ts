import { DEMO_PAYMENTS_CONFIG } from "@campuslar/api";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

/** A company's whole payment details, as an install states them. */
const company = {
  PIX_KEY: "12345678000195",
  PIX_MERCHANT_NAME: "MORADIA ESTUDANTIL LTDA",
  PIX_MERCHANT_CITY: "SAO PAULO",
  BANK_NAME: "Itaú Unibanco",
  BANK_CODE: "341",
  BANK_BRANCH: "0123",
  BANK_ACCOUNT: "45678-9",
  BANK_HOLDER: "Moradia Estudantil Ltda.",
  BANK_DOCUMENT: "12.345.678/0001-95",
};

const mercadoPago = {
  PAYMENT_PROVIDER: "mercadopago",
  MERCADOPAGO_ACCESS_TOKEN: "APP_USR-1234567890-abcdef-very-secret-token",
  MERCADOPAGO_WEBHOOK_SECRET: "whsec-very-secret-signature-0123456789",
};

/** The one line a bad configuration stops the start with. */
const problemOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return String((error as Error).message);
  }
  throw new Error("the configuration was accepted");
};

describe("payments configuration (issue 36)", () => {
  it("is the demo company, confirmed by statement imports, with no commission and 24-hour Pix codes, when nothing is set", () => {
    expect(loadConfig({}).payments).toEqual(DEMO_PAYMENTS_CONFIG);
  });

  it("reads the company's Pix key and bank account when all of PIX_* and BANK_* are set", () => {
    const payments = loadConfig({ ...company, COMMISSION_BPS: "250", PIX_VALID_HOURS: "48" }).payments;
    expect(payments).toEqual({
      pixKey: "12345678000195",
      merchantName: "MORADIA ESTUDANTIL LTDA",
      merchantCity: "SAO PAULO",
      bank: {
        name: "Itaú Unibanco",
        code: "341",
        branch: "0123",
        account: "45678-9",
        holder: "Moradia Estudantil Ltda.",
        document: "12.345.678/0001-95",
      },
      provider: "embedded",
      commissionBps: 250,
      pixValidHours: 48,
      payoutHoldHours: 24,
    });
  });

  it("keeps the demo company's details, field by field, when only the provider or the commission is set", () => {
    const payments = loadConfig({ ...mercadoPago, COMMISSION_BPS: "100" }).payments;
    expect(payments).toMatchObject({
      pixKey: DEMO_PAYMENTS_CONFIG.pixKey,
      bank: DEMO_PAYMENTS_CONFIG.bank,
      provider: "mercadopago",
      commissionBps: 100,
      mercadoPago: {
        accessToken: mercadoPago.MERCADOPAGO_ACCESS_TOKEN,
        webhookSecret: mercadoPago.MERCADOPAGO_WEBHOOK_SECRET,
      },
    });
  });

  it("refuses half a company's details, naming what is missing", () => {
    const { BANK_ACCOUNT: _, BANK_HOLDER: __, ...partial } = company;
    expect(problemOf(partial)).toBe(
      "Invalid configuration: BANK_ACCOUNT must be set with the other PIX_* and BANK_* variables (also missing: BANK_HOLDER)",
    );
    expect(problemOf({ PIX_KEY: company.PIX_KEY })).toMatch(
      /^Invalid configuration: PIX_MERCHANT_NAME must be set with the other PIX_\* and BANK_\* variables \(also missing: PIX_MERCHANT_CITY, BANK_NAME, .*BANK_DOCUMENT\)$/,
    );
  });

  it("accepts each form of Pix key and names a wrong one", () => {
    for (const key of [
      "52998224725",
      "12345678000195",
      "financeiro@empresa.com.br",
      "+5511912345678",
      "123e4567-e89b-12d3-a456-426614174000",
    ]) {
      expect(loadConfig({ ...company, PIX_KEY: key }).payments.pixKey, key).toBe(key);
    }
    // A phone without +55 reads as a CPF, whose check digits it fails.
    for (const bad of ["529.982.247-25", "11912345678", "chave", "+1 555 0100"]) {
      expect(problemOf({ ...company, PIX_KEY: bad }), bad).toMatch(/^Invalid configuration: PIX_KEY must be a Pix key/);
    }
  });

  it("names a bank detail or merchant field in the wrong form", () => {
    expect(problemOf({ ...company, BANK_CODE: "34" })).toMatch(
      /^Invalid configuration: BANK_CODE must be the bank's 3-digit code/,
    );
    expect(problemOf({ ...company, BANK_BRANCH: "12" })).toMatch(
      /^Invalid configuration: BANK_BRANCH must be the 4-digit branch/,
    );
    expect(problemOf({ ...company, BANK_ACCOUNT: "456789" })).toMatch(
      /^Invalid configuration: BANK_ACCOUNT must be the account number with its check digit/,
    );
    expect(problemOf({ ...company, BANK_DOCUMENT: "111.111.111-11" })).toMatch(
      /^Invalid configuration: BANK_DOCUMENT must be the holder's CNPJ/,
    );
    expect(problemOf({ ...company, PIX_MERCHANT_CITY: "SAO JOSE DOS CAMPOS" })).toMatch(
      /^Invalid configuration: PIX_MERCHANT_CITY must have at most 15 characters/,
    );
    expect(problemOf({ ...company, PIX_MERCHANT_NAME: "M".repeat(26) })).toMatch(
      /^Invalid configuration: PIX_MERCHANT_NAME must have at most 25 characters/,
    );
  });

  it("needs both Mercado Pago credentials with PAYMENT_PROVIDER=mercadopago, and never prints them", () => {
    expect(problemOf({ PAYMENT_PROVIDER: "stripe" })).toMatch(
      /^Invalid configuration: PAYMENT_PROVIDER must be embedded \(statement imports\) or mercadopago/,
    );
    expect(problemOf({ PAYMENT_PROVIDER: "mercadopago" })).toBe(
      "Invalid configuration: MERCADOPAGO_ACCESS_TOKEN must be set with PAYMENT_PROVIDER=mercadopago",
    );
    expect(
      problemOf({ PAYMENT_PROVIDER: "mercadopago", MERCADOPAGO_ACCESS_TOKEN: mercadoPago.MERCADOPAGO_ACCESS_TOKEN }),
    ).toBe("Invalid configuration: MERCADOPAGO_WEBHOOK_SECRET must be set with PAYMENT_PROVIDER=mercadopago");
    const badToken = problemOf({ ...mercadoPago, MERCADOPAGO_ACCESS_TOKEN: "sk_live_very-secret-token" });
    expect(badToken).toBe(
      "Invalid configuration: MERCADOPAGO_ACCESS_TOKEN must be a Mercado Pago access token (APP_USR-… or TEST-…)",
    );
    const shortSecret = problemOf({ ...mercadoPago, MERCADOPAGO_WEBHOOK_SECRET: "s3cr3t" });
    expect(shortSecret).toMatch(/^Invalid configuration: MERCADOPAGO_WEBHOOK_SECRET must be the webhook's secret/);
    expect(shortSecret).not.toContain("s3cr3t");
    // The embedded provider needs neither: statement imports confirm payments without a company.
    expect(loadConfig({}).payments.mercadoPago).toBeUndefined();
  });

  it("takes a commission between 0 and 10000 basis points and Pix codes valid 1 to 720 hours", () => {
    expect(loadConfig({ COMMISSION_BPS: "10000" }).payments.commissionBps).toBe(10_000);
    for (const bad of ["-1", "10001", "2.5", "abc"]) {
      expect(problemOf({ COMMISSION_BPS: bad }), bad).toMatch(/^Invalid configuration: COMMISSION_BPS must be /);
    }
    expect(loadConfig({ PIX_VALID_HOURS: "1" }).payments.pixValidHours).toBe(1);
    for (const bad of ["0", "721", "1.5"]) {
      expect(problemOf({ PIX_VALID_HOURS: bad }), bad).toMatch(
        /^Invalid configuration: PIX_VALID_HOURS must be (between 1 and 720 hours|a whole number of hours)/,
      );
    }
  });

  it("holds payouts 24 hours after an account is confirmed unless PAYOUT_HOLD_HOURS says 0 to 168", () => {
    expect(loadConfig({}).payments.payoutHoldHours).toBe(24);
    expect(loadConfig({ PAYOUT_HOLD_HOURS: "0" }).payments.payoutHoldHours).toBe(0);
    expect(loadConfig({ PAYOUT_HOLD_HOURS: "168" }).payments.payoutHoldHours).toBe(168);
    for (const bad of ["-1", "169", "1.5", "day"]) {
      expect(problemOf({ PAYOUT_HOLD_HOURS: bad }), bad).toMatch(/^Invalid configuration: PAYOUT_HOLD_HOURS must be /);
    }
  });
});
