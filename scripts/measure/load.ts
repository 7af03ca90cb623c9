// `npm run load`: a short, bounded load check against `npm start`'s server on
// loopback. 50 connections for 20 seconds cycle through the pages a visitor
// opens (tracking queries included) and the byte ranges a video player asks
// for. Every answer must be a 2xx: no errors, no timeouts, no 5xx.
// A benchmark, not a test: the figures go to BUDGETS.md.
import autocannon, { type Request } from 'autocannon';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { courses, services } from '../../src/generated/content.ts';
import { serveSite } from '../dev/serve.ts';
import { distClient } from '../paths.ts';

const port = Number(process.env.LOAD_PORT ?? 8790);
const duration = Number(process.env.LOAD_SECONDS ?? 20);
const connections = 50;

const browser = { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' };
const videos = readdirSync(path.join(distClient, 'video/services')).filter((file) => file.endsWith('.mp4'));
const requests: Request[] = [
  { method: 'GET', path: '/', headers: browser },
  ...services.map((service): Request => ({ method: 'GET', path: `/servicios/${service.id}`, headers: browser })),
  ...courses.map((course): Request => ({ method: 'GET', path: `/cursos/${course.id}`, headers: browser })),
  { method: 'GET', path: '/politica-privacidad?utm_source=instagram', headers: browser },
  { method: 'GET', path: '/?fbclid=IwAR0load', headers: browser },
  ...videos.slice(0, 3).flatMap((file): Request[] => [
    { method: 'GET', path: `/video/services/${file}`, headers: { Range: 'bytes=0-65535' } },
    { method: 'GET', path: `/video/services/${file}`, headers: { Range: 'bytes=65536-' } },
  ]),
];

const site = await serveSite(port);
try {
  // One request each first, so the figures are for the edge cache's steady state.
  for (const request of requests) {
    await fetch(`${site.origin}${request.path}`, { headers: request.headers as Record<string, string> });
  }
  const result = await autocannon({ url: site.origin, connections, duration, requests });
  const failures = result.errors + result.timeouts + result.non2xx;
  const kilobytes = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en')} KB`;
  console.table({
    requests: `${result.requests.total.toLocaleString('en')} in ${result.duration} s (${connections} connections, ${requests.length} URLs)`,
    'requests/s (mean)': result.requests.average.toFixed(0),
    'latency p50 / p90 / p99 / max': `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms`,
    'throughput (mean)': `${kilobytes(result.throughput.average)}/s`,
    '2xx / 3xx / 4xx / 5xx': `${result['2xx']} / ${result['3xx']} / ${result['4xx']} / ${result['5xx']}`,
    'errors / timeouts': `${result.errors} / ${result.timeouts}`,
  });
  if (failures > 0) {
    console.error(`✗ ${failures} requests failed or answered other than 2xx`);
    process.exitCode = 1;
  } else {
    console.log('✓ every request answered 2xx');
  }
} finally {
  site.stop();
}
