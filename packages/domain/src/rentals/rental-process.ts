/*
 * Renting online (issue 35, DESIGN §7): the whole life of a rental as data, from a student's
 * proposal to a lease both sides have signed, in the spirit of Sharetribe's transaction process.
 * Each move names the states it leaves, the state it reaches and who may make it; the API applies
 * a move only through `planMove`, in one transaction that also writes the rental's history and
 * queues its e-mails. Paying (issue 36) continues from `awaiting_payment`: the first payment is
 * held until 48 hours after the move-in day (`payments/arrival-hold.ts`), the student may open an
 * arrival claim meanwhile, and the lease then runs (`active`) with its monthly rent.
 */

/** Where a rental stands. The first six are a proposal's; the last four end it. */
export const RENTAL_STATES = [
  /** Sent by the student; the owner answers within `ANSWER_HOURS`. */
  "proposed",
  /** The owner offered other terms; the student answers within `ANSWER_HOURS`. */
  "countered",
  /** Terms agreed; the student's documents wait to be sent and approved by staff. */
  "awaiting_documents",
  /** Documents approved; the lease is made and waits for both signatures. */
  "awaiting_signatures",
  /** Both signed; the rental waits for its first payment (issue 36). */
  "awaiting_payment",
  /** The first payment was received (or nothing was due) and is held until 48 h after the move-in day. */
  "awaiting_move_in",
  /** The student opened an arrival claim within the 48 hours; staff decide, the money stays held. */
  "in_claim",
  /** Moved in, the first payment released: the lease runs and its monthly rent falls due. */
  "active",
  "declined",
  "withdrawn",
  "expired",
  /** Another proposal for the same home or room and dates was accepted. */
  "closed",
  /** Ended by staff (a scam, a mistake, a party who left), or by one side before move-in. */
  "cancelled",
  /** Ended on arrival: staff upheld the student's claim and refunded everything. */
  "refunded",
] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

/** Who makes a move: the two parties, staff, or the clock (timed moves run by the worker). */
export const RENTAL_ACTORS = ["student", "owner", "staff", "clock"] as const;
export type RentalActor = (typeof RENTAL_ACTORS)[number];

/** A proposal or a counter-proposal unanswered this long expires (issue 35, point 2). */
export const ANSWER_HOURS = 48;
export const ANSWER_MS = ANSWER_HOURS * 60 * 60 * 1000;

/** The states in which the home is promised to this student: they close overlapping proposals. */
export const HOLDING_STATES = [
  "awaiting_documents",
  "awaiting_signatures",
  "awaiting_payment",
  "awaiting_move_in",
  "in_claim",
  "active",
] as const satisfies readonly RentalState[];

/** The states still waiting for an answer, which an accepted overlapping rental closes. */
export const OPEN_STATES = ["proposed", "countered"] as const satisfies readonly RentalState[];

export const FINAL_STATES = [
  "declined",
  "withdrawn",
  "expired",
  "closed",
  "cancelled",
  "refunded",
] as const satisfies readonly RentalState[];

export const isHolding = (state: RentalState): boolean => (HOLDING_STATES as readonly RentalState[]).includes(state);
export const isOpen = (state: RentalState): boolean => (OPEN_STATES as readonly RentalState[]).includes(state);
export const isFinal = (state: RentalState): boolean => (FINAL_STATES as readonly RentalState[]).includes(state);

type MoveRule = {
  from: readonly RentalState[];
  /** The state reached; `undefined`: the state stays (a first signature, a message of the process). */
  to: RentalState | undefined;
  by: readonly RentalActor[];
  /** Timed moves fall due this long after the rental entered its state (`release`: see `dueAt`). */
  dueAfterMs?: number;
};

/**
 * Every move of the process. `propose` has no `from`: it creates the rental. Terms change only
 * through `counter` (the owner, before an answer) and `amend` (owner or staff before both have
 * signed), and an amendment voids every signature (issue 35, point 6).
 */
export const RENTAL_MOVES = {
  propose: { from: [], to: "proposed", by: ["student"] },
  withdraw: { from: ["proposed", "countered"], to: "withdrawn", by: ["student"] },
  accept: { from: ["proposed"], to: "awaiting_documents", by: ["owner", "staff"] },
  decline: { from: ["proposed"], to: "declined", by: ["owner", "staff"] },
  counter: { from: ["proposed"], to: "countered", by: ["owner", "staff"] },
  accept_counter: { from: ["countered"], to: "awaiting_documents", by: ["student"] },
  decline_counter: { from: ["countered"], to: "declined", by: ["student"] },
  expire: { from: ["proposed", "countered"], to: "expired", by: ["clock"], dueAfterMs: ANSWER_MS },
  /** Applied to overlapping open proposals in the transaction that accepts another. */
  close: { from: ["proposed", "countered"], to: "closed", by: ["clock"] },
  /** Staff approved the last required document: the lease is made. */
  approve_documents: { from: ["awaiting_documents"], to: "awaiting_signatures", by: ["staff"] },
  /** One side's signature; the second one moves the rental on (`completesSignatures`). */
  sign: { from: ["awaiting_signatures"], to: undefined, by: ["student", "owner"] },
  /** The last signature: the lease is signed, the rental waits for its first payment. */
  complete_signatures: { from: ["awaiting_signatures"], to: "awaiting_payment", by: ["student", "owner"] },
  /** New terms after acceptance: a new lease, every signature voided. */
  amend: { from: ["awaiting_documents", "awaiting_signatures"], to: undefined, by: ["owner", "staff"] },
  cancel: {
    from: [
      "proposed",
      "countered",
      "awaiting_documents",
      "awaiting_signatures",
      "awaiting_payment",
      "awaiting_move_in",
    ],
    to: "cancelled",
    by: ["staff"],
  },
  /*
   * Issue 36: paying and moving in. The first payment is recorded by staff matching a statement
   * line, or by the clock (a payment company's confirmation, or nothing due at signing).
   */
  first_payment_received: { from: ["awaiting_payment"], to: "awaiting_move_in", by: ["staff", "clock"] },
  /** The student says they are in: the held payment is released at once. */
  confirm_move_in: { from: ["awaiting_move_in"], to: "active", by: ["student"] },
  /** 48 hours after the move-in day with no claim: released (`holdEndsAt`). */
  release: { from: ["awaiting_move_in"], to: "active", by: ["clock"] },
  /** Within the 48 hours: no keys, not as described, unsafe. The money stays held. */
  open_claim: { from: ["awaiting_move_in"], to: "in_claim", by: ["student"] },
  /** Staff decide a claim: released, or partly refunded and the rest released. */
  resolve_claim: { from: ["in_claim"], to: "active", by: ["staff"] },
  /** Staff uphold a claim in full: everything back to the student, the rental ends. */
  refund_claim: { from: ["in_claim"], to: "refunded", by: ["staff"] },
  /** A side cancels after acceptance and before move-in; the refund follows the listing's policy. */
  cancel_by_student: {
    from: ["awaiting_documents", "awaiting_signatures", "awaiting_payment", "awaiting_move_in"],
    to: "cancelled",
    by: ["student"],
  },
  /** The owner cancels: the student gets everything back, and it is recorded on the owner. */
  cancel_by_owner: {
    from: ["awaiting_documents", "awaiting_signatures", "awaiting_payment", "awaiting_move_in"],
    to: "cancelled",
    by: ["owner"],
  },
} as const satisfies Record<string, MoveRule>;

export type RentalMove = keyof typeof RENTAL_MOVES;
export const RENTAL_MOVE_NAMES = Object.keys(RENTAL_MOVES) as RentalMove[];

/** Why a move cannot be made: the caller answers 403 for `actor`, 409 for `state`. */
export type MoveRefusal = "actor" | "state";

export type PlannedMove = { ok: true; from: RentalState | null; to: RentalState } | { ok: false; refusal: MoveRefusal };

/**
 * Whether `actor` may make `move` on a rental in `state` (null: there is none yet), and the state
 * it reaches. The one gate of the process: the API asks it before every change.
 */
export function planMove(state: RentalState | null, move: RentalMove, actor: RentalActor): PlannedMove {
  const rule: MoveRule = RENTAL_MOVES[move];
  if (!rule.by.includes(actor)) return { ok: false, refusal: "actor" };
  if (state === null ? move !== "propose" : !rule.from.includes(state)) return { ok: false, refusal: "state" };
  return { ok: true, from: state, to: rule.to ?? (state as RentalState) };
}

/** The moves `actor` may make now: what a page offers as buttons. */
export const movesFor = (state: RentalState, actor: RentalActor): RentalMove[] =>
  RENTAL_MOVE_NAMES.filter((move) => move !== "propose" && planMove(state, move, actor).ok);

/**
 * When the timed move of a rental that entered `state` at `enteredAt` falls due; null: none.
 * `holdEndsAt` is when a held first payment is released (`awaiting_move_in`), computed from the
 * move-in day by `payments/arrival-hold.ts` and passed in, so this table stays free of dates.
 */
export function dueAt(state: RentalState, enteredAt: Date, holdEndsAt?: Date): Date | null {
  if (isOpen(state)) return new Date(enteredAt.getTime() + ANSWER_MS);
  if (state === "awaiting_move_in") return holdEndsAt ?? null;
  return null;
}

/** The move the clock makes when a rental in `state` falls due (`dueAt`); null: none. */
export function timedMoveOf(state: RentalState): "expire" | "release" | null {
  if (isOpen(state)) return "expire";
  if (state === "awaiting_move_in") return "release";
  return null;
}

/** Both signatures given: the move that completes the lease. */
export const completesSignatures = (signed: { student: boolean; owner: boolean }): boolean =>
  signed.student && signed.owner;

/** Reasons an owner gives for declining, chosen from a list (issue 35, point 2). */
export const DECLINE_REASONS = [
  "dates_unavailable",
  "already_rented",
  "offer_too_low",
  "stay_too_short",
  "profile_mismatch",
  "other",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
