import type { LeaseView } from "@campuslar/domain/rentals/lease-view";
import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../../i18n/t.ts";
import { buttonClass } from "../../../ui/button.tsx";
import "./messages.ts";

/** The clauses: Portuguese (binding) beside the English on wide screens, one after the other on phones. */
export function LeaseClauses({ lease }: { lease: LeaseView }) {
  const { t } = useT();
  return (
    <article aria-labelledby="lease-text" className="space-y-4">
      <h2 id="lease-text" className="font-display text-h4 font-semibold text-ink-900">
        {t("lease.version", { version: lease.version })}
      </h2>
      <p className="text-sm text-ink-700">{t("lease.binding")}</p>
      <div className="hidden grid-cols-2 gap-6 text-sm font-semibold text-ink-700 md:grid" aria-hidden="true">
        <span>{t("lease.portuguese")}</span>
        <span>{t("lease.english")}</span>
      </div>
      {lease.clauses.map((clause) => (
        <section key={clause.id} className="grid gap-3 border-t border-sand-200 pt-4 md:grid-cols-2 md:gap-6">
          <div lang="pt-BR">
            <h3 className="font-semibold text-ink-900">{clause.pt.title}</h3>
            <p className="mt-1 text-ink-900">{clause.pt.body}</p>
          </div>
          <div lang="en" className="text-ink-700">
            <h3 className="font-semibold">{clause.en.title}</h3>
            <p className="mt-1">{clause.en.body}</p>
          </div>
        </section>
      ))}
      <p className="border-t border-sand-200 pt-4 text-sm text-ink-700">
        {t("lease.sha256")}: <code className="break-all">{lease.sha256}</code>
      </p>
    </article>
  );
}

export function LeaseSignatures({ lease }: { lease: LeaseView }) {
  const { locale, t } = useT();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/Sao_Paulo",
    }).format(new Date(iso));
  return (
    <section aria-labelledby="lease-signatures">
      <h2 id="lease-signatures" className="font-display text-h4 font-semibold text-ink-900">
        {t("lease.signatures")}
      </h2>
      {lease.signatures.length === 0 ? (
        <p className="mt-2 text-ink-700">{t("lease.noSignatures")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {lease.signatures.map((s) => (
            <li key={s.side} className="text-ink-900">
              <span className="font-semibold">{t(`lease.side.${s.side}`)}</span>
              <br />
              {t("lease.signedAt", { name: s.name, when: when(s.signedAt) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The PDF for everyone who reads the lease; the housing letter for the student once both signed. */
export function LeaseDownloads({ lease, id }: { lease: LeaseView; id: string }) {
  const { locale, t } = useT();
  const base = href("rental", "pt", { id });
  return (
    <section className="space-y-3">
      <a
        href={`${base}/contrato.pdf?lang=${locale}`}
        className={buttonClass({ variant: "secondary", fullWidth: true })}
        download
      >
        {lease.complete ? t("lease.downloadSigned") : t("lease.download")}
      </a>
      {lease.complete && lease.side === "student" ? (
        <div>
          <a href={`${base}/carta-de-moradia.pdf?lang=${locale}`} className={buttonClass({ fullWidth: true })} download>
            {t("lease.letter")}
          </a>
          <p className="mt-1.5 text-sm text-ink-700">{t("lease.letterHint")}</p>
        </div>
      ) : null}
    </section>
  );
}
