import type { Route } from "./+types/account-export-route";
import { downloadAccountData } from "./account-data.server.ts";

/** The account page's "Download my data (JSON)" (features/accounts/account-data.server.ts). */
export const loader = (args: Route.LoaderArgs) => downloadAccountData(args);
