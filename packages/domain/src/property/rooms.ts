import { z } from "zod";

/*
 * A room is told by what it is and its place in the listing ("Suíte 2", "Room 1"), never by a
 * stored label: each page names it in its own language from these two facts.
 */

/** A bedroom, or a suite: a bedroom with its own bathroom (the Brazilian "suíte"). */
export const ROOM_KINDS = ["bedroom", "suite"] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** A room's identity in the API: its kind and its number, counted from 1 in the listing's order. */
export const RoomIdentityShape = {
  kind: z.enum(ROOM_KINDS),
  number: z.number().int().min(1),
};

/** The room at `index` (0-based) of a listing's rooms in their order. */
export const roomIdentity = (room: { privateBathroom: boolean }, index: number) => ({
  kind: (room.privateBathroom ? "suite" : "bedroom") as RoomKind,
  number: index + 1,
});
