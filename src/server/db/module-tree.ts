// The stored shape of CMS module trees (docs/decisions/0003-module-tree-format.md).

export const MODULE_MODELS = [
  'HeadlineModule',
  'TextModule',
  'LinkModule',
  'ImageModule',
  'ImageListModule',
  'VideoModule',
  'VideoSHModule',
  'VideoListModule',
  'AudioModule',
  'AudioSHModule',
  'ViewerModule',
  'SocialMediaModule',
  'VenueModule',
  'VenueListModule',
  'FullTeaserModule',
  'TeaserListModule',
  'QuoteModule',
  'FaqModule',
  'HtmlModule',
  'LogoListModule',
  'FormModule',
  'HeroMediaModule',
  'SectionModule',
  'BlogTeaserListModule',
  'TwoColumnsModule',
  'EventListModule',
  'HighlightTeaserModule',
  'AnchorListModule',
  'ContainerModule',
  'SponsorsModule',
] as const;
export type ModuleModel = (typeof MODULE_MODELS)[number];

export const MODULE_ITEM_MODELS = [
  'ImageItem',
  'VideoItem',
  'VenueItem',
  'TeaserItem',
  'FaqItem',
  'LogoItem',
  'AnchorItem',
  'EventItem',
] as const;
export type ModuleItemModel = (typeof MODULE_ITEM_MODELS)[number];

/** JSON as it sits in jsonb: what module `data` may hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type ModuleNode = {
  /** Unique within the page, stable across versions (undo backups and edit targets use it). */
  id: string;
  /** Kept as string: an unknown model must survive storage and be skipped by the renderer. */
  model: string;
  order: number;
  data: { [field: string]: JsonValue };
  children?: ModuleNode[];
  /** Only for SectionModule. */
  columns?: ModuleColumn[];
};

export type ModuleColumn = {
  index: number;
  classes: string;
  children: ModuleNode[];
};

/** Column layouts of a SectionModule, by layout index 0–5 (12-column splits). */
export const SECTION_LAYOUTS = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const;

/** Every node of a tree, depth first: children and section columns included. Works for any node shape. */
export function* walkModules<T extends { children?: T[]; columns?: { children: T[] }[] }>(nodes: readonly T[]): Generator<T> {
  for (const node of nodes) {
    yield node;
    if (node.children) yield* walkModules(node.children);
    for (const column of node.columns ?? []) yield* walkModules(column.children);
  }
}
