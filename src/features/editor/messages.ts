import type { Locale } from '~/contract/shared'
import { m } from '~/paraglide/messages'
import { LINK_MESSAGE, ONLINE_WINDOW_MESSAGE, REQUIRED_MESSAGE } from '~/content-modules/fields'
import { POSTER_RATIO_MESSAGE } from '~/content-modules/video-sh/schema'
import { FULL_TEASER_TEXT_MAX } from '~/content-modules/full-teaser/schema'
import { SECTION_LAYOUTS } from '~/server/db/module-tree'
import { UNKNOWN_MODEL_MESSAGE } from './validate'

type Text = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string

// The module schemas speak English (they are the single source of validation, in the browser and on the
// server); the editor shows their messages in the editor's language through this table.
const byMessage: Record<string, Text> = {
  [REQUIRED_MESSAGE]: m.editor_error_required,
  'The headline level must be 2 to 6.': m.editor_error_headline_level,
  'Choose between 1 and 8 articles.': m.editor_error_blog_items,
  [`The text may have at most ${FULL_TEASER_TEXT_MAX} characters.`]: m.editor_error_text_max,
  'Enter the address of a YouTube or Vimeo video.': m.editor_error_video_url,
  'Only embed codes from Spotify, SoundCloud or Podigee are allowed.': m.editor_error_embed_audio,
  'Only embed codes from Issuu are allowed.': m.editor_error_embed_viewer,
  'Only embed codes from Instagram, X (Twitter), Facebook or TikTok are allowed.': m.editor_error_embed_social,
  'This embed code names no post, episode or document that can be shown.': m.editor_error_embed_nothing,
  'Enter a path starting with / or a web address.': m.editor_error_media_path,
  'Enter a date and time.': m.editor_error_datetime,
  'An image is required.': m.editor_error_image_required,
  'The filter must be next_3_days, weekend or none.': m.editor_error_filter,
  [`The layout index must be 0 to ${SECTION_LAYOUTS.length - 1}.`]: m.editor_error_layout,
  'The order must be image-text or text-image.': m.editor_error_order,
  [LINK_MESSAGE]: m.editor_error_link,
  [ONLINE_WINDOW_MESSAGE]: m.editor_error_online_window,
  [POSTER_RATIO_MESSAGE]: m.editor_error_poster_ratio,
  [UNKNOWN_MODEL_MESSAGE]: m.editor_error_unknown_model,
}

/** A schema message in the editor's language; valibot's own type messages become a general "invalid". */
export function localizeMessage(message: string, lang: Locale): string {
  const text = Object.hasOwn(byMessage, message) ? byMessage[message] : undefined
  return (text ?? m.editor_error_invalid)({}, { locale: lang })
}

/** Whether the table knows a message (tests check every schema message is translated). */
export function isKnownMessage(message: string): boolean {
  return Object.hasOwn(byMessage, message)
}

/** Errors by module and field as the API answers them: `<module id>.<field>` → [message]. */
export function localizeFieldErrors(errors: Record<string, Record<string, string>>, lang: Locale): Record<string, string[]> {
  const flat: Record<string, string[]> = {}
  for (const [moduleId, fields] of Object.entries(errors)) {
    for (const [field, message] of Object.entries(fields)) flat[`${moduleId}.${field}`] = [localizeMessage(message, lang)]
  }
  return flat
}
