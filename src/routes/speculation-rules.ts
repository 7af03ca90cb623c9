// The speculation rules' file that every visitor page names in its Speculation-Rules header (src/render.tsx).
// Chromium takes it only as application/speculationrules+json with a 2xx status, fetched in CORS mode (same-origin
// here, so no CORS headers are needed).
import { Hono } from 'hono';
import { buildVersion } from '../generated/build-version.ts';
import { speculationRules, speculationRulesPath } from '../lib/speculation-rules.ts';

/** This release's address (`?v=` its version) never changes meaning; any other is revalidated on every use. */
const cacheControlFor = (version: string | undefined) =>
  version === buildVersion ? 'public, max-age=31536000, immutable' : 'no-cache';

export const speculationRulesRoutes = new Hono().get(speculationRulesPath, (c) =>
  c.body(speculationRules, 200, {
    'Content-Type': 'application/speculationrules+json',
    'Cache-Control': cacheControlFor(c.req.query('v')),
  }),
);
