import type { LexicalNodeJson, RichText } from '../rich-text.ts';
import type { Translated } from '../translated.ts';

// Writes demo rich text in a tiny markdown dialect and turns it into Lexical's serialized state:
// blocks split by blank lines; "## " h2, "### " h3, "- " bullet list, "1. " numbered list;
// inline **bold**, *italic*, [text](url); a single newline inside a paragraph is a line break.

const FORMAT_BOLD = 1;
const FORMAT_ITALIC = 2;

function textNode(text: string, format: number): LexicalNodeJson {
  return { type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' };
}

function element(type: string, children: LexicalNodeJson[], extra: { [key: string]: string | number | boolean | null } = {}): LexicalNodeJson {
  return { type, version: 1, children, direction: 'ltr', format: '', indent: 0, ...extra };
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

function inlines(source: string): LexicalNodeJson[] {
  const nodes: LexicalNodeJson[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(textNode(source.slice(last, index), 0));
    const [, bold, italic, linkText, url] = match;
    if (bold !== undefined) nodes.push(textNode(bold, FORMAT_BOLD));
    else if (italic !== undefined) nodes.push(textNode(italic, FORMAT_ITALIC));
    else if (linkText !== undefined && url !== undefined) {
      const external = !url.startsWith('/');
      nodes.push(
        element('link', [textNode(linkText, 0)], {
          url,
          rel: external ? 'noopener noreferrer' : null,
          target: external ? '_blank' : null,
          title: null,
        }),
      );
    }
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push(textNode(source.slice(last), 0));
  return nodes;
}

function list(lines: string[], ordered: boolean): LexicalNodeJson {
  const items = lines.map((line, i) =>
    element('listitem', inlines(line.replace(ordered ? /^\d+\.\s+/ : /^-\s+/, '')), { value: i + 1 }),
  );
  return element('list', items, { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' });
}

function block(source: string): LexicalNodeJson {
  const lines = source.split('\n').map((line) => line.trim());
  const first = lines[0] ?? '';
  if (first.startsWith('### ')) return element('heading', inlines(first.slice(4)), { tag: 'h3' });
  if (first.startsWith('## ')) return element('heading', inlines(first.slice(3)), { tag: 'h2' });
  if (lines.every((line) => line.startsWith('- '))) return list(lines, false);
  if (lines.every((line) => /^\d+\.\s/.test(line))) return list(lines, true);
  // Single line breaks inside a paragraph (addresses) stay line breaks.
  const children = lines.flatMap((line, i) => (i === 0 ? inlines(line) : [{ type: 'linebreak', version: 1 }, ...inlines(line)]));
  return element('paragraph', children, { textFormat: 0, textStyle: '' });
}

export function richText(markdown: string): RichText {
  const blocks = markdown
    .trim()
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map(block);
  return { root: element('root', blocks) };
}

export function richTextBoth(text: Translated): Translated<RichText> {
  return { de: richText(text.de), en: richText(text.en) };
}
