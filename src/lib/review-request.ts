// Asking a customer for a review: the short address that leads to the workshop's reviews on Google (served by the
// Worker, which counts the visits), and the message the owner sends after a job. Shared by the build step that draws
// the card's QR code (scripts/build/review-card.ts) and the owner's page that prints it (src/admin/review-card-page.ts).
import { fill } from './fill.ts';
import { routes } from '../routes/paths.ts';

/** The short address on the site that sends a visitor to the reviews (src/reviews/routes.ts). */
export const reviewPath = routes.reviewVisit.path;

/** The owner's page with the printable card and the message: under /admin/, like the enquiry counts. */
export const reviewCardPath = '/admin/tarjeta-resena';

/**
 * The short address in full, on the site's own origin: what the card's QR code holds.
 *
 * @param origin - the site's origin, e.g. `siteConfig.origin`
 * @example
 * reviewAddress('https://elitegaragespa.com') // 'https://elitegaragespa.com/resena'
 */
export const reviewAddress = (origin: string): string => new URL(reviewPath, origin).href;

/** The address as a person types it, without `https://`: what the card prints under its code. */
export const typedAddress = (address: string): string => address.replace(/^https:\/\//, '');

/**
 * The message after a job: the owner's words with the short address in their `{dirección}` blank.
 *
 * @param template - site.yaml's `reviewRequest.message`
 * @param address - the short address in full
 */
export const reviewMessage = (template: string, address: string): string => fill(template, { dirección: address });

/**
 * What the owner's page says about the sample reviews still in the content: how many, or that every review is real.
 *
 * @param samples - the reviews still marked `sample: true`
 * @param total - every review in the content
 */
export function samplesNotice(samples: number, total: number): string {
  if (total === 0) return 'Todavía no hay reseñas en la web: agregá reseñas reales de Google.';
  if (samples === 0) return 'Todas las reseñas de la web son reales.';
  if (samples === 1) return 'Queda 1 reseña de ejemplo: reemplazala por una reseña real de Google.';
  return `Quedan ${samples} reseñas de ejemplo: reemplazalas por reseñas reales de Google.`;
}
