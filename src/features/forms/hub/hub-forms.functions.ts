import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'

export interface HubEntries {
  form: { id: number; title: string; retentionMonths: number }
  columns: { slug: string; label: string; file: boolean }[]
  entries: {
    id: number
    createdAt: string
    locale: 'de' | 'en'
    values: Record<string, string>
    files: { id: number; fieldSlug: string; name: string; size: number; contentType: string }[]
  }[]
}

const Lang = v.picklist(['de', 'en'])

export const getHubEntries = createServerFn({ method: 'GET' })
  .validator(v.object({ lang: Lang, id: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
  .handler(async ({ data }) => {
    const { hubEntries } = await import('./hub-forms.server')
    return hubEntries(data.lang, data.id)
  })
