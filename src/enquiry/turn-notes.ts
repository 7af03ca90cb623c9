// The notes beside the turn's day as the server writes them into a page (a service page's "Pedir turno", a form sent
// back), from the content itself; once the island has hydrated, src/enquiry/turn-check.ts writes them in the browser.
import { services } from '../generated/content.ts';
import { holidays } from '../generated/site.ts';
import { siteConfig } from '../site.config.ts';
import { turnChecksOf } from './turn-checks.ts';
import { turnNotes } from './turn-rules.ts';

const checks = turnChecksOf(siteConfig, services, holidays);

/** That day's hours when the workshop takes it, and the chosen service's duration. */
export const servedTurnNotes = (day: string, service: string, refusal?: string): string =>
  turnNotes(checks, siteConfig.texts.hours, { day, service, refusal });
