import { home } from '../../generated/content.ts';
import { imageOf } from '../../lib/media.ts';
import { siteConfig } from '../../site.config.ts';
import { Picture } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const { about } = home;
const { claims } = siteConfig;
const labels = siteConfig.texts.claimLabels;

const claimList = [
  [claims.vehiclesServed, labels.vehiclesServed],
  [claims.satisfiedClients, labels.satisfiedClients],
  [claims.ratingAverage, labels.ratingAverage],
  [claims.yearsOfExperience, labels.yearsOfExperience],
  [claims.responseTime, labels.responseTime],
];

export function About() {
  return (
    <Section id="nosotros" tone="raised">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="nosotros" eyebrow={about.eyebrow} title={about.title} />
          <ul className="mt-8 grid gap-6">
            {about.blocks.map((block) => (
              <li key={block.title} data-reveal="0.2" className="border-l-2 border-aqua-400 pl-5">
                <h3 className="text-lg font-semibold text-white">{block.title}</h3>
                <p className="mt-1.5 leading-relaxed text-chrome-200">{block.description}</p>
              </li>
            ))}
          </ul>
        </div>
        <Picture
          image={imageOf(about.image)}
          alt={about.imageAlt}
          sizes="(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 100vw"
          frameClassName="block overflow-hidden rounded-3xl border border-white/10"
          reveal="0.2"
          className="aspect-[3/2] w-full object-cover"
        />
      </div>
      <dl className="figure-tiles mx-auto mt-14 max-w-7xl gap-4 px-4 sm:px-6">
        {claimList.map(([value, label]) => (
          <div
            key={label}
            data-reveal="0.2"
            className="flex flex-col rounded-2xl border border-white/10 bg-ink-800 p-5"
          >
            <dt className="text-sm text-chrome-200">{label}</dt>
            <dd className="order-first text-3xl font-bold text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
