// What a visitor would see wrong on the screen as it is now, checked in the page itself, the same in every engine:
// `layoutProblems` is serialized into the page (tests/engines/layout.ts runs it through each driver's `read`) and
// returns one sentence per problem, naming the element, its box and the rule it breaks. An empty list is a page that
// looks finished. It must stand alone: no import, no closure, nothing outside its own body.

export interface LayoutRules {
  /** Below 1024 px: every control a touch target of at least 44 × 44 px, but a link inside running text. */
  touch: boolean;
  /** The phone menu's selector: while it is not open, no header control may be named `closeWord`. */
  menu: string;
  /** The accessible name of the header's control that closes the menu (site.yaml → texts.menu.close). */
  closeWord: string;
  /** The page's own limits: the greatest height, in px, of the element each selector names (a section on a phone). */
  tallest?: Record<string, number>;
  /**
   * The page's address for the visitor who took a wrong turn (the not-found page): its main content must offer a way
   * on besides this link, and words in the site's language.
   */
  waysOnBesides?: string;
}

/**
 * The rules, on the page at its current size and scroll position:
 * - nothing wider than the screen: the page does not scroll sideways, and no element sticks out of the screen;
 * - no visible control on top of another: two controls whose boxes overlap (neither inside the other) where the top
 *   one, at the overlap, is drawn over the other with nothing opaque between them;
 * - the site header shows each control once, and none named `closeWord` while the menu is not open;
 * - no text wider than its own box: no block whose content is wider than it (overflow visible), and no line of text
 *   reaching out of the block that holds it (a long word crossing a card's border);
 * - below 1024 px (`touch`), every control at least 44 × 44 px, but a link inside running text (WCAG 2.5.8's inline
 *   exception): a link laid out inline whose block holds other text around it;
 * - a button's words on one line: every <button>, and every link or <summary> drawn as a button (a background, or a
 *   border at both sides, of its own; not a background shown only under the mouse), but a card (its words in blocks
 *   laid one under another, a title over a description, rather than side by side in a row), shows its visible words
 *   on a single line: their text boxes (a Range's client rects per text node) share one line. Links in running text,
 *   menu and footer links and a <details>' question draw no box of their own and are left alone, and so is a link
 *   drawn as a box that is an entry of a list of links (a list item holding its link alone, among others);
 * - rows centred in their card, a control's card being its nearest ancestor that draws a box (a background, or a
 *   border at both sides): the card's form fields (input, select, textarea) and its stretched buttons (drawn as
 *   buttons and sized by their container: room on both sides of their words, or their words wrapped) are grouped in
 *   rows (side by side: one's middle within the other's height), and each row as wide as the card's widest (a lone
 *   field in one column of two is left alone) leaves room on its left (the card's left border to its first control)
 *   and on its right (its last control to the card's right border) that differ by at most 2 px. One sentence per
 *   card, for its first such row;
 * - the page's own limits (`tallest`): each element named at most as tall as given;
 * - a way on from a wrong turn (`waysOnBesides`): the page's <main> shows a link to the address given, at least one
 *   link to another part of the site (another page, or a section of the home page), and words in the site's language
 *   (the lang of <html>: the words the specification fixes in English are marked lang="en").
 *
 * "Visible": rendered with a non-zero box, not visibility:hidden, not inside anything with opacity 0 (but a card
 * waiting to fade in as it scrolls into view, which shows once there), not clipped away (visually hidden text, a
 * closed <details>' content, anything outside the box of an ancestor that clips it) and on the screen's width.
 */
export function layoutProblems(rules: LayoutRules): string[] {
  const problems: string[] = [];
  /** Rounding and anti-aliasing: a pixel and a half either way is no problem. */
  const slack = 1.5;
  const screenWidth = document.documentElement.clientWidth;
  const startX = scrollX;
  const startY = scrollY;

  const round = (value: number) => Math.round(value);
  const boxText = (box: DOMRect) =>
    `${round(box.width)}×${round(box.height)} at (${round(box.left + scrollX)}, ${round(box.top + scrollY)})`;
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return (labels[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) return text;
    const image = element.querySelector('img[alt], svg title');
    return (image?.getAttribute('alt') ?? image?.textContent ?? element.getAttribute('title') ?? '').trim();
  };
  /** `a "Servicios" (button#menu-servicios-boton)`: what a reader of the report can find on the page. */
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean) : [];
    const where = id || (classes.length > 0 ? `.${classes.slice(0, 3).join('.')}` : '');
    const name = nameOf(element).slice(0, 50);
    return `${element.tagName.toLowerCase()}${where}${name ? ` "${name}"` : ''}`;
  };

  // Visibility, decided once per element (ancestors' results are shared).
  const hiddenByItself = new Map<Element, boolean>();
  /** Whether an element, or its content, is hidden whatever its own box: opacity 0, or clipped to nothing. */
  const hidesContent = (element: Element): boolean => {
    const known = hiddenByItself.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const clippedToNothing =
      (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') ||
      /inset\(50%\)/.test(style.clipPath) ||
      (style.overflow !== 'visible' && (element.clientWidth <= 1 || element.clientHeight <= 1));
    const transparent = style.opacity === '0' && !element.hasAttribute('data-reveal-pending');
    const result = clippedToNothing || transparent || style.display === 'none' || style.contentVisibility === 'hidden';
    hiddenByItself.set(element, result);
    return result;
  };
  /** The ancestors that clip their content (overflow other than visible), below the root. */
  const clippersOf = new Map<Element, Element[]>();
  const clippers = (element: Element): Element[] => {
    const parent = element.parentElement;
    if (!parent || parent === document.body || parent === document.documentElement) return [];
    const known = clippersOf.get(parent);
    if (known) return known;
    const style = getComputedStyle(parent);
    const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
    const found = clips ? [parent, ...clippers(parent)] : clippers(parent);
    clippersOf.set(parent, found);
    return found;
  };
  const intersects = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const inClosedDetails = (element: Element) => {
    const details = element.parentElement?.closest('details:not([open])');
    return Boolean(details && !details.querySelector(':scope > summary')?.contains(element));
  };
  const seenVisible = new Map<Element, boolean>();
  const visible = (element: Element): boolean => {
    const known = seenVisible.get(element);
    if (known !== undefined) return known;
    const result = isVisible(element);
    seenVisible.set(element, result);
    return result;
  };
  const isVisible = (element: Element): boolean => {
    if (element.getClientRects().length === 0) return false;
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    if (getComputedStyle(element).visibility !== 'visible') return false;
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement)
      if (hidesContent(node)) return false;
    if (inClosedDetails(element)) return false;
    if (clippers(element).some((clipper) => !intersects(clipper.getBoundingClientRect(), box))) return false;
    return box.right > 0 && box.left < screenWidth;
  };

  /** A computed colour's alpha: `rgba(…, a)`, `oklab(… / a)`, `transparent`; 1 when it has none. */
  const alphaOf = (color: string) => {
    const alpha = /rgba?\((?:[^,]+,){3}\s*([\d.]+)\)|\/\s*([\d.]+)\)/.exec(color);
    return color === 'transparent' ? 0 : Number(alpha?.[1] ?? alpha?.[2] ?? 1);
  };

  const all = [...document.body.querySelectorAll('*')].filter(
    (element) => !element.closest('script, style, noscript, template, head, svg *, select *'),
  );
  /** The element's own words: its text nodes that are not blank. */
  const ownText = (element: Element) =>
    [...element.childNodes].filter(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  const controls = [
    ...document.body.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary'),
  ].filter(visible);

  // Nothing wider than the screen.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > screenWidth + slack)
    problems.push(
      `wider than the screen: the page scrolls sideways: ${pageWidth} px wide on a ${screenWidth} px screen`,
    );
  const sticksOut = new Set<Element>();
  for (const element of all) {
    if (!visible(element)) continue;
    const box = element.getBoundingClientRect();
    const past = (rect: { left: number; right: number }) => rect.right > screenWidth + slack || rect.left < -slack;
    if (!past(box)) continue;
    // Clipped by a box inside the page, the visitor sees what fits in it: a row that scrolls sideways shows the rest
    // on demand, a decoration may bleed out of its section; but words or a control cut off at the screen's edge are
    // lost.
    const clips = clippers(element);
    if (clips.some((clipper) => /auto|scroll/.test(getComputedStyle(clipper).overflowX))) continue;
    const shown = clips.reduce(
      (rect, clipper) => {
        const clip = clipper.getBoundingClientRect();
        return { left: Math.max(rect.left, clip.left), right: Math.min(rect.right, clip.right) };
      },
      { left: box.left, right: box.right },
    );
    const content = controls.includes(element) || ownText(element).length > 0;
    if (!past(shown) && !content) continue;
    sticksOut.add(element);
    if (element.parentElement && sticksOut.has(element.parentElement)) continue;
    problems.push(
      `wider than the screen: ${describe(element)} (${boxText(box)}) reaches past the ${screenWidth} px screen${past(shown) ? '' : ', cut off'}`,
    );
  }

  // No visible control on top of another.
  const floats = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };
  /** Paints over what lies under it: a background at least half opaque, a frosted glass, a picture. */
  const opaque = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      alphaOf(style.backgroundColor) >= 0.5 ||
      style.backgroundImage !== 'none' ||
      (style.backdropFilter !== undefined && style.backdropFilter !== 'none') ||
      /^(IMG|VIDEO|CANVAS|IFRAME|PICTURE)$/.test(element.tagName)
    );
  };
  /** Whether, at the screen point (x, y), one of the two is drawn over the other, with nothing opaque over it. */
  const covers = (a: Element, b: Element, x: number, y: number): [Element, Element] | undefined => {
    const stack = document.elementsFromPoint(x, y);
    const indexA = stack.findIndex((element) => a.contains(element));
    const indexB = stack.findIndex((element) => b.contains(element));
    if (indexA < 0 || indexB < 0) return undefined;
    const [top, under] = indexA < indexB ? [a, b] : [b, a];
    const hides = (element: Element) => !top.contains(element) && opaque(element);
    // Something opaque over both (an open viewer), or between them (an open menu's panel): neither shows on the other.
    if (stack.slice(0, Math.max(indexA, indexB)).some(hides)) return undefined;
    return [top, under];
  };
  const placed = controls.map((element) => ({ element, floating: floats(element) }));
  for (const [i, first] of placed.entries())
    for (const second of placed.slice(i + 1)) {
      const a = first.element;
      const b = second.element;
      if (a.contains(b) || b.contains(a)) continue;
      const boxA = a.getBoundingClientRect();
      const boxB = b.getBoundingClientRect();
      const left = Math.max(boxA.left, boxB.left);
      const right = Math.min(boxA.right, boxB.right);
      const top = Math.max(boxA.top, boxB.top);
      const bottom = Math.min(boxA.bottom, boxB.bottom);
      if (right - left <= 2 || bottom - top <= 2) continue;
      let x = (left + right) / 2;
      let y = (top + bottom) / 2;
      if (y < 0 || y >= innerHeight) {
        // A fixed control only meets what is on the screen now; two in the page meet wherever they are.
        if (first.floating || second.floating) continue;
        scrollTo({ left: startX, top: scrollY + y - innerHeight / 2, behavior: 'instant' });
        const movedA = a.getBoundingClientRect();
        const movedB = b.getBoundingClientRect();
        x = (Math.max(movedA.left, movedB.left) + Math.min(movedA.right, movedB.right)) / 2;
        y = (Math.max(movedA.top, movedB.top) + Math.min(movedA.bottom, movedB.bottom)) / 2;
      }
      const pair = covers(a, b, x, y);
      if (pair)
        problems.push(
          `control over control: ${describe(pair[0])} (${boxText(pair[0].getBoundingClientRect())}) covers ${describe(pair[1])} (${boxText(pair[1].getBoundingClientRect())})`,
        );
    }
  if (scrollX !== startX || scrollY !== startY) scrollTo({ left: startX, top: startY, behavior: 'instant' });

  // The header: each control once, and no "close" while the menu is not open.
  const header = document.querySelector('body header') ?? document.querySelector('header');
  if (header) {
    const menu = document.querySelector(rules.menu);
    const matches = (element: Element, selector: string) => {
      try {
        return element.matches(selector);
      } catch {
        return false; // An engine without popovers.
      }
    };
    const menuOpen = Boolean(menu && visible(menu) && (matches(menu, ':popover-open') || matches(menu, ':target')));
    const seen = new Map<string, Element>();
    for (const control of controls.filter((element) => header.contains(element))) {
      const name = nameOf(control);
      const twin = seen.get(name.toLowerCase());
      if (twin)
        problems.push(
          `header: "${name}" shown twice: ${describe(twin)} (${boxText(twin.getBoundingClientRect())}) and ${describe(control)} (${boxText(control.getBoundingClientRect())})`,
        );
      else seen.set(name.toLowerCase(), control);
      if (!menuOpen && name.toLowerCase() === rules.closeWord.toLowerCase())
        problems.push(
          `header: ${describe(control)} (${boxText(control.getBoundingClientRect())}) shown while no menu is open`,
        );
    }
  }

  // No text wider than its own box.
  const isInline = (element: Element) => /^(inline|contents)$/.test(getComputedStyle(element).display);
  const blockOf = (node: Node) => {
    let element = node.parentElement;
    while (element && element !== document.body && isInline(element)) element = element.parentElement;
    return element;
  };
  const fields = 'input, select, textarea, option, button *';
  const overflowing = new Set<Element>();
  for (const element of all) {
    const texts = ownText(element);
    if (texts.length === 0 || element.matches(fields) || !visible(element)) continue;
    const block = blockOf(texts[0] as Node);
    if (!block || overflowing.has(block)) continue;
    const style = getComputedStyle(block);
    const box = block.getBoundingClientRect();
    const ellipsis = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible';
    const scrolls = /auto|scroll/.test(style.overflowX);
    if (ellipsis || scrolls) continue;
    if (style.overflowX === 'visible' && block.scrollWidth > block.clientWidth + slack && block.clientWidth > 0) {
      overflowing.add(block);
      problems.push(
        `text out of its box: the text of ${describe(block)} (${boxText(box)}) is ${block.scrollWidth - block.clientWidth} px wider than its box`,
      );
      continue;
    }
    for (const text of texts) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const past = [...range.getClientRects()].find(
        (line) => line.width > 0 && (line.right > box.right + slack || line.left < box.left - slack),
      );
      if (!past) continue;
      overflowing.add(block);
      const by = Math.max(past.right - box.right, box.left - past.left);
      problems.push(
        `text out of its box: "${(text.textContent ?? '').trim().slice(0, 40)}" reaches ${round(by)} px out of ${describe(block)} (${boxText(box)})`,
      );
      break;
    }
  }

  // Touch targets below 1024 px.
  /** A link inside running text: its block holds words of its own on its lines (letters outside links and buttons). */
  const inRunningText = (link: Element) => {
    const block = blockOf(link);
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Words on the link's own lines: not in a link or a button, nor in a block of their own (a label above it).
      if (!parent || parent.closest('a, button') || blockOf(node) !== block || !visible(parent)) continue;
      if (/\p{L}/u.test(node.textContent ?? '')) return true;
    }
    return false;
  };
  if (rules.touch)
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width >= 44 - 0.5 && box.height >= 44 - 0.5) continue;
      if (control.tagName === 'A' && isInline(control) && inRunningText(control)) continue;
      problems.push(`touch target under 44×44: ${describe(control)} is ${round(box.width)}×${round(box.height)} px`);
    }

  // A button's words on one line.
  /** Draws a box of its own: a background, or a border at its left and right (not a rule above or below it). */
  const drawsBox = (element: Element, atRest = false) => {
    const style = getComputedStyle(element);
    const side = (width: string, color: string) => parseFloat(width) > 0 && alphaOf(color) > 0;
    if (side(style.borderLeftWidth, style.borderLeftColor) && side(style.borderRightWidth, style.borderRightColor))
      return true;
    // A menu link's background under the mouse (the test's pointer rests where it last clicked) makes no button.
    if (atRest && element.matches(':hover')) return false;
    return alphaOf(style.backgroundColor) > 0 || style.backgroundImage !== 'none';
  };
  /** The lines a control's visible words take, and how far they reach across: their text boxes grouped by line. */
  const wordsOf = (element: Element) => {
    const lines: DOMRect[] = [];
    let left = Infinity;
    let right = -Infinity;
    const middle = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
    const within = (y: number, rect: DOMRect) => y >= rect.top && y <= rect.bottom;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\S/.test(node.textContent ?? '') || !node.parentElement || !visible(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1) continue;
        left = Math.min(left, rect.left);
        right = Math.max(right, rect.right);
        if (!lines.some((line) => within(middle(rect), line) || within(middle(line), rect))) lines.push(rect);
      }
    }
    for (const picture of element.querySelectorAll('svg, img'))
      if (visible(picture)) {
        const box = picture.getBoundingClientRect();
        left = Math.min(left, box.left);
        right = Math.max(right, box.right);
      }
    return { lines: lines.length, left, right };
  };
  /**
   * A card rather than a button: its words in two or more blocks laid one under another (a title over a description),
   * not side by side as a row of flex items (an icon beside a label).
   */
  const isCard = (control: Element) => {
    const blocks = new Set<Element>();
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let block = node.parentElement;
      if (!block || !/\S/.test(node.textContent ?? '') || !visible(block)) continue;
      for (; block && block !== control; block = block.parentElement) {
        const parent = block.parentElement ? getComputedStyle(block.parentElement) : undefined;
        const inRow = parent && /flex/.test(parent.display) && parent.flexDirection.startsWith('row');
        if (!isInline(block) && !inRow) break;
      }
      if (block) blocks.add(block);
    }
    return blocks.size > 1;
  };
  /** An entry of a list of links (a menu, a footer's column, a list of pages): a list item that holds its link alone. */
  const listEntry = (control: Element) => {
    const item = control.parentElement?.closest('li');
    const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return Boolean(item && (item.parentElement?.children.length ?? 0) > 1 && words(item) === words(control));
  };
  const buttons = controls
    .filter(
      (control) =>
        /^(A|BUTTON|SUMMARY)$/.test(control.tagName) &&
        (control.tagName === 'BUTTON' || (drawsBox(control, true) && !listEntry(control))) &&
        !isCard(control),
    )
    .map((control) => ({ control, words: wordsOf(control) }));
  for (const { control, words } of buttons)
    if (words.lines > 1)
      problems.push(
        `button on two lines: ${describe(control)} (${boxText(control.getBoundingClientRect())}) breaks its words over ${words.lines} lines`,
      );

  // Rows of fields and stretched buttons centred in their card.
  /** Sized by its container: room on both sides of its words (an icon-only button is not), or its words wrapped. */
  const stretched = (control: Element, words: ReturnType<typeof wordsOf>) => {
    if (words.lines !== 1) return words.lines > 1;
    const style = getComputedStyle(control);
    const box = control.getBoundingClientRect();
    const start = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const end = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return words.left - start > 2 && end - words.right > 2;
  };
  const cardOf = (element: Element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
      if (drawsBox(node)) return node;
    return undefined;
  };
  const fieldSelector = 'input:not([type="submit"], [type="button"], [type="reset"], [type="image"]), select, textarea';
  const filling = [
    ...controls.filter((control) => control.matches(fieldSelector)),
    ...buttons
      .filter(({ control, words }) => drawsBox(control, true) && stretched(control, words))
      .map(({ control }) => control),
  ];
  const inCards = new Map<Element, { control: Element; box: DOMRect }[]>();
  for (const control of filling) {
    const card = cardOf(control);
    if (card) inCards.set(card, [...(inCards.get(card) ?? []), { control, box: control.getBoundingClientRect() }]);
  }
  for (const [card, members] of inCards) {
    const rows: { first: Element; last: Element; left: number; right: number; middle: DOMRect }[] = [];
    for (const { control, box } of members.sort((a, b) => a.box.top - b.box.top)) {
      const centre = (box.top + box.bottom) / 2;
      const row = rows.find(({ middle }) => centre >= middle.top && centre <= middle.bottom);
      if (!row) rows.push({ first: control, last: control, left: box.left, right: box.right, middle: box });
      else {
        if (box.left < row.left) [row.first, row.left] = [control, box.left];
        if (box.right > row.right) [row.last, row.right] = [control, box.right];
      }
    }
    const widest = Math.max(...rows.map((row) => row.right - row.left));
    const cardBox = card.getBoundingClientRect();
    const row = rows.find(
      ({ left, right }) =>
        right - left >= widest - slack && Math.abs(left - cardBox.left - (cardBox.right - right)) > 2,
    );
    if (!row) continue;
    const which = row.first === row.last ? describe(row.first) : `${describe(row.first)} to ${describe(row.last)}`;
    problems.push(
      `off-centre in its card: ${which} (${round(row.right - row.left)} px wide) ${row.first === row.last ? 'leaves' : 'leave'} ${round(row.left - cardBox.left)} px on the left and ${round(cardBox.right - row.right)} px on the right inside ${describe(card)} (${boxText(cardBox)})`,
    );
  }

  // The page's own limits.
  for (const [selector, most] of Object.entries(rules.tallest ?? {})) {
    const element = document.querySelector(selector);
    const box = element?.getBoundingClientRect();
    if (element && box && box.height > most)
      problems.push(
        `too tall: ${describe(element)} (${boxText(box)}) is ${round(box.height)} px tall, more than ${most} px`,
      );
  }

  // A way on from a wrong turn.
  const main = document.querySelector('main');
  if (rules.waysOnBesides !== undefined && main) {
    const where = `${describe(main)} (${boxText(main.getBoundingClientRect())})`;
    const besides = new URL(rules.waysOnBesides, location.href).href;
    const links = [...main.querySelectorAll('a[href]')]
      .filter(visible)
      .map((link) => new URL((link as HTMLAnchorElement).href))
      .filter((address) => address.origin === location.origin);
    if (!links.some((address) => address.href === besides))
      problems.push(`no way on: ${where} shows no link to ${rules.waysOnBesides}`);
    if (!links.some((address) => address.href !== besides))
      problems.push(`no way on: ${where} shows no link to another part of the site besides ${rules.waysOnBesides}`);
    const language = document.documentElement.lang;
    const primary = (tag: string | null | undefined) => (tag ?? '').split('-')[0]?.toLowerCase();
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    let spoken = false;
    for (let node = walker.nextNode(); node && !spoken; node = walker.nextNode()) {
      const parent = node.parentElement;
      spoken = Boolean(
        parent &&
        /\p{L}/u.test(node.textContent ?? '') &&
        primary(parent.closest('[lang]')?.getAttribute('lang')) === primary(language) &&
        visible(parent),
      );
    }
    if (!spoken)
      problems.push(`no way on: ${where} holds no visible words in the site's language (lang="${language}")`);
  }

  return [...new Set(problems)];
}
