import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * The terms of use and the privacy policy (LGPD, Lei 13.709/2018). The company's details, cookie
 * names and durations are `{placeholders}` filled from the domain and the code that sets them,
 * so the text says what the site does (docs/decisions/005-language-consent-and-session.md).
 */
export const legal = defineMessages({
  pt: {
    "legal.updated": "Última atualização: {date}",
    "legal.toc": "Nesta página",
    "legal.backToTop": "Voltar ao índice",

    "legal.privacy.intro":
      "Esta política explica quais dados pessoais a {company} coleta quando você usa o site, para que os usa, com quem os compartilha, por quanto tempo os guarda e como você exerce os seus direitos previstos na Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).",
    "legal.privacy.controller.title": "Quem é o controlador",
    "legal.privacy.controller.p1":
      "O controlador dos seus dados é a {legalName}, intermediária imobiliária registrada sob o {creci}, com sede em {city}. Você fala com a gente pelo e-mail {email}.",
    "legal.privacy.data.title": "Dados que coletamos",
    "legal.privacy.data.p1":
      "Coletamos apenas o que você nos informa nos formulários do site e o mínimo técnico para o site funcionar:",
    "legal.privacy.data.interest":
      "Interesse em um imóvel: nome, telefone, e-mail, se é estudante, como nos conheceu, data de mudança, prazo de estadia, tipo de garantia, valor da proposta, comentários e o meio de contato preferido.",
    "legal.privacy.data.advertise":
      "Anúncio de imóvel: nome, telefone, e-mail, endereço e características do imóvel, contas incluídas, valores, datas de visita e de mudança, comentários e o cupom de desconto, se houver.",
    "legal.privacy.data.concierge": "Cadastro no concierge: nome completo e o contato no aplicativo de mensagens.",
    "legal.privacy.data.services":
      "Pedidos de serviços: nome, e-mail, telefone, o imóvel a que se referem e a sua mensagem.",
    "legal.privacy.data.account":
      "Conta: nome, e-mail, telefone e senha (guardamos só uma versão cifrada, nunca a senha). Em cada login registramos o navegador e o endereço IP da sessão, e guardamos os imóveis favoritos da conta.",
    "legal.privacy.data.pageViews":
      "Visitas às páginas: o endereço da página, o idioma, a página de onde você veio (só o caminho, se for uma página nossa, ou só o domínio, se for outro site) e o dia. Não há cookie, identificador do aparelho nem endereço IP nesse registro: ele não identifica ninguém e, por isso, não é dado pessoal (art. 12 da LGPD).",
    "legal.privacy.data.messages": "Mensagens que você nos envia por WhatsApp ou e-mail.",
    "legal.privacy.data.listings":
      "Anúncios criados por proprietários: endereço, características, valores, disponibilidade dos quartos e as fotos enviadas. Ao processar cada foto, apagamos os metadados do arquivo (como a localização GPS da câmera). O anúncio publicado mostra o imóvel e o bairro, nunca o nome nem o contato do proprietário.",
    "legal.privacy.data.roommates":
      "Colegas de quarto (só se você preencher o questionário): faixa de orçamento, datas de mudança e de estadia, faculdades e bairros, hábitos (horários, limpeza, barulho, visitas, fumo, animais), preferência de gênero de quem divide com você, idiomas, interesses, uma apresentação curta e o seu contato de WhatsApp.",
    "legal.privacy.data.staff":
      "Anotações da nossa equipe sobre o atendimento de cada pedido (situação e observações), usadas só internamente.",
    "legal.privacy.cookies.title": "Cookies e armazenamento no navegador",
    "legal.privacy.cookies.p1":
      "Usamos apenas cookies estritamente necessários. Não usamos cookies de publicidade, de rastreamento nem de terceiros, por isso não pedimos consentimento para eles: o aviso de cookies apenas informa.",
    "legal.privacy.cookies.session.purpose":
      "Mantém você conectado à sua conta. É criado só quando você entra, não pode ser lido por scripts da página e é apagado quando você sai.",
    "legal.privacy.cookies.session.duration": "{sessionDays} dias, ou até você sair da conta",
    "legal.privacy.cookies.language.purpose": "Lembra o idioma que você escolheu (português ou inglês).",
    "legal.privacy.cookies.language.duration": "{languageDays} dias",
    "legal.privacy.cookies.notice.purpose":
      "Guardado no armazenamento local do navegador (localStorage), não é enviado ao servidor: lembra que você já viu o aviso de cookies.",
    "legal.privacy.cookies.notice.duration": "Até você limpar os dados do navegador",
    "legal.privacy.cookies.name": "Nome",
    "legal.privacy.cookies.purpose": "Para que serve",
    "legal.privacy.cookies.duration": "Duração",
    "legal.privacy.cookies.p2":
      "Sem uma conta, os seus favoritos e os imóveis vistos por último também ficam só no armazenamento local do seu navegador, e nunca saem dele. Você pode apagá-los a qualquer momento nas configurações do navegador.",
    "legal.privacy.purposes.title": "Para que usamos os dados e com qual base legal",
    "legal.privacy.purposes.p1": "Cada uso tem uma base legal do art. 7º da LGPD:",
    "legal.privacy.purposes.requests":
      "Atender o seu pedido (interesse, anúncio, concierge, serviços), combinar visitas e preparar o contrato: procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).",
    "legal.privacy.purposes.account":
      "Manter a sua conta, o login e os favoritos: execução do contrato de uso do site com você (art. 7º, V).",
    "legal.privacy.purposes.security":
      "Proteger contas e o site contra abusos (registro de sessões, limites de tentativas por endereço IP em janelas de no máximo uma hora): legítimo interesse (art. 7º, IX) e cumprimento de obrigação legal, como a guarda de registros de acesso exigida pelo Marco Civil da Internet (art. 7º, II).",
    "legal.privacy.purposes.essentialCookies":
      "Lembrar o idioma e manter o login: legítimo interesse em fazer o site funcionar como você pediu (art. 7º, IX).",
    "legal.privacy.purposes.marketing":
      "Não enviamos publicidade por e-mail ou WhatsApp sem o seu consentimento (art. 7º, I), que você pode retirar a qualquer momento.",
    "legal.privacy.purposes.roommates":
      "Mostrar o seu perfil de colega de quarto a outros estudantes e calcular a compatibilidade: o seu consentimento (art. 7º, I), dado ao tornar o perfil visível e retirado a qualquer momento ao ocultá-lo ou excluí-lo.",
    "legal.privacy.purposes.listings":
      "Publicar o anúncio de um proprietário e revisá-lo antes: execução do contrato de anúncio com o proprietário (art. 7º, V).",
    "legal.privacy.sharing.title": "Com quem compartilhamos",
    "legal.privacy.sharing.owner":
      "Com o proprietário do imóvel pelo qual você se interessou, e só para esse imóvel: o seu nome, o contato e os dados do pedido necessários para a visita e o contrato. O proprietário não recebe os seus dados de outros pedidos.",
    "legal.privacy.sharing.providers":
      "Com os fornecedores que operam o site para nós (hospedagem e envio de e-mails), obrigados por contrato a usar os dados apenas para esse fim.",
    "legal.privacy.sharing.authorities": "Com autoridades, quando a lei ou uma ordem judicial exigir.",
    "legal.privacy.sharing.roommates":
      "Com outros estudantes, no serviço de colegas de quarto: enquanto o seu perfil estiver visível, eles veem as respostas do questionário e a compatibilidade, nunca o seu nome, e-mail ou WhatsApp. Esses dados só aparecem para alguém depois que vocês dois aceitarem o contato.",
    "legal.privacy.sharing.never": "Não vendemos nem alugamos dados pessoais, para ninguém.",
    "legal.privacy.international.title": "Estudantes internacionais e transferência internacional",
    "legal.privacy.international.p1":
      "A LGPD protege os dados de quem usa o site, more você no Brasil ou no exterior (art. 3º). Se você nos escreve de outro país, os seus dados recebem exatamente o mesmo tratamento e os mesmos direitos descritos aqui.",
    "legal.privacy.international.p2":
      "Quando um fornecedor guarda dados fora do Brasil, a transferência segue o art. 33 da LGPD, com cláusulas contratuais que garantem um nível de proteção equivalente.",
    "legal.privacy.retention.title": "Por quanto tempo guardamos",
    "legal.privacy.retention.requests":
      "Pedidos (interesse, anúncio, concierge, serviços): enquanto forem necessários para atender você e, depois do último contato, pelo prazo em que possam ser precisos para exercer direitos em processos (art. 16 da LGPD), de até cinco anos. Se você excluir a sua conta, os pedidos que enviou ficam só como registro, sem o seu nome, os seus contatos nem o que você escreveu.",
    "legal.privacy.retention.account":
      "Conta e favoritos: até você excluir a conta, na página Minha conta, ou pedir a exclusão por e-mail. Cada sessão de login expira em {sessionDays} dias; um link de redefinição de senha vale {resetHours} hora e só pode ser usado uma vez.",
    "legal.privacy.retention.access":
      "Registros de acesso (navegador e endereço IP das sessões): seis meses, como exige o Marco Civil da Internet (Lei 12.965/2014, art. 15).",
    "legal.privacy.retention.pageViews": "Visitas às páginas: são anônimas e ficam guardadas para estatísticas de uso.",
    "legal.privacy.retention.roommates":
      "Perfil de colega de quarto: sai de todas as listas no momento em que você o oculta, e é apagado com as suas respostas no momento em que você o exclui.",
    "legal.privacy.retention.listings":
      "Anúncios e fotos: enquanto o anúncio existir; uma foto excluída pelo proprietário é apagada do armazenamento.",
    "legal.privacy.rights.title": "Os seus direitos",
    "legal.privacy.rights.p1": "Pelo art. 18 da LGPD, você pode pedir a qualquer momento:",
    "legal.privacy.rights.confirm": "a confirmação de que tratamos dados seus e o acesso a eles;",
    "legal.privacy.rights.correct": "a correção de dados incompletos, inexatos ou desatualizados;",
    "legal.privacy.rights.anonymise":
      "a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;",
    "legal.privacy.rights.portability": "a portabilidade dos seus dados a outro fornecedor;",
    "legal.privacy.rights.delete": "a eliminação dos dados tratados com o seu consentimento;",
    "legal.privacy.rights.sharing": "a informação sobre com quem compartilhamos os seus dados;",
    "legal.privacy.rights.consent":
      "a informação sobre a possibilidade de não dar consentimento e as consequências, e a revogação do consentimento;",
    "legal.privacy.rights.object": "a oposição a um tratamento feito sem consentimento que descumpra a lei.",
    "legal.privacy.rights.selfService":
      "Dois deles você exerce sozinho, a qualquer momento, com a conta aberta, na página Minha conta: baixar num arquivo JSON os dados que guardamos sobre você (acesso e portabilidade) e excluir a conta. O arquivo traz as datas das sessões, mas não o navegador e o endereço IP de cada uma, porque bastaria uma sessão aberta para baixá-lo: esses registros de acesso você pede pelo e-mail abaixo. A exclusão pede a sua senha, encerra todas as sessões, apaga a conta, os favoritos e o questionário de colegas de quarto, tira dos pedidos que você enviou o seu nome, os seus contatos e o que você escreveu, e arquiva sem dono os anúncios já publicados.",
    "legal.privacy.rights.selfServiceLink": "Ir para Minha conta",
    "legal.privacy.rights.how":
      "Para exercer qualquer um deles, escreva para {email} com o assunto “LGPD”, dizendo o que deseja. Podemos pedir uma confirmação de identidade antes de responder, para proteger os seus dados. Respondemos em até 15 dias. Se não ficar satisfeito, você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).",
    "legal.privacy.dpo.title": "Encarregado pelo tratamento de dados (DPO)",
    "legal.privacy.dpo.p1":
      "O encarregado da {company} recebe reclamações e comunicações de titulares e da ANPD pelo e-mail {email}, com o assunto “Encarregado de dados”.",
    "legal.privacy.security.title": "Segurança",
    "legal.privacy.security.p1":
      "O site usa conexão cifrada (HTTPS). Senhas e tokens de sessão são guardados só em forma cifrada, o cookie de sessão não pode ser lido por scripts da página e o acesso aos dados na nossa equipe é restrito a quem precisa deles para atender você. Se houver um incidente de segurança que possa causar risco ou dano relevante, avisaremos você e a ANPD.",
    "legal.privacy.changes.title": "Mudanças nesta política",
    "legal.privacy.changes.p1":
      "Podemos atualizar esta política quando o site ou a lei mudarem. A data no topo da página mostra a última atualização; se uma mudança afetar o uso dos seus dados, avisaremos no site e, se você tiver conta, por e-mail. Se um dia usarmos ferramentas de rastreamento ou publicidade, elas só funcionarão depois do seu consentimento explícito.",

    "legal.terms.intro":
      "Estes termos valem para todo uso do site da {company} e dos seus formulários. Ao usar o site, você concorda com eles; se não concordar, por favor não o use.",
    "legal.terms.company.title": "Quem somos",
    "legal.terms.company.p1":
      "O site é operado pela {legalName}, intermediária imobiliária registrada sob o {creci}, com sede em {city}, contato {email}.",
    "legal.terms.service.title": "O que o site oferece",
    "legal.terms.service.p1":
      "Desde {year}, a {company} aproxima estudantes e outras pessoas que procuram moradia de proprietários de apartamentos, quartos, colivings e residências estudantis, e oferece serviços relacionados, como o concierge para intercambistas.",
    "legal.terms.service.p2":
      "Somos intermediários: não somos donos dos imóveis anunciados e não os sublocamos. O contrato de locação é celebrado diretamente entre o inquilino e o proprietário, e cada um responde pelas obrigações que assume nele.",
    "legal.terms.accounts.title": "Conta",
    "legal.terms.accounts.p1":
      "Não é preciso conta para buscar imóveis e demonstrar interesse. Se criar uma, informe dados verdadeiros, guarde a sua senha só para você e nos avise se suspeitar de uso indevido. Você pode excluir a conta a qualquer momento na página Minha conta, ou pedir o encerramento pelo e-mail {email}.",
    "legal.terms.listings.title": "Anúncios",
    "legal.terms.listings.p1":
      "As informações dos anúncios (fotos, descrição, valores, disponibilidade) vêm dos proprietários. Conferimos os anúncios, mas a disponibilidade e os valores finais são confirmados pela nossa equipe antes da visita e do contrato. Os preços são em reais (R$).",
    "legal.terms.tenants.title": "Para quem aluga",
    "legal.terms.tenants.p1": "As condições de cada locação estão no contrato; em geral:",
    "legal.terms.tenants.term":
      "o prazo mínimo costuma ser de {usualMonths} meses, e alguns imóveis aceitam {shortestMonths} meses;",
    "legal.terms.tenants.deposit": "a caução é de {depositShare} do valor total do aluguel do contrato;",
    "legal.terms.tenants.guarantor": "não é exigido fiador, e reservar diretamente pelo site não tem taxa extra;",
    "legal.terms.tenants.documents":
      "são pedidos {documents}, e os mesmos documentos do responsável financeiro, se for outra pessoa;",
    "legal.terms.tenants.payment": "o aluguel é pago por transferência bancária;",
    "legal.terms.tenants.fine":
      "a multa por saída antecipada é proporcional ao tempo que falta para o fim do contrato.",
    "legal.terms.owners.title": "Para quem anuncia",
    "legal.terms.owners.p1":
      "Anunciar é gratuito. Quem anuncia declara ser o proprietário ou estar autorizado por ele, e que as informações e fotos enviadas são verdadeiras e não violam direitos de terceiros. Podemos recusar ou retirar anúncios enganosos, duplicados ou irregulares.",
    "legal.terms.owners.p2":
      "O serviço de fotógrafo profissional (fotos e vídeo) é opcional e custa {photographerPrice}. Os demais serviços são orçados sob pedido.",
    "legal.terms.services.title": "Outros serviços",
    "legal.terms.services.p1":
      "Concierge, marketing digital, garantia de aluguel, reparos, aluguel de eletrônicos, eventos de integração e vistorias têm condições e preços próprios, combinados por escrito quando você os contrata.",
    "legal.terms.conduct.title": "Uso aceitável",
    "legal.terms.conduct.p1":
      "Não é permitido publicar informações falsas, usar os contatos do site para outros fins que não a locação, copiar os anúncios em massa por meios automatizados nem tentar burlar a segurança ou os limites do site.",
    "legal.terms.liability.title": "Responsabilidade",
    "legal.terms.liability.p1":
      "Trabalhamos para que o site funcione sem interrupções e com informações corretas, mas ele pode ficar indisponível para manutenção ou por falhas fora do nosso controle. Como intermediária, não respondemos pelas obrigações que o inquilino e o proprietário assumem entre si no contrato de locação, sem prejuízo dos direitos previstos no Código de Defesa do Consumidor.",
    "legal.terms.intellectual.title": "Propriedade intelectual",
    "legal.terms.intellectual.p1":
      "A marca, o design e os textos do site pertencem à {company}. As fotos dos anúncios pertencem a quem as produziu e só podem ser usadas para divulgar o imóvel.",
    "legal.terms.privacy.title": "Privacidade",
    "legal.terms.privacy.p1":
      "O tratamento dos seus dados pessoais segue a LGPD e está descrito na nossa política de privacidade.",
    "legal.terms.privacy.link": "Ler a política de privacidade",
    "legal.terms.changes.title": "Mudanças nestes termos",
    "legal.terms.changes.p1":
      "Podemos atualizar estes termos; a data no topo da página mostra a última versão. Mudanças não valem para contratos já assinados.",
    "legal.terms.law.title": "Lei aplicável e foro",
    "legal.terms.law.p1":
      "Estes termos seguem as leis do Brasil. Fica eleito o foro da comarca de São Paulo (SP), ressalvado o direito do consumidor de propor a ação no foro do seu domicílio.",
    "legal.terms.contact.title": "Contato",
    "legal.terms.contact.p1": "Dúvidas sobre estes termos: {email} ou WhatsApp {whatsapp}.",
  },
  en: {
    "legal.updated": "Last updated: {date}",
    "legal.toc": "On this page",
    "legal.backToTop": "Back to contents",

    "legal.privacy.intro":
      "This policy explains which personal data {company} collects when you use the site, what it uses them for, who it shares them with, how long it keeps them and how you exercise your rights under Brazil's General Data Protection Law (LGPD, Lei 13.709/2018).",
    "legal.privacy.controller.title": "Who the controller is",
    "legal.privacy.controller.p1":
      "The controller of your data is {legalName}, a real-estate intermediary registered as {creci}, based in {city}. You reach us by e-mail at {email}.",
    "legal.privacy.data.title": "Data we collect",
    "legal.privacy.data.p1":
      "We collect only what you tell us in the site's forms and the technical minimum the site needs to work:",
    "legal.privacy.data.interest":
      "Interest in a home: name, phone, e-mail, whether you are a student, how you found us, move date, length of stay, type of guarantee, proposed amount, comments and your preferred contact method.",
    "legal.privacy.data.advertise":
      "Listing a property: name, phone, e-mail, the property's address and features, included bills, amounts, viewing and move dates, comments and the discount coupon, if any.",
    "legal.privacy.data.concierge": "Concierge sign-up: full name and your messaging-app contact.",
    "legal.privacy.data.services": "Service requests: name, e-mail, phone, the property they concern and your message.",
    "legal.privacy.data.account":
      "Account: name, e-mail, phone and password (we keep only a hashed form, never the password). For each login we record the session's browser and IP address, and we keep the account's favourite homes.",
    "legal.privacy.data.pageViews":
      "Page views: the page's address, the language, the page you came from (only its path if it is one of ours, or only the domain if it is another site) and the day. There is no cookie, device identifier or IP address in this record: it identifies nobody and is therefore not personal data (LGPD art. 12).",
    "legal.privacy.data.messages": "Messages you send us on WhatsApp or by e-mail.",
    "legal.privacy.data.listings":
      "Listings created by owners: address, features, prices, room availability and the photos uploaded. When each photo is processed we strip the file's metadata (such as the camera's GPS location). A published listing shows the home and its neighbourhood, never the owner's name or contact.",
    "legal.privacy.data.roommates":
      "Roommates (only if you fill in the questionnaire): budget range, move-in date and length of stay, universities and neighbourhoods, habits (daily rhythm, tidiness, noise, guests, smoking, pets), the gender you would share with, languages, interests, a short bio and your WhatsApp contact.",
    "legal.privacy.data.staff":
      "Our team's notes on how each request is being handled (status and remarks), used internally only.",
    "legal.privacy.cookies.title": "Cookies and browser storage",
    "legal.privacy.cookies.p1":
      "We use only strictly necessary cookies. We use no advertising, tracking or third-party cookies, so we do not ask for consent to them: the cookie notice only informs.",
    "legal.privacy.cookies.session.purpose":
      "Keeps you logged in to your account. It is set only when you log in, page scripts cannot read it, and it is deleted when you log out.",
    "legal.privacy.cookies.session.duration": "{sessionDays} days, or until you log out",
    "legal.privacy.cookies.language.purpose": "Remembers the language you chose (Portuguese or English).",
    "legal.privacy.cookies.language.duration": "{languageDays} days",
    "legal.privacy.cookies.notice.purpose":
      "Kept in the browser's local storage (localStorage), never sent to the server: remembers that you have seen the cookie notice.",
    "legal.privacy.cookies.notice.duration": "Until you clear your browser data",
    "legal.privacy.cookies.name": "Name",
    "legal.privacy.cookies.purpose": "What it is for",
    "legal.privacy.cookies.duration": "Duration",
    "legal.privacy.cookies.p2":
      "Without an account, your favourites and the homes you viewed last are also kept only in your browser's local storage and never leave it. You can delete them at any time in your browser's settings.",
    "legal.privacy.purposes.title": "What we use the data for, and the legal basis",
    "legal.privacy.purposes.p1": "Each use rests on a legal basis of LGPD art. 7:",
    "legal.privacy.purposes.requests":
      "Handling your request (interest, listing, concierge, services), arranging viewings and preparing the contract: steps before a contract, at your request (art. 7, V).",
    "legal.privacy.purposes.account":
      "Keeping your account, your login and your favourites: performing the site's terms of use with you (art. 7, V).",
    "legal.privacy.purposes.security":
      "Protecting accounts and the site from abuse (a record of sessions, limits on attempts per IP address in windows of at most one hour): legitimate interest (art. 7, IX) and legal obligation, such as keeping the access records Brazil's Marco Civil da Internet requires (art. 7, II).",
    "legal.privacy.purposes.essentialCookies":
      "Remembering your language and keeping you logged in: legitimate interest in making the site work as you asked (art. 7, IX).",
    "legal.privacy.purposes.marketing":
      "We send no advertising by e-mail or WhatsApp without your consent (art. 7, I), which you can withdraw at any time.",
    "legal.privacy.purposes.roommates":
      "Showing your roommate profile to other students and working out compatibility: your consent (art. 7, I), given when you make the profile visible and withdrawn at any time by hiding or deleting it.",
    "legal.privacy.purposes.listings":
      "Publishing an owner's listing and reviewing it first: performance of the listing agreement with the owner (art. 7, V).",
    "legal.privacy.sharing.title": "Who we share data with",
    "legal.privacy.sharing.owner":
      "The owner of the home you asked about, and only for that home: your name, your contact details and the details of your request needed for the viewing and the contract. The owner gets nothing from your other requests.",
    "legal.privacy.sharing.providers":
      "The providers that run the site for us (hosting and e-mail delivery), bound by contract to use the data for that purpose only.",
    "legal.privacy.sharing.authorities": "Authorities, when the law or a court order requires it.",
    "legal.privacy.sharing.roommates":
      "Other students, in the roommate service: while your profile is visible they see your answers and your compatibility, never your name, e-mail or WhatsApp. Those appear to someone only after both of you accept the contact.",
    "legal.privacy.sharing.never": "We never sell or rent personal data to anyone.",
    "legal.privacy.international.title": "International students and international transfers",
    "legal.privacy.international.p1":
      "The LGPD protects the data of everyone who uses the site, whether you live in Brazil or abroad (art. 3). If you write to us from another country, your data get exactly the same treatment and the same rights described here.",
    "legal.privacy.international.p2":
      "When a provider stores data outside Brazil, the transfer follows LGPD art. 33, with contract clauses that guarantee an equivalent level of protection.",
    "legal.privacy.retention.title": "How long we keep data",
    "legal.privacy.retention.requests":
      "Requests (interest, listing, concierge, services): as long as needed to serve you and, after the last contact, for as long as they may be needed to exercise rights in legal proceedings (LGPD art. 16), up to five years. If you delete your account, the requests you sent stay only as a record, without your name, your contact details or what you wrote.",
    "legal.privacy.retention.account":
      "Account and favourites: until you delete the account, on the My account page, or ask us by e-mail to delete it. Each login session expires after {sessionDays} days; a password-reset link is valid for {resetHours} hour and works only once.",
    "legal.privacy.retention.access":
      "Access records (the browser and IP address of sessions): six months, as Brazil's Marco Civil da Internet requires (Lei 12.965/2014, art. 15).",
    "legal.privacy.retention.pageViews": "Page views: they are anonymous and kept for usage statistics.",
    "legal.privacy.retention.roommates":
      "Roommate profile: it leaves every list the moment you hide it, and is erased with your answers the moment you delete it.",
    "legal.privacy.retention.listings":
      "Listings and photos: as long as the listing exists; a photo the owner deletes is erased from storage.",
    "legal.privacy.rights.title": "Your rights",
    "legal.privacy.rights.p1": "Under LGPD art. 18, you can ask at any time for:",
    "legal.privacy.rights.confirm": "confirmation that we process your data, and access to them;",
    "legal.privacy.rights.correct": "correction of incomplete, inaccurate or outdated data;",
    "legal.privacy.rights.anonymise":
      "anonymisation, blocking or deletion of data that are unnecessary, excessive or processed against the law;",
    "legal.privacy.rights.portability": "portability of your data to another provider;",
    "legal.privacy.rights.delete": "deletion of data processed with your consent;",
    "legal.privacy.rights.sharing": "information about whom we share your data with;",
    "legal.privacy.rights.consent":
      "information about the option of not consenting and what follows from it, and withdrawal of your consent;",
    "legal.privacy.rights.object": "objection to processing without consent that breaks the law.",
    "legal.privacy.rights.selfService":
      "Two of them you exercise yourself, at any time, while logged in, on the My account page: download the data we keep about you as a JSON file (access and portability), and delete your account. The file holds the dates of your sessions but not the browser and IP address of each, since an open session would be enough to download it: ask for those access records at the address below. Deleting asks for your password, ends every session, erases the account, your favourites and your roommate questionnaire, removes your name, your contact details and what you wrote from the requests you sent, and archives your published listings with no owner.",
    "legal.privacy.rights.selfServiceLink": "Go to My account",
    "legal.privacy.rights.how":
      "To exercise any of them, write to {email} with the subject “LGPD”, saying what you want. We may ask you to confirm your identity before answering, to protect your data. We answer within 15 days. If you are not satisfied, you can also complain to Brazil's data protection authority (ANPD).",
    "legal.privacy.dpo.title": "Data protection officer (encarregado)",
    "legal.privacy.dpo.p1":
      "{company}'s data protection officer receives complaints and messages from data subjects and from the ANPD at {email}, with the subject “Data protection officer”.",
    "legal.privacy.security.title": "Security",
    "legal.privacy.security.p1":
      "The site uses an encrypted connection (HTTPS). Passwords and session tokens are stored only in hashed form, page scripts cannot read the session cookie, and within our team access to data is limited to those who need it to serve you. If a security incident could cause you significant risk or harm, we will tell you and the ANPD.",
    "legal.privacy.changes.title": "Changes to this policy",
    "legal.privacy.changes.p1":
      "We may update this policy when the site or the law changes. The date at the top of the page shows the last update; if a change affects how your data are used, we will say so on the site and, if you have an account, by e-mail. If we ever use tracking or advertising tools, they will only run after your explicit consent.",

    "legal.terms.intro":
      "These terms apply to any use of {company}'s website and its forms. By using the site you agree to them; if you do not, please do not use it.",
    "legal.terms.company.title": "Who we are",
    "legal.terms.company.p1":
      "The site is run by {legalName}, a real-estate intermediary registered as {creci}, based in {city}, contact {email}.",
    "legal.terms.service.title": "What the site offers",
    "legal.terms.service.p1":
      "Since {year}, {company} has brought students and other people looking for a home together with owners of apartments, rooms, colivings and student residences, and offers related services such as the exchange-student concierge.",
    "legal.terms.service.p2":
      "We are an intermediary: we do not own the homes listed and we never sublet them. The lease is signed directly between the tenant and the owner, and each is responsible for the obligations they take on in it.",
    "legal.terms.accounts.title": "Accounts",
    "legal.terms.accounts.p1":
      "You do not need an account to search for homes or say you are interested. If you create one, give true details, keep your password to yourself and tell us if you suspect misuse. You can delete your account at any time on the My account page, or ask us to close it at {email}.",
    "legal.terms.listings.title": "Listings",
    "legal.terms.listings.p1":
      "The information in listings (photos, description, amounts, availability) comes from the owners. We check listings, but availability and final amounts are confirmed by our team before the viewing and the contract. Prices are in Brazilian reais (R$).",
    "legal.terms.tenants.title": "For tenants",
    "legal.terms.tenants.p1": "The conditions of each lease are in its contract; in general:",
    "legal.terms.tenants.term":
      "the minimum term is usually {usualMonths} months, and some homes accept {shortestMonths} months;",
    "legal.terms.tenants.deposit": "the deposit is {depositShare} of the total rent of the contract;",
    "legal.terms.tenants.guarantor":
      "no guarantor is required, and booking directly through the site has no extra fee;",
    "legal.terms.tenants.documents":
      "we ask for {documents}, and the same documents from the financial guarantor if that is someone else;",
    "legal.terms.tenants.payment": "rent is paid by bank transfer;",
    "legal.terms.tenants.fine":
      "the fine for leaving early is proportional to the time left until the end of the contract.",
    "legal.terms.owners.title": "For owners",
    "legal.terms.owners.p1":
      "Listing is free. Whoever lists a property declares that they own it or are authorised by the owner, and that the information and photos they send are true and infringe no one's rights. We may refuse or remove misleading, duplicated or irregular listings.",
    "legal.terms.owners.p2":
      "The professional photographer service (photos and a video) is optional and costs {photographerPrice}. The other services are quoted on request.",
    "legal.terms.services.title": "Other services",
    "legal.terms.services.p1":
      "The concierge, digital marketing, rent guarantees, repairs, electronics rental, integration events and inspections have their own conditions and prices, agreed in writing when you take them.",
    "legal.terms.conduct.title": "Acceptable use",
    "legal.terms.conduct.p1":
      "You may not publish false information, use the site's contacts for anything other than renting, copy listings in bulk by automated means or try to get around the site's security or limits.",
    "legal.terms.liability.title": "Liability",
    "legal.terms.liability.p1":
      "We work to keep the site running and its information correct, but it may be unavailable for maintenance or because of failures beyond our control. As an intermediary, we are not liable for the obligations tenant and owner take on towards each other in the lease, without prejudice to the rights of Brazil's Consumer Protection Code.",
    "legal.terms.intellectual.title": "Intellectual property",
    "legal.terms.intellectual.p1":
      "The brand, design and texts of the site belong to {company}. Listing photos belong to whoever made them and may be used only to advertise the property.",
    "legal.terms.privacy.title": "Privacy",
    "legal.terms.privacy.p1":
      "How we handle your personal data follows the LGPD and is described in our privacy policy.",
    "legal.terms.privacy.link": "Read the privacy policy",
    "legal.terms.changes.title": "Changes to these terms",
    "legal.terms.changes.p1":
      "We may update these terms; the date at the top of the page shows the latest version. Changes do not apply to contracts already signed.",
    "legal.terms.law.title": "Governing law and jurisdiction",
    "legal.terms.law.p1":
      "These terms are governed by Brazilian law. The courts of São Paulo (SP) have jurisdiction, without prejudice to a consumer's right to sue in the courts where they live.",
    "legal.terms.contact.title": "Contact",
    "legal.terms.contact.p1": "Questions about these terms: {email} or WhatsApp {whatsapp}.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof legal> {}
}
