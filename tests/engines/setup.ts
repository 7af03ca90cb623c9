// The engines suite's server (`npm start`'s wrangler dev on ENGINES_PORT, default 8786) and, for WebKitGTK, a
// virtual display (Xvfb) when there is none.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveSite } from '../../scripts/dev/serve.ts';

export default async function setup(): Promise<() => Promise<void>> {
  let display: ChildProcess | undefined;
  if (!process.env.DISPLAY) {
    const number = 90 + (process.pid % 9);
    display = spawn('Xvfb', [`:${number}`, '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    process.env.DISPLAY = `:${number}`;
    const socket = `/tmp/.X11-unix/X${number}`;
    for (let waited = 0; !existsSync(socket) && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const site = await serveSite(Number(process.env.ENGINES_PORT ?? 8786));
  return async () => {
    site.stop();
    display?.kill();
  };
}
