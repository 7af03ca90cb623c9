/** The legal pages the site publishes; each is src/content/legal/{slug}.yaml at /{slug}. */
export const legalSlugs = ['terminos-condiciones', 'politica-privacidad'] as const;
export type LegalSlug = (typeof legalSlugs)[number];
