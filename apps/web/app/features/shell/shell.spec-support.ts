import { dismissCookieNotice } from "@campuslar/e2e/support.ts";
import { type BrowserContext, expect } from "@playwright/test";

/**
 * What the browser specs of the chrome every page shares (spec §2: top bar, mobile menu, account
 * state, language toggle, footer, floating messaging button, cookie notice and navigation
 * progress bar) have in common: each language's texts and links, and two helpers.
 */

export type Lang = "pt" | "en";

export const T = {
  pt: {
    home: "/",
    nav: "Principal",
    links: [
      ["Concierge", "/concierge"],
      ["Sobre nós", "/sobre"],
      ["Imóveis", "/imoveis"],
      ["Colegas de quarto", "/colegas-de-quarto"],
      ["Alertas", "/alertas/novo"],
      ["Sou proprietário", "/proprietario"],
      ["FAQ", "/faq"],
    ],
    menu: "Menu",
    login: "Entrar",
    signup: "Criar conta",
    toggle: "English",
    footerNav: "Links do rodapé",
    footerLinks: [
      ["Início", "/"],
      ["Perguntas frequentes", "/faq"],
      ["Buscar imóveis", "/imoveis"],
      ["Anuncie seu imóvel", "/proprietario"],
      ["Serviços", "/servicos"],
      ["Colegas de quarto", "/colegas-de-quarto"],
      ["Sobre nós", "/sobre"],
      ["Termos de uso", "/termos-de-uso"],
      ["Política de privacidade", "/politica-privacidade"],
    ],
    social: "CampusLar no Instagram",
    since: "desde 2017",
    creciDemo: "CRECI [demonstração: configure COMPANY_CRECI]",
    rights: "Todos os direitos reservados.",
    whatsapp: "Fale com a gente no WhatsApp",
    whatsappClose: "Fechar botão do WhatsApp",
    greeting: "Olá! Vim pelo site da CampusLar",
    interested: (code: string) => `Olá! Tenho interesse no imóvel ${code}: `,
    propertyPath: (code: string) => `/imovel/${code}`,
    salePath: (code: string) => `/imovel/compra/${code}`,
    notice: "Aviso de cookies e privacidade",
    noticeOk: "Entendi",
    privacy: "/politica-privacidade",
    progress: "Carregando página",
    myAccount: "Minha conta",
    favorites: "Favoritos",
    favoritesCount: (n: number) => `Favoritos (${n})`,
    search: "/imoveis",
    logout: "Sair",
  },
  en: {
    home: "/en",
    nav: "Main",
    links: [
      ["Concierge", "/en/concierge"],
      ["About us", "/en/sobre"],
      ["Apartments", "/en/imoveis"],
      ["Roommates", "/en/colegas-de-quarto"],
      ["Alerts", "/en/alertas/novo"],
      ["For landlords", "/en/proprietario"],
      ["FAQ", "/en/faq"],
    ],
    menu: "Menu",
    login: "Log in",
    signup: "Sign up",
    toggle: "Português",
    footerNav: "Footer links",
    footerLinks: [
      ["Home", "/en"],
      ["FAQ", "/en/faq"],
      ["Find a place", "/en/imoveis"],
      ["List your property", "/en/proprietario"],
      ["Services", "/en/servicos"],
      ["Find a roommate", "/en/colegas-de-quarto"],
      ["About us", "/en/sobre"],
      ["Terms of use", "/en/termos-de-uso"],
      ["Privacy policy", "/en/politica-privacidade"],
    ],
    social: "CampusLar on Instagram",
    since: "since 2017",
    creciDemo: "CRECI [demo value: set COMPANY_CRECI]",
    rights: "All rights reserved.",
    whatsapp: "Talk to us on WhatsApp",
    whatsappClose: "Close WhatsApp button",
    greeting: "Hi! I found CampusLar's website",
    interested: (code: string) => `Hi! I'm interested in the property ${code}: `,
    propertyPath: (code: string) => `/en/imovel/${code}`,
    salePath: (code: string) => `/en/imovel/sale/${code}`,
    notice: "Cookie and privacy notice",
    noticeOk: "OK, got it",
    privacy: "/en/politica-privacidade",
    progress: "Loading page",
    myAccount: "My account",
    favorites: "Favourites",
    favoritesCount: (n: number) => `Favourites (${n})`,
    search: "/en/imoveis",
    logout: "Log out",
  },
} as const;

export const LANGS: Lang[] = ["pt", "en"];

/** Marks the cookie notice as already dismissed, for tests about something else. */
export async function withoutNotice(context: BrowserContext) {
  await dismissCookieNotice(context);
}

export function decodedWhatsAppText(link: string | null): string {
  const url = new URL(link ?? "");
  expect(url.origin + url.pathname).toBe("https://wa.me/5511940022017");
  return url.searchParams.get("text") ?? "";
}
