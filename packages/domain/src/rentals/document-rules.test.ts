import { describe, expect, it } from "vitest";
import { documentMessage } from "./document-messages.ts";
import {
  allDocumentsApproved,
  type DocumentEntry,
  DocumentUploadFormSchema,
  requiredDocuments,
  slotStatus,
} from "./document-rules.ts";

const errorsOf = (input: Record<string, string>) => {
  const result = DocumentUploadFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the documents a rental needs", () => {
  it("asks the student's identity, CPF and address, and the guarantor's too with a guarantor", () => {
    expect(requiredDocuments("insurance")).toHaveLength(3);
    expect(requiredDocuments("escrow_deposit").every((slot) => slot.subject === "student")).toBe(true);
    const withGuarantor = requiredDocuments("guarantor");
    expect(withGuarantor).toHaveLength(6);
    expect(withGuarantor.filter((slot) => slot.subject === "guarantor").map((slot) => slot.kind)).toEqual([
      "identity",
      "cpf",
      "address",
    ]);
  });

  it("is done only when every slot has entries and all of them are approved", () => {
    const approved = (kind: DocumentEntry["kind"]): DocumentEntry => ({ subject: "student", kind, status: "approved" });
    const all = [approved("identity"), approved("cpf"), approved("address")];
    expect(allDocumentsApproved("insurance", all)).toBe(true);
    expect(allDocumentsApproved("guarantor", all)).toBe(false);
    expect(allDocumentsApproved("insurance", all.slice(1))).toBe(false);
    // The back of the ID was rejected: the slot waits for it to be deleted and sent again.
    const rejectedBack: DocumentEntry = { subject: "student", kind: "identity", status: "rejected" };
    expect(slotStatus([...all, rejectedBack], { subject: "student", kind: "identity" })).toBe("rejected");
    expect(allDocumentsApproved("insurance", [...all, rejectedBack])).toBe(false);
    expect(slotStatus([], { subject: "student", kind: "cpf" })).toBe("missing");
  });
});

describe("the upload form", () => {
  it("takes a CPF with punctuation and keeps its digits", () => {
    expect(DocumentUploadFormSchema.parse({ subject: "student", kind: "cpf", cpf: "123.456.789-09" })).toMatchObject({
      cpf: "12345678909",
      noCpf: false,
    });
  });

  it("refuses a CPF whose check digits are wrong, with the message in each language", () => {
    const errors = errorsOf({ subject: "student", kind: "cpf", cpf: "123.456.789-10" });
    expect(errors.cpf).toBe("rentalDocs.cpf.invalid");
    expect(documentMessage(errors.cpf ?? "", "pt")).toContain("CPF não é válido");
    expect(documentMessage(errors.cpf ?? "", "en")).toContain("CPF is not valid");
  });

  it("asks for a CPF or the no-CPF box, and needs no number with the box", () => {
    expect(errorsOf({ subject: "student", kind: "cpf", cpf: "" }).cpf).toBe("rentalDocs.cpf.required");
    expect(DocumentUploadFormSchema.parse({ subject: "student", kind: "cpf", noCpf: "on" })).toMatchObject({
      cpf: null,
      noCpf: true,
    });
  });

  it("asks an identity for its type and refuses unknown subjects and kinds", () => {
    expect(errorsOf({ subject: "student", kind: "identity", idType: "" }).idType).toBe("rentalDocs.idType.required");
    expect(errorsOf({ subject: "student", kind: "identity", idType: "visa" }).idType).toBe(
      "rentalDocs.idType.required",
    );
    expect(errorsOf({ subject: "landlord", kind: "selfie" })).toMatchObject({
      subject: "rentalDocs.subject.invalid",
      kind: "rentalDocs.kind.invalid",
    });
  });
});
