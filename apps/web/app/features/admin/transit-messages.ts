import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Staff load a newer transit feed (issue 34, decision 033): the backoffice's transit page. */
export const adminTransit = defineMessages({
  pt: {
    "admin.nav.transit": "Transporte",
    "admin.transit.title": "Rede de transporte",
    "admin.transit.description":
      "O feed GTFS de metrô e trem em que os tempos até a faculdade são calculados, e o carregamento de um mais novo.",
    "admin.transit.current": "Rede atual",
    "admin.transit.currentDate": "Rede de {date}",
    "admin.transit.shipped": "o feed que acompanha o site",
    "admin.transit.uploaded": "enviada pela equipe",
    "admin.transit.loadedAt": "Carregada em {when}",
    "admin.transit.none": "Nenhuma rede carregada ainda.",
    "admin.transit.upload": "Carregar um feed mais novo",
    "admin.transit.uploadLead":
      "O arquivo é conferido linha por linha. Se estiver certo, todos os tempos são recalculados em segundo plano; a rede atual continua valendo até o fim.",
    "admin.transit.file": "Arquivo zip do feed GTFS",
    "admin.transit.fileHint":
      "Com agency, stops, routes, trips, stop_times, frequencies e calendar (ou calendar_dates), até 20 MB.",
    "admin.transit.date": "Mês da rede (opcional)",
    "admin.transit.dateHint": "Como AAAA-MM, por exemplo 2024-03. Sem ele, vale o feed_start_date do feed_info.txt.",
    "admin.transit.send": "Conferir e carregar",
    "admin.transit.sending": "Conferindo…",
    "admin.transit.problems": "Problemas encontrados no feed",
    "admin.transit.queued": "Carregamento aguardando um servidor.",
    "admin.transit.running": "Recalculando os tempos até a faculdade…",
    "admin.transit.progress": "{done} de {total} anúncios",
    "admin.transit.progressLabel": "Progresso do carregamento",
    "admin.transit.done": "Pronto: a rede de {date} agora é a atual.",
    "admin.transit.failed": "O carregamento de {file} falhou; a rede anterior continua valendo. Motivo: {reason}",
    "admin.transit.refresh": "Atualizar",
    "admin.transit.history": "Últimos carregamentos",
    "admin.transit.status.queued": "Na fila",
    "admin.transit.status.running": "Em andamento",
    "admin.transit.status.done": "Concluído",
    "admin.transit.status.failed": "Falhou",
    "admin.transit.unavailable": "Não foi possível enviar o feed agora. Tente de novo em instantes.",
  },
  en: {
    "admin.nav.transit": "Transit",
    "admin.transit.title": "Transit network",
    "admin.transit.description":
      "The metro and train GTFS feed commutes to campus are computed on, and loading a newer one.",
    "admin.transit.current": "Current network",
    "admin.transit.currentDate": "Network of {date}",
    "admin.transit.shipped": "the feed shipped with the site",
    "admin.transit.uploaded": "uploaded by staff",
    "admin.transit.loadedAt": "Loaded on {when}",
    "admin.transit.none": "No network is loaded yet.",
    "admin.transit.upload": "Load a newer feed",
    "admin.transit.uploadLead":
      "The file is checked line by line. If it is right, every commute is computed again in the background; the current network stays in use until it is done.",
    "admin.transit.file": "GTFS feed zip file",
    "admin.transit.fileHint":
      "With agency, stops, routes, trips, stop_times, frequencies and calendar (or calendar_dates), up to 20 MB.",
    "admin.transit.date": "Network month (optional)",
    "admin.transit.dateHint": "As YYYY-MM, for example 2024-03. Without it, feed_info.txt's feed_start_date is used.",
    "admin.transit.send": "Check and load",
    "admin.transit.sending": "Checking…",
    "admin.transit.problems": "Problems found in the feed",
    "admin.transit.queued": "The load is waiting for a server.",
    "admin.transit.running": "Computing commutes to campus again…",
    "admin.transit.progress": "{done} of {total} listings",
    "admin.transit.progressLabel": "Load progress",
    "admin.transit.done": "Done: the {date} network is now current.",
    "admin.transit.failed": "Loading {file} failed; the previous network stays in use. Reason: {reason}",
    "admin.transit.refresh": "Refresh",
    "admin.transit.history": "Latest loads",
    "admin.transit.status.queued": "Queued",
    "admin.transit.status.running": "Running",
    "admin.transit.status.done": "Done",
    "admin.transit.status.failed": "Failed",
    "admin.transit.unavailable": "The feed could not be sent just now. Please try again in a moment.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof adminTransit> {}
}
