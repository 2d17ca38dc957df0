import type { ComponentType } from 'react'
import { EventPickerField, ImageField, LinkField, MediaField, RichTextField, VenuePickerField } from '~/features/editor-fields'
import type { EventPickerValue, FieldProps, ImageValue, LinkValue, MediaFieldKind, MediaValue, RichTextValue, VenuePickerValue } from '~/features/editor-fields'

export type { FieldProps }

/** "3, 12" → [3, 12]; a part that is not digits stays text, for the schema to refuse. */
export function parseIds(text: string): (number | string)[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d{1,12}$/.test(part) ? Number(part) : part))
}

/**
 * The field kinds that come from the field library (src/features/editor-fields): Lexical rich text, the media
 * library with upload, the link finder and the venue picker. One table, so a field kind is swapped in one place.
 */
export const pickerFields: {
  richtext: ComponentType<FieldProps<RichTextValue>>
  image: ComponentType<FieldProps<ImageValue>>
  media: ComponentType<FieldProps<MediaValue> & { kind?: MediaFieldKind }>
  link: ComponentType<FieldProps<LinkValue>>
  venue: ComponentType<FieldProps<VenuePickerValue>>
  events: ComponentType<FieldProps<EventPickerValue>>
} = {
  richtext: RichTextField,
  image: ImageField,
  media: MediaField,
  link: LinkField,
  venue: VenuePickerField,
  events: EventPickerField,
}
