// The benchmark's Worker: bundled like the site's own Worker (esbuild, React's
// production build) and run in workerd by scripts/measure/bench-render.ts. A request
// renders every page type over and over and answers with the timings.
import type { ReactElement } from 'react';
import { courses, legalPages, services } from '../../src/generated/content.ts';
import { CoursePage } from '../../src/pages/CoursePage.tsx';
import { HomePage } from '../../src/pages/HomePage.tsx';
import { LegalPage } from '../../src/pages/LegalPage.tsx';
import { NotFoundPage } from '../../src/pages/NotFoundPage.tsx';
import { ServicePage } from '../../src/pages/ServicePage.tsx';
import { renderDocument } from '../../src/render.tsx';

export interface RenderTimes {
  /** Milliseconds per render: the median and the 95th percentile of the batches' means. */
  [pageType: string]: { median: number; p95: number; bytes: number };
}

// workerd's clock ticks in whole milliseconds, so renders are timed in
// batches: the figure for a page type is the median of its batches' means.
const WARM_UP = 30;
const BATCHES = 40;
const BATCH_SIZE = 20;

const [service] = services;
const [course] = courses;
if (!service || !course) throw new Error('the content needs a service and a course');

const pageTypes: Record<string, () => ReactElement> = {
  home: () => <HomePage />,
  service: () => <ServicePage service={service} />,
  course: () => <CoursePage course={course} />,
  legal: () => <LegalPage page={legalPages['politica-privacidad']} path="/politica-privacidad" />,
  'not found': () => <NotFoundPage path="/no-existe" />,
};

const encoder = new TextEncoder();

/** Renders a page the way the site's Worker does, to the bytes it sends. */
function render(page: () => ReactElement): number {
  return encoder.encode(renderDocument(page())).byteLength;
}

function timeBatch(page: () => ReactElement): number {
  const start = performance.now();
  for (let run = 0; run < BATCH_SIZE; run += 1) render(page);
  return (performance.now() - start) / BATCH_SIZE;
}

const at = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

export default {
  async fetch(): Promise<Response> {
    const times: RenderTimes = {};
    for (const [name, page] of Object.entries(pageTypes)) {
      let bytes = 0;
      for (let run = 0; run < WARM_UP; run += 1) bytes = render(page);
      const batches: number[] = [];
      for (let batch = 0; batch < BATCHES; batch += 1) batches.push(timeBatch(page));
      batches.sort((a, b) => a - b);
      times[name] = { median: at(batches, 0.5), p95: at(batches, 0.95), bytes };
    }
    return Response.json(times);
  },
};
