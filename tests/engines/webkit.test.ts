// The visitor's journeys and the layout checks in WebKit, the engine of Safari (see journeys.ts and layout.ts).
import { journeys } from './journeys.ts';
import { layoutJourneys } from './layout.ts';

journeys('webkit');
layoutJourneys('webkit');
