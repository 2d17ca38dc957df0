import type { JsonValue, ModuleModel, ModuleItemModel, ModuleNode } from '../module-tree.ts';

type Data = { [field: string]: JsonValue };

/** A module before ids and order are assigned. */
export type Draft = {
  model: ModuleModel | ModuleItemModel;
  data: Data;
  children?: Draft[];
  columns?: { classes: string; children: Draft[] }[];
};

export function mod(model: ModuleModel | ModuleItemModel, data: Data, children?: Draft[]): Draft {
  return children ? { model, data, children } : { model, data };
}

export function section(data: Data, columns: { classes: string; children: Draft[] }[]): Draft {
  return { model: 'SectionModule', data, columns };
}

/** Assigns page-unique ids ("m-1", "m-2" … depth first) and sibling order. */
export function finalize(drafts: Draft[]): ModuleNode[] {
  let counter = 0;
  const build = (list: Draft[]): ModuleNode[] =>
    list.map((draft, order) => {
      counter += 1;
      const node: ModuleNode = { id: `m-${counter}`, model: draft.model, order, data: draft.data };
      if (draft.children) node.children = build(draft.children);
      if (draft.columns) node.columns = draft.columns.map((column, index) => ({ index, classes: column.classes, children: build(column.children) }));
      return node;
    });
  return build(drafts);
}
