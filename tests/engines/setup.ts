// The engines suite's servers: `npm start`'s wrangler dev on ENGINES_PORT (default 8786), and, for WebKitGTK, a virtual
// display (Xvfb) when there is none. Beside them, on a free port, a copy of the site with the owner's closures and full
// days (special-days-site.ts): its build starts with the first server and goes on while the other journeys run, and the
// closure journeys, last, wait for it (siteInBackgroundUp). `npm run look` (scripts/measure/look.ts) calls this without a
// project: the site alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveSite, type RunningSite } from '../../scripts/dev/serve.ts';
import { site as content } from '../../src/generated/site.ts';
import { dayIn } from '../../src/lib/calendar-day.ts';
import { startInBackground, type StartedInBackground } from '../e2e/repo-copy.ts';
import { serveSpecialDaysSite, specialDaysFixture, type SpecialDaysSite } from './special-days-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    specialDaysSite: SpecialDaysSite;
  }
}

export default async function setup(project?: TestProject): Promise<() => Promise<void>> {
  let display: ChildProcess | undefined;
  if (!process.env.DISPLAY) {
    const number = 90 + (process.pid % 9);
    display = spawn('Xvfb', [`:${number}`, '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    process.env.DISPLAY = `:${number}`;
    const socket = `/tmp/.X11-unix/X${number}`;
    for (let waited = 0; !existsSync(socket) && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let special: StartedInBackground | undefined;
  if (project) {
    const fixture = specialDaysFixture(dayIn(content.openingHours.timeZone, new Date()));
    // A run filtered to other tests (`vitest run --project engines -t layout`) builds no site for the closures: its
    // journeys, which alone read the site, do not run.
    const pattern = project.config.testNamePattern;
    if (!pattern || pattern.test('closures and full days')) {
      special = await startInBackground((port, signal) => serveSpecialDaysSite(port, fixture, signal));
      project.provide('specialDaysSite', { ...special.site, fixture });
    } else project.provide('specialDaysSite', { origin: '', failure: '', fixture });
  }
  const stop = async () => {
    await special?.stop();
    display?.kill();
  };
  let site: RunningSite;
  try {
    site = await serveSite(Number(process.env.ENGINES_PORT ?? 8786));
  } catch (error) {
    await stop();
    throw error;
  }
  return async () => {
    site.stop();
    await stop();
  };
}
