import * as v from 'valibot'
import { embedCodeField } from '../embeds/embed-field'

/** Document viewer (toolbar "PDF Viewer"): Issuu (Yumpu and Adobe InDesign from the older editor). */
export const ViewerSchema = v.object({
  embed_code: embedCodeField('viewer'),
})
export type ViewerData = v.InferOutput<typeof ViewerSchema>
