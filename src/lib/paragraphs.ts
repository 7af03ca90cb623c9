/** A multi-line description as paragraphs: one per line, blank lines dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
