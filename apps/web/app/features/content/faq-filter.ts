import { normalizeSearchText } from "@campuslar/domain/search/normalize";

/**
 * Whether a question matches what the visitor typed: every word of the query appears in the
 * question or its answer, ignoring case and accents (`caucao` finds “caução”).
 */
export function faqMatches(item: { question: string; answer: string }, query: string): boolean {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const text = normalizeSearchText(`${item.question} ${item.answer}`);
  return words.every((word) => text.includes(word));
}

/** The groups with only their matching questions; groups left empty are dropped. */
export function filterFaq<Item extends { question: string; answer: string }, Group extends { items: Item[] }>(
  groups: Group[],
  query: string,
): Group[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => faqMatches(item, query)) }))
    .filter((group) => group.items.length > 0);
}

/** How many questions the groups hold. */
export const countFaqItems = (groups: { items: unknown[] }[]): number =>
  groups.reduce((total, group) => total + group.items.length, 0);
