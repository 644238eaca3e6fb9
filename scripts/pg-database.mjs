// CI helper: `node scripts/pg-database.mjs create|drop NAME` against the server in PG_ADMIN_URL.
// `drop` also removes the databases named NAME_t_* that the API tests made: one per test file, and the migrated
// template they were copied from (NAME_t_<run>_tpl). A run drops its own when it ends, unless it was killed.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/pg-database.mjs create|drop name (lower-case letters, digits, _)');
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
await client.connect();
try {
  if (action === 'create') {
    await client.query(`create database ${name}`);
  } else {
    // starts_with, not LIKE, whose `_` would match any character.
    const { rows } = await client.query(
      'select datname from pg_database where datname = $1 or starts_with(datname, $2)',
      [name, `${name}_t_`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    console.info(`dropped ${rows.length} database(s)`);
  }
} finally {
  await client.end();
}
