// A service's own parts of its first screen (DetailTop.tsx draws the rest): its facts and its chat buttons. A root of
// client/first-screen-detail.css's sources (scripts/build/first-screen.ts).
import type { Service } from '../../content/schema/index.ts';
import { turnRequestLink } from '../../enquiry/turn-rules.ts';
import { chatLineOf, greetingAbout } from '../../lib/chat.ts';
import { fill } from '../../lib/fill.ts';
import { PriceTable } from '../../prices/PriceTable.tsx';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { Icon } from '../ui/Icon.tsx';

const { chat } = siteConfig;
const words = siteConfig.texts.servicePage;
const chatLine = chatLineOf(siteConfig);

/** How long it takes, its warranty and its price: a row each, the name on the left and the value on the right. */
/** `dated`: the price table says when prices were checked (the price list says it once, above all of them). */
export function ServiceFacts({ service, dated = true }: { service: Service; dated?: boolean }) {
  const facts = [
    { icon: 'clock' as const, term: words.duration, value: service.duration },
    {
      icon: 'shield-check' as const,
      term: words.warranty,
      value: fill(words.warrantyValue, { garantía: service.warranty }),
    },
    ...(service.prices ? [] : [{ icon: 'tag' as const, term: words.price, value: service.price }]),
  ];
  return (
    <dl className="-my-2 divide-y divide-white/10">
      {facts.map(({ icon, term, value }) => (
        <div key={term} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <FactTerm icon={icon} term={term} />
          <dd className="font-semibold text-white">{value}</dd>
        </div>
      ))}
      {service.prices && (
        // Priced by vehicle: the price row becomes a table under its name.
        <div className="py-3">
          <FactTerm icon="tag" term={words.price} />
          <dd className="mt-2">
            <PriceTable service={service} words={priceWords} updated={dated ? siteConfig.pricesUpdated : undefined} />
          </dd>
        </div>
      )}
    </dl>
  );
}

const priceWords = { prices: siteConfig.texts.prices, vehicles: siteConfig.texts.turn.vehicles };

function FactTerm({ icon, term }: { icon: 'clock' | 'shield-check' | 'tag'; term: string }) {
  return (
    <dt className="flex items-center gap-2 text-chrome-200">
      <Icon inline name={icon} className="size-5 shrink-0 text-aqua-400" />
      {term}
    </dt>
  );
}

/**
 * Two ways to ask for a turn, told apart: the chat buttons open WhatsApp now (the price, or a turn), with a line that
 * says so; the turn form, for a visitor who would rather choose the day, is a quieter link under its own line.
 */
export function ServiceActions({ service }: { service: Service }) {
  const ask = (greeting: string, className: string, label: string) => (
    <ChatLink
      line={chatLine}
      text={greetingAbout(greeting, service.title)}
      className={`${className} grow whitespace-nowrap`}
      firstScreen
      about={service.id}
    >
      {label}
    </ChatLink>
  );
  return (
    <>
      <div className="mt-5 border-t border-white/10 pt-5">
        <p className="text-sm text-chrome-200">{words.chatNote}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {ask(chat.serviceGreeting, 'button-chat', words.askPrice)}
          {ask(chat.turnServiceGreeting, 'button-ghost', words.book)}
        </div>
      </div>
      {service.formOption && (
        <p className="mt-5 flex gap-3 border-t border-white/10 pt-5 text-sm text-chrome-200">
          <Icon inline name="calendar-days" className="mt-0.5 size-5 shrink-0 text-aqua-400" />
          <span>
            {words.formNote}{' '}
            <a href={turnRequestLink(service.id)} className="text-link font-semibold whitespace-nowrap">
              {words.turnForm}
            </a>
          </span>
        </p>
      )}
    </>
  );
}
