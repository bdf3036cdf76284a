import pg from "pg";

/**
 * Runs `use` with the URL of a new, empty database on the PostgreSQL server at `adminUrl`, and
 * drops it afterwards whatever happens, so test runs never see each other's data.
 */
export async function withThrowawayDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `t_server_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/**
 * A new, empty database on the server at `adminUrl`, for tests that keep it across hooks
 * (`beforeAll`/`afterAll`); `drop` removes it, ending any session still on it.
 */
export async function createThrowawayDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_server_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
