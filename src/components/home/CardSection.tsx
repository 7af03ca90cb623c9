// The home sections that show a list of cards (services, courses, reviews): the
// section with its anchor, background and heading around the cards' grid, then
// what the section says after its cards.
import type { ReactNode } from 'react';
import { home } from '../../generated/content.ts';
import { CardList } from '../ui/CardList.tsx';
import { Section } from '../ui/Section.tsx';

/** Each one's background (it alternates with the neighbouring sections), words in home.yaml, grid and card frame. */
const sections = {
  // Below 640 px a row that scrolls sideways, each card a little narrower than the screen so the next one shows: nine
  // cards one above the other made the page twelve screens longer on a phone. From 640 px a grid.
  servicios: {
    tone: 'dark',
    heading: home.services,
    grid: 'phone-card-row gap-5 max-sm:flex sm:grid-cols-2 lg:grid-cols-3',
    frame:
      'relative flex flex-col rounded-3xl border border-white/10 bg-ink-900 p-5 transition-colors hover:border-aqua-400/40 sm:p-6 sm:max-lg:last:odd:col-span-2 sm:max-lg:last:odd:w-[calc(50%-0.625rem)] sm:max-lg:last:odd:justify-self-center',
  },
  cursos: {
    tone: 'raised',
    heading: home.courses,
    grid: 'gap-6',
    frame: 'grid overflow-hidden rounded-3xl border border-white/10 bg-ink-800 lg:grid-cols-2',
  },
  testimonios: {
    tone: 'raised',
    heading: home.testimonials,
    grid: 'gap-5 md:grid-cols-2 lg:grid-cols-3',
    frame:
      'md:max-lg:last:odd:col-span-2 md:max-lg:last:odd:w-[calc(50%-0.625rem)] md:max-lg:last:odd:justify-self-center',
  },
} as const;

interface CardSectionProps<Item> {
  id: keyof typeof sections;
  items: readonly Item[];
  keyOf: (item: Item) => string | number;
  /** One item's card, inside its frame. */
  card: (item: Item) => ReactNode;
  /** What follows the cards. */
  children: ReactNode;
}

export function CardSection<Item>({ id, items, keyOf, card, children }: CardSectionProps<Item>) {
  const { tone, heading, grid, frame } = sections[id];
  return (
    <Section id={id} tone={tone} heading={heading}>
      <CardList items={items} keyOf={keyOf} className={grid} itemClassName={frame}>
        {card}
      </CardList>
      {children}
    </Section>
  );
}
