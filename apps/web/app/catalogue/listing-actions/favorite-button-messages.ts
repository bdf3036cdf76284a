import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * The heart on cards and listing pages: apart from the favourites page's text, which the pages
 * with a heart do not show.
 */
export const favoriteButton = defineMessages({
  pt: {
    "favorites.button.add": "Salvar {title} nos favoritos",
    "favorites.button.failed": "Não foi possível atualizar seus favoritos. Tente de novo.",
    "favorites.button.full": "Você chegou ao limite de favoritos. Remova algum para guardar outro.",
    "favorites.button.loggedOut": "Sua sessão terminou. Entre de novo para salvar na sua conta.",
  },
  en: {
    "favorites.button.add": "Save {title} to favourites",
    "favorites.button.failed": "Your favourites could not be updated. Please try again.",
    "favorites.button.full": "You have reached the most favourites you can keep. Remove one to save another.",
    "favorites.button.loggedOut": "Your session has ended. Log in again to save to your account.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof favoriteButton> {}
}
