/**
 * Portuguese, the default language (spec §4). Keys are dotted by area; `{name}` marks a value
 * filled in by `t()`. English must define exactly the same keys (see `en.ts`).
 */
export const pt = {
  "site.name": "CampusLar",
  "site.homeLink": "CampusLar, página inicial",
  "site.skipToContent": "Pular para o conteúdo",
  "site.since": "Moradia estudantil em São Paulo desde 2017.",
  "site.copyright": "© 2024 CampusLar. Todos os direitos reservados.",

  // The toggle names the other language in that language.
  "locale.switch": "English",
  "locale.switchLabel": "Idioma",

  "home.meta.title": "CampusLar: moradia estudantil perto da sua faculdade em São Paulo",
  "home.meta.description":
    "Apartamentos, colivings e residências estudantis perto das universidades de São Paulo. Proprietários anunciam de graça.",
  "home.title": "Moradia estudantil perto da sua faculdade em São Paulo",
  "home.pitch":
    "Estudantes encontram apartamentos, colivings e residências estudantis perto das universidades de São Paulo; proprietários anunciam de graça.",

  "universities.title": "Universidades",
  "universities.intro": "Veja quantos imóveis há perto de cada campus.",
  "universities.partners": "Universidades parceiras",
  "universities.others": "Outras universidades",
  "universities.partnerBadge": "Parceira",
  "universities.filter.label": "Filtrar por nome ou bairro",
  "universities.filter.placeholder": "Ex.: FGV, Butantã",
  "universities.filter.submit": "Filtrar",
  "universities.filter.count": "{shown} de {total} universidades",
  "universities.filter.empty": "Nenhuma universidade corresponde a “{query}”.",
  "universities.nearby.zero": "Nenhum imóvel por perto ainda",
  "universities.nearby.one": "1 imóvel por perto",
  "universities.nearby.other": "{count} imóveis por perto",
  "universities.unavailable":
    "Não foi possível carregar a lista de universidades agora. Tente novamente em alguns instantes.",

  "notFound.title": "Esta página não foi encontrada",
  "notFound.hint": "O endereço pode estar incorreto ou a página pode ter sido removida.",
  "notFound.backHome": "Voltar para a página inicial",

  "error.title": "Erro {status}",
  "error.generic": "Ocorreu um erro inesperado. Tente novamente em alguns instantes.",
} satisfies Record<string, string>;

export type MessageKey = keyof typeof pt;
