import * as v from 'valibot'
import { optionalText } from '../fields'

/** HTML: the editor's own markup; html_code_obj holds the code editor's settings. */
export const HtmlSchema = v.object({
  html_code: optionalText,
  html_code_obj: v.nullish(v.record(v.string(), v.unknown())),
})
export type HtmlData = v.InferOutput<typeof HtmlSchema>
