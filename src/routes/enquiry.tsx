// /consulta: where the enquiry form posts when its script is not running yet
// (or never will). The Worker composes the same text with the same function as
// the browser and answers 303 to the chat link; it stores and logs nothing.
// Required fields missing: the form again, with what was typed and a message.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { buildChatLink, composeEnquiry, missingEnquiryFields, readEnquiryForm } from '../lib/chat.ts';
import { EnquiryPage } from '../pages/EnquiryPage.tsx';
import { renderPage } from '../render.tsx';
import { siteConfig } from '../site.config.ts';

/** Far more than the longest message anyone types, far less than abuse. */
const MAX_BODY_BYTES = 64 * 1024;

export const enquiryRoutes = new Hono()
  // Someone who opens the address itself (a bookmark, the back button) finds the form.
  .get('/consulta', (c) => c.redirect('/#contacto', 302))
  .post(
    '/consulta',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text(siteConfig.texts.form.tooLong, 413) }),
    async (c) => {
      // A body that is not a form at all (or a broken multipart one) is a form with nothing filled in.
      const form = readEnquiryForm(await c.req.parseBody().catch(() => ({})));
      const missing = missingEnquiryFields(form);
      if (missing.length > 0) return renderPage(c, <EnquiryPage values={form} missing={missing} />, 422);
      const text = composeEnquiry(form, siteConfig.texts.form, siteConfig.chat.formClosingLine);
      return c.redirect(buildChatLink(siteConfig.phone.chatDigits, text), 303);
    },
  );
