// What every page tells search engines and link previews about itself.
export interface PageMeta {
  /** The page's own title; the site name is appended except on the home page. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/servicios/pintura-motos"; absent for not-found pages. */
  path?: string;
  /** JSON-LD blocks describing the page for search engines. */
  structuredData?: readonly object[];
}

export function documentTitle(meta: PageMeta, siteName: string): string {
  return meta.path === '/' ? meta.title : `${meta.title} | ${siteName}`;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
