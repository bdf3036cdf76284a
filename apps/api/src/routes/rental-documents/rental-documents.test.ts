import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import type { DocumentView, RentalDocuments } from "@campuslar/domain/rentals/document-rules";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/platform.ts";
import { privateFileReads, rentalEvents, rentals } from "../../db/schema/rentals.ts";
import { createPrivateFileStore } from "../../lib/private-files.ts";
import { rentalInState, rentalParties } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { documentForm, hasGpsPointer, photoWithGps, realPdf } from "./document-files.test-support.ts";

/*
 * A rental's documents through the API (issue 35, point 4), with real files: checked by content,
 * images stripped of their GPS, PDFs parsed, encrypted on disk; who may see, send, open and
 * review what; and the last approval moving the rental on with both e-mails queued.
 */

const privateDir = await mkdtemp(join(tmpdir(), "h3-documents-"));

describe("rental documents", () => {
  const t = useTestApi({ seeded: true, privateFiles: createPrivateFileStore(privateDir, randomBytes(32)) });
  const accounts = testAccounts(t, "docs");
  let parties: Awaited<ReturnType<typeof rentalParties>> & { rentCents: number };
  let stranger: { token: string; id: string };

  const newRental = async (state: "awaiting_documents" | "proposed" = "awaiting_documents") =>
    rentalInState(t.handle, parties, state);
  const upload = (token: string, rentalId: string, form: FormData, lang = "pt") =>
    t.api.request(`/v2/rentals/${rentalId}/documents`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "accept-language": lang },
      body: form,
    });
  const call = accounts.call;
  const passport = async (rentalId: string) => {
    const res = await upload(
      parties.student.token,
      rentalId,
      documentForm(
        { subject: "student", kind: "identity", idType: "passport" },
        { bytes: await photoWithGps(), name: "passaporte.jpg" },
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as DocumentView;
  };
  const fieldError = async (res: Response) => ((await res.json()) as ApiErrorBody).error.fields ?? {};

  beforeAll(async () => {
    const made = await rentalParties(t.handle, accounts, { studentLocale: "en", ownerLocale: "pt" });
    parties = { ...made, rentCents: made.rentCents ?? 150_000 };
    stranger = await accounts.verifiedSignup("Outra Pessoa");
  });

  it("keeps a photo re-encoded without its GPS, encrypted on disk, and gives it back to the student", async () => {
    const rental = await newRental();
    const original = await photoWithGps();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const sent = await passport(rental.id);
    expect(sent).toMatchObject({ kind: "identity", idType: "passport", status: "pending", contentType: "image/jpeg" });

    const res = await call(parties.student.token, "GET", `/v2/rentals/${rental.id}/documents/${sent.id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const back = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(back).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(back.includes(Buffer.from("PhoneCo"))).toBe(false);

    // On disk: neither the sent bytes nor the kept ones, and no JPEG signature.
    const folder = join(privateDir, "documents", rental.id);
    const [name] = await readdir(folder);
    const onDisk = await readFile(join(folder, name ?? ""));
    expect(onDisk.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(onDisk.includes(back.subarray(0, 64))).toBe(false);
    expect(onDisk.includes(original.subarray(0, 64))).toBe(false);

    // The read is logged with who and why.
    const reads = await t.handle.db
      .select()
      .from(privateFileReads)
      .where(eq(privateFileReads.readerId, parties.student.id));
    expect(reads.map((read) => read.purpose)).toContain("student_own_copy");
  });

  it("takes a real PDF and refuses a text file named .pdf, a broken PDF and a file over 10 MB, each with its message", async () => {
    const rental = await newRental();
    const address = { subject: "student", kind: "address" };
    const pdf = await upload(
      parties.student.token,
      rental.id,
      documentForm(address, { bytes: await realPdf(), name: "conta.pdf" }),
    );
    expect(pdf.status, await pdf.clone().text()).toBe(201);
    expect(await pdf.json()).toMatchObject({ contentType: "application/pdf", fileName: "conta.pdf" });

    const fake = new TextEncoder().encode("just some text, not a PDF at all");
    const renamed = await upload(
      parties.student.token,
      rental.id,
      documentForm(address, { bytes: fake, name: "conta.pdf", type: "application/pdf" }),
    );
    expect(renamed.status).toBe(415);
    expect((await fieldError(renamed)).file).toBe("envie uma foto JPEG, PNG ou WebP, ou um PDF");

    const broken = new TextEncoder().encode("%PDF-1.7\nthis is not really a PDF\n%%EOF");
    const bad = await upload(
      parties.student.token,
      rental.id,
      documentForm(address, { bytes: broken, name: "x.pdf" }),
      "en",
    );
    expect(bad.status).toBe(422);
    expect((await fieldError(bad)).file).toContain("could not be opened");

    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const big = await upload(
      parties.student.token,
      rental.id,
      documentForm(address, { bytes: huge, name: "big.jpg" }),
      "en",
    );
    expect(big.status).toBe(413);
    expect((await fieldError(big)).file).toBe("the file is larger than 10 MB; send a smaller photo or scan");

    // The refused ones left the accepted one alone.
    const list = await call(parties.student.token, "GET", `/v2/rentals/${rental.id}/documents`);
    const body = (await list.json()) as RentalDocuments;
    expect(body.items).toHaveLength(1);
    expect(body.required.find((slot) => slot.kind === "address")?.status).toBe("pending");
  });

  it("checks the CPF by its check digits, and takes “no CPF” only after a passport or RNM", async () => {
    const rental = await newRental();
    const wrong = await upload(
      parties.student.token,
      rental.id,
      documentForm({ subject: "student", kind: "cpf", cpf: "123.456.789-10" }),
      "en",
    );
    expect(wrong.status).toBe(400);
    expect((await fieldError(wrong)).cpf).toBe("this CPF is not valid: check its 11 digits");

    const none = await upload(
      parties.student.token,
      rental.id,
      documentForm({ subject: "student", kind: "cpf", noCpf: "on" }),
    );
    expect(none.status).toBe(409);
    expect((await fieldError(none)).noCpf).toContain("passaporte ou RNM");
    await passport(rental.id);
    const after = await upload(
      parties.student.token,
      rental.id,
      documentForm({ subject: "student", kind: "cpf", noCpf: "on" }),
    );
    expect(after.status, await after.clone().text()).toBe(201);
    expect(await after.json()).toMatchObject({ kind: "cpf", noCpf: true, cpf: null });

    const guarantor = await upload(
      parties.student.token,
      rental.id,
      documentForm({ subject: "guarantor", kind: "cpf", cpf: "529.982.247-25" }),
    );
    expect(guarantor.status).toBe(400);
  });

  it("lets only the student send, the student and staff open, staff review; the owner sees statuses only", async () => {
    const rental = await newRental();
    const sent = await passport(rental.id);
    const list = (token: string) => call(token, "GET", `/v2/rentals/${rental.id}/documents`);
    const open = (token: string) => call(token, "GET", `/v2/rentals/${rental.id}/documents/${sent.id}/file`);
    const approve = (token: string) => call(token, "POST", `/v2/admin/rental-documents/${sent.id}/approve`);
    const send = async (token: string) =>
      upload(
        token,
        rental.id,
        documentForm({ subject: "student", kind: "address" }, { bytes: await realPdf(), name: "a.pdf" }),
      );

    expect((await list(stranger.token)).status).toBe(404);
    expect((await open(stranger.token)).status).toBe(404);
    expect((await send(stranger.token)).status).toBe(404);
    expect((await approve(stranger.token)).status).toBe(403);
    expect((await call(undefined, "GET", `/v2/rentals/${rental.id}/documents`)).status).toBe(401);

    const ownerView = (await (await list(parties.owner.token)).json()) as RentalDocuments;
    expect(ownerView.viewer).toBe("owner");
    expect(ownerView.items[0]).toMatchObject({ status: "pending", fileName: null, idType: null, hasFile: false });
    expect((await open(parties.owner.token)).status).toBe(403);
    expect((await send(parties.owner.token)).status).toBe(403);
    expect((await approve(parties.owner.token)).status).toBe(403);

    expect((await approve(parties.student.token)).status).toBe(403);
    expect((await list(parties.staff.token)).status).toBe(200);
    expect((await send(parties.staff.token)).status).toBe(403);
    expect((await open(parties.staff.token)).status).toBe(200);
    const reads = await t.handle.db
      .select()
      .from(privateFileReads)
      .where(eq(privateFileReads.readerId, parties.staff.id));
    expect(reads.map((read) => read.purpose)).toContain("document_review");
    expect((await approve(parties.staff.token)).status).toBe(200);
    const approved = (await (await list(parties.owner.token)).json()) as RentalDocuments;
    expect(approved.required.find((slot) => slot.kind === "identity")?.status).toBe("approved");
  });

  it("refuses sending before the rental waits for documents, and without a verified e-mail", async () => {
    const early = await newRental("proposed");
    const res = await upload(
      parties.student.token,
      early.id,
      documentForm({ subject: "student", kind: "cpf", cpf: "52998224725" }),
    );
    expect(res.status).toBe(409);
    const unverified = await accounts.signup("Sem Verificar");
    const theirs = await rentalInState(t.handle, { ...parties, student: unverified }, "awaiting_documents");
    const refused = await upload(
      unverified.token,
      theirs.id,
      documentForm({ subject: "student", kind: "cpf", cpf: "52998224725" }),
    );
    expect(refused.status).toBe(403);
  });

  it("rejects with a reason the student reads and may delete and send again; approved ones stay", async () => {
    const rental = await newRental();
    const sent = await passport(rental.id);
    const noReason = await call(
      parties.staff.token,
      "POST",
      `/v2/admin/rental-documents/${sent.id}/reject`,
      { reason: " " },
      "en",
    );
    expect(noReason.status).toBe(400);
    expect((await fieldError(noReason)).reason).toBe("tell the student why, so they can send it again");
    const reason = "The photo is blurred: the number cannot be read.";
    const rejected = await call(parties.staff.token, "POST", `/v2/admin/rental-documents/${sent.id}/reject`, {
      reason,
    });
    expect(rejected.status).toBe(200);
    const mine = (await (
      await call(parties.student.token, "GET", `/v2/rentals/${rental.id}/documents`)
    ).json()) as RentalDocuments;
    expect(mine.items[0]).toMatchObject({ status: "rejected", rejectReason: reason });
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.template, "rental_document_rejected"), eq(emailOutbox.toAddress, parties.student.email)),
      );
    expect(mail?.locale).toBe("en");
    expect(mail?.textBody).toContain(reason);
    expect(mail?.textBody).toContain(`/en/alugueis/${rental.id}/documentos`);

    expect((await call(parties.student.token, "DELETE", `/v2/rentals/${rental.id}/documents/${sent.id}`)).status).toBe(
      204,
    );
    const again = await passport(rental.id);
    await call(parties.staff.token, "POST", `/v2/admin/rental-documents/${again.id}/approve`);
    const keep = await call(parties.student.token, "DELETE", `/v2/rentals/${rental.id}/documents/${again.id}`);
    expect(keep.status).toBe(409);
  });

  it("moves the rental to awaiting_signatures on the last approval and e-mails both sides", async () => {
    const rental = await newRental();
    const ids = [
      (await passport(rental.id)).id,
      (
        (await (
          await upload(
            parties.student.token,
            rental.id,
            documentForm({ subject: "student", kind: "cpf", cpf: "529.982.247-25" }),
          )
        ).json()) as DocumentView
      ).id,
      (
        (await (
          await upload(
            parties.student.token,
            rental.id,
            documentForm({ subject: "student", kind: "address" }, { bytes: await realPdf(), name: "bill.pdf" }),
          )
        ).json()) as DocumentView
      ).id,
    ];
    const states: string[] = [];
    for (const id of ids) {
      const res = await call(parties.staff.token, "POST", `/v2/admin/rental-documents/${id}/approve`);
      expect(res.status).toBe(200);
      states.push(((await res.json()) as { rentalState: string }).rentalState);
    }
    expect(states).toEqual(["awaiting_documents", "awaiting_documents", "awaiting_signatures"]);
    const [row] = await t.handle.db.select().from(rentals).where(eq(rentals.id, rental.id));
    expect(row?.state).toBe("awaiting_signatures");
    const moves = await t.handle.db.select().from(rentalEvents).where(eq(rentalEvents.rentalId, rental.id));
    expect(moves.map((move) => move.move)).toContain("approve_documents");

    const mails = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, "rental_documents_approved"),
          inArray(emailOutbox.toAddress, [parties.student.email, parties.owner.email]),
        ),
      );
    const forRental = mails.filter((mail) => mail.textBody.includes(`/alugueis/${rental.id}/contrato`));
    expect(forRental.map((mail) => [mail.toAddress, mail.locale]).sort()).toEqual(
      [
        [parties.owner.email, "pt"],
        [parties.student.email, "en"],
      ].sort(),
    );
    // Sending after the move is refused: the documents are settled.
    const late = await upload(
      parties.student.token,
      rental.id,
      documentForm({ subject: "student", kind: "cpf", cpf: "52998224725" }),
    );
    expect(late.status).toBe(409);
  });

  it("refuses the thirteenth file of a rental", async () => {
    const rental = await newRental();
    const small = await realPdf("x");
    for (let i = 0; i < 12; i += 1) {
      const res = await upload(
        parties.student.token,
        rental.id,
        documentForm({ subject: "student", kind: "address" }, { bytes: small, name: `p${i}.pdf` }),
      );
      expect(res.status).toBe(201);
    }
    const res = await upload(
      parties.student.token,
      rental.id,
      documentForm({ subject: "student", kind: "address" }, { bytes: small, name: "p13.pdf" }),
      "en",
    );
    expect(res.status).toBe(409);
    expect((await fieldError(res)).file).toContain("already has 12 files");
  });
});
