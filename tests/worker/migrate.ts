// Every Worker test file starts with the enquiry counts' tables (migrations/) in its local D1 database.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
