// A few days of visitors' enquiries, sent to a site served on this machine as their browsers send them: for the owner's
// counts page in the guide's picture (scripts/measure/editor-screenshots.ts) and in its test (tests/e2e/admin.spec.ts).
import { countUrl, generalEnquiry } from '../../src/enquiry/counts.ts';
import { turnCountUrl } from '../../src/enquiry/turn-counts.ts';
import { services } from '../../src/generated/content.ts';
import { siteConfig } from '../../src/site.config.ts';

/** A phone's browser, as the counts read it (a request without one could be taken for a bot). */
const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** What was sent: the rows the counts page names (services' titles and the form's option) and how many in all. */
export interface SampleCounts {
  names: string[];
  enquiries: number;
}

/**
 * Sends taps on three services' chat links and the general one, forms with one of the form's options and turn requests
 * with each vehicle, under the per-minute limit of each service and channel, and four visits to /resena.
 */
export async function sendSampleCounts(site: string): Promise<SampleCounts> {
  const [first, second, third] = services;
  if (!first || !second || !third) throw new Error('the sample counts need three services');
  // The chart cuts names at about 25 characters: a form option that begins like one of these services' titles (the
  // form's list words them its own way) would read as a second row of the same service.
  const opening = (text: string) => text.slice(0, 25);
  const option = siteConfig.contactFormServices.find(
    (candidate) => ![first, second, third].some((service) => opening(service.title) === opening(candidate)),
  );
  if (!option) throw new Error('the sample counts need a form option unlike the first three services');
  const sent: [string, number][] = [
    [countUrl(first.id, 'chat'), 7],
    [countUrl(second.id, 'chat'), 4],
    [countUrl(third.id, 'chat'), 2],
    [countUrl(generalEnquiry, 'chat'), 5],
    [countUrl(option, 'form'), 3],
    ...siteConfig.texts.turn.vehicles.map((vehicle, index): [string, number] => [
      turnCountUrl(option, { weekday: 'saturday', band: 'morning', vehicle }),
      3 - (index % 3),
    ]),
  ];
  const asVisitor = { method: 'POST', headers: { 'User-Agent': phoneAgent, 'Sec-Fetch-Site': 'same-origin' } };
  for (const [address, times] of sent) {
    for (let time = 0; time < times; time += 1) {
      const response = await fetch(`${site}${address}`, asVisitor);
      if (response.status !== 204) throw new Error(`${address} answered ${response.status}, not 204`);
    }
  }
  for (let visit = 0; visit < 4; visit += 1) {
    await fetch(`${site}/resena`, { headers: asVisitor.headers, redirect: 'manual' });
  }
  return {
    names: [first.title, second.title, third.title, option],
    enquiries: sent.reduce((all, [, times]) => all + times, 0),
  };
}
