import type { RichTextState } from '~/lib/rich-text/schema'
import type { ImageObj } from '~/content-modules/fields'
import type { EventItemData } from '~/content-modules/event-list/schema'
import type { VenueObj } from '~/content-modules/venue/schema'

// The field components' props and values: each value is exactly the module data shape it edits
// (src/content-modules/*/schema.ts), so the editor puts it into a module's data as it is.

export type FieldLang = 'de' | 'en'

export type FieldProps<TValue> = {
  /** the control's id (its label points at it) */
  id: string
  label: string
  lang: FieldLang
  invalid?: boolean
  /** ids of the hint and error texts next to the field */
  describedBy?: string
  value: TValue
  onChange: (value: TValue) => void
}

/** `richTextField` (TextModule.content, TwoColumnsModule.text, FaqItem.content, HeroMedia.text); null when empty. */
export type RichTextValue = RichTextState | null

/** `imageFields`: image (a media path), image_obj (the resolved image), image_thumbnails (renditions by name). */
export type ImageValue = {
  image: string | null
  image_obj: ImageObj | null
  image_thumbnails: Record<string, string> | null
}
export const EMPTY_IMAGE: ImageValue = { image: null, image_obj: null, image_thumbnails: null }

/** A media path of a self-hosted file: VideoSH `file`, AudioSH `file`, HeroMedia `video`; null when none. */
export type MediaValue = string | null
export type MediaFieldKind = 'video' | 'audio' | 'pdf' | 'image'

/** `link` as chosen (an internal path or a web address), `link_url` as resolved, the older `open_new_window`. */
export type LinkValue = {
  link: string | null
  link_url: string | null
  open_new_window?: boolean | null
}
export const EMPTY_LINK: LinkValue = { link: null, link_url: null, open_new_window: false }

/** The EventItem children of an EventListModule, in order: `{ event }` (the server fills the rest). */
export type EventPickerValue = EventItemData[]

/** VenueModule / VenueItem data: `venue` (the id) and `venue_obj` (as the server resolves it); null when none. */
export type VenuePickerValue = { venue: number; venue_obj?: VenueObj | null } | null
