// The first screen of a service's page (see DetailTop): its facts and the chat buttons.
import type { Service } from '../../content/schema.ts';
import { greetingAbout } from '../../lib/chat.ts';
import { fill } from '../../lib/fill.ts';
import { sectionHref, type NavLink } from '../../lib/navigation.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { DetailTop } from './DetailTop.tsx';

const { chat } = siteConfig;
const words = siteConfig.texts.servicePage;

export function ServiceTop({ service, trail }: { service: Service; trail: NavLink[] }) {
  const facts = [
    { icon: 'clock' as const, term: words.duration, value: service.duration },
    {
      icon: 'shield-check' as const,
      term: words.warranty,
      value: fill(words.warrantyValue, { garantía: service.warranty }),
    },
    { icon: 'tag' as const, term: words.price, value: service.price },
  ];
  return (
    <DetailTop
      trail={trail}
      title={service.title}
      description={service.fullDescription}
      back={{ label: words.back, href: sectionHref('servicios') }}
      media={{ image: service.images[0] ?? '', video: service.video }}
    >
      <dl className="mt-8 grid gap-3 sm:grid-cols-3">
        {facts.map(({ icon, term, value }) => (
          <div key={term} className="rounded-2xl border border-white/10 bg-ink-900 p-4">
            <dt className="flex items-center gap-2 text-sm text-chrome-200">
              <Icon inline name={icon} className="size-4 text-aqua-400" />
              {term}
            </dt>
            <dd className="mt-1 font-semibold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ChatLink
          text={greetingAbout(chat.serviceGreeting, service.title)}
          className="button-chat"
          firstScreen
          about={service.id}
        >
          {words.askPrice}
        </ChatLink>
        <ChatLink
          text={greetingAbout(chat.bookingServiceGreeting, service.title)}
          className="button-ghost"
          firstScreen
          about={service.id}
        >
          {words.book}
        </ChatLink>
      </div>
    </DetailTop>
  );
}
