// The visitor's journeys in Firefox (see journeys.ts).
import { journeys } from './journeys.ts';

journeys('firefox');
