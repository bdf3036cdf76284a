import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import { POLICY_TERMS } from "./cancellation.ts";
import { CLAIM_FORM_MESSAGES } from "./claim-forms.ts";
import {
  CANCELLATION_POLICIES,
  CHARGE_KINDS,
  CHARGE_STATUSES,
  CLAIM_DECISIONS,
  CLAIM_REASONS,
  PAYOUT_STATUSES,
  STATEMENT_LINE_STATUSES,
} from "./payment-enums.ts";
import { PAYMENT_LABELS } from "./payment-messages.ts";
import { PAYOUT_FORM_MESSAGES } from "./payout-forms.ts";

const VOCABULARIES: Record<keyof typeof PAYMENT_LABELS, readonly string[]> = {
  chargeKind: CHARGE_KINDS,
  chargeStatus: CHARGE_STATUSES,
  claimReason: CLAIM_REASONS,
  claimDecision: CLAIM_DECISIONS,
  cancellationPolicy: CANCELLATION_POLICIES,
  statementLineStatus: STATEMENT_LINE_STATUSES,
  payoutStatus: PAYOUT_STATUSES,
};

describe("payment labels", () => {
  it("label exactly the values of each vocabulary, in both languages, each distinct within its list", () => {
    for (const [name, labels] of Object.entries(PAYMENT_LABELS)) {
      const values = VOCABULARIES[name as keyof typeof PAYMENT_LABELS];
      expect(Object.keys(labels).sort(), name).toEqual([...values].sort());
      for (const locale of LOCALES) {
        const texts = Object.values(labels).map((label: Record<string, string>) => label[locale] ?? "");
        expect(
          texts.every((text) => text.trim() !== ""),
          `${name} ${locale}`,
        ).toBe(true);
        expect(new Set(texts).size, `${name} ${locale}`).toBe(texts.length);
      }
    }
  });

  it("name a policy as its terms do", () => {
    for (const policy of CANCELLATION_POLICIES) {
      expect(PAYMENT_LABELS.cancellationPolicy[policy]).toEqual(POLICY_TERMS[policy].title);
    }
  });

  it("give every form message a text in both languages, different in each", () => {
    for (const catalog of [PAYOUT_FORM_MESSAGES, CLAIM_FORM_MESSAGES]) {
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.pt.trim(), key).not.toBe("");
        expect(text.en.trim(), key).not.toBe("");
        expect(text.pt, key).not.toBe(text.en);
      }
    }
  });
});
