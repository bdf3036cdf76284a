import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * The FAQ page: the six groups of spec §2, their questions and answers, and the search box.
 * Every figure in an answer is a `{placeholder}` filled from the domain's constants
 * (features/content/faq-content.ts), so the page cannot state a number the rest of the site contradicts.
 */
export const faq = defineMessages({
  pt: {
    "faq.search.label": "Buscar nas perguntas",
    "faq.search.placeholder": "Ex.: caução, fiador",
    "faq.search.submit": "Buscar",
    "faq.search.count.one": "1 pergunta encontrada",
    "faq.search.count.other": "{count} perguntas encontradas",
    "faq.search.empty": "Nenhuma pergunta encontrada para “{query}”. Tente outra palavra ou fale com a gente.",
    "faq.search.clear": "Ver todas as perguntas",
    "faq.toc": "Assuntos",
    "faq.more.title": "Não achou a sua resposta?",
    "faq.more.text": "Nossa equipe responde pelo WhatsApp e por e-mail, em português e em inglês.",
    "faq.more.whatsapp": "Falar pelo WhatsApp",

    "faq.group.students": "Para estudantes",
    "faq.group.owners": "Para proprietários",
    "faq.group.apartments": "Sobre os imóveis",
    "faq.group.company": "Sobre a CampusLar",
    "faq.group.international": "Estudantes internacionais",
    "faq.group.general": "Perguntas gerais",

    "faq.payment.bank_transfer": "transferência bancária",

    "faq.q.minimumStay": "Qual é o prazo mínimo de aluguel?",
    "faq.a.minimumStay":
      "Normalmente o contrato mínimo é de {usualMonths} meses, e alguns imóveis aceitam contratos a partir de {shortestMonths} meses. O anúncio de cada imóvel mostra os prazos que ele aceita.",
    "faq.q.deposit": "Quanto é a caução?",
    "faq.a.deposit":
      "A caução é de {depositShare} do valor total do aluguel do contrato. Em um contrato de {exampleMonths} meses, isso dá {depositMonths} meses de aluguel. Na página de cada imóvel você escolhe o prazo e vê o valor calculado.",
    "faq.q.guarantor": "Preciso de fiador?",
    "faq.a.guarantor":
      "Não. Para alugar pela CampusLar você não precisa de fiador: a caução e os seus documentos bastam.",
    "faq.q.bookingFee": "Pago alguma taxa para reservar pelo site?",
    "faq.a.bookingFee":
      "Não. Reservar diretamente com a CampusLar não tem nenhuma taxa extra: você paga o aluguel, a caução e os custos do imóvel que o anúncio mostra, e nada mais.",
    "faq.q.documents": "Quais documentos preciso apresentar?",
    "faq.a.documents":
      "Você vai precisar de {documents}. Se quem vai pagar o aluguel (o responsável financeiro) for outra pessoa, pedimos os mesmos documentos dela também.",
    "faq.q.payment": "Como pago o aluguel?",
    "faq.a.payment":
      "Por {paymentMethod}, todo mês, para a conta indicada no contrato. O pagamento pelo próprio site está nos nossos planos.",
    "faq.q.earlyExit": "E se eu precisar sair antes do fim do contrato?",
    "faq.a.earlyExit":
      "A multa é proporcional ao tempo que falta. Por exemplo: em um contrato de {fineContractMonths} meses, se faltarem {fineMonthsLeft} meses quando você sair, você paga {fineMonthsLeft}/{fineContractMonths} da multa prevista no contrato.",
    "faq.q.interest": "Como demonstro interesse por um imóvel?",
    "faq.a.interest":
      "Na página do imóvel, preencha o formulário de interesse com a data de mudança, o prazo e como prefere ser contatado. Nossa equipe responde em até um dia útil para combinar a visita e os próximos passos.",

    "faq.q.listingFree": "Quanto custa anunciar meu imóvel?",
    "faq.a.listingFree":
      "Nada. Proprietários anunciam de graça. Você preenche o formulário da página “Anuncie seu imóvel” e nossa equipe entra em contato para publicar o anúncio.",
    "faq.q.photographer": "Vocês fazem as fotos do anúncio?",
    "faq.a.photographer":
      "Sim. Um fotógrafo profissional visita o imóvel e faz as fotos e um vídeo do anúncio por {photographerPrice}. O serviço é opcional: você também pode enviar as suas fotos.",
    "faq.q.ownerContract": "Quem assina o contrato com o inquilino?",
    "faq.a.ownerContract":
      "Você, o proprietário, e o inquilino. A CampusLar é intermediária: encontra o inquilino, organiza as visitas e a documentação, mas não subloca o seu imóvel.",
    "faq.q.ownerServices": "Que outros serviços vocês oferecem aos proprietários?",
    "faq.a.ownerServices":
      "Marketing digital do anúncio, garantia de pagamento do aluguel, reparos no imóvel, aluguel de eletrônicos e vistorias opcionais de entrada e saída. Peça um orçamento na página de serviços.",
    "faq.q.ownerDeposit": "Como fico protegido se o inquilino sair antes?",
    "faq.a.ownerDeposit":
      "O inquilino paga uma caução de {depositShare} do aluguel total do contrato e, se sair antes do fim, uma multa proporcional ao tempo que falta. Para mais segurança existe a garantia de pagamento do aluguel.",

    "faq.q.homeTypes": "Que tipos de moradia vocês têm?",
    "faq.a.homeTypes":
      "Apartamentos inteiros, quartos em apartamentos compartilhados, colivings e residências estudantis, sempre perto das universidades de São Paulo.",
    "faq.q.priceScope": "O preço é do apartamento inteiro ou só do quarto?",
    "faq.a.priceScope":
      "Do apartamento inteiro, a não ser quando ele tem uma única vaga livre e mora mais gente: aí o preço é o do quarto. O anúncio sempre diz qual dos dois.",
    "faq.q.availability": "Como sei se um quarto está livre?",
    "faq.a.availability":
      "Cada anúncio mostra os quartos com um ícone: verde quer dizer disponível, vermelho quer dizer ocupado.",
    "faq.q.bills": "As contas estão incluídas no aluguel?",
    "faq.a.bills":
      "Depende do imóvel. O anúncio mostra se água, luz e limpeza estão incluídas, e também o condomínio e o IPTU quando são cobrados à parte.",
    "faq.q.distance": "Como sei a distância até a minha faculdade?",
    "faq.a.distance":
      "Busque pela sua universidade: a lista mostra os imóveis próximos com o tempo de caminhada até o campus.",

    "faq.q.since": "Desde quando a CampusLar existe?",
    "faq.a.since":
      "Desde {foundedYear}. Desde então ajudamos estudantes brasileiros e estrangeiros a encontrar moradia perto das universidades de São Paulo.",
    "faq.q.intermediary": "A CampusLar é dona dos imóveis ou subloca?",
    "faq.a.intermediary":
      "Nenhum dos dois. Somos uma intermediária imobiliária registrada ({creci}): aproximamos inquilino e proprietário, e o contrato é entre vocês. Não sublocamos imóveis.",
    "faq.q.roommates": "Vocês ajudam a encontrar colegas de apartamento?",
    "faq.a.roommates":
      "Sim. Nosso serviço de combinação de colegas usa um questionário de compatibilidade, e a comunidade CampusLar ajuda a conhecer quem vai morar com você.",
    "faq.q.contact": "Como falo com a equipe?",
    "faq.a.contact": "Pelo WhatsApp {whatsapp} ou pelo e-mail {email}. Respondemos em português e em inglês.",

    "faq.q.concierge": "O que é o concierge para intercambistas?",
    "faq.a.concierge":
      "Um serviço para estudantes de intercâmbio: apoio na chegada, suporte 24 horas, logística, informações locais, bem-estar, integração cultural, ajuda em emergências de saúde e ajuda para encontrar moradia.",
    "faq.q.cpf": "Sou estrangeiro e ainda não tenho CPF. Posso alugar?",
    "faq.a.cpf":
      "O CPF é um dos documentos do contrato. Estrangeiros podem pedir o CPF em um consulado do Brasil antes da viagem ou na Receita Federal depois de chegar, e o nosso concierge orienta você nesse passo.",
    "faq.q.fromAbroad": "Posso procurar moradia antes de chegar ao Brasil?",
    "faq.a.fromAbroad":
      "Sim. Você busca os imóveis, demonstra interesse e conversa com a equipe pelo WhatsApp ou por e-mail de onde estiver.",
    "faq.q.semester": "Meu intercâmbio dura só um semestre. Consigo alugar?",
    "faq.a.semester":
      "Sim. O contrato mínimo costuma ser de {usualMonths} meses, e alguns imóveis aceitam a partir de {shortestMonths} meses: diga o seu prazo no formulário de interesse.",
    "faq.q.english": "Vocês atendem em inglês?",
    "faq.a.english": "Sim. O site inteiro está em português e em inglês, e a equipe atende nos dois idiomas.",

    "faq.q.account": "Preciso criar uma conta?",
    "faq.a.account":
      "Não para buscar imóveis e demonstrar interesse. Com uma conta você guarda seus favoritos em qualquer aparelho e acompanha os seus pedidos.",
    "faq.q.favorites": "Como guardo os imóveis de que gostei?",
    "faq.a.favorites":
      "Toque no coração do anúncio. Os favoritos ficam na página Favoritos, lado a lado, para você comparar antes de decidir.",
    "faq.q.dataUse": "O que vocês fazem com os meus dados?",
    "faq.a.dataUse":
      "Usamos só para atender o seu pedido, e compartilhamos com o proprietário apenas o necessário sobre o imóvel pelo qual você se interessou. A política de privacidade explica tudo, de acordo com a LGPD.",
    "faq.q.sale": "Vocês também vendem imóveis?",
    "faq.a.sale": "Sim. A página de venda mostra apartamentos à venda perto das universidades, para morar ou investir.",
  },
  en: {
    "faq.search.label": "Search the questions",
    "faq.search.placeholder": "E.g. deposit, guarantor",
    "faq.search.submit": "Search",
    "faq.search.count.one": "1 question found",
    "faq.search.count.other": "{count} questions found",
    "faq.search.empty": "No question found for “{query}”. Try another word or talk to us.",
    "faq.search.clear": "Show all questions",
    "faq.toc": "Topics",
    "faq.more.title": "Didn't find your answer?",
    "faq.more.text": "Our team answers on WhatsApp and by e-mail, in Portuguese and in English.",
    "faq.more.whatsapp": "Chat on WhatsApp",

    "faq.group.students": "For students",
    "faq.group.owners": "For owners",
    "faq.group.apartments": "About the homes",
    "faq.group.company": "About CampusLar",
    "faq.group.international": "International students",
    "faq.group.general": "General questions",

    "faq.payment.bank_transfer": "bank transfer",

    "faq.q.minimumStay": "What is the minimum rental period?",
    "faq.a.minimumStay":
      "The minimum contract is usually {usualMonths} months, and some homes accept contracts from {shortestMonths} months. Each listing shows the lengths it accepts.",
    "faq.q.deposit": "How much is the security deposit?",
    "faq.a.deposit":
      "The deposit (caução) is {depositShare} of the total rent of the contract. For a {exampleMonths}-month contract that is {depositMonths} months of rent. On each listing you choose the length and see the amount worked out.",
    "faq.q.guarantor": "Do I need a guarantor?",
    "faq.a.guarantor":
      "No. To rent through CampusLar you do not need a guarantor: the deposit and your documents are enough.",
    "faq.q.bookingFee": "Is there a fee for booking through the site?",
    "faq.a.bookingFee":
      "No. Booking directly with CampusLar costs nothing extra: you pay the rent, the deposit and the costs the listing shows, and nothing else.",
    "faq.q.documents": "Which documents do I need?",
    "faq.a.documents":
      "You will need {documents}. If someone else pays the rent (a financial guarantor), we ask for the same documents from them too.",
    "faq.q.payment": "How do I pay the rent?",
    "faq.a.payment":
      "By {paymentMethod}, every month, to the account named in the contract. Paying on the site itself is planned.",
    "faq.q.earlyExit": "What if I need to leave before the contract ends?",
    "faq.a.earlyExit":
      "The fine is proportional to the time left. For example: on a {fineContractMonths}-month contract, if {fineMonthsLeft} months are left when you leave, you pay {fineMonthsLeft}/{fineContractMonths} of the fine the contract sets.",
    "faq.q.interest": "How do I say I am interested in a home?",
    "faq.a.interest":
      "On the listing's page, fill in the interest form with your move date, how long you want to stay and how you prefer to be contacted. Our team answers within one business day to arrange a viewing and the next steps.",

    "faq.q.listingFree": "How much does it cost to list my property?",
    "faq.a.listingFree":
      "Nothing. Owners list for free. Fill in the form on the “List your property” page and our team gets in touch to publish the listing.",
    "faq.q.photographer": "Do you take the photos for the listing?",
    "faq.a.photographer":
      "Yes. A professional photographer visits the property and takes the photos and a video for the listing for {photographerPrice}. It is optional: you can also send your own photos.",
    "faq.q.ownerContract": "Who signs the contract with the tenant?",
    "faq.a.ownerContract":
      "You, the owner, and the tenant. CampusLar is an intermediary: we find the tenant and organise the viewings and the paperwork, but we never sublet your property.",
    "faq.q.ownerServices": "What other services do you offer owners?",
    "faq.a.ownerServices":
      "Digital marketing for the listing, rent-payment guarantees, property repairs, electronics rental and optional move-in and move-out inspections. Ask for a quote on the services page.",
    "faq.q.ownerDeposit": "Am I protected if the tenant leaves early?",
    "faq.a.ownerDeposit":
      "The tenant pays a deposit of {depositShare} of the total contract rent and, when leaving before the end, a fine proportional to the time left. For more security there is the rent-payment guarantee.",

    "faq.q.homeTypes": "What kinds of homes do you have?",
    "faq.a.homeTypes":
      "Whole apartments, rooms in shared apartments, colivings and student residences, all near São Paulo's universities.",
    "faq.q.priceScope": "Is the price for the whole apartment or just the room?",
    "faq.a.priceScope":
      "For the whole apartment, unless it has a single free place and more people live there: then the price is for the room. The listing always says which.",
    "faq.q.availability": "How do I know whether a room is free?",
    "faq.a.availability": "Each listing shows its rooms with an icon: green means available, red means occupied.",
    "faq.q.bills": "Are bills included in the rent?",
    "faq.a.bills":
      "It depends on the home. The listing shows whether water, electricity and cleaning are included, and the condominium fee and IPTU (property tax) when they are charged separately.",
    "faq.q.distance": "How do I know how far a home is from my university?",
    "faq.a.distance": "Search by your university: the list shows the homes nearby with the walking time to campus.",

    "faq.q.since": "How long has CampusLar been around?",
    "faq.a.since":
      "Since {foundedYear}. Ever since, we have helped Brazilian and international students find a home near São Paulo's universities.",
    "faq.q.intermediary": "Does CampusLar own the homes or sublet them?",
    "faq.a.intermediary":
      "Neither. We are a registered real-estate intermediary ({creci}): we bring tenant and owner together, and the contract is between the two of you. We never sublet.",
    "faq.q.roommates": "Do you help find roommates?",
    "faq.a.roommates":
      "Yes. Our roommate matching uses a compatibility questionnaire, and the CampusLar community helps you meet the people you will live with.",
    "faq.q.contact": "How do I reach the team?",
    "faq.a.contact": "On WhatsApp at {whatsapp} or by e-mail at {email}. We answer in Portuguese and in English.",

    "faq.q.concierge": "What is the exchange-student concierge?",
    "faq.a.concierge":
      "A service for exchange students: arrival support, 24/7 support, logistics, local information, wellness, cultural integration, help in a health emergency and help finding a home.",
    "faq.q.cpf": "I am a foreigner and have no CPF yet. Can I rent?",
    "faq.a.cpf":
      "The CPF is one of the contract's documents. Foreigners can ask for one at a Brazilian consulate before travelling or at the Receita Federal (the tax office) after arriving, and our concierge guides you through it.",
    "faq.q.fromAbroad": "Can I look for a home before I arrive in Brazil?",
    "faq.a.fromAbroad":
      "Yes. You browse the homes, say you are interested and talk to the team on WhatsApp or by e-mail from wherever you are.",
    "faq.q.semester": "My exchange lasts one semester. Can I rent?",
    "faq.a.semester":
      "Yes. The minimum contract is usually {usualMonths} months, and some homes accept {shortestMonths} months: tell us how long you need in the interest form.",
    "faq.q.english": "Do you speak English?",
    "faq.a.english": "Yes. The whole site is in Portuguese and English, and the team answers in both languages.",

    "faq.q.account": "Do I need an account?",
    "faq.a.account":
      "Not to search for homes or say you are interested. With an account you keep your favourites on any device and follow your requests.",
    "faq.q.favorites": "How do I keep the homes I liked?",
    "faq.a.favorites":
      "Tap the heart on the listing. Your favourites wait on the Favourites page, side by side, so you can compare before you decide.",
    "faq.q.dataUse": "What do you do with my data?",
    "faq.a.dataUse":
      "We use it only to handle your request, and we share with the owner only what is needed about the home you asked about. The privacy policy explains it all, under Brazil's LGPD.",
    "faq.q.sale": "Do you also sell homes?",
    "faq.a.sale": "Yes. The sale page shows apartments for sale near the universities, to live in or to invest.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof faq> {}
}
