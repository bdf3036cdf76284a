/**
 * Portuguese, the default language (spec §4). Keys are dotted by area; `{name}` marks a value
 * filled in by `t()`. English must define exactly the same keys (see `en.ts`). These are the
 * messages every page needs; the rest live in areas (`messages/`), loaded with their pages.
 */
import type { AreaMessages } from "./define-messages.ts";

export const pt = {
  "site.name": "CampusLar",
  "site.homeLink": "CampusLar, página inicial",
  "site.skipToContent": "Pular para o conteúdo",

  // The toggle names the other language in that language.
  "locale.switch": "English",

  "notFound.title": "Esta página não pôde ser encontrada",
  "notFound.hint": "O endereço pode estar incorreto ou a página pode ter sido removida.",
  "notFound.backHome": "Voltar para a página inicial",

  "error.title": "Erro {status}",
  "error.chunk.title": "Não foi possível carregar esta página",
  "error.chunk.hint": "O site pode ter sido atualizado agora ou a conexão caiu. Tente de novo em instantes.",
  "error.chunk.retry": "Tentar de novo",
  "error.generic": "Ocorreu um erro inesperado. Tente novamente em alguns instantes.",
  "error.reference": "Se escrever para nós, informe este código:",
} satisfies Record<string, string>;

/** Every key of the site: the core ones here and every area's (a type-only import: no area is loaded by it). */
export type MessageKey = keyof typeof pt | keyof AreaMessages;
