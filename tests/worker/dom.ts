// A served page read as a document (htmlparser2, css-select, domutils): the static facts of a page (its texts, links,
// attributes, structured data) are checked here, in milliseconds, instead of in a browser.
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { fetchPage } from './fetch-page.ts';

export interface Dom {
  /** Every element matching a CSS selector, in document order. */
  all(selector: string): Element[];
  /** The first element matching a CSS selector; throws if there is none, naming the selector. */
  one(selector: string): Element;
  /** The text of every element matching a CSS selector, whitespace collapsed as a browser shows it. */
  texts(selector: string): string[];
  /** The text of the first element matching a CSS selector. */
  text(selector: string): string;
  /** An attribute of the first element matching a CSS selector (undefined if it has none). */
  attribute(selector: string, name: string): string | undefined;
}

/** Text with runs of whitespace collapsed to one space and trimmed, as HTML does (a no-break space stays): what a visitor reads. */
export const shownText = (element: Element) =>
  textContent(element)
    .replace(/[ \t\n\f\r]+/g, ' ')
    .trim();

/** Reads HTML as a document. */
export function dom(html: string): Dom {
  return domOf(parseDocument(html));
}

/** Reads the part of a document inside `element`: its selectors match the element's descendants. */
export function within(element: Element): Dom {
  return domOf(element);
}

function domOf(root: AnyNode): Dom {
  const all = (selector: string) => selectAll<AnyNode, Element>(selector, root);
  const one = (selector: string) => {
    const found = selectOne<AnyNode, Element>(selector, root);
    if (!found) throw new Error(`Nothing matches ${selector}`);
    return found;
  };
  return {
    all,
    one,
    texts: (selector) => all(selector).map(shownText),
    text: (selector) => shownText(one(selector)),
    attribute: (selector, name) => getAttributeValue(one(selector), name),
  };
}

/** Fetches a page from the Worker under test and reads it as a document. */
export async function fetchDom(path: string): Promise<Dom & { status: number; html: string }> {
  const { response, html } = await fetchPage(path);
  return { ...dom(html), status: response.status, html };
}
