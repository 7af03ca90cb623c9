/// <reference types="@cloudflare/vitest-plugin/types" />
// The Worker under test, as seen from `cloudflare:workers` exports in the test isolate, and the bindings the tests use.
declare namespace Cloudflare {
  interface Exports {
    default: Fetcher;
  }
  interface Env {
    DB: D1Database;
    /** Workers Static Assets: the files of dist/client, as served before the Worker runs. */
    ASSETS: Fetcher;
    // A global declaration file cannot import: the type is named inline.
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
