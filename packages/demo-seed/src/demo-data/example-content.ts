import type { pressMentions, testimonials } from "@campuslar/api";

/*
 * Example press mentions and testimonials, written only when the operator asks
 * (`SEED_EXAMPLE_CONTENT=1`, or `npm run seed -- --example-content`) to show what the home page's
 * sections look like. Every row is `example: true`, which the page shows as an "Example" badge;
 * the publications are invented and say so in their name, the links go to the reserved
 * example.com domain, and the people are nobody: nothing here may pass for a real claim.
 */

type NewPressMention = typeof pressMentions.$inferInsert;
type NewTestimonial = typeof testimonials.$inferInsert;

export const EXAMPLE_PRESS_MENTIONS: readonly NewPressMention[] = [
  {
    outlet: "Jornal Exemplo",
    headlinePt: "Exemplo de manchete: plataforma aproxima estudantes e proprietários",
    headlineEn: "Example headline: a platform brings students and owners together",
    url: "https://example.com/jornal-exemplo/moradia-estudantil",
    publishedOn: "2024-03-12",
  },
  {
    outlet: "Revista Exemplo",
    headlinePt: "Exemplo de matéria sobre moradia para intercambistas",
    headlineEn: "Example article about housing for exchange students",
    url: "https://example.com/revista-exemplo/intercambistas",
    publishedOn: "2023-09-04",
  },
  {
    outlet: "Rádio Exemplo",
    headlinePt: "Exemplo de entrevista sobre aluguel perto da faculdade",
    headlineEn: null,
    url: "https://example.com/radio-exemplo/entrevista",
    publishedOn: "2023-05-20",
  },
].map((row, position) => ({ ...row, position, published: true, example: true }));

export const EXAMPLE_TESTIMONIALS: readonly NewTestimonial[] = [
  {
    firstName: "Exemplo A",
    contextPt: "Depoimento de exemplo: intercambista, FGV",
    contextEn: "Example testimonial: exchange student, FGV",
    quotePt: "Texto de exemplo. Aqui entra, com autorização, o que um estudante contou sobre a mudança.",
    quoteEn: "Example text. With their consent, what a student said about moving in goes here.",
    givenOn: "2024-02-10",
  },
  {
    firstName: "Exemplo B",
    contextPt: "Depoimento de exemplo: proprietária em Pinheiros",
    contextEn: "Example testimonial: owner in Pinheiros",
    quotePt: "Texto de exemplo. Aqui entra, com autorização, o que uma proprietária contou sobre anunciar.",
    quoteEn: null,
    givenOn: "2023-11-02",
  },
].map((row, position) => ({ ...row, position, published: true, example: true }));
