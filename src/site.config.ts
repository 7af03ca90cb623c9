// The business's identity: src/content/site.yaml, checked and written to src/generated/site.ts by the build.
export { site as siteConfig } from './generated/site.ts';
export type { SiteConfig } from './content/schema/index.ts';
