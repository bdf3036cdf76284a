import { about } from "./about.ts";
import { account } from "./account.ts";
import { accountData } from "./account-data.ts";
import { admin } from "./admin.ts";
import { adminContent } from "./admin-content.ts";
import { concierge } from "./concierge.ts";
import { documents } from "./documents.ts";
import { faq } from "./faq.ts";
import { favoriteButton } from "./favorite-button.ts";
import { favorites } from "./favorites.ts";
import { home } from "./home.ts";
import { interestForm } from "./interest-form.ts";
import { interestThanks } from "./interest-thanks.ts";
import { leadForms } from "./lead-forms.ts";
import { legal } from "./legal.ts";
import { listingCard } from "./listing-card.ts";
import { listingLabels } from "./listing-labels.ts";
import { owner } from "./owner.ts";
import { pages } from "./pages.ts";
import { phone } from "./phone.ts";
import { property } from "./property.ts";
import { propertyPage } from "./property-page.ts";
import { roommates } from "./roommates.ts";
import { search } from "./search.ts";
import { searchBox } from "./search-box.ts";
import { shell } from "./shell.ts";

/**
 * Every area's messages. An area module keeps one part of the site's text in both languages and
 * registers it with `t()` when a route module imports it, so a page's bundle carries only the
 * areas it uses. This list exists for the type of every key and for the catalog tests.
 */
export const AREAS = [
  pages,
  property,
  account,
  accountData,
  searchBox,
  shell,
  propertyPage,
  interestForm,
  search,
  favorites,
  favoriteButton,
  home,
  leadForms,
  about,
  concierge,
  documents,
  faq,
  interestThanks,
  legal,
  owner,
  admin,
  adminContent,
  roommates,
  listingLabels,
  listingCard,
  phone,
] as const;

/** Every key some area defines (distributed over the areas, not just the keys they share). */
export type AreaKeys = (typeof AREAS)[number] extends infer Area
  ? Area extends { pt: infer Messages }
    ? keyof Messages
    : never
  : never;
