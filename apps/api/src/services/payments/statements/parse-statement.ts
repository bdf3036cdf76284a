import { looksLikeItauCsv, parseItauCsv } from "./parse-itau-csv.ts";
import { parseOfx } from "./parse-ofx.ts";
import { decodeStatement, type ParsedStatement, statementError } from "./statement-line.ts";

export type { ParsedStatement, ParsedStatementLine, StatementError } from "./statement-line.ts";

/*
 * A bank statement staff upload (issue 36, point 4), read whole before anything is written: OFX
 * (any bank) or Itaú's CSV, told apart by what the file holds rather than its name. A file with
 * any bad line is refused with every error found (up to a limit), naming the line and the field,
 * so nothing of a half-read statement is ever posted.
 */
export function parseStatement(bytes: Uint8Array, fileName: string): ParsedStatement {
  const source = decodeStatement(bytes);
  if (source.trim() === "") {
    return { ok: false, errors: [statementError(0, "file", "O arquivo está vazio.", "The file is empty.")] };
  }
  const head = source.slice(0, 4096);
  if (/^\s*(OFXHEADER|<\?xml|<\?OFX|<OFX>)/i.test(head) || /<OFX>/i.test(head)) return parseOfx(source);
  if (looksLikeItauCsv(source)) return parseItauCsv(source);
  return {
    ok: false,
    errors: [
      statementError(
        0,
        "file",
        `O arquivo '${fileName}' não é um extrato OFX nem o CSV do Itaú (data;lançamento;valor).`,
        `The file '${fileName}' is neither an OFX statement nor Itaú's CSV (data;lançamento;valor).`,
      ),
    ],
  };
}
