import { m } from '~/paraglide/messages'
import type { FieldOption } from '../form-definition'

/** The six column layouts of a section by index (decision 0003), with their number of columns. */
export const SECTION_LAYOUT_OPTIONS: readonly FieldOption[] = [
  { value: 0, label: m.editor_option_layout_100 },
  { value: 1, label: m.editor_option_layout_67_33 },
  { value: 2, label: m.editor_option_layout_33_67 },
  { value: 3, label: m.editor_option_layout_50_50 },
  { value: 4, label: m.editor_option_layout_33_33_33 },
  { value: 5, label: m.editor_option_layout_25_50_25 },
]

export const SECTION_COLUMN_COUNTS = [1, 2, 2, 2, 3, 3] as const

export function columnCount(layout: number): number {
  return SECTION_COLUMN_COUNTS[layout] ?? 1
}
