// The visitor's journeys, the layout checks, the owner's review card page and the closures and full days in WebKit, the
// engine of Safari (see journeys.ts, layout.ts, review-card.ts and special-days.ts).
import { afterAll } from 'vitest';
import { journeys } from './journeys.ts';
import { layoutJourneys } from './layout.ts';
import { reviewCardJourney } from './review-card.ts';
import { specialDaysJourneys } from './special-days.ts';
import { closeBrowsers } from './visitor.ts';

journeys('webkit');
layoutJourneys('webkit');
reviewCardJourney('webkit');
specialDaysJourneys('webkit');
afterAll(closeBrowsers);
