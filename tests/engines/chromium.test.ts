// The visitor's journeys in Chromium (see journeys.ts).
import { journeys } from './journeys.ts';

journeys('chromium');
