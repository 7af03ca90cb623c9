import type { ReactNode } from 'react';

interface CardListProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string | number;
  /** The grid's columns and gaps. */
  className: string;
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}

/** A home section's cards, each fading in as it comes into view (data-reveal: client/reveal.ts). */
export function CardList<Item>({ items, keyOf, className, itemClassName, children }: CardListProps<Item>) {
  return (
    <ul className={`mt-12 grid ${className}`}>
      {items.map((item) => (
        <li key={keyOf(item)} data-reveal="" className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
