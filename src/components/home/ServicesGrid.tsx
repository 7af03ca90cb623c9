import type { Service } from '../../content/schema/index.ts';
import { home, services } from '../../generated/content.ts';
import { chatLineOf, greetingAbout } from '../../lib/chat.ts';
import { fill } from '../../lib/fill.ts';
import { pricesHref, serviceHref } from '../../lib/navigation.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { CardSection } from './CardSection.tsx';

const { chat } = siteConfig;
const words = siteConfig.texts.homeCards;
const chatLine = chatLineOf(siteConfig);

export function ServicesGrid() {
  return (
    <CardSection id="servicios" items={services} keyOf={(service) => service.id} card={serviceCard}>
      <p className="mt-8">
        <a href={pricesHref} className="focus-ring tap-target text-link gap-2 font-semibold">
          <Icon name="tag" className="size-5 shrink-0 text-aqua-400" />
          {siteConfig.texts.prices.link}
        </a>
      </p>
      <div className="mt-6 flex flex-col items-start gap-4 rounded-3xl border border-dashed border-white/20 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-chrome-100">{home.services.customServiceText}</p>
        <ChatLink line={chatLine} text={chat.customServiceGreeting} className="button-chat shrink-0">
          {words.customService}
        </ChatLink>
      </div>
    </CardSection>
  );
}

/** A service: icon and price, what it includes, a link to its page and a chat to ask its price. */
function serviceCard(service: Service) {
  return (
    <>
      <Icon name={service.icon} className="size-12 rounded-2xl bg-aqua-400/10 p-3 text-aqua-400" />
      {/* In the top-right corner, across from the icon: a label and its value, plain text, not a control. The label is
          the paragraph's own text (a flex item of its own), one element less on a page that has many. */}
      <p className="absolute top-5 right-5 flex h-12 sm:top-6 sm:right-6 items-center gap-1.5 text-sm text-chrome-400">
        {`${words.price} `}
        <span className="font-semibold text-white">{service.cardPrice}</span>
      </p>
      <h3 className="mt-5 text-xl font-semibold text-white">{service.title}</h3>
      <p className="mt-2 leading-relaxed text-chrome-200">{service.shortDescription}</p>
      <ul className="check-list mt-4 grid gap-2 text-sm text-chrome-100">
        {service.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <a
          href={serviceHref(service.id)}
          className="button-ghost grow px-5 text-sm whitespace-nowrap"
          aria-label={`${words.serviceMore} ${fill(words.serviceMoreHidden, { servicio: service.title })}`}
        >
          {words.serviceMore}
        </a>
        <ChatLink
          line={chatLine}
          text={greetingAbout(chat.serviceGreeting, service.title)}
          context={fill(words.serviceAskPriceHidden, { servicio: service.title })}
          className="button-chat grow px-5 text-sm whitespace-nowrap"
          about={service.id}
        >
          {words.serviceAskPrice}
        </ChatLink>
      </div>
    </>
  );
}
