// Legal texts name the business through tokens such as {email}, filled from
// the site configuration so a changed email is changed everywhere.
export const legalTokens = ['name', 'email', 'phone', 'address'] as const;
export type LegalToken = (typeof legalTokens)[number];

export type TextPart = { kind: 'text'; text: string } | { kind: 'token'; token: LegalToken };

const tokenPattern = /\{([a-z]+)\}/g;

/** Splits a paragraph into plain text and known tokens; unknown braces stay as text. */
export function splitTokens(paragraph: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(tokenPattern)) {
    const token = match[1] as LegalToken;
    if (!legalTokens.includes(token)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: paragraph.slice(last, match.index) });
    parts.push({ kind: 'token', token });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(last) });
  return parts;
}

/** Tokens in braces that the site cannot fill, e.g. a misspelt "{emial}". */
export function unknownTokens(paragraph: string): string[] {
  return [...paragraph.matchAll(tokenPattern)]
    .map((match) => match[1] ?? '')
    .filter((token) => !(legalTokens as readonly string[]).includes(token));
}
