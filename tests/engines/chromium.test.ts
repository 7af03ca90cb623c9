// The visitor's journeys, the layout checks and the closures and full days in Chromium (see journeys.ts, layout.ts
// and special-days.ts).
import { journeys } from './journeys.ts';
import { layoutJourneys } from './layout.ts';
import { specialDaysJourneys } from './special-days.ts';

journeys('chromium');
layoutJourneys('chromium');
specialDaysJourneys('chromium');
