// The visitor's journeys, the layout checks and the closures and full days in Firefox (see journeys.ts, layout.ts
// and special-days.ts).
import { afterAll } from 'vitest';
import { journeys } from './journeys.ts';
import { layoutJourneys } from './layout.ts';
import { specialDaysJourneys } from './special-days.ts';
import { closeBrowsers } from './visitor.ts';

journeys('firefox');
layoutJourneys('firefox');
specialDaysJourneys('firefox');
afterAll(closeBrowsers);
