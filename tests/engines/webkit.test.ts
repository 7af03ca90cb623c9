// The visitor's journeys in WebKit, the engine of Safari (see journeys.ts).
import { journeys } from './journeys.ts';

journeys('webkit');
