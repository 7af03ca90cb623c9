// An address typed another way than the site spells it ("/Resena", "/reseña", "/Precios", "/servicios/Pintura-Motos"),
// as a visitor copies it from the printed review card, a bio or a message: answered with a permanent redirect to the
// page it names rather than with the not-found page. Only capitals and accents count as another spelling; anything
// else is still not found.
import { courses, services } from '../generated/content.ts';
import { sitePaths } from '../lib/sitemap.ts';
import { routes } from './paths.ts';

/** The address in lower case and without accents: "/Reseña" → "/resena". */
export const plainSpelling = (path: string): string =>
  path
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/** The known address that `path` spells another way, or nothing when it is one of them or names none. */
export function spelledAddress(path: string, known: readonly string[]): string | undefined {
  const plain = plainSpelling(path);
  return plain === path ? undefined : known.find((address) => address === plain);
}

/** The addresses a visitor may type another way: every page, and the review card's. */
const siteAddresses = [...sitePaths(services, courses), routes.reviewVisit.path];

/** The site's address that `path` spells with capitals or accents, or nothing (the not-found handler and the entries'). */
export const spelledSiteAddress = (path: string): string | undefined => spelledAddress(path, siteAddresses);
