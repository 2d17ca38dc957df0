import * as v from 'valibot'
import { dateTimeField, isOnlineWindowValid, ONLINE_WINDOW_MESSAGE, optionalDateTime, optionalLink, optionalFlag, optionalMediaUrl, optionalText, REQUIRED_MESSAGE, requiredText, richTextField } from '../fields'

/** Hero media: headline and online_from required; shown from online_from until online_to. */
export const HeroMediaSchema = v.pipe(
  v.object({
  headline: requiredText,
  text: v.nullish(richTextField),
  button_text: optionalText,
  button_link: optionalLink,
  button_link_url: optionalText,
  image: optionalMediaUrl,
  /** a self-hosted video file, shown muted in a loop in place of the image */
  video: optionalMediaUrl,
  sticky: optionalFlag,
  online_from: v.pipe(v.string(REQUIRED_MESSAGE), v.nonEmpty(REQUIRED_MESSAGE), dateTimeField),
  online_to: optionalDateTime,
  }),
  v.forward(v.partialCheck([['online_from'], ['online_to']], isOnlineWindowValid, ONLINE_WINDOW_MESSAGE), ['online_to']),
)
export type HeroMediaData = v.InferOutput<typeof HeroMediaSchema>
