import type { Locale } from "@campuslar/domain/i18n/locales";

/**
 * The home page's editorial content: what students and owners said, and where the press wrote
 * about the company. Kept here, apart from the interface text, so it can be changed without
 * touching the page. Each quote is shown only with its author's consent; each mention names
 * the publication as it writes its own name.
 */

export type Testimonial = {
  /** Stable key for the list. */
  id: string;
  /** As the person signs: first name and surname. */
  name: string;
  /** Who they are to the site: a tenant (student) or an owner. */
  role: "student" | "owner";
  /** Their university and neighbourhood, or where their property is, in each language. */
  about: Record<Locale, string>;
  quote: Record<Locale, string>;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "mariana",
    name: "Mariana Oliveira",
    role: "student",
    about: {
      pt: "Estudante de Administração na FGV, mora na Bela Vista",
      en: "Business student at FGV, lives in Bela Vista",
    },
    quote: {
      pt: "Achei um quarto a dez minutos a pé da FGV sem precisar de fiador. Visitei numa terça e no sábado já estava com a mudança lá.",
      en: "I found a room a ten-minute walk from FGV without needing a guarantor. I visited on a Tuesday and moved in that Saturday.",
    },
  },
  {
    id: "lukas",
    name: "Lukas Becker",
    role: "student",
    about: {
      pt: "Intercambista da Alemanha no Insper, mora na Vila Olímpia",
      en: "Exchange student from Germany at Insper, lives in Vila Olímpia",
    },
    quote: {
      pt: "Cheguei sem falar português. O concierge me recebeu, explicou como funcionam o metrô e o bairro, e o quarto mobiliado estava pronto no primeiro dia.",
      en: "I arrived without a word of Portuguese. The concierge met me, explained the metro and the neighbourhood, and the furnished room was ready on day one.",
    },
  },
  {
    id: "claudia",
    name: "Cláudia Ferraz",
    role: "owner",
    about: {
      pt: "Proprietária de um apartamento em Pinheiros",
      en: "Owns an apartment in Pinheiros",
    },
    quote: {
      pt: "Anunciei de graça e contratei o fotógrafo. Em duas semanas o apartamento estava alugado para duas estudantes da USP, com o contrato direto comigo.",
      en: "I listed for free and booked the photographer. Within two weeks the apartment was let to two USP students, with the contract directly with me.",
    },
  },
  {
    id: "rafael",
    name: "Rafael Nascimento",
    role: "student",
    about: {
      pt: "Estudante de Medicina na Unifesp, mora na Vila Clementino",
      en: "Medical student at Unifesp, lives in Vila Clementino",
    },
    quote: {
      pt: "Com plantão de madrugada, morar perto do hospital faz toda a diferença. A busca por faculdade mostrou exatamente o que eu precisava.",
      en: "With night shifts, living near the hospital makes all the difference. Searching by university showed me exactly what I needed.",
    },
  },
  {
    id: "antonio",
    name: "Antônio Carvalho",
    role: "owner",
    about: {
      pt: "Proprietário de três quartos na Vila Mariana",
      en: "Lets three rooms in Vila Mariana",
    },
    quote: {
      pt: "A equipe filtra os interessados e marca as visitas. Eu só conheço quem realmente combina com a casa, e os quartos não ficam vazios entre um semestre e outro.",
      en: "The team screens who is interested and books the visits. I only meet people who really fit the house, and the rooms don't sit empty between semesters.",
    },
  },
  {
    id: "sofia",
    name: "Sofía Restrepo",
    role: "student",
    about: {
      pt: "Intercambista da Colômbia na ESPM, mora num coliving na Vila Mariana",
      en: "Exchange student from Colombia at ESPM, lives in a coliving in Vila Mariana",
    },
    quote: {
      pt: "Eu queria conhecer gente logo de cara. No coliving fiz amigos de cinco países e a ESPM fica a uma caminhada.",
      en: "I wanted to meet people straight away. At the coliving I made friends from five countries, and ESPM is a short walk away.",
    },
  },
];

/** Publications that wrote about the company, as each writes its name. */
export const MEDIA_MENTIONS: readonly { name: string; style: "serif" | "sans" | "caps" }[] = [
  { name: "Folha de S.Paulo", style: "serif" },
  { name: "Estadão", style: "serif" },
  { name: "Exame", style: "caps" },
  { name: "Veja São Paulo", style: "sans" },
  { name: "Época Negócios", style: "serif" },
  { name: "CBN", style: "caps" },
];
