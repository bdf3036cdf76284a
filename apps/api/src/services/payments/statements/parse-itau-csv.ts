import { parse } from "csv-parse/sync";
import {
  calendarDay,
  centsOf,
  cleanText,
  MAX_ERRORS,
  type ParsedStatement,
  type ParsedStatementLine,
  payerOf,
  referenceIn,
  type StatementError,
  sha256,
  statementError,
} from "./statement-line.ts";

/*
 * The CSV Itaú's internet banking exports for a current account ("Extrato > Salvar em CSV"), read
 * by csv-parse. What it looks like (Latin-1 or UTF-8, semicolons, dates dd/mm/yyyy, amounts
 * "-1.234,56" signed, money in positive):
 *
 *   Extrato Conta Corrente                             ← a few lines about the account, skipped
 *   Agência: 1234  Conta: 56789-0
 *   data;lançamento;ag./origem;valor (R$);saldos (R$)  ← the header: columns found by their names
 *   31/12/2026;SALDO ANTERIOR;;;1.000,00               ← balances (SALDO…, SDO…): not movements
 *   05/01/2027;PIX TRANSF  ANA MU05/01;;2.500,00;
 *   ;(+) LIMITE DA CONTA;;5.000,00;                    ← no date: a summary, skipped
 *   lançamentos futuros                                ← scheduled, not yet posted: the end
 *
 * Older exports have no header and three columns, `data;lançamento;valor`; with five and no
 * header, the header's order above. A line has no id of its own, so its fingerprint is a hash of
 * its date, amount and text and of how many identical lines came before it in the file: the
 * same file imported again gives the same fingerprints, and two identical payments on one day
 * stay two.
 */

type Columns = { date: number; description: number; amount: number };

const folded = (cell: string) =>
  cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** The columns a header row names, or null when the row is not the header. */
function headerColumns(record: string[]): Columns | null {
  const cells = record.map(folded);
  if (cells[0] !== "data") return null;
  const description = cells.findIndex((c) => /^(lancamento|historico|descricao)/.test(c));
  const amount = cells.findIndex((c) => /^valor/.test(c));
  return description > 0 && amount > 0 ? { date: 0, description, amount } : null;
}

const THREE: Columns = { date: 0, description: 1, amount: 2 };
const FIVE: Columns = { date: 0, description: 1, amount: 3 };
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Whether the text reads as this CSV at all: semicolons, and a header or a line that starts with a date. */
export function looksLikeItauCsv(source: string): boolean {
  return source.split(/\r?\n/, 200).some((line) => {
    const cells = line.split(";");
    return cells.length >= 3 && (headerColumns(cells) !== null || DATE.test(cells[0]?.trim() ?? ""));
  });
}

export function parseItauCsv(source: string): ParsedStatement {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(source, {
      delimiter: ";",
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      errors: [statementError(line, "file", `o CSV está malformado (${reason}).`, `the CSV is malformed (${reason}).`)],
    };
  }
  let columns: Columns | null = null;
  const errors: StatementError[] = [];
  const lines: ParsedStatementLine[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records) {
    const lineNumber = info.lines;
    const header = headerColumns(record);
    if (header) {
      columns = header;
      continue;
    }
    const first = record[0] ?? "";
    if (/lan[cç]amentos futuros/i.test(record.join(" "))) break;
    // A line that starts with neither a date nor something like one is the preamble or a summary.
    if (!/^[\d/.-]+$/.test(first)) continue;
    // Without a header, a line of one or two cells that starts with digits is the account's details.
    if (!columns && record.length < 3) continue;
    const layout = columns ?? (record.length === 3 ? THREE : record.length >= 5 ? FIVE : null);
    if (!layout) {
      errors.push(
        statementError(
          lineNumber,
          "file",
          `esperava as colunas data;lançamento;valor, e a linha tem ${record.length}.`,
          `expected the columns data;lançamento;valor, and the line has ${record.length}.`,
        ),
      );
      break;
    }
    const description = cleanText(record[layout.description] ?? "");
    // Balances (SALDO ANTERIOR, SALDO DO DIA, SALDO TOTAL DISPONÍVEL DIA, SDO CTA/APL AUTOMATICAS) are not movements.
    if (/^(S\s?A\s?L\s?D\s?O|SDO)\b/i.test(description)) continue;
    const written = (record[layout.amount] ?? "").trim();
    if (written === "") continue;
    const date = DATE.exec(first);
    const postedOn = date ? calendarDay(date[3] as string, date[2] as string, date[1] as string) : null;
    if (!postedOn) {
      errors.push(
        statementError(
          lineNumber,
          "data",
          date ? `a data '${first}' não existe.` : `a data '${first}' não está no formato dd/mm/aaaa.`,
          date ? `the date '${first}' does not exist.` : `the date '${first}' is not in the form dd/mm/yyyy.`,
        ),
      );
    }
    const amountCents = centsOf(written, ",");
    if (amountCents === null) {
      errors.push(
        statementError(
          lineNumber,
          "valor",
          `o valor '${written}' não é um valor em reais (ex.: -1.234,56).`,
          `the amount '${written}' is not an amount in reais (e.g. -1.234,56).`,
        ),
      );
    }
    if (errors.length >= MAX_ERRORS) break;
    if (!postedOn || amountCents === null) continue;
    const key = `${postedOn}|${amountCents}|${description}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    lines.push({
      lineNumber,
      postedOn,
      amountCents,
      description,
      ...payerOf(description, amountCents),
      reference: referenceIn(description),
      fingerprint: `itau:${sha256(`${key}|${occurrence}`)}`,
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, format: "csv_itau", lines };
}
