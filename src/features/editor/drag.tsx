import { useState } from 'react'
import type { ReactNode } from 'react'
import { DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, useDndContext, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core'
import type { Announcements, CollisionDetection, DraggableAttributes, DraggableSyntheticListeners, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { ModuleNode } from '~/contract/cms'
import type { Locale } from '~/contract/shared'
import { acceptsDrop, dropPlacement, findNode } from './tree-ops'
import type { Placement } from './tree-ops'
import type { SectionController } from './use-section'
import * as styles from './editor.css'

// Drag and drop of modules within one section (the page's tree or a container's): within a column, between the
// columns of a section and between sections. A module is dragged by its handle and dropped at a slot, the line
// between two modules (or at the end of a list); one drop is one move, saved and undone like "Nach oben".
// Mouse: after 6 px. Touch: a press of 200 ms on the handle (a tap still is a tap). Keyboard: Space on the handle
// picks the module up, the arrow keys walk the slots in reading order, Space drops, Escape cancels.

const SlotData = v.object({ placement: v.object({ parent: v.nullable(v.string()), column: v.optional(v.nullable(v.number())), index: v.number() }), place: v.string() })

function slotOf(data: unknown): v.InferOutput<typeof SlotData> | null {
  const parsed = v.safeParse(SlotData, data)
  return parsed.success ? parsed.output : null
}

/** The slot nearest to the pointer (or, by keyboard, to where the keyboard put the module): the line it is over. */
const nearestSlot: CollisionDetection = ({ droppableContainers, droppableRects, pointerCoordinates, collisionRect }) => {
  const point = pointerCoordinates ?? { x: collisionRect.left, y: collisionRect.top }
  let best: { id: UniqueIdentifier; distance: number; container: (typeof droppableContainers)[number] } | null = null
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id)
    if (!rect) continue
    const dx = point.x < rect.left ? rect.left - point.x : point.x > rect.right ? point.x - rect.right : 0
    // a slot beside the pointer (another column) counts less than one above or below it in the same column
    const distance = Math.hypot(dx * 3, point.y - rect.top)
    if (!best || distance < best.distance) best = { id: container.id, distance, container }
  }
  return best ? [{ id: best.id, data: { droppableContainer: best.container, value: best.distance } }] : []
}

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']

/** The arrow keys walk the slots a module may go to in reading order: down and right forward, up and left back. */
const slotByKeyboard: KeyboardCoordinateGetter = (event, { context: { over, droppableRects, droppableContainers } }) => {
  if (!ARROWS.includes(event.code)) return undefined
  event.preventDefault()
  const slots = droppableContainers
    .getEnabled()
    .filter((container) => container.node.current !== null && droppableRects.has(container.id))
    .sort((a, b) => {
      const first = a.node.current
      const second = b.node.current
      if (!first || !second) return 0
      return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
    })
  const at = slots.findIndex((slot) => slot.id === over?.id)
  const forward = event.code === 'ArrowDown' || event.code === 'ArrowRight'
  const next = slots[Math.max(0, Math.min(slots.length - 1, at + (forward ? 1 : -1)))]
  const rect = next ? droppableRects.get(next.id) : undefined
  return rect ? { x: rect.left, y: rect.top } : undefined
}

function speech(lang: Locale, tree: readonly ModuleNode[], label: (node: ModuleNode) => string): { announcements: Announcements; screenReaderInstructions: { draggable: string } } {
  const t = { locale: lang }
  const name = (id: UniqueIdentifier) => {
    const node = findNode(tree, String(id))
    return node ? label(node) : ''
  }
  return {
    screenReaderInstructions: { draggable: m.editor_dnd_instructions({}, t) },
    announcements: {
      onDragStart: ({ active }) => m.editor_dnd_picked({ name: name(active.id) }, t),
      onDragOver: ({ active, over }) => {
        const slot = slotOf(over?.data.current)
        if (!slot) return m.editor_dnd_nowhere({ name: name(active.id) }, t)
        // its own place: where a pick-up starts (and a drop changes nothing)
        return dropPlacement(tree, String(active.id), slot.placement) ? m.editor_dnd_over({ name: name(active.id), place: slot.place }, t) : m.editor_dnd_home({ name: name(active.id) }, t)
      },
      onDragEnd: ({ active, over }) => {
        const slot = slotOf(over?.data.current)
        if (!slot) return m.editor_dnd_cancelled({ name: name(active.id) }, t)
        return dropPlacement(tree, String(active.id), slot.placement) ? m.editor_dnd_dropped({ name: name(active.id), place: slot.place }, t) : m.editor_dnd_unchanged({ name: name(active.id) }, t)
      },
      onDragCancel: ({ active }) => m.editor_dnd_cancelled({ name: name(active.id) }, t),
    },
  }
}

/** One section's drag and drop: a drop is one move of `controller`, the same call as the up and down buttons. */
export function ModuleDragArea({ controller, lang, label, onMoved, children }: { controller: SectionController; lang: Locale; label: (node: ModuleNode) => string; onMoved: (id: string) => void; children: ReactNode }) {
  const [dragged, setDragged] = useState<string | null>(null)
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotByKeyboard }),
  )
  const tree = controller.state?.modules ?? []
  const draggedNode = dragged ? findNode(tree, dragged) : null
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={nearestSlot}
      accessibility={speech(lang, tree, label)}
      onDragStart={({ active }) => setDragged(String(active.id))}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null)
        const slot = slotOf(over?.data.current)
        const id = String(active.id)
        const placement = slot ? dropPlacement(tree, id, slot.placement) : null
        if (!placement) return
        onMoved(id)
        void controller.move(id, placement)
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>{draggedNode ? <div className={styles.dragChip}>{label(draggedNode)}</div> : null}</DragOverlay>
    </DndContext>
  )
}

/** A module as something to drag: the wrapper it is measured by and its handle's props. */
export function useModuleDrag(id: string) {
  const drag = useDraggable({ id })
  return { setNodeRef: drag.setNodeRef, isDragging: drag.isDragging, handle: { ref: drag.setActivatorNodeRef, attributes: drag.attributes, listeners: drag.listeners } }
}

export interface DragHandleProps {
  ref: (element: HTMLElement | null) => void
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
}

/** The handle in a module's bar: shown with the bar, always on a touch screen. */
export function DragHandle({ handle, id, label, lang }: { handle: DragHandleProps; id: string; label: string; lang: Locale }) {
  return (
    <button
      type="button"
      ref={handle.ref}
      className={styles.dragHandle}
      data-editor-action="drag"
      data-module={id}
      {...handle.attributes}
      aria-roledescription={m.editor_dnd_role({}, { locale: lang })}
      aria-label={m.editor_action_drag({ name: label }, { locale: lang })}
      title={m.editor_action_drag({ name: label }, { locale: lang })}
      {...handle.listeners}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  )
}

/** A place a dragged module can go to: before a module or at the end of a list. It takes no room in the page. */
export function DropSlot({ controller, placement, place }: { controller: SectionController; placement: Placement; place: string }) {
  const { active } = useDndContext()
  const tree = controller.state?.modules ?? []
  const disabled = !active || !acceptsDrop(tree, String(active.id), placement)
  const key = `${placement.parent ?? 'top'}-${placement.column ?? 'x'}-${placement.index}`
  const slot = useDroppable({ id: `slot-${key}`, disabled, data: { placement, place } })
  return <div ref={slot.setNodeRef} className={styles.dropSlot} data-editor-drop-slot={key} data-over={slot.isOver ? '' : undefined} aria-hidden="true" />
}
