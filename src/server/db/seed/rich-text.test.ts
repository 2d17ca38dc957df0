import { describe, expect, it } from 'vitest';
import { richText } from './rich-text.ts';

describe('demo rich text', () => {
  it('turns the markdown dialect into Lexical serialized state', () => {
    const doc = richText('## Titel\n\nText mit **fett**, *kursiv* und [Link](/de/programm).\n\n- eins\n- zwei\n\n1. erstens\n\nZeile eins\nZeile zwei');
    expect(doc.root.type).toBe('root');
    const blocks = Array.isArray(doc.root.children) ? doc.root.children : [];
    expect(blocks.map((b) => (typeof b === 'object' && b !== null && !Array.isArray(b) ? [b.type, b.tag ?? ''].join(':') : ''))).toEqual([
      'heading:h2',
      'paragraph:',
      'list:ul',
      'list:ol',
      'paragraph:',
    ]);
    const json = JSON.stringify(doc);
    expect(json).toContain('{"type":"text","version":1,"text":"fett","format":1');
    expect(json).toContain('{"type":"text","version":1,"text":"kursiv","format":2');
    expect(json).toContain('"type":"link"');
    expect(json).toContain('"url":"/de/programm","rel":null,"target":null');
    expect(json).toContain('{"type":"linebreak","version":1}');
    expect(json).toContain('"listType":"bullet"');
  });

  it('opens external links in a new window', () => {
    expect(JSON.stringify(richText('[Spotify](https://open.spotify.com/show/x)'))).toContain('"rel":"noopener noreferrer","target":"_blank"');
  });
});
