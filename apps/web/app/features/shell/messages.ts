import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * The chrome every page shares (spec §2): top bar, mobile menu, account menu, footer, the
 * floating messaging button, the cookie notice and the navigation progress bar.
 */
export const shell = defineMessages({
  pt: {
    "shell.nav.label": "Principal",
    "shell.nav.concierge": "Concierge",
    "shell.nav.about": "Sobre nós",
    "shell.nav.search": "Imóveis",
    "shell.nav.advertise": "Sou proprietário",
    "shell.nav.faq": "FAQ",
    "shell.nav.roommates": "Colegas de quarto",
    "shell.nav.alerts": "Alertas",
    "shell.nav.favorites": "Favoritos",
    "shell.nav.favoritesCount": "Favoritos ({count})",

    "shell.menu.open": "Menu",
    "shell.menu.panel": "Menu do site",

    "shell.account.login": "Entrar",
    "shell.account.signup": "Criar conta",
    "shell.account.menu": "Conta de {name}",
    "shell.account.greeting": "Olá, {name}",
    "shell.account.myAccount": "Minha conta",
    "shell.account.favorites": "Favoritos",
    "shell.account.listings": "Meus imóveis",
    "shell.account.backoffice": "Backoffice",
    "shell.account.logout": "Sair",

    "shell.search.region": "Busca de imóveis",

    "shell.footer.nav": "Links do rodapé",
    "shell.footer.home": "Início",
    "shell.footer.faq": "Perguntas frequentes",
    "shell.footer.search": "Buscar imóveis",
    "shell.footer.advertise": "Anuncie seu imóvel",
    "shell.footer.services": "Serviços",
    "shell.footer.roommates": "Colegas de quarto",
    "shell.footer.about": "Sobre nós",
    "shell.footer.terms": "Termos de uso",
    "shell.footer.privacy": "Política de privacidade",
    "shell.footer.pitch": "Moradia estudantil perto da sua faculdade em {city}.",
    "shell.footer.since":
      "Intermediação imobiliária desde {year}: aproximamos estudantes e proprietários, sem sublocar.",
    "shell.footer.explore": "Navegue",
    "shell.footer.contact": "Fale com a gente",
    "shell.footer.email": "E-mail",
    "shell.footer.whatsapp": "WhatsApp",
    "shell.footer.social": "Redes sociais",
    "shell.footer.socialLink": "CampusLar no {network}",
    "shell.footer.copyright": "© {year} {legalName}",
    "shell.footer.rights": "Todos os direitos reservados.",

    "shell.whatsapp.open": "Fale com a gente no WhatsApp",
    "shell.whatsapp.openProperty": "Fale com a gente no WhatsApp sobre o imóvel {code}",
    "shell.whatsapp.close": "Fechar botão do WhatsApp",

    "shell.cookies.label": "Aviso de cookies e privacidade",
    "shell.cookies.text": "Só usamos cookies essenciais (sessão e idioma) e contamos visitas de forma anônima.",
    "shell.cookies.more": "Política de privacidade",
    "shell.cookies.ok": "Entendi",

    "shell.progress.label": "Carregando página",
  },
  en: {
    "shell.nav.label": "Main",
    "shell.nav.concierge": "Concierge",
    "shell.nav.about": "About us",
    "shell.nav.search": "Apartments",
    "shell.nav.advertise": "For landlords",
    "shell.nav.faq": "FAQ",
    "shell.nav.roommates": "Roommates",
    "shell.nav.alerts": "Alerts",
    "shell.nav.favorites": "Favourites",
    "shell.nav.favoritesCount": "Favourites ({count})",

    "shell.menu.open": "Menu",
    "shell.menu.panel": "Site menu",

    "shell.account.login": "Log in",
    "shell.account.signup": "Sign up",
    "shell.account.menu": "{name}'s account",
    "shell.account.greeting": "Hi, {name}",
    "shell.account.myAccount": "My account",
    "shell.account.favorites": "Favourites",
    "shell.account.listings": "My listings",
    "shell.account.backoffice": "Backoffice",
    "shell.account.logout": "Log out",

    "shell.search.region": "Property search",

    "shell.footer.nav": "Footer links",
    "shell.footer.home": "Home",
    "shell.footer.faq": "FAQ",
    "shell.footer.search": "Find a place",
    "shell.footer.advertise": "List your property",
    "shell.footer.services": "Services",
    "shell.footer.roommates": "Find a roommate",
    "shell.footer.about": "About us",
    "shell.footer.terms": "Terms of use",
    "shell.footer.privacy": "Privacy policy",
    "shell.footer.pitch": "Student housing near your university in {city}.",
    "shell.footer.since": "Real-estate intermediary since {year}: we connect students and owners, and never sublet.",
    "shell.footer.explore": "Explore",
    "shell.footer.contact": "Talk to us",
    "shell.footer.email": "Email",
    "shell.footer.whatsapp": "WhatsApp",
    "shell.footer.social": "Social media",
    "shell.footer.socialLink": "CampusLar on {network}",
    "shell.footer.copyright": "© {year} {legalName}",
    "shell.footer.rights": "All rights reserved.",

    "shell.whatsapp.open": "Talk to us on WhatsApp",
    "shell.whatsapp.openProperty": "Talk to us on WhatsApp about property {code}",
    "shell.whatsapp.close": "Close WhatsApp button",

    "shell.cookies.label": "Cookie and privacy notice",
    "shell.cookies.text": "We only use essential cookies (session and language) and count visits anonymously.",
    "shell.cookies.more": "Privacy policy",
    "shell.cookies.ok": "OK, got it",

    "shell.progress.label": "Loading page",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof shell> {}
}
