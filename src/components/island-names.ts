// The interactive parts of the pages that React hydrates in the browser, each
// when the visitor nears it or first interacts with it (client/lazy-islands.ts).
export type IslandName = 'ContactForm';
