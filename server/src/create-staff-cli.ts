/**
 * `npm run create-staff -- --email ana@example.com --password Segura1 [--name "Ana Lima"]`:
 * makes a staff account, or gives the staff role to the account that already has this e-mail
 * (keeping its password), on the database the server would use (DATABASE_URL, or PGlite under
 * DATA_DIR). Running it again changes nothing.
 */
import { parseArgs } from "node:util";
import { DirectoryLockedError, ensureStaffAccount, openDatabase } from "@campuslar/api";
import { ConfigError, loadConfig } from "./config.ts";
import { parseStaffAccount } from "./staff-config.ts";

const USAGE = "usage: npm run create-staff -- --email ADDRESS --password PASSWORD [--name NAME]";

/** The one line an operator reads when the command cannot do its job. */
function fail(message: string): never {
  process.stderr.write(`create-staff: ${message}\n`);
  process.exit(1);
}

function parseAccount(argv: string[]) {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(`${(error as Error).message.replace(/\s*\n\s*/g, " ")} (${USAGE})`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (!values.email || values.password === undefined) fail(`--email and --password are required (${USAGE})`);
  // The same rules as STAFF_EMAIL + STAFF_PASSWORD at start, with the flags' names in the message.
  const { account, problem } = parseStaffAccount({
    STAFF_EMAIL: values.email,
    STAFF_PASSWORD: values.password,
    STAFF_NAME: values.name,
  });
  if (!account)
    fail((problem ?? "invalid account").replace(/STAFF_(EMAIL|PASSWORD|NAME)/g, (_, f) => `--${f.toLowerCase()}`));
  return account;
}

async function main() {
  const account = parseAccount(process.argv.slice(2));
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DirectoryLockedError) fail(`cannot open the database: ${error.message}`);
    fail(`cannot open the database (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    await database.migrate();
    const result = await ensureStaffAccount(database.db, account);
    const said = {
      created: `Created the staff account ${account.email}.`,
      promoted: `${account.email} already had an account: it is staff now (its password is unchanged).`,
      unchanged: `${account.email} is already staff; nothing changed.`,
    };
    process.stdout.write(`${said[result.outcome]}\n`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(`failed: ${error instanceof Error ? error.message : String(error)}`),
);
