// Prices the Argentine way, and the date the owner last checked them. Pesos are written "$ 25.000" (a no-break space
// after the sign, dots between thousands) by hand rather than with Intl.NumberFormat, whose exact spaces change with the
// ICU data of each runtime: the page, the chat text and the structured data must say the same everywhere.

/** A whole number with dots between thousands, e.g. 25000 → "25.000". */
export const groupThousands = (amount: number): string =>
  String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A whole number of pesos as a visitor reads it, e.g. 25000 → "$ 25.000". */
export function formatPesos(amount: number): string {
  return `${amount < 0 ? '-' : ''}$\u00a0${groupThousands(amount)}`;
}

/** A calendar day (YYYY-MM-DD) as the site writes dates in full, e.g. 2026-11-28 → "28/11/2026". */
export const formatDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
