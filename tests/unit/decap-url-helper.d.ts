// Decap CMS's own file naming, as its ESM build ships it (no types of its own).
declare module 'decap-cms-core/dist/esm/lib/urlHelper.js' {
  export function sanitizeSlug(
    name: string,
    options: { encoding?: string; clean_accents?: boolean; sanitize_replacement?: string },
  ): string;
}
