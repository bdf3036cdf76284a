import { type AreaKeysOf, defineMessages } from "../i18n/define-messages.ts";

/** The company's real-estate registry number (CRECI), or a demo placeholder until it is configured. */
export const creciMessages = defineMessages({
  pt: {
    "shell.creci.demo": "CRECI [demonstração: configure COMPANY_CRECI]",
    "shell.creci.demoNote": "Valor de demonstração: o número de registro ainda não foi configurado neste site.",
  },
  en: {
    "shell.creci.demo": "CRECI [demo value: set COMPANY_CRECI]",
    "shell.creci.demoNote": "Demo value: this site's registry number has not been configured yet.",
  },
});

declare module "../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof creciMessages> {}
}
