import type { ComponentType, ReactElement } from 'react'
import * as v from 'valibot'
import type { ModuleColumn, ModuleNode } from '~/contract/cms'

export type ModuleTreeComponent = ComponentType<{ nodes: ModuleNode[] }>

/** What every module view receives: its node's id, its validated data and the raw nested nodes. */
export type ModuleViewProps<TData> = {
  id: string
  data: TData
  /** child items; a view validates them against its item schema (see parseItems) */
  childNodes: ModuleNode[]
  /** section columns (SectionModule only) */
  columns: ModuleColumn[]
  /** renders nested nodes through the same tree; passed in so views need not import the tree */
  Tree: ModuleTreeComponent
}

export type ModuleRender = { ok: true; element: ReactElement } | { ok: false; reason: string }

export type ModuleDefinition<TSchema extends v.GenericSchema> = {
  schema: TSchema
  View: ComponentType<ModuleViewProps<v.InferOutput<TSchema>>>
  /** validates the node's data and builds its view, or says why it cannot be shown */
  render: (node: ModuleNode, Tree: ModuleTreeComponent) => ModuleRender
}

/** What the tree needs of any module, whatever its data: the registry is checked against this for every model. */
export type RenderableModule = {
  schema: v.GenericSchema
  render: (node: ModuleNode, Tree: ModuleTreeComponent) => ModuleRender
}

/** Pairs a schema with the view of its output; the closure keeps the pair's types together behind `render`. */
export function defineModule<TSchema extends v.GenericSchema>(
  schema: TSchema,
  View: ComponentType<ModuleViewProps<v.InferOutput<TSchema>>>,
): ModuleDefinition<TSchema> {
  return {
    schema,
    View,
    render(node, Tree) {
      const result = v.safeParse(schema, node.data)
      if (!result.success) return { ok: false, reason: v.summarize(result.issues) }
      return {
        ok: true,
        element: <View id={node.id} data={result.output} childNodes={node.children ?? []} columns={node.columns ?? []} Tree={Tree} />,
      }
    },
  }
}
