import { Fragment, type ReactNode } from 'react';
import { parseInlineMarkup, type InlineNode } from '../lib/inline-markup';

function render(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    const Tag = node.tag;
    return <Tag key={index}>{render(node.children)}</Tag>;
  });
}

/**
 * A title as OpenAlex writes it, with its italics, bold, superscripts and subscripts; any other
 * markup shows as the text it is. Elements are made by React from the parsed title, never from
 * the record's HTML.
 */
export function TitleText({ text }: { text: string }) {
  return <>{render(parseInlineMarkup(text))}</>;
}
