import type { JsonValue } from './module-tree.ts';

// Rich text is Lexical's serialized editor state (full form, version 1 nodes), as `editor.toJSON()`
// writes it. Typed loosely here: the renderer and the editor parse it against their node set.
export type LexicalNodeJson = { type: string; version: number } & { [key: string]: JsonValue };
export type RichText = { root: LexicalNodeJson };
