// The visitor's journeys and the layout checks in Firefox (see journeys.ts and layout.ts).
import { journeys } from './journeys.ts';
import { layoutJourneys } from './layout.ts';

journeys('firefox');
layoutJourneys('firefox');
