// A service's own parts of its first screen (DetailTop.tsx draws the rest): its facts and its chat buttons. A root of
// client/first-screen-detail.css's sources (scripts/build/first-screen.ts).
import type { Service } from '../../content/schema/index.ts';
import { turnRequestLink } from '../../enquiry/turn-rules.ts';
import { chatLineOf, greetingAbout } from '../../lib/chat.ts';
import { fill } from '../../lib/fill.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { Icon } from '../ui/Icon.tsx';

const { chat } = siteConfig;
const words = siteConfig.texts.servicePage;
const chatLine = chatLineOf(siteConfig);

/** How long it takes, its warranty and its price, each in a box. */
export function ServiceFacts({ service }: { service: Service }) {
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
  );
}

/** Ask the price and ask for a turn in the chat, and the booking form when the service is one of its options. */
export function ServiceActions({ service }: { service: Service }) {
  const ask = (greeting: string, className: string, label: string) => (
    <ChatLink
      line={chatLine}
      text={greetingAbout(greeting, service.title)}
      className={className}
      firstScreen
      about={service.id}
    >
      {label}
    </ChatLink>
  );
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      {ask(chat.serviceGreeting, 'button-chat', words.askPrice)}
      {ask(chat.bookingServiceGreeting, 'button-ghost', words.book)}
      {service.formOption && (
        <a href={turnRequestLink(service.id)} className="button-ghost">
          {words.bookingForm}
        </a>
      )}
    </div>
  );
}
