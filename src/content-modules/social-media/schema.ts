import * as v from 'valibot'
import { embedCodeField } from '../embeds/embed-field'

/** Social media embed: a post from Instagram, X (Twitter), Facebook or TikTok; the table marks no field required. */
export const SocialMediaSchema = v.object({
  embed_code: v.nullish(v.union([v.literal(''), embedCodeField('social')])),
})
export type SocialMediaData = v.InferOutput<typeof SocialMediaSchema>
