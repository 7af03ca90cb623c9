// The engines suite's servers: `npm start`'s wrangler dev on ENGINES_PORT (default 8786), and, for WebKitGTK, a virtual
// display (Xvfb) when there is none. Beside them, on a free port, a copy of the site with the owner's closures and full
// days (special-days-site.ts): its build starts with the first server and goes on while the other journeys run, and the
// closure journeys, last, wait for it (specialDaysSiteUp). `npm run look` (scripts/measure/look.ts) calls this without a
// project: the site alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, serveSite, type RunningSite } from '../../scripts/dev/serve.ts';
import { site as content } from '../../src/generated/site.ts';
import { dayIn } from '../../src/lib/calendar-day.ts';
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
  let special: Promise<RunningSite | undefined> | undefined;
  let folder: string | undefined;
  const building = new AbortController();
  if (project) {
    folder = mkdtempSync(join(tmpdir(), 'engines-special-days-'));
    const port = await freePort();
    const specialSite: SpecialDaysSite = {
      origin: `http://localhost:${port}`,
      fixture: specialDaysFixture(dayIn(content.openingHours.timeZone, new Date())),
      failure: join(folder, 'failure.txt'),
    };
    // A run filtered to other tests (`vitest run --project engines -t layout`) builds no site for the closures.
    const pattern = project.config.testNamePattern;
    if (!pattern || pattern.test('closures and full days'))
      special = serveSpecialDaysSite(port, specialSite.fixture, building.signal).catch((error: unknown) => {
        writeFileSync(specialSite.failure, error instanceof Error ? (error.stack ?? error.message) : String(error));
        return undefined;
      });
    project.provide('specialDaysSite', specialSite);
  }
  const stop = async () => {
    building.abort();
    (await special)?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
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
