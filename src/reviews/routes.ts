// GET /resena: the short address printed on the review card's QR code and sent in the owner's messages, answered with a
// redirect to the workshop's Google reviews (site.yaml → reviewRequestUrl, or reviewsUrl), so the card keeps working when that link changes.
// A visit adds one to its day's count, rate-limited like the enquiries' (src/enquiry/count-limit.server.ts); nothing
// else of the request is read or kept, and its query string (fbclid, utm_…, a QR reader's own) goes nowhere.
import { Hono } from 'hono';
import { countAfterResponse, type CountBindings } from '../enquiry/count-limit.server.ts';
import { dayIn } from '../lib/calendar-day.ts';
import { routes } from '../routes/paths.ts';
import { siteConfig } from '../site.config.ts';
import { addReviewVisit } from './visits.server.ts';
import { isCountedVisit, reviewVisitKey } from './visits.ts';

export const reviewRoutes = new Hono<{ Bindings: CountBindings }>().get(routes.reviewVisit.path, (c) => {
  // HEAD runs this route too (Hono answers it as GET without the body): a link previewer's check, not a visit.
  if (c.req.method === 'GET' && isCountedVisit(c.req.raw.headers)) {
    const day = dayIn(siteConfig.openingHours.timeZone, new Date());
    countAfterResponse(c, { name: 'review visit count', key: reviewVisitKey, write: (db) => addReviewVisit(db, day) });
  }
  // Every visit reaches the Worker, to be counted, and follows today's link: the Business Profile's "Pedir reseñas"
  // when the owner gave it, the reviews page otherwise.
  c.header('Cache-Control', 'no-store');
  return c.redirect(siteConfig.reviewRequestUrl ?? siteConfig.reviewsUrl, 302);
});
