// POST /consulta: the enquiry form without its script. It composes the chat text as the browser does, answers 303 to
// the chat and keeps nothing typed, only a count. POST /consulta/contar: counts reported by beacons. Both count
// through the rate limit of src/lib/count-limit.ts.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { buildChatLink, composeEnquiry, enquiryTooLong, missingEnquiryFields, readEnquiryForm } from '../lib/chat.ts';
import { withinCountLimit } from '../lib/count-limit.ts';
import { EnquiryPage } from '../pages/EnquiryPage.tsx';
import { renderPage } from '../render.tsx';
import { siteConfig } from '../site.config.ts';
import { courses, services } from '../generated/content.ts';
import { addEnquiry, channels, dayIn, generalEnquiry, isCountable, type Channel } from '../lib/enquiry-counts.ts';

/** The enquiry counts (wrangler.toml's d1_databases) and their rate limit (ratelimits); either may be missing. */
export type CountBindings = Partial<Pick<Env, 'DB' | 'COUNT_LIMIT'>>;
type CountContext = Context<{ Bindings: CountBindings }>;

/** What an enquiry may be counted under: a service or course page's id, a contact-form option, or none. */
const countKeys = new Set([
  ...services.map((service) => service.id),
  ...courses.map((course) => course.id),
  ...siteConfig.contactFormServices,
  generalEnquiry,
]);

/**
 * Counts one enquiry, after the response, so that nobody waits for it. A count past the rate limit is skipped; a
 * missing or failing store loses the count and logs one line (Workers Logs), nothing else.
 */
function count(c: CountContext, service: string, channel: Channel): void {
  if (!isCountable(c.req.raw.headers)) return;
  const enquiry = { service: countKeys.has(service) ? service : generalEnquiry, channel };
  const day = dayIn(siteConfig.openingHours.timeZone, new Date());
  // Started on a later turn of the event loop, so the response is on its way before the write begins.
  const written = new Promise((resolve) => setTimeout(resolve, 0))
    .then(async () => {
      const db = c.env?.DB;
      if (!db) throw new Error('no DB binding (wrangler.toml → d1_databases)');
      if (await withinCountLimit(c.env?.COUNT_LIMIT, enquiry)) await addEnquiry(db, enquiry, day);
      else console.warn(`enquiry count over the rate limit, not saved: ${enquiry.channel} ${enquiry.service}`);
    })
    .catch((error: unknown) => {
      console.error('enquiry count not saved', error);
    });
  try {
    c.executionCtx.waitUntil(written);
  } catch {
    // No execution context (a plain fetch in tests): the write still runs.
  }
}

/** Far more than the longest message anyone types, far less than abuse. */
const MAX_BODY_BYTES = 64 * 1024;

export const enquiryRoutes = new Hono<{ Bindings: CountBindings }>()
  // Someone who opens the address itself (a bookmark, the back button) finds the form.
  .get('/consulta', (c) => c.redirect('/#contacto', 302))
  .post(
    '/consulta',
    // Past the body limit nothing was read: the form comes back empty, with the notice.
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        renderPage(c, <EnquiryPage values={readEnquiryForm(new FormData())} missing={[]} tooLong="link" />, 413),
    }),
    async (c) => {
      // A body that is not a form at all (or a broken multipart one) is a form with nothing filled in.
      const form = readEnquiryForm(await c.req.formData().catch(() => new FormData()));
      const missing = missingEnquiryFields(form);
      if (missing.length > 0) return renderPage(c, <EnquiryPage values={form} missing={missing} />, 422);
      const text = composeEnquiry(form, siteConfig.texts.form, siteConfig.chat.formClosingLine);
      const link = buildChatLink(siteConfig.phone.chatDigits, text);
      // A message past the cap comes back with what was typed, so the chat address (a header) stays bounded.
      const tooLong = enquiryTooLong(form, link);
      if (tooLong) return renderPage(c, <EnquiryPage values={form} missing={[]} tooLong={tooLong} />, 422);
      count(c, form.service || generalEnquiry, 'form');
      return c.redirect(link, 303);
    },
  )
  // A beacon from a chat link's tap (client/inline/chat-counts.ts) or the enhanced form: ?servicio=…&canal=chat|form.
  .post('/consulta/contar', bodyLimit({ maxSize: 1024, onError: (c) => c.body(null, 413) }), (c) => {
    const channel = c.req.query('canal');
    const service = c.req.query('servicio') ?? generalEnquiry;
    if (!channels.includes(channel as Channel) || !countKeys.has(service)) return c.body(null, 400);
    count(c, service, channel as Channel);
    return c.body(null, 204);
  });
