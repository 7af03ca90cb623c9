// POST /consulta: the enquiry form without its script. It composes the chat text as the browser does, checks a turn's
// day as the browser does (and as a page cached yesterday cannot), answers 303 to the chat and keeps nothing typed, only
// a count (a turn refused for a holiday, a closure or a full day counts by its reason). POST /consulta/contar: counts
// reported by beacons. Both count through the rate limit of src/enquiry/count-limit.server.ts.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { courses, services } from '../generated/content.ts';
import { contactForm } from '../generated/browser-form.ts';
import { priceLines, referenceFields } from '../prices/reference.ts';
import { buildChatLink } from '../lib/chat.ts';
import { dayIn } from '../lib/calendar-day.ts';
import { renderPage } from '../render.tsx';
import { routes } from '../routes/paths.ts';
import { holidays } from '../generated/site.ts';
import { siteConfig } from '../site.config.ts';
import { countAfterResponse, countLimitKey, type CountBindings } from './count-limit.server.ts';
import { addEnquiry, addRefusedTurn, addTurnRequest } from './counts.server.ts';
import { channelFromQuery, generalEnquiry, isCountable, type Channel, type CountChannel } from './counts.ts';
import { EnquiryPage } from './EnquiryPage.tsx';
import { composeEnquiry, enquiryTooLong, missingEnquiryFields, readEnquiryForm } from './message.ts';
import { refusedFromQuery, turnFromQuery, turnOf, type TurnPreference } from './turn-counts.ts';
import { readTurnRequest } from './turn-request.ts';
import {
  checkTurnDay,
  countedReason,
  refusalMessage,
  turnBlock,
  turnRulesOf,
  type RefusedReason,
} from './turn-rules.ts';

const turnRules = turnRulesOf(siteConfig, holidays);
const { enquiry, enquiryCount } = routes;

type CountContext = Context<{ Bindings: CountBindings }>;

/** What an enquiry may be counted under: a service or course page's id, a contact-form option, or none. */
const countKeys = new Set([
  ...services.map((service) => service.id),
  ...courses.map((course) => course.id),
  ...siteConfig.contactFormServices,
  generalEnquiry,
]);

/** Counts one enquiry under its channel, as `countWith` does. */
function count(c: CountContext, service: string, channel: Channel): void {
  countWith(c, service, channel, (db, key, day) => addEnquiry(db, { service: key, channel }, day));
}

/** Counts one turn request, as `count` does: its own channel, with the weekday and time band preferred. */
function countTurn(c: CountContext, service: string, turn: TurnPreference): void {
  countWith(c, service, 'turn', (db, key, day) => addTurnRequest(db, { service: key, ...turn }, day));
}

/** Counts one turn request refused for a holiday, a closure or a full day: the demand the owner turned away. */
function countRefused(c: CountContext, service: string, reason: RefusedReason): void {
  countWith(c, service, 'refused', (db, key, day) => addRefusedTurn(db, { service: key, reason }, day));
}

/**
 * Counts one enquiry or turn request, after the response (countAfterResponse), rate-limited by the row's channel
 * ('turn' for turn requests) and service; a request that is not one to count (isCountable) is not.
 */
function countWith(
  c: CountContext,
  service: string,
  channel: CountChannel,
  write: (db: D1Database, key: string, day: string) => Promise<void>,
): void {
  if (!isCountable(c.req.raw.headers)) return;
  const enquiry = { service: countKeys.has(service) ? service : generalEnquiry, channel };
  const day = dayIn(siteConfig.openingHours.timeZone, new Date());
  countAfterResponse(c, {
    name: 'enquiry count',
    key: countLimitKey(enquiry),
    write: (db) => write(db, enquiry.service, day),
  });
}

/** Far more than the longest message anyone types, far less than abuse. */
const MAX_BODY_BYTES = 64 * 1024;

export const enquiryRoutes = new Hono<{ Bindings: CountBindings }>()
  // Someone who opens the address itself (a bookmark, the back button) finds the form.
  .get(enquiry.path, (c) => c.redirect('/#contacto', 302))
  .post(
    enquiry.path,
    // Past the body limit nothing was read: the form comes back empty, with the notice.
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        const nothing = new FormData();
        const page = (
          <EnquiryPage
            values={readEnquiryForm(nothing)}
            missing={[]}
            tooLong="link"
            turnRequest={readTurnRequest(nothing)}
          />
        );
        return renderPage(c, page, 413);
      },
    }),
    async (c) => {
      // A body that is not a form at all (or a broken multipart one) is a form with nothing filled in.
      const data = await c.req.formData().catch(() => new FormData());
      const form = readEnquiryForm(data);
      const turnRequest = readTurnRequest(data);
      const ticked = data.getAll(referenceFields.extra).map(String);
      const missing = missingEnquiryFields(form);
      const today = dayIn(siteConfig.openingHours.timeZone, new Date());
      const refusal = turnRequest.day === '' ? undefined : checkTurnDay(turnRequest, today, turnRules);
      if (missing.length > 0 || refusal) {
        const reason = refusal && countedReason(refusal);
        if (reason) countRefused(c, form.service || generalEnquiry, reason);
        const message = refusal && refusalMessage(refusal, siteConfig.texts.turn, siteConfig.texts.hours);
        const page = (
          <EnquiryPage values={form} missing={missing} turnRequest={turnRequest} ticked={ticked} refusal={message} />
        );
        return renderPage(c, page, 422);
      }
      const turn = turnBlock(turnRequest, turnRules, siteConfig.texts.turn, siteConfig.texts.hours);
      // The reference price as the browser adds it: the same lines from the same content.
      const block = turn && { ...turn, price: priceLines(data, contactForm.prices, contactForm.priceWords) };
      const text = composeEnquiry(form, siteConfig.texts.form, siteConfig.chat.formClosingLine, block);
      const link = buildChatLink(siteConfig.phone.chatDigits, text);
      // A message past the cap comes back with what was typed, so the chat address (a header) stays bounded.
      const tooLong = enquiryTooLong(form, link);
      if (tooLong) {
        const page = (
          <EnquiryPage values={form} missing={[]} tooLong={tooLong} turnRequest={turnRequest} ticked={ticked} />
        );
        return renderPage(c, page, 422);
      }
      if (block) countTurn(c, form.service || generalEnquiry, turnOf(turnRequest, siteConfig.texts.turn.vehicles));
      else count(c, form.service || generalEnquiry, 'form');
      return c.redirect(link, 303);
    },
  )
  // A beacon from a chat link's tap (client/inline/chat-counts.ts) or the enhanced form: ?servicio=…&canal=chat|form,
  // a turn request's canal=turno&dia=<weekday|any>&horario=<morning|afternoon|any>&vehiculo=<a vehicle of the content's
  // list|any> (another vehicle counts as any), or a turn the form refused for a closed or full day,
  // canal=rechazo&motivo=<holiday|closure|full>; read here into English names.
  .post(enquiryCount.path, bodyLimit({ maxSize: 1024, onError: (c) => c.body(null, 413) }), (c) => {
    const { query } = enquiryCount;
    const channel = channelFromQuery(c.req.query(query.channel));
    const service = c.req.query(query.service) ?? generalEnquiry;
    if (channel === undefined || !countKeys.has(service)) return c.body(null, 400);
    if (channel === 'turn') {
      const turn = turnFromQuery(
        { weekday: c.req.query(query.weekday), band: c.req.query(query.band), vehicle: c.req.query(query.vehicle) },
        siteConfig.texts.turn.vehicles,
      );
      if (!turn) return c.body(null, 400);
      countTurn(c, service, turn);
    } else if (channel === 'refused') {
      const reason = refusedFromQuery(c.req.query(query.reason));
      if (!reason) return c.body(null, 400);
      countRefused(c, service, reason);
    } else count(c, service, channel);
    return c.body(null, 204);
  });
