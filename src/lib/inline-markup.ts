/**
 * OpenAlex titles carry a few inline HTML tags ('<i>b</i><sup>2</sup>'): italics, bold,
 * superscripts and subscripts. Those four are read as markup; every other '<…>' (an <img onerror>,
 * a <script>) stays text, so nothing in a record can become an element, attribute or script.
 */
export const INLINE_TAGS = ['i', 'b', 'sup', 'sub'] as const;
export type InlineTag = (typeof INLINE_TAGS)[number];

export type InlineNode = string | { tag: InlineTag; children: InlineNode[] };

const TAG = /<(\/?)(i|b|sup|sub)\s*>/gi;

interface Open {
  tag: InlineTag;
  children: InlineNode[];
  /** the tag as written, given back as text if it is never closed */
  source: string;
}

function append(children: InlineNode[], text: string): void {
  if (!text) return;
  const last = children.at(-1);
  if (typeof last === 'string') children[children.length - 1] = last + text;
  else children.push(text);
}

/**
 * A title as text and elements. A closing tag closes its innermost open tag of that name (and
 * any opened inside it); a closing tag with nothing open, or a tag never closed, is kept as text.
 */
export function parseInlineMarkup(text: string): InlineNode[] {
  const root: InlineNode[] = [];
  const stack: Open[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  let position = 0;
  for (const match of text.matchAll(TAG)) {
    append(current(), text.slice(position, match.index));
    position = match.index + match[0].length;
    const tag = match[2]!.toLowerCase() as InlineTag;
    if (!match[1]) {
      stack.push({ tag, children: [], source: match[0] });
      continue;
    }
    const depth = stack.findLastIndex((open) => open.tag === tag);
    if (depth < 0) {
      append(current(), match[0]);
      continue;
    }
    while (stack.length > depth) {
      const open = stack.pop()!;
      current().push({ tag: open.tag, children: open.children });
    }
  }
  append(current(), text.slice(position));
  // tags left open: their text stands where it was, the tag itself as written
  while (stack.length > 0) {
    const open = stack.pop()!;
    const into = current();
    append(into, open.source);
    for (const child of open.children) {
      if (typeof child === 'string') append(into, child);
      else into.push(child);
    }
  }
  return root;
}

/** The title without its inline tags, for page titles, aria-labels, tooltips and files. */
export function plainTitle(text: string): string {
  return text.replace(TAG, '');
}
