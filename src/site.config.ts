// The business's identity, read everywhere on the site. The facts live in
// src/content/site.yaml (edited in the browser at /admin/ or by hand); the
// build checks them against src/content/site-schema.ts and writes them to
// src/generated/site.ts, which this module hands to the rest of the code.
export { site as siteConfig } from './generated/site.ts';
export type { SiteConfig } from './content/site-schema.ts';
