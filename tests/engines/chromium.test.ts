// The visitor's journeys (on a phone, with JavaScript), the layout checks, the owner's review card page and the closures
// and full days in Chromium (see journeys.ts, layout.ts, review-card.ts and special-days.ts).
import { afterAll } from 'vitest';
import { journeys } from './journeys.ts';
import { layoutJourneys } from './layout.ts';
import { reviewCardJourney } from './review-card.ts';
import { specialDaysJourneys } from './special-days.ts';
import { closeBrowsers } from './visitor.ts';

// The journeys once, as most visitors take them: on a phone, with JavaScript. The end-to-end suite (tests/e2e/) takes
// Chromium through the menus, the gallery and the form at a desktop's size and without JavaScript too.
journeys('chromium', { only: { size: 'phone', javaScript: true } });
layoutJourneys('chromium');
reviewCardJourney('chromium');
specialDaysJourneys('chromium');
afterAll(closeBrowsers);
