import { downloadAccountData } from "../lib/account-data.server.ts";
import type { Route } from "./+types/account-export";

/** The account page's "Download my data (JSON)" (lib/account-data.server.ts). */
export const loader = (args: Route.LoaderArgs) => downloadAccountData(args);
