import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { useId } from "react";
import { useFetcher } from "react-router";
import {
  RoomStatusIcon,
  roomStatusColours,
  useRoomName,
  useRoomStatusText,
} from "../../../catalogue/listing-facts/listing-labels.tsx";
import { useT } from "../../../i18n/t.ts";
import type { ListingActionData } from "../owner-listing-values.ts";
import "../messages.ts";

/**
 * Spec §4: each room is occupied (red) or available (green). One button per room, pressed when
 * available, its state also written out; each is a small form, so it works without JavaScript,
 * and with it the new state shows at once while the API confirms.
 */
export function RoomToggles({ listing, action }: { listing: OwnerListing; action: string }) {
  const { t } = useT();
  if (listing.rooms.length === 0) return <p className="text-sm text-ink-600">{t("owner.rooms.none")}</p>;
  return (
    <div>
      <p className="text-sm text-ink-600">{t("owner.rooms.hint")}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {listing.rooms.map((room) => (
          <RoomToggle key={room.id} code={listing.code} room={room} action={action} />
        ))}
      </ul>
    </div>
  );
}

function RoomToggle({ code, room, action }: { code: string; room: OwnerListing["rooms"][number]; action: string }) {
  const { t } = useT();
  const name = useRoomName();
  const status = useRoomStatusText();
  const fetcher = useFetcher<ListingActionData>();
  const sent = fetcher.formData?.get("available");
  const failed = fetcher.state === "idle" && fetcher.data?.intent === "room" && !fetcher.data.ok;
  const available = typeof sent === "string" ? sent === "true" : room.available;
  return (
    <li>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="room" />
        <input type="hidden" name="code" value={code} />
        <input type="hidden" name="roomId" value={room.id} />
        <input type="hidden" name="available" value={String(!available)} />
        <button
          type="submit"
          aria-pressed={available}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors ${roomStatusColours(available)} ${
            available ? "hover:bg-green-100" : "hover:bg-red-100"
          }`}
        >
          <RoomStatusIcon available={available} />
          {name(room)}
          <span className="font-normal">· {status(available)}</span>
        </button>
      </fetcher.Form>
      {failed ? (
        <p role="alert" className="mt-1 text-xs font-medium text-brand-800">
          {t("owner.rooms.failed")}
        </p>
      ) : null}
      {available ? null : <OccupiedUntil code={code} room={room} action={action} />}
    </li>
  );
}

/**
 * A taken room's last day of let (issue 22): students see "taken until 31 Jul" and can plan for
 * it. Its own small form, so it works without JavaScript; blank forgets the date.
 */
function OccupiedUntil({ code, room, action }: { code: string; room: OwnerListing["rooms"][number]; action: string }) {
  const { t } = useT();
  const name = useRoomName();
  const id = useId();
  const fetcher = useFetcher<ListingActionData>();
  const answered = fetcher.state === "idle" && fetcher.data?.intent === "room" ? fetcher.data : undefined;
  const message = answered && !answered.ok ? (answered.message ?? t("owner.rooms.failed")) : undefined;
  return (
    <fetcher.Form method="post" action={action} className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="room" />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="roomId" value={room.id} />
      <input type="hidden" name="available" value="false" />
      <div>
        <label htmlFor={id} className="block text-xs font-semibold text-ink-700">
          {t("owner.rooms.occupiedUntil")}
        </label>
        <input
          id={id}
          type="date"
          name="occupiedUntil"
          defaultValue={room.occupiedUntil ?? ""}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : answered?.ok ? `${id}-saved` : undefined}
          className="mt-1 block min-h-11 rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm text-ink-900 focus:border-pine-600 aria-invalid:border-brand-700"
        />
      </div>
      <button
        type="submit"
        aria-label={t("owner.rooms.occupiedUntil.saveRoom", { room: name(room) })}
        className="inline-flex min-h-11 items-center rounded-full border border-sand-300 bg-white px-3.5 text-sm font-semibold text-ink-900 hover:border-pine-600"
      >
        {t("owner.rooms.occupiedUntil.save")}
      </button>
      {message ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-xs font-medium text-brand-800">
          {message}
        </p>
      ) : answered?.ok ? (
        <p id={`${id}-saved`} role="status" className="basis-full text-xs text-pine-800">
          {t("owner.rooms.occupiedUntil.saved")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
