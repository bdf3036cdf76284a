import { href } from "@campuslar/domain/routes/route-table";
import { PHOTOGRAPHER_PRICE_REAIS } from "@campuslar/domain/site/offers";
import type { ReactNode } from "react";
import "./messages.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { inlinePrice } from "./home.ts";
import { ArrowRightIcon, CameraIcon, ConciergeIcon, RoommatesIcon } from "./home-icons.tsx";
import { HomeSection, MORE_LINK_CLASS } from "./home-section.tsx";

/**
 * The company's other offers (spec §1): the exchange students' concierge, roommate matching
 * and the services page, with the photographer's price from the domain.
 */
export function HomeServices() {
  const { locale, t } = useT();
  return (
    <HomeSection id="home-services" title={t("home.services.title")} intro={t("home.services.intro")}>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        <Service
          icon={<ConciergeIcon className="size-6" />}
          title={t("home.services.concierge.title")}
          text={t("home.services.concierge.text")}
          footer={
            <AppLink to={href("concierge", locale)} className={MORE_LINK_CLASS}>
              {t("home.services.concierge.cta")}
              <ArrowRightIcon className="size-4" />
            </AppLink>
          }
        />
        <Service
          icon={<RoommatesIcon className="size-6" />}
          title={t("home.services.roommates.title")}
          text={t("home.services.roommates.text")}
          footer={
            <AppLink to={href("roommates", locale)} className={MORE_LINK_CLASS}>
              {t("home.services.roommates.cta")}
              <ArrowRightIcon className="size-4" />
            </AppLink>
          }
        />
        <Service
          icon={<CameraIcon className="size-6" />}
          title={t("home.services.other.title")}
          text={t("home.services.other.text", { price: inlinePrice(PHOTOGRAPHER_PRICE_REAIS) })}
          footer={
            <AppLink to={href("services", locale)} className={MORE_LINK_CLASS}>
              {t("home.services.other.cta")}
              <ArrowRightIcon className="size-4" />
            </AppLink>
          }
        />
      </ul>
    </HomeSection>
  );
}

function Service({ icon, title, text, footer }: { icon: ReactNode; title: string; text: string; footer: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-pine-50 text-pine-700">{icon}</span>
      <h3 className="mt-4 text-h3 font-semibold text-ink-900">{title}</h3>
      <p className="mt-2 text-ink-700">{text}</p>
      <div className="mt-auto pt-4">{footer}</div>
    </li>
  );
}
