import { createHash, randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leases } from "../db/schema/rentals.ts";
import { createPrivateFileStore } from "../lib/private-files.ts";
import { pdfText } from "../pdf/pdf-text.test-support.ts";
import { codeSentTo, leaseParties, ok } from "../routes/leases/lease-test-kit.ts";
import { startSmtp } from "../test/smtp-server.ts";
import { testAccounts } from "../test/test-accounts.ts";
import { useTestApi } from "../test/test-api.ts";
import { startOutboxWorker } from "./outbox-worker.ts";
import { decodeMessage } from "./test-mime.ts";
import { smtpTransport } from "./transports.ts";

/*
 * Once both have signed, each side receives the signed lease attached as a PDF, through a real
 * SMTP server: the outbox keeps only the private file's key, and the worker reads it through the
 * encrypted store when the e-mail goes.
 */

const FROM = "CampusLar <nao-responda@campuslar.com.br>";
const files = createPrivateFileStore(join(tmpdir(), `campuslar-lease-mail-${process.pid}`), randomBytes(32));

/** The base64 body of the MIME part whose Content-Type is application/pdf, decoded. */
function pdfPart(raw: string): { fileName: string; bytes: Buffer } | undefined {
  const source = raw.replace(/\r\n/g, "\n");
  const match = /Content-Type: application\/pdf[^\n]*\n((?:[^\n]+\n)*)\n([\s\S]*?)\n--/i.exec(source);
  if (!match) return undefined;
  const fileName = /filename="?([^"\n]+)"?/i.exec(match[0])?.[1] ?? "";
  return { fileName, bytes: Buffer.from((match[2] ?? "").replace(/\s+/g, ""), "base64") };
}

describe("the signed lease by e-mail", () => {
  const t = useTestApi({ seeded: true, privateFiles: files });
  const accounts = testAccounts(t, "leasemail");
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it("arrives to both sides with the signed PDF attached as application/pdf", async () => {
    const p = await leaseParties(t.handle, accounts);
    const { call } = accounts;
    const id = p.rental.id;
    await ok(call(p.student.token, "GET", `/v2/rentals/${id}/lease`));
    for (const [party, name] of [
      [p.student, "Ana Müller"],
      [p.owner, "Rita Souza"],
    ] as const) {
      await ok(call(party.token, "POST", `/v2/rentals/${id}/lease/code`));
      const code = await codeSentTo(t.handle, party.email);
      await ok(call(party.token, "POST", `/v2/rentals/${id}/lease/sign`, { typedName: name, code }));
    }
    const worker = startOutboxWorker({
      db: t.handle.db,
      transport: smtpTransport(smtp.url, FROM),
      from: FROM,
      files,
      logger: pino({ level: "silent" }),
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const [row] = await t.handle.db.select().from(leases).where(eq(leases.rentalId, id));
    for (const [to, subject] of [
      [p.student.email, `Lease ${p.rental.code} signed by both sides`],
      [p.owner.email, `Contrato ${p.rental.code} assinado pelas duas partes`],
    ] as const) {
      const mail = smtp.received.find((m) => m.to.includes(to) && decodeMessage(m.raw).subject === subject);
      expect(mail, `signed lease to ${to}`).toBeDefined();
      const attached = pdfPart(mail?.raw ?? "");
      expect(attached?.fileName).toBe(`contrato-${p.rental.code}-assinado.pdf`);
      expect(
        createHash("sha256")
          .update(attached?.bytes ?? "")
          .digest("hex"),
      ).toBe(row?.signedSha256);
      expect(await pdfText(new Uint8Array(attached?.bytes ?? []))).toContain("Página de assinaturas");
    }
  });
});
