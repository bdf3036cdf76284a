import { parseSync } from "ofx-js";
import {
  calendarDay,
  centsOf,
  cleanText,
  documentIn,
  MAX_ERRORS,
  type ParsedStatement,
  type ParsedStatementLine,
  payerNameIn,
  referenceIn,
  type StatementError,
  sha256,
  statementError,
} from "./statement-line.ts";

/*
 * OFX, the statement every Brazilian bank's internet banking exports: 1.x (SGML, tags left open)
 * and 2.x (XML), read by ofx-js. Each transaction (STMTTRN) carries the bank's own id for it
 * (FITID), unique within the account: the line's fingerprint is that id with the account's, so
 * the same transaction in two exports (two overlapping periods) is one line.
 */

type Node = Record<string, unknown>;

const list = (value: unknown): Node[] =>
  value === undefined || value === null || value === "" ? [] : ((Array.isArray(value) ? value : [value]) as Node[]);
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Each statement in the file with its account: bank accounts and credit cards, any number of each. */
function statementsOf(ofx: Node): { account: string; transactions: Node[] }[] {
  const found: { account: string; transactions: Node[] }[] = [];
  const bank = ofx.BANKMSGSRSV1 as Node | undefined;
  for (const response of list(bank?.STMTTRNRS)) {
    for (const statement of list(response.STMTRS)) {
      const from = (statement.BANKACCTFROM ?? {}) as Node;
      const account = [text(from.BANKID), text(from.BRANCHID), text(from.ACCTID)].join("/");
      found.push({ account, transactions: list((statement.BANKTRANLIST as Node | undefined)?.STMTTRN) });
    }
  }
  const card = ofx.CREDITCARDMSGSRSV1 as Node | undefined;
  for (const response of list(card?.CCSTMTTRNRS)) {
    for (const statement of list(response.CCSTMTRS)) {
      const account = `card/${text(((statement.CCACCTFROM ?? {}) as Node).ACCTID)}`;
      found.push({ account, transactions: list((statement.BANKTRANLIST as Node | undefined)?.STMTTRN) });
    }
  }
  return found;
}

/**
 * Who sent money in: the bank's words in the memo first ("Transferência recebida pelo Pix - ANA"),
 * then in NAME; a credit's NAME alone is the other party, so the payer, when the memo says nothing.
 */
function payerOfTransaction(
  name: string,
  memo: string,
  amountCents: number,
): { payerName: string | null; payerDocument: string | null } {
  if (amountCents <= 0) return { payerName: null, payerDocument: null };
  return {
    payerName: payerNameIn(memo) ?? payerNameIn(name) ?? (name || null),
    payerDocument: documentIn(memo) ?? documentIn(name),
  };
}

/** The file's line (1-based) where each `<STMTTRN>` opens, in order, for messages and for staff. */
function transactionLines(source: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  const pattern = /<STMTTRN>/gi;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    for (let i = from; i < match.index; i += 1) if (source.charCodeAt(i) === 10) line += 1;
    from = match.index;
    lines.push(line);
  }
  return lines;
}

export function parseOfx(source: string): ParsedStatement {
  let parsed: { OFX: Node };
  try {
    parsed = parseSync(source) as { OFX: Node };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      errors: [
        statementError(
          0,
          "file",
          `o arquivo OFX está malformado (${reason}).`,
          `the OFX file is malformed (${reason}).`,
        ),
      ],
    };
  }
  if (!parsed.OFX || typeof parsed.OFX !== "object") {
    return {
      ok: false,
      errors: [statementError(0, "file", "o arquivo OFX não tem extrato.", "the OFX file holds no statement.")],
    };
  }
  const statements = statementsOf(parsed.OFX);
  if (statements.length === 0) {
    return {
      ok: false,
      errors: [statementError(0, "file", "o arquivo OFX não tem extrato.", "the OFX file holds no statement.")],
    };
  }
  const positions = transactionLines(source);
  const errors: StatementError[] = [];
  const lines: ParsedStatementLine[] = [];
  /** How often each account's FITID was seen: a bank that repeats one keeps both lines (see below). */
  const seen = new Map<string, number>();
  let index = 0;
  for (const { account, transactions } of statements) {
    for (const trn of transactions) {
      const lineNumber = positions[index] ?? 0;
      index += 1;
      if (errors.length >= MAX_ERRORS) break;
      const posted = text(trn.DTPOSTED);
      const date = /^(\d{4})(\d{2})(\d{2})/.exec(posted);
      const postedOn = date ? calendarDay(date[1] as string, date[2] as string, date[3] as string) : null;
      if (!postedOn) {
        errors.push(
          statementError(
            lineNumber,
            "DTPOSTED",
            `a data '${posted}' não existe ou não está no formato AAAAMMDD.`,
            `the date '${posted}' does not exist or is not in the form YYYYMMDD.`,
          ),
        );
      }
      const written = text(trn.TRNAMT);
      const amountCents = centsOf(written, "either");
      if (amountCents === null) {
        errors.push(
          statementError(
            lineNumber,
            "TRNAMT",
            `o valor '${written}' não é um valor em reais (ex.: -1234.56).`,
            `the amount '${written}' is not an amount in reais (e.g. -1234.56).`,
          ),
        );
      }
      if (!postedOn || amountCents === null) continue;
      const name = cleanText(text(trn.NAME));
      const memo = cleanText(text(trn.MEMO));
      const description =
        [name, memo].filter((part, i, all) => part && all.indexOf(part) === i).join(" - ") || text(trn.TRNTYPE);
      const searched = [description, text(trn.REFNUM), text(trn.CHECKNUM)].join(" ");
      const fitid = text(trn.FITID);
      // A FITID is the bank's promise that the line is this one line. Some banks repeat one within
      // a file (two transfers on one day); the repeat keeps its own fingerprint, numbered, rather
      // than being dropped as a line already imported. Without a FITID, the line's own content.
      const key = fitid ? `${account}|${fitid}` : `${account}|${postedOn}|${amountCents}|${description}`;
      const occurrence = seen.get(key) ?? 0;
      seen.set(key, occurrence + 1);
      lines.push({
        lineNumber,
        postedOn,
        amountCents,
        description,
        ...payerOfTransaction(name, memo, amountCents),
        reference: referenceIn(searched),
        fingerprint: `ofx:${sha256(occurrence === 0 ? key : `${key}|${occurrence}`)}`,
      });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, format: "ofx", lines };
}
