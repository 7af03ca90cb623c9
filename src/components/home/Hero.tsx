import { Fragment } from 'react';
import { home } from '../../generated/content.ts';
import { chatLineOf } from '../../lib/chat.ts';
import { imageOf } from '../../lib/media.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { DisplayText } from '../ui/DisplayText.tsx';
import { Picture } from '../ui/Picture.tsx';

const { hero } = home;
const { claims, chat } = siteConfig;
const labels = siteConfig.texts.claimLabels;
const chatLine = chatLineOf(siteConfig);

export function Hero() {
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-titulo"
      className="hero-upright relative isolate flex min-h-[88svh] items-end overflow-hidden bg-ink-950 pt-28 pb-14 sm:items-center sm:pb-20"
    >
      {/* Behind the words, cropped to the screen; on an upright tablet, whole under them (cropped it showed a wheel). */}
      <Picture
        image={imageOf(hero.image)}
        alt={hero.imageAlt}
        sizes="100vw"
        priority
        frameClassName="absolute inset-0 -z-10"
        className="size-full object-cover object-[62%_center] opacity-70 sm:opacity-90"
      />
      <div className="hero-shade absolute inset-0 -z-10" />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-[0.2em] text-aqua-400 uppercase">{hero.eyebrow}</p>
        <h1
          id="inicio-titulo"
          className="mt-4 max-w-3xl text-4xl leading-[1.05] font-black tracking-tight text-balance text-white sm:text-6xl"
        >
          <DisplayText>{hero.title}</DisplayText>
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-chrome-100">{hero.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href="#contacto" className="button-primary">
            {hero.bookAction}
          </a>
          <ChatLink
            line={chatLine}
            text={chat.turnGreeting}
            className="button-ghost glass-sm bg-ink-950/40"
            firstScreen
          >
            {hero.chatAction}
          </ChatLink>
        </div>
        {/* Each figure above its label, one column per pair: no wrapper element around each pair. */}
        <dl className="mt-10 grid max-w-lg grid-cols-3 gap-x-4 border-t border-white/15 pt-6">
          {[
            [claims.vehiclesServed, labels.vehiclesServed],
            [claims.satisfiedClients, labels.satisfiedClients],
            [`${claims.starAverage} ★`, labels.starAverage],
          ].map(([value, label]) => (
            <Fragment key={label}>
              <dt className="row-start-2 text-xs text-chrome-200 sm:text-sm">{label}</dt>
              <dd className="row-start-1 text-2xl font-bold text-white sm:text-3xl">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </section>
  );
}
