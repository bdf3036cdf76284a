/**
 * Just enough MIME decoding for tests to read what was sent as a person's mail client would:
 * the subject (RFC 2047 words) and the text and HTML parts (quoted-printable or base64).
 */
export function decodeMessage(raw: string): { subject: string; text: string; html: string } {
  const source = raw.replace(/\r\n/g, "\n");
  const headerEnd = source.indexOf("\n\n");
  const headers = source.slice(0, headerEnd).replace(/\n[ \t]+/g, " ");
  const subjectLine = /^Subject: (.*)$/im.exec(headers)?.[1] ?? "";
  const subject = subjectLine
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
  return { subject, text: part(source, "text/plain"), html: part(source, "text/html") };
}

function part(source: string, type: string): string {
  const match = new RegExp(`Content-Type: ${type}[^\\n]*\\n((?:[^\\n]+\\n)*)\\n([\\s\\S]*?)(?:\\n--|$)`, "i").exec(
    source,
  );
  if (!match) return "";
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(match[1] ?? "")?.[1]?.toLowerCase();
  const body = match[2] ?? "";
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
