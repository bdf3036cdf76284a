import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ParsedStatement, type ParsedStatementLine, parseStatement } from "./parse-statement.ts";
import { centsOf, documentIn, payerNameIn, referenceIn } from "./statement-line.ts";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const utf8 = (text: string) => new TextEncoder().encode(text);

function linesOf(result: ParsedStatement): ParsedStatementLine[] {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.lines;
}
function errorsOf(result: ParsedStatement) {
  if (result.ok) throw new Error("accepted a statement that should have been refused");
  return result.errors;
}

/** An OFX 1.x file around the given STMTTRN blocks, for the cases the fixtures do not show. */
const sgml = (transactions: string, account = "567890") =>
  [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "CHARSET:1252",
    "",
    "<OFX>",
    "<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL",
    `<BANKACCTFROM><BANKID>0341<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    "<BANKTRANLIST>",
    transactions,
    "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>",
    "</OFX>",
  ].join("\n");
const trn = (fitid: string, date: string, amount: string, memo: string) =>
  `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>${date}\n<TRNAMT>${amount}\n<FITID>${fitid}\n<MEMO>${memo}\n</STMTTRN>`;

describe("OFX 1.x (SGML, Windows-1252)", () => {
  const result = parseStatement(fixture("itau-ofx1-sgml.ofx"), "extrato.ofx");

  it("reads every transaction with its day, its signed amount in centavos and its line in the file", () => {
    expect(result.ok && result.format).toBe("ofx");
    expect(
      linesOf(result).map(({ lineNumber, postedOn, amountCents }) => ({ lineNumber, postedOn, amountCents })),
    ).toEqual([
      { lineNumber: 40, postedOn: "2027-02-03", amountCents: 750_000 },
      { lineNumber: 48, postedOn: "2027-02-04", amountCents: -1_290 },
      // "2500,00": a Brazilian bank's OFX with a decimal comma.
      { lineNumber: 55, postedOn: "2027-02-05", amountCents: 250_000 },
      { lineNumber: 62, postedOn: "2027-02-08", amountCents: -300_000 },
    ]);
  });

  it("finds the reference, the payer and the CPF (masked or whole) in the memo, accents intact", () => {
    const [pix, fee, ted, sent] = linesOf(result);
    expect(pix).toMatchObject({
      reference: "CL7K2M4Q7R1T5V9X3Z6B0D2FH",
      payerName: "ANA MÜLLER",
      payerDocument: "***.456.789-**",
    });
    expect(fee).toMatchObject({ description: "TARIFA PACOTE DE SERVIÇOS", payerName: null, reference: null });
    expect(ted).toMatchObject({ payerName: "JOÃO DA SILVA", payerDocument: "12345678909", reference: null });
    // Money out has no payer, even when the text names the other side.
    expect(sent).toMatchObject({ payerName: null, payerDocument: null });
  });

  it("gives each line a fingerprint of its own that the same file gives again", () => {
    const again = parseStatement(fixture("itau-ofx1-sgml.ofx"), "copy.ofx");
    const prints = linesOf(result).map((l) => l.fingerprint);
    expect(linesOf(again).map((l) => l.fingerprint)).toEqual(prints);
    expect(new Set(prints).size).toBe(prints.length);
    for (const p of prints) expect(p).toMatch(/^ofx:[0-9a-f]{64}$/);
  });
});

describe("OFX 2.x (XML, UTF-8)", () => {
  const lines = linesOf(parseStatement(fixture("nubank-ofx2-xml.ofx"), "nubank.ofx"));

  it("reads the transactions, a reference typed in lower case and the payer in the memo or in NAME", () => {
    expect(lines.map((l) => [l.postedOn, l.amountCents])).toEqual([
      ["2027-02-05", 251_370],
      ["2027-02-10", 18_000],
      ["2027-02-15", -225_000],
    ]);
    expect(lines[0]).toMatchObject({
      reference: "CLQ3W8E5R2T7Y4U1I6O9P0A2S",
      payerName: "Lucas Pereira Gomes",
      payerDocument: "•••.321.654-••",
    });
    expect(lines[1]).toMatchObject({ payerName: "Empresa Exemplo Ltda", payerDocument: "12345678000195" });
  });
});

describe("OFX fingerprints", () => {
  it("are the bank's FITID and account: the same transaction in an overlapping export is the same line", () => {
    const january = linesOf(parseStatement(utf8(sgml(trn("A1", "20270131", "10.00", "PIX RECEBIDO - ANA"))), "a.ofx"));
    const overlap = linesOf(
      parseStatement(
        utf8(
          sgml([trn("A0", "20270130", "5.00", "X"), trn("A1", "20270131", "10.00", "PIX RECEBIDO - ANA")].join("\n")),
        ),
        "b.ofx",
      ),
    );
    expect(overlap[1]?.fingerprint).toBe(january[0]?.fingerprint);
    const otherAccount = linesOf(
      parseStatement(utf8(sgml(trn("A1", "20270131", "10.00", "PIX RECEBIDO - ANA"), "999")), "c.ofx"),
    );
    expect(otherAccount[0]?.fingerprint).not.toBe(january[0]?.fingerprint);
  });

  it("keep both lines when a bank repeats a FITID within one file, and the same again on a second import", () => {
    const file = utf8(
      sgml([trn("D1", "20270201", "100.00", "PIX A"), trn("D1", "20270201", "100.00", "PIX A")].join("\n")),
    );
    const [first, second] = linesOf(parseStatement(file, "dup.ofx"));
    expect(first?.fingerprint).not.toBe(second?.fingerprint);
    expect(linesOf(parseStatement(file, "dup.ofx")).map((l) => l.fingerprint)).toEqual([
      first?.fingerprint,
      second?.fingerprint,
    ]);
  });
});

describe("Itaú's CSV", () => {
  const result = parseStatement(fixture("itau-extrato.csv"), "extrato.csv");

  it("reads the movements under the header, without the balances, the summary or the future entries", () => {
    expect(result.ok && result.format).toBe("csv_itau");
    expect(linesOf(result).map((l) => [l.lineNumber, l.postedOn, l.amountCents, l.description])).toEqual([
      [7, "2027-02-03", 750_000, "PIX TRANSF ANA MU03/02"],
      [9, "2027-02-04", -1_290, "TAR PACOTE ITAU"],
      [10, "2027-02-05", 250_000, "PIX QRS JOAO SILVA CL7K2M4Q7R1T5V9X3Z6B0D2FH"],
      [11, "2027-02-05", 120_000, "PIX TRANSF JOAO S05/02"],
      [12, "2027-02-05", 120_000, "PIX TRANSF JOAO S05/02"],
      [13, "2027-02-06", 300_000, "TED 033.0001.MARIA OLIVEIRA"],
      [14, "2027-02-08", -300_000, "PIX ENVIADO RITA SOUZA"],
    ]);
  });

  it("names the payer as Itaú abbreviates it, and finds a reference", () => {
    const lines = linesOf(result);
    expect(lines.map((l) => l.payerName)).toEqual([
      "ANA MU",
      null,
      "JOAO SILVA",
      "JOAO S",
      "JOAO S",
      "MARIA OLIVEIRA",
      null,
    ]);
    expect(lines[2]?.reference).toBe("CL7K2M4Q7R1T5V9X3Z6B0D2FH");
  });

  it("keeps two identical payments as two lines, and gives the same fingerprints again, whatever the encoding", () => {
    const prints = linesOf(result).map((l) => l.fingerprint);
    expect(prints[3]).not.toBe(prints[4]);
    expect(new Set(prints).size).toBe(prints.length);
    const asUtf8 = utf8(new TextDecoder("windows-1252").decode(fixture("itau-extrato.csv")));
    expect(linesOf(parseStatement(asUtf8, "extrato-utf8.csv")).map((l) => l.fingerprint)).toEqual(prints);
  });

  it("reads the older export without a header: data;lançamento;valor", () => {
    const lines = linesOf(
      parseStatement(latin1("02/03/2027;PIX TRANSF  LUCAS P02/03;1.234,56\n03/03/2027;IOF;-0,38\n"), "old.csv"),
    );
    expect(lines.map((l) => [l.postedOn, l.amountCents, l.payerName])).toEqual([
      ["2027-03-02", 123_456, "LUCAS P"],
      ["2027-03-03", -38, null],
    ]);
  });
});

describe("a statement that cannot be read", () => {
  it("is refused when empty", () => {
    expect(errorsOf(parseStatement(new Uint8Array(), "vazio.csv"))).toEqual([
      { line: 0, field: "file", message: { pt: "O arquivo está vazio.", en: "The file is empty." } },
    ]);
    expect(errorsOf(parseStatement(utf8(" \r\n \n"), "vazio.csv"))[0]?.field).toBe("file");
  });

  it("is refused when it is neither OFX nor Itaú's CSV, naming the file", () => {
    const [error] = errorsOf(parseStatement(utf8("%PDF-1.7\nnot a statement\n"), "extrato.pdf"));
    expect(error?.line).toBe(0);
    expect(error?.message.pt).toContain("'extrato.pdf' não é um extrato OFX nem o CSV do Itaú");
    expect(error?.message.en).toContain("'extrato.pdf' is neither an OFX statement nor Itaú's CSV");
  });

  it("names the line and the field of a day that does not exist and of a malformed amount, in both languages", () => {
    const csv = [
      "Extrato Conta Corrente",
      "data;lançamento;ag./origem;valor (R$);saldos (R$)",
      "01/02/2027;PIX TRANSF  ANA MU01/02;;100,00;",
      "",
      "03/02/2027;IOF;;-0,38;",
      "04/02/2027;TAR;;-1,00;",
      "31/02/2027;PIX TRANSF  BIA01/02;;100,00;",
      "05/02/2027;PIX TRANSF  CAIO05/02;;1,234,56;",
      "2027-02-06;PIX TRANSF  DUDA06/02;;10,00;",
    ].join("\r\n");
    const errors = errorsOf(parseStatement(latin1(csv), "extrato.csv"));
    expect(errors).toEqual([
      {
        line: 7,
        field: "data",
        message: {
          pt: "Linha 7: a data '31/02/2027' não existe.",
          en: "Line 7: the date '31/02/2027' does not exist.",
        },
      },
      {
        line: 8,
        field: "valor",
        message: {
          pt: "Linha 8: o valor '1,234,56' não é um valor em reais (ex.: -1.234,56).",
          en: "Line 8: the amount '1,234,56' is not an amount in reais (e.g. -1.234,56).",
        },
      },
      {
        line: 9,
        field: "data",
        message: {
          pt: "Linha 9: a data '2027-02-06' não está no formato dd/mm/aaaa.",
          en: "Line 9: the date '2027-02-06' is not in the form dd/mm/yyyy.",
        },
      },
    ]);
  });

  it("names the OFX line and tag of a bad amount or day, and refuses a truncated file", () => {
    const file = sgml(
      [
        trn("E1", "20270201", "100.00", "OK"),
        trn("E2", "20270230", "1.00", "X"),
        trn("E3", "20270203", "1O.00", "Y"),
      ].join("\n"),
    );
    const errors = errorsOf(parseStatement(utf8(file), "bad.ofx"));
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [17, "DTPOSTED"],
      [24, "TRNAMT"],
    ]);
    expect(errors[1]?.message.pt).toBe("Linha 24: o valor '1O.00' não é um valor em reais (ex.: -1234.56).");
    expect(errors[1]?.message.en).toBe("Line 24: the amount '1O.00' is not an amount in reais (e.g. -1234.56).");
    const truncated = errorsOf(parseStatement(utf8('<?xml version="1.0"?>\n<OFX><BANKMSGSRSV1><STMTTRNRS>'), "t.ofx"));
    expect(truncated[0]).toMatchObject({ line: 0, field: "file" });
    expect(truncated[0]?.message.en).toMatch(/^The OFX file/);
  });
});

describe("reading the text of a line", () => {
  it("turns amounts into centavos by their digits, refusing what is not an amount", () => {
    expect(centsOf("-1.234,56", ",")).toBe(-123_456);
    expect(centsOf("1234,5", ",")).toBe(123_450);
    expect(centsOf("0,01", ",")).toBe(1);
    expect(centsOf("+10,00", ",")).toBe(1_000);
    expect(centsOf("1.234", ",")).toBe(123_400);
    expect(centsOf("R$ 2.500,00", ",")).toBe(250_000);
    expect(centsOf("21.474.836,47", ",")).toBe(2_147_483_647);
    expect(centsOf("21.474.836,48", ",")).toBeNull();
    for (const bad of ["", "-", "12,345", "1,2,3", "1.23,45", "1e3", "abc", "10,000", "5,00-"]) {
      expect(centsOf(bad, ","), bad).toBeNull();
    }
    expect(centsOf("-1234.56", "either")).toBe(-123_456);
    expect(centsOf("1234,56", "either")).toBe(123_456);
    expect(centsOf("0.1", "either")).toBe(10);
    expect(centsOf("1,234.56", "either")).toBeNull();
  });

  it("finds a reference only as a whole token", () => {
    expect(referenceIn("PIX CL7K2M4Q7R1T5V9X3Z6B0D2FH ANA")).toBe("CL7K2M4Q7R1T5V9X3Z6B0D2FH");
    expect(referenceIn("PIX CL7K2M4Q7R1T5V9X3Z6B0D2FHX")).toBeNull();
    expect(referenceIn("PIX CL7K2M4Q7R1T5V9X3Z6B0D2")).toBeNull();
  });

  it("finds the payer's name and document in the ways banks write them", () => {
    expect(payerNameIn("PIX RECEBIDO - MARIA DE SOUZA")).toBe("MARIA DE SOUZA");
    expect(payerNameIn('Pix recebido: "Maria de Souza"')).toBe("Maria de Souza");
    expect(payerNameIn("RECEBIMENTO PIX MARIA DE SOUZA 123.456.789-09")).toBe("MARIA DE SOUZA");
    expect(payerNameIn("TARIFA BANCARIA")).toBeNull();
    expect(documentIn("PIX RECEBIDO 12345678909")).toBe("12345678909");
    expect(documentIn("PIX RECEBIDO CONTA 12345678901")).toBeNull();
    expect(documentIn("TED 12.345.678/0001-95")).toBe("12345678000195");
  });
});
