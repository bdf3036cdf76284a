import { type AreaKeysOf, defineMessages } from "../i18n/define-messages.ts";

/**
 * Each page's name (its heading and the start of its `<title>`) and description (its meta
 * description and the line under the heading). Pages that list or show data add their own.
 */
export const pages = defineMessages({
  pt: {
    "page.concierge.title": "Concierge para estudantes de intercâmbio",
    "page.concierge.description":
      "Chegue a São Paulo com apoio: recepção, suporte 24 horas, logística, informações locais e ajuda para encontrar moradia.",
    "page.conciergeFgv.title": "Concierge FGV",
    "page.conciergeFgv.description":
      "Estudante de intercâmbio na FGV? Cadastre-se e nossa equipe entra em contato para ajudar na sua chegada.",
    "page.faq.title": "Perguntas frequentes",
    "page.faq.description":
      "Contrato, caução, documentos, pagamento e tudo o que estudantes e proprietários perguntam antes de fechar.",
    "page.search.title": "Imóveis para estudantes em São Paulo",
    "page.search.description":
      "Apartamentos, quartos, colivings e residências estudantis perto das universidades de São Paulo.",
    "page.searchUniversity.title": "Imóveis perto de {university}",
    "page.searchUniversity.description":
      "Apartamentos, quartos e residências estudantis perto de {university}, com a distância até o campus.",
    "page.searchCustomer.title": "Imóveis de {customer}",
    "page.searchCustomer.description": "Todos os imóveis anunciados por {customer} na CampusLar.",
    "page.privacy.title": "Política de privacidade",
    "page.privacy.description": "Como a CampusLar trata os seus dados pessoais, de acordo com a LGPD.",
    "page.advertise.title": "Anuncie seu imóvel de graça",
    "page.advertise.description":
      "Proprietários anunciam de graça para estudantes de São Paulo. Nós cuidamos das visitas, do contrato e dos inquilinos.",
    "page.services.title": "Serviços para proprietários e inquilinos",
    "page.services.description":
      "Fotos profissionais, marketing digital, garantia de aluguel, reparos, aluguel de eletrônicos, eventos e vistorias.",
    "page.resetPassword.title": "Redefinir senha",
    "page.resetPassword.description": "Escolha uma nova senha para a sua conta CampusLar.",
    "page.safety.title": "Segurança: como evitar golpes",
    "page.safety.description":
      "Como reconhecer um anúncio falso de aluguel em São Paulo e alugar com segurança, mesmo de longe.",
    "page.about.title": "Sobre a CampusLar",
    "page.about.description":
      "Desde 2017 aproximamos estudantes e proprietários em São Paulo. Somos intermediários: não sublocamos.",
    "page.terms.title": "Termos de uso",
    "page.terms.description": "As regras para usar o site e os serviços da CampusLar.",
    "page.sale.title": "Imóveis à venda perto das universidades",
    "page.sale.description": "Apartamentos à venda perto das universidades de São Paulo, para morar ou investir.",
    "page.interestThanks.title": "Recebemos o seu interesse",
    "page.interestThanks.description": "Nossa equipe vai entrar em contato em breve para os próximos passos.",
    "page.login.title": "Entrar",
    "page.login.description": "Entre na sua conta CampusLar para ver seus favoritos e interesses.",
    "page.signup.title": "Criar conta",
    "page.signup.description": "Crie sua conta CampusLar para guardar favoritos e acompanhar seus interesses.",
    "page.forgotPassword.title": "Esqueci a senha",
    "page.forgotPassword.description": "Informe seu e-mail e enviaremos um link para redefinir a senha.",
    "page.favorites.title": "Favoritos",
    "page.favorites.description": "Os imóveis que você guardou, lado a lado, para comparar antes de decidir.",
    // Issue 23: saved searches with e-mail alerts.
    "page.alertNew.title": "Criar alerta",
    "page.alertNew.description": "Receba por e-mail os imóveis novos desta busca, na hora, todo dia ou toda semana.",
    "page.accountAlerts.title": "Meus alertas",
    "page.accountAlerts.description": "As buscas que você salvou e com que frequência recebe os imóveis novos.",
    "page.alertConfirm.title": "Confirmar alerta",
    "page.alertConfirm.description": "Confirme seu e-mail para começar a receber este alerta.",
    "page.alertUnsubscribe.title": "Cancelar alerta",
    "page.alertUnsubscribe.description": "Pare de receber este alerta por e-mail.",
    "page.account.title": "Minha conta",
    "page.account.description": "Seus dados, seus interesses e seus favoritos.",
    "page.comingSoon": "Esta página está sendo preparada. Enquanto isso, veja os imóveis ou fale com a gente.",
    "page.comingSoon.search": "Ver imóveis",
  },
  en: {
    "page.concierge.title": "Concierge for exchange students",
    "page.concierge.description":
      "Arrive in São Paulo with support: a welcome, 24/7 help, logistics, local information and help finding a home.",
    "page.conciergeFgv.title": "FGV Concierge",
    "page.conciergeFgv.description":
      "An exchange student at FGV? Sign up and our team will get in touch to help you arrive.",
    "page.faq.title": "Frequently asked questions",
    "page.faq.description":
      "Contracts, deposit, documents, payment and everything students and owners ask before they sign.",
    "page.search.title": "Student homes in São Paulo",
    "page.search.description": "Apartments, rooms, colivings and student residences near São Paulo's universities.",
    "page.searchUniversity.title": "Homes near {university}",
    "page.searchUniversity.description":
      "Apartments, rooms and student residences near {university}, with the distance to campus.",
    "page.searchCustomer.title": "Homes from {customer}",
    "page.searchCustomer.description": "Every home {customer} lists on CampusLar.",
    "page.privacy.title": "Privacy policy",
    "page.privacy.description": "How CampusLar handles your personal data, under Brazil's LGPD.",
    "page.advertise.title": "List your property for free",
    "page.advertise.description":
      "Owners list for free to São Paulo's students. We take care of viewings, the contract and the tenants.",
    "page.services.title": "Services for owners and tenants",
    "page.services.description":
      "Professional photos, digital marketing, rent guarantees, repairs, electronics rental, events and inspections.",
    "page.resetPassword.title": "Reset password",
    "page.resetPassword.description": "Choose a new password for your CampusLar account.",
    "page.safety.title": "Safety: how to avoid scams",
    "page.safety.description": "How to spot a fake rental listing in São Paulo and rent safely, even from abroad.",
    "page.about.title": "About CampusLar",
    "page.about.description":
      "Since 2017 we have brought students and owners together in São Paulo. We are an intermediary: we never sublet.",
    "page.terms.title": "Terms of use",
    "page.terms.description": "The rules for using CampusLar's website and services.",
    "page.sale.title": "Homes for sale near the universities",
    "page.sale.description": "Apartments for sale near São Paulo's universities, to live in or to invest.",
    "page.interestThanks.title": "We have your interest",
    "page.interestThanks.description": "Our team will be in touch soon with the next steps.",
    "page.login.title": "Log in",
    "page.login.description": "Log in to your CampusLar account to see your favourites and interests.",
    "page.signup.title": "Sign up",
    "page.signup.description": "Create your CampusLar account to save favourites and follow your interests.",
    "page.forgotPassword.title": "Forgot password",
    "page.forgotPassword.description": "Enter your e-mail and we will send you a link to reset your password.",
    "page.favorites.title": "Favourites",
    "page.favorites.description": "The homes you saved, side by side, to compare before you decide.",
    // Issue 23: saved searches with e-mail alerts.
    "page.alertNew.title": "Create an alert",
    "page.alertNew.description": "Get this search's new homes by e-mail, as they appear, daily or weekly.",
    "page.accountAlerts.title": "My alerts",
    "page.accountAlerts.description": "The searches you saved and how often you hear of their new homes.",
    "page.alertConfirm.title": "Confirm your alert",
    "page.alertConfirm.description": "Confirm your e-mail to start receiving this alert.",
    "page.alertUnsubscribe.title": "Unsubscribe",
    "page.alertUnsubscribe.description": "Stop receiving this alert by e-mail.",
    "page.account.title": "My account",
    "page.account.description": "Your details, your interests and your favourites.",
    "page.comingSoon": "This page is being prepared. Meanwhile, browse the homes or talk to us.",
    "page.comingSoon.search": "Browse homes",
  },
});

declare module "../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof pages> {}
}
