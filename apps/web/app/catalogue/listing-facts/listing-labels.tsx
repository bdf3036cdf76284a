import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";
import type { RoomKind } from "@campuslar/domain/property/rooms";
import type { ReactNode } from "react";
import { useT } from "../../i18n/t.ts";
import { RoomAvailableIcon, RoomOccupiedIcon } from "../../ui/icons/search-icons.tsx";
import "./listing-labels-messages.ts";

/*
 * A room as every page shows it (spec §4): green with a tick when available, red with a cross
 * when occupied, and the state written beside the colour, never colour alone. The room's name
 * comes from its kind and number in the page's language.
 */

type NamedRoom = { kind: RoomKind; number: number };

/** "Quarto 2" / "Room 2", "Suíte 1" / "Suite 1". */
export function useRoomName(): (room: NamedRoom) => string {
  const { t } = useT();
  return (room) => t(`room.name.${room.kind}`, { number: room.number });
}

/** The red and green: border, background and text of a room's chip, AA contrast on white. */
export const roomStatusColours = (available: boolean) =>
  available ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900";

export function RoomStatusIcon({ available, className = "size-5" }: { available: boolean; className?: string }) {
  return available ? (
    <RoomAvailableIcon className={`${className} shrink-0 text-green-700`} />
  ) : (
    <RoomOccupiedIcon className={`${className} shrink-0 text-red-700`} />
  );
}

/** "Disponível" / "Occupied" … the word that goes beside the colour. */
export function useRoomStatusText(): (available: boolean) => string {
  const { t } = useT();
  return (available) => t(available ? "room.status.available" : "room.status.occupied");
}

/** A card's rooms: one small chip per room, its name, colour, icon and state. */
export function RoomChips({ rooms }: { rooms: readonly (NamedRoom & { available: boolean })[] }) {
  const { t } = useT();
  const name = useRoomName();
  const status = useRoomStatusText();
  if (rooms.length === 0) return null;
  return (
    <ul aria-label={t("room.list")} className="flex flex-wrap gap-1.5">
      {rooms.map((room) => (
        <li
          key={room.number}
          data-available={room.available}
          className={`inline-flex items-center gap-1 rounded-full border py-0.5 pr-2 pl-1 text-xs font-semibold ${roomStatusColours(room.available)}`}
        >
          <RoomStatusIcon available={room.available} className="size-4" />
          {name(room)}: <span className="font-normal">{status(room.available)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A text its owner wrote, in the language it is really in: on an English page a Portuguese-only
 * text is marked `lang="pt-BR"` (screen readers read it as Portuguese) and, with `notice`, says so.
 */
export function OwnerText({
  language,
  as: Tag = "span",
  className,
  children,
}: {
  language: Locale;
  as?: "span" | "p" | "div" | "h1";
  className?: string;
  children: ReactNode;
}) {
  const { locale } = useT();
  return (
    <Tag lang={language === locale ? undefined : HTML_LANG[language]} className={className}>
      {children}
    </Tag>
  );
}

/** "Description in Portuguese": shown above a text an English page shows in Portuguese. */
export function InPortugueseNotice({ what, language }: { what: "title" | "description"; language: Locale }) {
  const { locale, t } = useT();
  if (language === locale || language !== "pt") return null;
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
      {t(what === "title" ? "listingText.titleInPortuguese" : "listingText.descriptionInPortuguese")}
    </p>
  );
}
