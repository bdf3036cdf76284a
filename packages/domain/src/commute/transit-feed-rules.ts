import type { Locale } from "../i18n/locales.ts";

/*
 * A newer GTFS feed loaded by staff (issue 34, decision 033): what is wrong with an uploaded zip,
 * said by file and line in both languages, and the network's date as it is stored and said. No
 * schema library here: the web's pages import these (transit-feed.ts has the API's schemas).
 */

/** The largest zip staff may upload: the São Paulo feed is 192 KB, a whole-city feed a few MB. */
export const FEED_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The multipart fields of the upload. */
export const FEED_FIELD = "feed";
export const NETWORK_DATE_FIELD = "networkDate";
/** Problems listed for one upload: the first ones, file by file; the count says how many in all. */
export const FEED_PROBLEMS_SHOWN = 20;

/**
 * The network's date: a year ("2019") or a month ("2024-03"), as staff enter it or as the feed's
 * feed_info.txt or calendar gives it.
 */
export const NETWORK_DATE_PATTERN = /^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/;

const MONTHS: Record<Locale, readonly string[]> = {
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/**
 * "2019" stays "2019"; "2024-03" reads "março de 2024" or "March 2024". Written here rather than
 * by Intl, whose month names differ between the server's data and the browser's.
 */
export function networkDateText(locale: Locale, date: string): string {
  const [year, month] = date.split("-");
  const name = month ? MONTHS[locale][Number(month) - 1] : undefined;
  if (!name) return year ?? date;
  return locale === "pt" ? `${name} de ${year}` : `${name} ${year}`;
}

/** What can be wrong with a feed; `value`, `column`, `expected` are filled in where the code names them. */
export const FEED_PROBLEM_MESSAGES = {
  notZip: { en: "the file is not a zip archive", pt: "o arquivo não é um arquivo zip" },
  missingFile: { en: "the file is missing from the zip", pt: "o arquivo não está no zip" },
  missingCalendar: {
    en: "the feed has neither calendar.txt nor calendar_dates.txt",
    pt: "o feed não tem calendar.txt nem calendar_dates.txt",
  },
  emptyFile: { en: "the file has no rows", pt: "o arquivo não tem linhas" },
  badCsv: { en: "the file is not valid CSV ({value})", pt: "o arquivo não é um CSV válido ({value})" },
  missingColumn: { en: "the header has no {column} column", pt: "o cabeçalho não tem a coluna {column}" },
  missingValue: { en: "{column} is empty", pt: "{column} está vazio" },
  badTime: { en: "{column} '{value}' is not HH:MM:SS", pt: "{column} '{value}' não está no formato HH:MM:SS" },
  badNumber: { en: "{column} '{value}' is not a number", pt: "{column} '{value}' não é um número" },
  badLatitude: {
    en: "{column} '{value}' is not a latitude between -90 and 90",
    pt: "{column} '{value}' não é uma latitude entre -90 e 90",
  },
  badLongitude: {
    en: "{column} '{value}' is not a longitude between -180 and 180",
    pt: "{column} '{value}' não é uma longitude entre -180 e 180",
  },
  badRouteType: {
    en: "route_type '{value}' is not a known GTFS route type",
    pt: "route_type '{value}' não é um tipo de linha GTFS conhecido",
  },
  badDay: { en: "{column} '{value}' is not 0 or 1", pt: "{column} '{value}' não é 0 nem 1" },
  badDate: { en: "{column} '{value}' is not YYYYMMDD", pt: "{column} '{value}' não está no formato AAAAMMDD" },
  unknownId: {
    en: "{column} '{value}' is not in {expected}",
    pt: "{column} '{value}' não existe em {expected}",
  },
  duplicateId: { en: "{column} '{value}' is repeated", pt: "{column} '{value}' está repetido" },
  endBeforeStart: {
    en: "end_time '{value}' is not after start_time",
    pt: "end_time '{value}' não é depois de start_time",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type FeedProblemCode = keyof typeof FEED_PROBLEM_MESSAGES;

/** One thing wrong with an uploaded feed: the file and line (1 is the header) it is on, when it is on one. */
export type FeedProblem = {
  file: string;
  line: number | null;
  code: FeedProblemCode;
  column?: string;
  value?: string;
  expected?: string;
};

/** "stop_times.txt, line 1234: arrival_time '25:7' is not HH:MM:SS" / "stop_times.txt, linha 1234: …". */
export function feedProblemText(problem: FeedProblem, locale: Locale): string {
  const words = FEED_PROBLEM_MESSAGES[problem.code][locale].replace(/\{(\w+)\}/g, (_, key: string) => {
    const filled = (problem as Record<string, unknown>)[key];
    return typeof filled === "string" ? filled : "";
  });
  if (problem.line === null) return `${problem.file}: ${words}`;
  return `${problem.file}, ${locale === "pt" ? "linha" : "line"} ${problem.line}: ${words}`;
}

/** The upload's own refusals, next to its fields. */
export const FEED_UPLOAD_MESSAGES = {
  "transit.feed.missing": { en: "choose the feed's zip file", pt: "escolha o arquivo zip do feed" },
  "transit.feed.tooLarge": {
    en: "the file is larger than 20 MB",
    pt: "o arquivo tem mais de 20 MB",
  },
  "transit.feed.type": { en: "send the feed as a zip file", pt: "envie o feed como um arquivo zip" },
  "transit.feed.invalid": {
    en: "The feed has {count} problems, listed below (the first 20 at most): correct them and send it again",
    pt: "O feed tem {count} problemas, listados abaixo (no máximo os 20 primeiros): corrija-os e envie de novo",
  },
  "transit.feed.invalidOne": {
    en: "The feed has 1 problem, shown below: correct it and send it again",
    pt: "O feed tem 1 problema, mostrado abaixo: corrija-o e envie de novo",
  },
  "transit.date.invalid": {
    en: "enter the month as YYYY-MM, or the year as YYYY",
    pt: "informe o mês como AAAA-MM, ou o ano como AAAA",
  },
  "transit.date.required": {
    en: "the feed does not say its date (no feed_info.txt and no short calendar): enter the network's month",
    pt: "o feed não diz a sua data (sem feed_info.txt e sem um calendário curto): informe o mês da rede",
  },
  "transit.load.busy": {
    en: "A feed is already being loaded: wait until it is done",
    pt: "Um feed já está sendo carregado: aguarde até terminar",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type FeedUploadMessageKey = keyof typeof FEED_UPLOAD_MESSAGES;

export const feedUploadMessage = (key: FeedUploadMessageKey, locale: Locale, count?: number): string =>
  FEED_UPLOAD_MESSAGES[key === "transit.feed.invalid" && count === 1 ? "transit.feed.invalidOne" : key][locale].replace(
    "{count}",
    String(count ?? ""),
  );

export const FEED_LOAD_STATUSES = ["queued", "running", "done", "failed"] as const;
export type FeedLoadStatus = (typeof FEED_LOAD_STATUSES)[number];
