import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { RichText } from '~/lib/rich-text/RichText'
import { RichTextSchema } from '~/lib/rich-text/schema'
import { ImageSchema } from '~/content-modules/image/schema'
import { LinkSchema } from '~/content-modules/link/schema'
import { VideoSHSchema } from '~/content-modules/video-sh/schema'
import { EventItemSchema } from '~/content-modules/event-list/schema'
import { VenueSchema } from '~/content-modules/venue/schema'
import { EventPickerField, ImageField, LinkField, MediaField, RichTextField, VenuePickerField, EMPTY_IMAGE, EMPTY_LINK } from '~/features/editor-fields'
import type { EventPickerValue, ImageValue, LinkValue, MediaValue, RichTextValue, VenuePickerValue } from '~/features/editor-fields'
import * as styles from '~/features/editor-fields/fields.css'

/**
 * `/admin/fields`: every field component of the editor on one page, each with its value as module data and
 * whether that passes the module's schema (a workbench for editors and for the end-to-end tests).
 */
export const Route = createFileRoute('/admin/fields')({
  head: () => ({ meta: [{ title: m.editor_fields_wb_title() }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: FieldsPage,
})

function Check({ name, schema, data, lang }: { name: string; schema: v.GenericSchema; data: unknown; lang: 'de' | 'en' }) {
  const result = v.safeParse(schema, data)
  return (
    <details>
      <summary data-valid={result.success} data-testid={`${name}-check`}>
        {result.success ? m.editor_fields_wb_valid({ name }, { locale: lang }) : m.editor_fields_wb_invalid({ name, issues: v.summarize(result.issues) }, { locale: lang })}
      </summary>
      <pre data-testid={`${name}-json`} style={{ whiteSpace: 'pre-wrap', fontSize: '0.8rem' }}>
        {JSON.stringify(data, null, 1)}
      </pre>
    </details>
  )
}

function FieldsPage() {
  const lang = Route.useSearch().lang ?? 'de'
  const [text, setText] = useState<RichTextValue>(null)
  const [image, setImage] = useState<ImageValue>(EMPTY_IMAGE)
  const [video, setVideo] = useState<MediaValue>(null)
  const [poster, setPoster] = useState<ImageValue>(EMPTY_IMAGE)
  const [link, setLink] = useState<LinkValue>(EMPTY_LINK)
  const [events, setEvents] = useState<EventPickerValue>([])
  const [venue, setVenue] = useState<VenuePickerValue>(null)
  const parsedText = text ? v.safeParse(RichTextSchema, text) : null
  return (
    <div className={styles.field} style={{ maxWidth: '48rem' }}>
      <h1>{m.editor_fields_wb_title({}, { locale: lang })}</h1>
      <RichTextField id="field-text" label={m.editor_fields_wb_text({}, { locale: lang })} lang={lang} value={text} onChange={setText} />
      <Check lang={lang} name="text" schema={RichTextSchema} data={text} />
      <section aria-label={m.editor_fields_wb_preview({}, { locale: lang })} data-testid="text-preview">
        {parsedText?.success ? <RichText state={parsedText.output} /> : null}
      </section>
      <ImageField id="field-image" label={m.editor_fields_wb_image({}, { locale: lang })} lang={lang} value={image} onChange={setImage} />
      <Check lang={lang} name="image" schema={ImageSchema} data={{ ...image, format: 'landscape' }} />
      <MediaField id="field-video" label={m.editor_fields_wb_video({}, { locale: lang })} kind="video" lang={lang} value={video} onChange={setVideo} />
      <ImageField id="field-poster" label={m.editor_fields_wb_poster({}, { locale: lang })} lang={lang} value={poster} onChange={setPoster} />
      <Check lang={lang} name="video-sh" schema={VideoSHSchema} data={{ file: video, image: poster.image }} />
      <LinkField id="field-link" label={m.editor_fields_wb_link({}, { locale: lang })} lang={lang} value={link} onChange={setLink} />
      <Check lang={lang} name="link" schema={LinkSchema} data={{ ...link, link_text: 'Link', extra_class: 'button-primary' }} />
      <EventPickerField id="field-events" label={m.editor_fields_wb_events({}, { locale: lang })} lang={lang} value={events} onChange={setEvents} />
      <Check lang={lang} name="events" schema={v.array(EventItemSchema)} data={events} />
      <VenuePickerField id="field-venue" label={m.editor_fields_wb_venue({}, { locale: lang })} lang={lang} value={venue} onChange={setVenue} />
      <Check lang={lang} name="venue" schema={VenueSchema} data={venue} />
    </div>
  )
}
