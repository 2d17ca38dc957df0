import type { ModuleItemModel } from '~/server/db/module-tree'

// The editor's form of a module: which fields it shows, of which kind, with which label. Validation is not
// described here: the module's valibot schema (schema.ts next to the form) is the one source of the rules, in
// the editor and on the server. Forms are imported only by the editor, which visitors never load.

/** A paraglide message without inputs (field labels, option labels). */
export type Label = (inputs?: Record<string, never>, options?: { locale?: 'de' | 'en' }) => string

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'checkbox'
  | 'datetime'
  | 'embed'
  | 'html'
  | 'ids'
  | 'richtext'
  | 'image'
  | 'media'
  | 'link'
  | 'venue'

export interface FieldOption {
  value: string | number
  label: Label
}

export interface FormField {
  /** the data field (snake_case, as stored) */
  name: string
  kind: FieldKind
  label: Label
  /** shown as required (the schema decides) */
  required?: boolean
  options?: readonly FieldOption[]
  hint?: Label
  /** media fields: which files the library offers */
  media?: 'video' | 'audio' | 'pdf' | 'image'
}

export interface ModuleForm {
  fields: readonly FormField[]
  /** list modules: the form of their child items (or the picker that chooses them: `picker`) */
  items?: { model: ModuleItemModel; label: Label; fields: readonly FormField[]; picker?: 'events' }
}

export function defineForm(form: ModuleForm): ModuleForm {
  return form
}
