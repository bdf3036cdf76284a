import { accessConnectionSeconds } from "@campuslar/domain/commute/access-connection";
import type { Commute, CommuteLeg, CommuteMode } from "@campuslar/domain/commute/commute-dto";
import {
  COMMUTE_MAX_STATION_WALK_M,
  commuteWalkingSeconds,
  walkedMetres,
} from "@campuslar/domain/commute/commute-rules";
import { distanceMeters, type LatLng } from "@campuslar/domain/geo/distance";
import { type LinePattern, type Station, stationsWithin, type TransitNetwork } from "./transit-network.ts";

/*
 * Door to campus, for every listing and every campus. A campus is searched once, backwards
 * over the network (Dijkstra from the campus): each station learns its fastest time to the
 * campus, the wait for its first train included, and the next step of that route. A listing then
 * only looks at the stations within a walk of it: walk there plus that station's time, against
 * walking all the way. Times are kept in seconds and rounded to minutes only in the answer.
 *
 * The search's nodes, for a passenger:
 *   - on a station's platform, about to board (the home's walk ends here);
 *   - just got off at a station (the walk to the campus, or a change, starts here);
 *   - aboard a line direction as it departs a stop, or as it arrives at one.
 * Boarding costs half the line's headway; riding, the feed's running times; a change, the walk
 * plus a penalty. Boarding leads to a departure, and getting off to an arrival, so every ride
 * covers at least one stop.
 *
 * A campus far from any station may have access connections (decision 032): a shuttle or bus line
 * from a named station to a stop on the campus. From each platform of that name, the campus is
 * half the line's headway, its ride minutes and the walk from its stop away; the search starts
 * there as it starts from the stations within a walk of the campus.
 */

/** A university's access connection as the router rides it. */
export type AccessRoute = {
  line: string;
  operator: string;
  /** The station boarded at, as the feed names it: every station of that name. */
  fromStation: string;
  rideMinutes: number;
  headwayMinutes: number;
  stop: LatLng;
};

/** One campus's search: per station the fastest time from its platform to the campus, and the route. */
export type CampusCommuteTable = {
  network: TransitNetwork;
  campus: LatLng;
  nodes: NodeLayout;
  /**
   * Per node, seconds to the campus (Infinity when it cannot get there) and the next node of that
   * route. A station's platform is node number `station`: its entry is the station's time.
   */
  seconds: Float64Array;
  next: Int32Array;
  /** Whether any station is within a station walk of the campus, or an access connection leaves from one: without one, every home walks. */
  campusHasStation: boolean;
  /** The campus's access connections, by the index a platform's `next` names them (SHUTTLE - index). */
  connections: readonly AccessRoute[];
};

/** A leg in seconds, with the feed's own records: what a commute's legs are rounded from. */
export type PlannedLeg =
  | { kind: "walk"; seconds: number; metres: number }
  | {
      kind: "ride";
      pattern: LinePattern;
      from: Station;
      to: Station;
      stops: number;
      rideSeconds: number;
      waitSeconds: number;
    }
  | { kind: "shuttle"; connection: AccessRoute; from: Station; rideSeconds: number; waitSeconds: number };

export type PlannedCommute = {
  seconds: number;
  walkOnlySeconds: number;
  mode: CommuteMode;
  noStationNearby: boolean;
  legs: PlannedLeg[];
};

const TO_CAMPUS = -1;
const NOWHERE = -2;
/** A platform whose route rides access connection k has `next` SHUTTLE - k. */
const SHUTTLE = -3;

/** Searches the network backwards from a campus. A few milliseconds; its table serves every listing. */
export function commuteTo(
  network: TransitNetwork,
  campus: LatLng,
  connections: readonly AccessRoute[] = [],
): CampusCommuteTable {
  const nodes = new NodeLayout(network);
  const seconds = new Float64Array(nodes.count).fill(Number.POSITIVE_INFINITY);
  const next = new Int32Array(nodes.count).fill(NOWHERE);
  const queue = new MinQueue();
  const reach = (node: number, cost: number, via: number) => {
    if (cost >= (seconds[node] ?? 0)) return;
    seconds[node] = cost;
    next[node] = via;
    queue.push(node, cost);
  };

  const egress = stationsWithin(network, campus, COMMUTE_MAX_STATION_WALK_M);
  for (const { station, metres } of egress) reach(nodes.alighted(station), commuteWalkingSeconds(metres), TO_CAMPUS);
  let connected = false;
  for (const [k, connection] of connections.entries()) {
    const cost = accessConnectionSeconds(connection) + commuteWalkingSeconds(distanceMeters(connection.stop, campus));
    for (const station of network.stations) {
      if (station.name !== connection.fromStation) continue;
      connected = true;
      reach(nodes.platform(station.index), cost, SHUTTLE - k);
    }
  }

  for (let node = queue.pop(); node !== null; node = queue.pop()) {
    const cost = seconds[node] ?? 0;
    const at = nodes.describe(node);
    switch (at.kind) {
      case "alighted":
        for (const { pattern, position } of network.calls[at.station] ?? []) {
          if (position > 0) reach(nodes.arriving(pattern, position), cost, node);
        }
        break;
      case "arriving": {
        const { arrivals, departures } = patternOf(network, at.pattern);
        const ride = (arrivals[at.position] ?? 0) - (departures[at.position - 1] ?? 0);
        reach(nodes.departing(at.pattern, at.position - 1), cost + ride, node);
        break;
      }
      case "departing": {
        const pattern = patternOf(network, at.pattern);
        const station = pattern.stations[at.position] ?? 0;
        reach(nodes.platform(station), cost + pattern.headwaySeconds / 2, node);
        if (at.position > 0) {
          const dwell = (pattern.departures[at.position] ?? 0) - (pattern.arrivals[at.position] ?? 0);
          reach(nodes.arriving(at.pattern, at.position), cost + dwell, node);
        }
        break;
      }
      case "platform":
        // Links are symmetric: who can change from here to there can change from there to here.
        for (const link of network.transfers[at.station] ?? []) {
          reach(nodes.alighted(link.station), cost + link.seconds, node);
        }
        break;
    }
  }
  return { network, campus, nodes, seconds, next, campusHasStation: egress.length > 0 || connected, connections };
}

/** The fastest way from a home to the table's campus, rounded to minutes for the answer. */
export function commuteFrom(table: CampusCommuteTable, home: LatLng): Commute {
  return roundCommute(planCommute(table, home));
}

/**
 * The fastest way from a home, in seconds: over every station within a walk, walk plus that
 * station's time; walking the whole way when nothing beats it (a tie walks).
 */
export function planCommute(table: CampusCommuteTable, home: LatLng): PlannedCommute {
  const { network, campus, nodes, seconds } = table;
  const walkOnlyStraight = distanceMeters(home, campus);
  const walkOnlySeconds = commuteWalkingSeconds(walkOnlyStraight);
  const access = stationsWithin(network, home, COMMUTE_MAX_STATION_WALK_M);

  let best: { station: number; metres: number; seconds: number } | null = null;
  for (const { station, metres } of access) {
    const total = commuteWalkingSeconds(metres) + (seconds[nodes.platform(station)] ?? Number.POSITIVE_INFINITY);
    if (total < (best?.seconds ?? walkOnlySeconds)) best = { station, metres, seconds: total };
  }
  const noStationNearby = access.length === 0 || !table.campusHasStation;
  if (!best) {
    const walk: PlannedLeg = { kind: "walk", seconds: walkOnlySeconds, metres: walkedMetres(walkOnlyStraight) };
    return { seconds: walkOnlySeconds, walkOnlySeconds, mode: "walk", noStationNearby, legs: [walk] };
  }
  const walkToStation: PlannedLeg[] =
    best.metres > 0
      ? [{ kind: "walk", seconds: commuteWalkingSeconds(best.metres), metres: walkedMetres(best.metres) }]
      : [];
  return {
    seconds: best.seconds,
    walkOnlySeconds,
    mode: "transit",
    noStationNearby,
    legs: [...walkToStation, ...legsFromPlatform(table, best.station)],
  };
}

/** Follows a station's route to the campus: rides, changes and the last walk. */
function legsFromPlatform(table: CampusCommuteTable, station: number): PlannedLeg[] {
  const { network, nodes, seconds, next } = table;
  const secondsAt = (node: number) => seconds[node] ?? 0;
  const legs: PlannedLeg[] = [];
  let node = nodes.platform(station);
  for (;;) {
    const at = nodes.describe(node);
    const following = next[node] ?? NOWHERE;
    if (at.kind === "platform" && following <= SHUTTLE) {
      const connection = table.connections[SHUTTLE - following];
      if (!connection) throw new Error(`No access connection ${SHUTTLE - following}`);
      legs.push({
        kind: "shuttle",
        connection,
        from: stationOf(network, at.station),
        rideSeconds: connection.rideMinutes * 60,
        waitSeconds: (connection.headwayMinutes * 60) / 2,
      });
      const metres = distanceMeters(connection.stop, table.campus);
      if (metres > 0) legs.push({ kind: "walk", seconds: commuteWalkingSeconds(metres), metres: walkedMetres(metres) });
      return legs;
    }
    if (at.kind === "platform") {
      const boarded = nodes.describe(following);
      if (boarded.kind !== "departing") throw new Error("A platform's route must board a line");
      const pattern = patternOf(network, boarded.pattern);
      let arrived = following;
      for (;;) {
        const after = next[arrived] ?? NOWHERE;
        const kind = nodes.describe(after).kind;
        if (kind === "alighted") break;
        if (kind !== "departing" && kind !== "arriving") throw new Error("A ride must stay aboard until getting off");
        arrived = after;
      }
      const alightedAt = nodes.describe(arrived);
      if (alightedAt.kind !== "arriving") throw new Error("A ride must end on arriving at a stop");
      legs.push({
        kind: "ride",
        pattern,
        from: stationOf(network, at.station),
        to: stationOf(network, pattern.stations[alightedAt.position] ?? 0),
        stops: alightedAt.position - boarded.position,
        rideSeconds: secondsAt(following) - secondsAt(arrived),
        waitSeconds: secondsAt(node) - secondsAt(following),
      });
      node = next[arrived] ?? NOWHERE;
      continue;
    }
    if (at.kind !== "alighted") throw new Error(`Unexpected step on a route: ${at.kind}`);
    const from = stationOf(network, at.station);
    if (following === TO_CAMPUS) {
      const metres = distanceMeters(from, table.campus);
      if (metres > 0) legs.push({ kind: "walk", seconds: secondsAt(node), metres: walkedMetres(metres) });
      return legs;
    }
    const changeTo = nodes.describe(following);
    if (changeTo.kind !== "platform") throw new Error("A change must lead to a platform");
    const metres = distanceMeters(from, stationOf(network, changeTo.station));
    legs.push({ kind: "walk", seconds: secondsAt(node) - secondsAt(following), metres: walkedMetres(metres) });
    node = following;
  }
}

function roundCommute(plan: PlannedCommute): Commute {
  return {
    minutes: roundMinutes(plan.seconds),
    walkOnlyMinutes: roundMinutes(plan.walkOnlySeconds),
    mode: plan.mode,
    noStationNearby: plan.noStationNearby,
    legs: plan.legs.map(roundLeg),
  };
}

function roundLeg(leg: PlannedLeg): CommuteLeg {
  if (leg.kind === "walk") return { kind: "walk", minutes: roundMinutes(leg.seconds), metres: Math.round(leg.metres) };
  if (leg.kind === "shuttle") {
    return {
      kind: "shuttle",
      line: leg.connection.line,
      operator: leg.connection.operator,
      from: leg.from.name,
      rideMinutes: roundMinutes(leg.rideSeconds),
      waitMinutes: roundMinutes(leg.waitSeconds),
    };
  }
  return {
    kind: "ride",
    line: leg.pattern.line,
    from: leg.from.name,
    to: leg.to.name,
    stops: leg.stops,
    rideMinutes: roundMinutes(leg.rideSeconds),
    waitMinutes: roundMinutes(leg.waitSeconds),
  };
}

const roundMinutes = (seconds: number) => Math.round(seconds / 60);

function patternOf(network: TransitNetwork, index: number): LinePattern {
  const pattern = network.patterns[index];
  if (!pattern) throw new Error(`No line pattern ${index}`);
  return pattern;
}

function stationOf(network: TransitNetwork, index: number): Station {
  const station = network.stations[index];
  if (!station) throw new Error(`No station ${index}`);
  return station;
}

type NodeAt =
  | { kind: "platform" | "alighted"; station: number }
  | { kind: "departing" | "arriving"; pattern: number; position: number }
  | { kind: "none" };

/**
 * The search's nodes numbered in one array: each station's platform, then each station's
 * got-off node, then for every stop of every line direction its departure and its arrival.
 */
export class NodeLayout {
  readonly count: number;
  private readonly stationCount: number;
  private readonly patternStart: Int32Array;
  /** For the ride nodes, which pattern and position each pair belongs to. */
  private readonly callPattern: Int32Array;
  private readonly callPosition: Int32Array;

  constructor(network: TransitNetwork) {
    this.stationCount = network.stations.length;
    this.patternStart = new Int32Array(network.patterns.length);
    let calls = 0;
    for (const pattern of network.patterns) {
      this.patternStart[pattern.index] = calls;
      calls += pattern.stations.length;
    }
    this.callPattern = new Int32Array(calls);
    this.callPosition = new Int32Array(calls);
    for (const pattern of network.patterns) {
      const start = this.patternStart[pattern.index] ?? 0;
      for (let position = 0; position < pattern.stations.length; position++) {
        this.callPattern[start + position] = pattern.index;
        this.callPosition[start + position] = position;
      }
    }
    this.count = 2 * this.stationCount + 2 * calls;
  }

  platform(station: number): number {
    return station;
  }

  alighted(station: number): number {
    return this.stationCount + station;
  }

  departing(pattern: number, position: number): number {
    return 2 * this.stationCount + 2 * ((this.patternStart[pattern] ?? 0) + position);
  }

  arriving(pattern: number, position: number): number {
    return this.departing(pattern, position) + 1;
  }

  describe(node: number): NodeAt {
    if (node < 0 || node >= this.count) return { kind: "none" };
    if (node < this.stationCount) return { kind: "platform", station: node };
    if (node < 2 * this.stationCount) return { kind: "alighted", station: node - this.stationCount };
    const ride = node - 2 * this.stationCount;
    const call = ride >> 1;
    const kind = ride % 2 === 0 ? "departing" : "arriving";
    return { kind, pattern: this.callPattern[call] ?? 0, position: this.callPosition[call] ?? 0 };
  }
}

/** A binary heap of nodes by cost; a node pushed again with a lower cost leaves its old entry to be skipped. */
class MinQueue {
  private readonly nodes: number[] = [];
  private readonly costs: number[] = [];
  private readonly settled = new Set<number>();

  push(node: number, cost: number): void {
    this.nodes.push(node);
    this.costs.push(cost);
    let child = this.nodes.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if ((this.costs[parent] ?? 0) <= cost) break;
      this.swap(child, parent);
      child = parent;
    }
  }

  /** The cheapest node not yet taken, or null when none is left. */
  pop(): number | null {
    while (this.nodes.length > 0) {
      const top = this.nodes[0] ?? 0;
      const lastNode = this.nodes.pop() ?? 0;
      const lastCost = this.costs.pop() ?? 0;
      if (this.nodes.length > 0) {
        this.nodes[0] = lastNode;
        this.costs[0] = lastCost;
        this.siftDown();
      }
      if (this.settled.has(top)) continue;
      this.settled.add(top);
      return top;
    }
    return null;
  }

  private siftDown(): void {
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < this.nodes.length && (this.costs[left] ?? 0) < (this.costs[smallest] ?? 0)) smallest = left;
      if (right < this.nodes.length && (this.costs[right] ?? 0) < (this.costs[smallest] ?? 0)) smallest = right;
      if (smallest === parent) return;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }

  private swap(a: number, b: number): void {
    const [nodeA, nodeB] = [this.nodes[a] ?? 0, this.nodes[b] ?? 0];
    const [costA, costB] = [this.costs[a] ?? 0, this.costs[b] ?? 0];
    this.nodes[a] = nodeB;
    this.nodes[b] = nodeA;
    this.costs[a] = costB;
    this.costs[b] = costA;
  }
}
