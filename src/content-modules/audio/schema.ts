import * as v from 'valibot'
import { embedCodeField } from '../embeds/embed-field'
import { optionalText } from '../fields'

/** Audio embed: Spotify, SoundCloud or Podigee (IDAGIO from the older editor). */
export const AudioSchema = v.object({
  embed_code: embedCodeField('audio'),
  media_type: optionalText,
})
export type AudioData = v.InferOutput<typeof AudioSchema>
