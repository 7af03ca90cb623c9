// The parts of src/components/ui/ show what they are given and nothing of this site's own: rendered here with another
// workshop's number, hours, profiles, levels and words (in English), each shows those.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatLink } from '../../src/components/ui/ChatLink.tsx';
import { EmailLink, PhoneLink } from '../../src/components/ui/ContactLinks.tsx';
import { CourseBadges } from '../../src/components/ui/CourseBadges.tsx';
import { HoursList } from '../../src/components/ui/HoursList.tsx';
import { LoopingVideo } from '../../src/components/ui/LoopingVideo.tsx';
import { SocialLinks } from '../../src/components/ui/SocialLinks.tsx';

const render = (element: ReactElement) => renderToStaticMarkup(element);

describe('the UI parts, given another workshop', () => {
  it('ChatLink writes to the number it is given, with its text and its new-tab notice', () => {
    const line = { digits: '441234567890', newTab: '(opens WhatsApp in a new tab)' };
    const html = render(
      <ChatLink line={line} text="Hello, a quote please" context="for waxing" className="button-chat">
        Ask
      </ChatLink>,
    );
    expect(html).toContain('href="https://wa.me/441234567890?text=Hello%2C%20a%20quote%20please"');
    expect(html).toContain('aria-label="Ask for waxing (opens WhatsApp in a new tab)"');
    expect(html).toMatch(/>Ask<\/a>$/);
  });

  it('PhoneLink and EmailLink dial and write to what they are given', () => {
    expect(render(<PhoneLink phone={{ tel: '+441234567890', display: '01234 567-890' }} className="text-link" />)).toBe(
      '<a href="tel:+441234567890" class="text-link">01234\u00a0567\u2011890</a>',
    );
    expect(render(<EmailLink email="hello@example.org" className="text-link" />)).toBe(
      '<a href="mailto:hello@example.org" class="text-link">hello@example.org</a>',
    );
  });

  it('HoursList reads the hours it is given in the words it is given', () => {
    const words = {
      days: {
        monday: 'monday',
        tuesday: 'tuesday',
        wednesday: 'wednesday',
        thursday: 'thursday',
        friday: 'friday',
        saturday: 'saturday',
        sunday: 'sunday',
      },
      dayRange: '{desde} to {hasta}',
      dayPair: '{desde} and {hasta}',
      timeRange: '{abre}–{cierra}',
      closed: 'Closed',
      openNow: 'Open now',
      opensToday: 'Opens today at {hora}',
      opensTomorrow: 'Opens tomorrow at {hora}',
      opensLater: 'Opens on {día} at {hora}',
    };
    const periods = [{ days: ['tuesday' as const, 'wednesday' as const], opens: '08:00', closes: '16:30' }];
    const html = render(<HoursList periods={periods} words={words} className="hours" />);
    expect(html).toBe(
      '<dl class="hours">' +
        '<dt>Monday</dt><dd class="text-chrome-400">Closed</dd>' +
        '<dt>Tuesday and wednesday</dt><dd class="text-white">8:00–16:30</dd>' +
        '<dt>Thursday to sunday</dt><dd class="text-chrome-400">Closed</dd>' +
        '</dl>',
    );
  });

  it('SocialLinks lists the profiles it is given, named after their owner', () => {
    const profiles = [
      { network: 'TikTok', url: 'https://www.tiktok.com/@shine' },
      { network: 'Mastodon', url: 'https://example.social/@shine' },
    ];
    const words = { socialLinks: 'Social media', newTab: '(new tab)', socialProfile: '{taller} on {red} (new tab)' };
    const icons = render(<SocialLinks variant="icons" profiles={profiles} owner="Shine" words={words} />);
    expect(icons).toContain('aria-label="Social media"');
    expect(icons).toContain('href="https://www.tiktok.com/@shine"');
    expect(icons).toContain('aria-label="Shine on TikTok (new tab)"');
    expect(icons).toContain('#brand-tiktok');
    // A network without a logo of its own is still a link, by its name.
    expect(icons).toContain('aria-label="Shine on Mastodon (new tab)"');
    const pills = render(<SocialLinks variant="pills" profiles={profiles} owner="Shine" words={words} />);
    expect(pills).toContain('aria-label="Mastodon (new tab)"');
    expect(pills).toMatch(/>Mastodon<\/a>/);
  });

  it('CourseBadges shows the level and modality it is given, the level in the colour of its rank', () => {
    const words = { level: 'Level:', modality: 'Format:' };
    const html = render(
      <CourseBadges course={{ level: 'Expert', modality: 'Online' }} rank={2} words={words} className="mt-5" />,
    );
    expect(html).toContain('<span data-level="Expert" class="rounded-full px-3 py-1 text-sm font-semibold bg-rose-400');
    expect(html).toContain('<span class="sr-only">Level: </span>Expert');
    expect(html).toContain('<span class="sr-only">Format: </span>Online');
    // Beyond the last colour, a level keeps the last one.
    expect(render(<CourseBadges course={{ level: 'Master', modality: 'Online' }} rank={5} words={words} />)).toContain(
      'bg-rose-400',
    );
    expect(render(<CourseBadges course={{ level: 'Novice', modality: 'Online' }} rank={0} words={words} />)).toContain(
      'bg-emerald-400',
    );
  });

  it('LoopingVideo names its button and badge in the words it is given', () => {
    const poster = { kind: 'image' as const, width: 1280, height: 720, avif: [], fallback: '/poster.webp' };
    const words = { videoBadge: 'CLIP', playVideo: 'Play: {video}', pauseVideo: 'Pause: {video}' };
    const html = render(
      <LoopingVideo src="/clip.mp4" poster={poster} posterSizes="100vw" label="Waxing a bonnet" words={words} />,
    );
    expect(html).toContain('alt="Waxing a bonnet"');
    expect(html).toContain('>CLIP</span>');
    expect(html).toContain('data-play="Play: Waxing a bonnet" data-pause="Pause: Waxing a bonnet"');
    expect(html).toContain('aria-label="Play: Waxing a bonnet"');
  });
});
