import { hasError, isStaticPix, parsePix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { DEMO_PAYMENTS_CONFIG, type PaymentsConfig } from "../../../lib/payments-config.ts";
import {
  BR_CODE_LIMITS,
  brCodeAmount,
  brCodeText,
  emvFields,
  newPaymentReference,
  PAYMENT_REFERENCE,
  pixCopyPaste,
  qrSvg,
} from "./pix-code.ts";

/** CRC-16/CCITT-FALSE as the BR Code manual defines field 63, written apart from the library's. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const config: PaymentsConfig = { ...DEMO_PAYMENTS_CONFIG, pixKey: "pagamentos@campuslar.com.br" };
const reference = "CLABCDEFGHJKMNPQRSTUVWXY2";

describe("payment references", () => {
  it("are 25 letters and digits starting with CL, and differ each time", () => {
    const drawn = Array.from({ length: 200 }, newPaymentReference);
    for (const r of drawn) expect(r).toMatch(PAYMENT_REFERENCE);
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every character of the alphabet turns up: the draw is not stuck on part of it.
    expect(new Set(drawn.join("")).size).toBe(36);
  });
});

describe("the Pix copia e cola code", () => {
  const code = pixCopyPaste(config, { amountCents: 250_000, reference });

  it("reads back with the key, the amount, the txid, the company's name and city, and a valid CRC", () => {
    const parsed = parsePix(code);
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`not a static Pix: ${code}`);
    expect(parsed.pixKey).toBe("pagamentos@campuslar.com.br");
    expect(parsed.txid).toBe(reference);
    expect(parsed.merchantName).toBe("CAMPUSLAR DEMO");
    expect(parsed.merchantCity).toBe("SAO PAULO");
    expect(parsed.transactionCurrency).toBe("986");
    expect(parsed.countryCode).toBe("BR");
    const fields = emvFields(code);
    expect(fields?.get("00")).toBe("01");
    expect(fields?.get("54")).toBe("2500.00");
    expect(fields?.get("62")).toBe(`0525${reference}`);
    expect(code.slice(-8, -4)).toBe("6304");
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it("changes with the amount, and a changed amount without a new CRC is refused", () => {
    const other = pixCopyPaste(config, { amountCents: 250_001, reference });
    expect(other).not.toBe(code);
    expect(emvFields(other)?.get("54")).toBe("2500.01");
    const tampered = code.replace("54072500.00", "54072600.00");
    expect(tampered).not.toBe(code);
    expect(hasError(parsePix(tampered))).toBe(true);
  });

  it("writes centavos without floating point, from one centavo to the field's most", () => {
    expect(brCodeAmount(1)).toBe("0.01");
    expect(brCodeAmount(10)).toBe("0.10");
    expect(brCodeAmount(100)).toBe("1.00");
    expect(brCodeAmount(123_456_789)).toBe("1234567.89");
    // 0.1 + 0.2 style errors would show here: 1.005 reais and friends.
    expect(brCodeAmount(100_5)).toBe("10.05");
    expect(brCodeAmount(999_999_999_999)).toBe("9999999999.99");
    expect(() => brCodeAmount(1_000_000_000_000)).toThrow(RangeError);
    expect(() => brCodeAmount(0)).toThrow(RangeError);
    expect(() => brCodeAmount(12.5)).toThrow(RangeError);
    expect(emvFields(pixCopyPaste(config, { amountCents: 1, reference }))?.get("54")).toBe("0.01");
  });

  it("drops accents and cuts the name to 25 and the city to 15 characters, as the manual limits them", () => {
    expect(brCodeText("Intermediação Imobiliária Estudantil Ltda.", BR_CODE_LIMITS.merchantName)).toBe(
      "INTERMEDIACAO IMOBILIARIA",
    );
    expect(brCodeText("  São   João da Boa Vista ", BR_CODE_LIMITS.merchantCity)).toBe("SAO JOAO DA BOA");
    expect(brCodeText("Ribeirão Preto", 15)).toBe("RIBEIRAO PRETO");
    const long = pixCopyPaste(
      { ...config, merchantName: "Intermediação Imobiliária Estudantil Ltda.", merchantCity: "São João da Boa Vista" },
      { amountCents: 99_990, reference },
    );
    const parsed = parsePix(long);
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`not a static Pix: ${long}`);
    expect(parsed.merchantName).toBe("INTERMEDIACAO IMOBILIARIA");
    expect(parsed.merchantCity).toBe("SAO JOAO DA BOA");
    expect(long).toMatch(/^[\x20-\x7e]+$/);
  });

  it("refuses a txid the manual does not allow", () => {
    expect(() => pixCopyPaste(config, { amountCents: 100, reference: `${reference}X` })).toThrow(/txid/);
    expect(() => pixCopyPaste(config, { amountCents: 100, reference: "CL-123" })).toThrow(/txid/);
    expect(() => pixCopyPaste(config, { amountCents: 100, reference: "" })).toThrow(/txid/);
  });
});

describe("the QR", () => {
  it("is an SVG drawing of the code, the same for the same code", async () => {
    const code = pixCopyPaste(config, { amountCents: 250_000, reference });
    const svg = await qrSvg(code);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<path");
    expect(await qrSvg(code)).toBe(svg);
    expect(await qrSvg(pixCopyPaste(config, { amountCents: 250_001, reference }))).not.toBe(svg);
  });
});
