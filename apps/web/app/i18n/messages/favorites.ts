import { defineMessages } from "../define-messages.ts";

/** The heart on cards and listing pages, and the favourites page. */
export const favorites = defineMessages({
  pt: {
    "favorites.button.add": "Salvar {title} nos favoritos",
    "favorites.button.failed": "Não foi possível atualizar seus favoritos. Tente de novo.",
    "favorites.button.full": "Você chegou ao limite de favoritos. Remova algum para guardar outro.",
    "favorites.button.loggedOut": "Sua sessão terminou. Entre de novo para salvar na sua conta.",
    "favorites.count": "{count} imóveis salvos",
    "favorites.countOne": "1 imóvel salvo",
    "favorites.hint": "Toque no coração de um imóvel para tirá-lo da lista.",
    "favorites.visitorNote":
      "Seus favoritos estão guardados só neste navegador. Entre na sua conta para levá-los a qualquer aparelho.",
    "favorites.visitorNote.login": "Entrar",
    "favorites.loading": "Carregando seus favoritos…",
    "favorites.removed": "{title} foi removido dos favoritos.",
    "favorites.empty.title": "Você ainda não salvou nenhum imóvel",
    "favorites.empty.text": "Toque no coração de um anúncio para guardá-lo aqui e comparar com calma antes de decidir.",
    "favorites.empty.search": "Buscar imóveis",
    "favorites.unavailable": "Não foi possível carregar seus favoritos agora. Tente de novo em instantes.",
  },
  en: {
    "favorites.button.add": "Save {title} to favourites",
    "favorites.button.failed": "Your favourites could not be updated. Please try again.",
    "favorites.button.full": "You have reached the most favourites you can keep. Remove one to save another.",
    "favorites.button.loggedOut": "Your session has ended. Log in again to save to your account.",
    "favorites.count": "{count} saved homes",
    "favorites.countOne": "1 saved home",
    "favorites.hint": "Tap a listing's heart to take it off the list.",
    "favorites.visitorNote": "Your favourites are kept in this browser only. Log in to have them on any device.",
    "favorites.visitorNote.login": "Log in",
    "favorites.loading": "Loading your favourites…",
    "favorites.removed": "{title} was removed from your favourites.",
    "favorites.empty.title": "You have not saved any homes yet",
    "favorites.empty.text":
      "Tap the heart on a listing to keep it here and compare at your own pace before you decide.",
    "favorites.empty.search": "Find a home",
    "favorites.unavailable": "Your favourites could not be loaded right now. Please try again in a moment.",
  },
});
