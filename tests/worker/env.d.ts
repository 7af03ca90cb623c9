// The Worker under test, as seen from `cloudflare:workers` exports in the test isolate.
declare namespace Cloudflare {
  interface Exports {
    default: Fetcher;
  }
}
