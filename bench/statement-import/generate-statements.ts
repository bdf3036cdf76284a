/**
 * Bank statements of any length for the statement-import benchmark (issue 36): an OFX 1.x file
 * (SGML, Windows-1252, as Brazilian banks export it) and Itaú's CSV (Latin-1, semicolons), with
 * the mix a marketplace's account sees: Pix received with and without a reference, transfers, fees,
 * payouts sent, two identical payments on a day. Drawn from a fixed seed: the same arguments
 * make the same bytes, so two runs time the same file.
 *
 * `payments` puts given references and amounts on the first lines, so a benchmark of the whole
 * import can seed charges with them and see those lines matched.
 */

export type StatementFormatName = "ofx" | "csv_itau";
export type PlannedPayment = { reference: string; amountCents: number };
export type GeneratedStatement = { format: StatementFormatName; fileName: string; bytes: Uint8Array; lines: number };

/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ["ANA MÜLLER", "JOÃO DA SILVA", "LUCAS PEREIRA", "MARIA OLIVEIRA", "BEATRIZ CONCEIÇÃO", "KENJI TANAKA"];
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

type Movement = { day: string; cents: number; text: string };

function movements(count: number, payments: PlannedPayment[], seed: number): Movement[] {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const reference = () => `CL${Array.from({ length: 23 }, () => pick([...ALPHABET])).join("")}`;
  const out: Movement[] = [];
  // One year of days from 2027-01-01, the lines spread evenly and in order, as a statement lists them.
  const start = Date.UTC(2027, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const day = new Date(start + Math.floor((i * 365) / count) * 86_400_000).toISOString().slice(0, 10);
    const planned = payments[i];
    const kind = random();
    const name = pick(NAMES);
    let movement: Movement;
    if (planned) movement = { day, cents: planned.amountCents, text: `PIX RECEBIDO - ${name} - ${planned.reference}` };
    else if (kind < 0.45)
      movement = {
        day,
        cents: 50_000 + Math.floor(random() * 400_000),
        text: `PIX RECEBIDO - ${name} - ${reference()}`,
      };
    else if (kind < 0.6)
      movement = { day, cents: 50_000 + Math.floor(random() * 400_000), text: `PIX RECEBIDO - ${name}` };
    else if (kind < 0.7)
      movement = {
        day,
        cents: 100_000 + Math.floor(random() * 300_000),
        text: `TED RECEBIDA - ${name} - 123.456.789-09`,
      };
    else if (kind < 0.9)
      movement = { day, cents: -(50_000 + Math.floor(random() * 300_000)), text: `PIX ENVIADO - ${name}` };
    else movement = { day, cents: -(100 + Math.floor(random() * 5_000)), text: "TARIFA PACOTE DE SERVIÇOS" };
    out.push(movement);
    // Now and then the same payment twice on one day: two lines, not one.
    if (random() < 0.01 && i >= payments.length && out.length < count) {
      out.push({ ...movement });
      i += 1;
    }
  }
  return out;
}

const ofxAmount = (cents: number) => {
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return `${cents < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};
const brAmount = (cents: number) => {
  const digits = String(Math.abs(cents)).padStart(3, "0");
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${cents < 0 ? "-" : ""}${whole},${digits.slice(-2)}`;
};

export function generateOfx(count: number, payments: PlannedPayment[] = [], seed = 36): GeneratedStatement {
  const body = movements(count, payments, seed)
    .map((m, i) =>
      [
        "<STMTTRN>",
        `<TRNTYPE>${m.cents < 0 ? "DEBIT" : "CREDIT"}`,
        `<DTPOSTED>${m.day.replaceAll("-", "")}100000[-3:BRT]`,
        `<TRNAMT>${ofxAmount(m.cents)}`,
        `<FITID>${m.day.replaceAll("-", "")}${String(i).padStart(7, "0")}`,
        `<MEMO>${m.text}`,
        "</STMTTRN>",
      ].join("\r\n"),
    )
    .join("\r\n");
  const text = [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "SECURITY:NONE",
    "ENCODING:USASCII",
    "CHARSET:1252",
    "COMPRESSION:NONE",
    "OLDFILEUID:NONE",
    "NEWFILEUID:NONE",
    "",
    "<OFX>",
    "<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20280101120000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>",
    "<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>BRL",
    "<BANKACCTFROM><BANKID>0341<BRANCHID>1234<ACCTID>567890<ACCTTYPE>CHECKING</BANKACCTFROM>",
    "<BANKTRANLIST><DTSTART>20270101000000[-3:BRT]<DTEND>20271231000000[-3:BRT]",
    body,
    "</BANKTRANLIST><LEDGERBAL><BALAMT>0.00<DTASOF>20271231000000[-3:BRT]</LEDGERBAL>",
    "</STMTRS></STMTTRNRS></BANKMSGSRSV1>",
    "</OFX>",
    "",
  ].join("\r\n");
  return {
    format: "ofx",
    fileName: `extrato-${count}.ofx`,
    bytes: new Uint8Array(Buffer.from(text, "latin1")),
    lines: count,
  };
}

export function generateItauCsv(count: number, payments: PlannedPayment[] = [], seed = 36): GeneratedStatement {
  const rows = [
    "Extrato Conta Corrente",
    "Agência: 1234  Conta: 56789-0",
    "",
    "data;lançamento;ag./origem;valor (R$);saldos (R$)",
  ];
  let day = "";
  for (const m of movements(count, payments, seed)) {
    if (m.day !== day && day) rows.push(`${day.split("-").reverse().join("/")};SALDO DO DIA;;;1.000,00`);
    day = m.day;
    // Itaú shortens the text to about 25 characters; the reference, when there is one, is kept whole here.
    const text = m.text.replace(" - ", " ").replace(/ - /g, " ");
    rows.push(`${m.day.split("-").reverse().join("/")};${text};;${brAmount(m.cents)};`);
  }
  rows.push("", "lançamentos futuros;;;;", "");
  return {
    format: "csv_itau",
    fileName: `extrato-${count}.csv`,
    bytes: new Uint8Array(Buffer.from(rows.join("\r\n"), "latin1")),
    lines: count,
  };
}
