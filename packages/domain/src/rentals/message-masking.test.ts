import { describe, expect, it } from "vitest";
import { maskedNotice } from "./conversation-messages.ts";
import { MASK, maskingApplies, maskMessage } from "./message-masking.ts";

describe("maskMessage hides what reaches a person or takes money off the site", () => {
  it.each([
    // Brazilian phones, written every way people write them.
    ["Me liga no 11 98765-4321", `Me liga no ${MASK}`, "phone"],
    ["whats (11) 98765-4321 ok", `whats ${MASK} ok`, "phone"],
    ["+55 (11) 98765-4321", MASK, "phone"],
    ["meu cel 11987654321", `meu cel ${MASK}`, "phone"],
    ["fixo 3456-7890", `fixo ${MASK}`, "phone"],
    ["número 11.98765.4321.", `número ${MASK}.`, "phone"],
    ["9 8 7 6 5 4 3 2 1 é meu número", `${MASK} é meu número`, "phone"],
    // Foreign phones.
    ["Call me on +44 20 7946 0958", `Call me on ${MASK}`, "phone"],
    ["my number is +1 (415) 555-2671", `my number is ${MASK}`, "phone"],
    ["Handy: +49 30 1234567", `Handy: ${MASK}`, "phone"],
    // E-mail addresses, plain and written out.
    ["escreve para ana.souza+casa@gmail.com", `escreve para ${MASK}`, "email"],
    ["mail me at jane @ example.co.uk please", `mail me at ${MASK} please`, "email"],
    ["ana arroba gmail ponto com", MASK, "email"],
    ["jane (at) mail (dot) co (dot) uk", MASK, "email"],
    // Links and bare domains.
    ["veja https://pague-aqui.example/pix?id=1", `veja ${MASK}`, "link"],
    ["www.campuslar-pagamentos.com.br", MASK, "link"],
    ["clique bit.ly/3xYz9 agora", `clique ${MASK} agora`, "link"],
    ["fala comigo em wa.me/5511987654321", `fala comigo em ${MASK}`, "link"],
    ["site: aluguel.com.br", `site: ${MASK}`, "link"],
    ["insta @ana.souza", `insta ${MASK}`, "link"],
    // Pix keys: CPF, CNPJ, random keys (UUIDs), whatever follows "chave pix".
    ["pix 123.456.789-09", `pix ${MASK}`, "pix"],
    ["CNPJ 12.345.678/0001-95", `CNPJ ${MASK}`, "pix"],
    ["chave aleatória 123e4567-e89b-12d3-a456-426614174000", `chave aleatória ${MASK}`, "pix"],
    ["chave pix: anasouzaaluguel", `chave pix: ${MASK}`, "pix"],
    ["my pix key is 5f1c2", `my pix key is ${MASK}`, "pix"],
    ["CPF 52998224725", `CPF ${MASK}`, "pix"],
    ["card 4111 1111 1111 1111", `card ${MASK}`, "pix"],
  ])("%s", (text, shown, kind) => {
    expect(maskMessage(text)).toEqual({ text: shown, masked: [kind] });
  });

  it("names each kind it hid once, in a fixed order", () => {
    const { text, masked } = maskMessage("ana@x.com ou 11 98765-4321 ou 21 99876-5432, chave pix ana@x.com");
    expect(masked).toEqual(["phone", "email", "pix"]);
    expect(text).not.toMatch(/\d|@/);
  });
});

describe("maskMessage leaves what a rental conversation is made of", () => {
  it.each([
    "O aluguel é R$ 2.500 por mês, com caução de R$ 7.500,00.",
    "The rent is R$ 2,500 a month for 12 months.",
    "Posso pagar R$ 12.500.000 à vista? Brincadeira.",
    "Mudança em 12/03/2026, saída em 12.03.2027 ou 2027-03-12.",
    "Quarto 2, 3 pessoas, 12 meses, CEP 01310-100.",
    "I arrive at 10:30 on 03-12-2026, flight LA 8084.",
    "Combinado.Amanhã eu confirmo. Obrigado!",
    "Meet me at home. It is near the campus.",
    "Vou pagar por pix quando o contrato estiver assinado.",
    "Qual é a sua chave pix? Prefiro pagar pelo site.",
    "e-mail, telefone e link ficam no site até a assinatura",
  ])("%s", (text) => {
    expect(maskMessage(text)).toEqual({ text, masked: [] });
  });
});

describe("masking lasts until the lease is signed", () => {
  it("applies in every state but the one after both signatures", () => {
    expect(maskingApplies("proposed")).toBe(true);
    expect(maskingApplies("awaiting_signatures")).toBe(true);
    expect(maskingApplies("cancelled")).toBe(true);
    expect(maskingApplies("awaiting_payment")).toBe(false);
  });
});

describe("maskedNotice tells the writer what was hidden and why", () => {
  it("in Portuguese and English", () => {
    expect(maskedNotice(["phone"], "en")).toBe(
      "We hid a phone number: until the lease is signed, contact details stay on the site. Never pay through a message.",
    );
    expect(maskedNotice(["phone", "email"], "pt")).toBe(
      "Ocultamos um telefone e um e-mail: até o contrato ser assinado, os contatos ficam no site. Nunca pague por mensagem.",
    );
    expect(maskedNotice([], "en")).toBeNull();
  });
});
