import { m } from '~/paraglide/messages'
import type { ModuleNode } from '~/contract/cms'
import type { Label, ModuleForm } from '~/content-modules/form-definition'
import { isRegisteredModel } from '~/content-modules/registry'
import type { RegisteredModel } from '~/content-modules/registry'
import { AnchorListForm } from '~/content-modules/anchor-list/form'
import { AudioForm } from '~/content-modules/audio/form'
import { AudioSHForm } from '~/content-modules/audio-sh/form'
import { BlogTeaserListForm } from '~/content-modules/blog-teaser-list/form'
import { ContainerForm } from '~/content-modules/container/form'
import { EventListForm } from '~/content-modules/event-list/form'
import { FaqForm } from '~/content-modules/faq/form'
import { FormForm } from '~/content-modules/form/form'
import { FullTeaserForm } from '~/content-modules/full-teaser/form'
import { HeadlineForm } from '~/content-modules/headline/form'
import { HeroMediaForm } from '~/content-modules/hero-media/form'
import { HighlightTeaserForm } from '~/content-modules/highlight-teaser/form'
import { HtmlForm } from '~/content-modules/html/form'
import { ImageForm } from '~/content-modules/image/form'
import { ImageListForm } from '~/content-modules/image-list/form'
import { LinkForm } from '~/content-modules/link/form'
import { LogoListForm } from '~/content-modules/logo-list/form'
import { QuoteForm } from '~/content-modules/quote/form'
import { SectionForm } from '~/content-modules/section/form'
import { SocialMediaForm } from '~/content-modules/social-media/form'
import { SponsorsForm } from '~/content-modules/sponsors/form'
import { TeaserListForm } from '~/content-modules/teaser-list/form'
import { TextForm } from '~/content-modules/text/form'
import { TwoColumnsForm } from '~/content-modules/two-columns/form'
import { VenueForm } from '~/content-modules/venue/form'
import { VenueListForm } from '~/content-modules/venue-list/form'
import { VideoForm } from '~/content-modules/video/form'
import { VideoListForm } from '~/content-modules/video-list/form'
import { VideoSHForm } from '~/content-modules/video-sh/form'
import { ViewerForm } from '~/content-modules/viewer/form'
import { columnCount } from '~/content-modules/shared/section-layouts'
import { newModuleId } from './tree-ops'

type Data = Record<string, unknown>

export interface CatalogueEntry {
  name: Label
  form: ModuleForm
  /** the data of a new module of this kind */
  initial?: Data
}

const emptyRichText = { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } }

/** Every module an editor can insert or edit, by model (child items are edited inside their list). */
export const catalogue: Partial<Record<RegisteredModel, CatalogueEntry>> = {
  HeadlineModule: { name: m.editor_model_headline, form: HeadlineForm, initial: { headline_level: 2 } },
  TextModule: { name: m.editor_model_text, form: TextForm, initial: { content: emptyRichText, decrease_distance: false } },
  LinkModule: { name: m.editor_model_link, form: LinkForm, initial: { extra_class: 'default', open_new_window: false } },
  ImageModule: { name: m.editor_model_image, form: ImageForm, initial: { format: 'horizontal' } },
  FaqModule: { name: m.editor_model_faq, form: FaqForm },
  VideoModule: { name: m.editor_model_video, form: VideoForm },
  VideoSHModule: { name: m.editor_model_video_sh, form: VideoSHForm },
  AudioModule: { name: m.editor_model_audio, form: AudioForm },
  AudioSHModule: { name: m.editor_model_audio_sh, form: AudioSHForm },
  ViewerModule: { name: m.editor_model_viewer, form: ViewerForm },
  QuoteModule: { name: m.editor_model_quote, form: QuoteForm },
  FullTeaserModule: { name: m.editor_model_full_teaser, form: FullTeaserForm, initial: { extra_class: 'default' } },
  VenueListModule: { name: m.editor_model_venue_list, form: VenueListForm },
  HtmlModule: { name: m.editor_model_html, form: HtmlForm },
  FormModule: { name: m.editor_model_form, form: FormForm },
  HeroMediaModule: { name: m.editor_model_hero_media, form: HeroMediaForm },
  SectionModule: { name: m.editor_model_section, form: SectionForm, initial: { layout: 0 } },
  TeaserListModule: { name: m.editor_model_teaser_list, form: TeaserListForm },
  ImageListModule: { name: m.editor_model_image_list, form: ImageListForm, initial: { format: 'standard' } },
  LogoListModule: { name: m.editor_model_logo_list, form: LogoListForm },
  BlogTeaserListModule: { name: m.editor_model_blog_list, form: BlogTeaserListForm, initial: { items: [] } },
  TwoColumnsModule: { name: m.editor_model_two_columns, form: TwoColumnsForm, initial: { extra_class: 'image-text', text: emptyRichText } },
  EventListModule: { name: m.editor_model_event_list, form: EventListForm, initial: { filters: 'none' } },
  HighlightTeaserModule: { name: m.editor_model_highlight_teaser, form: HighlightTeaserForm, initial: { categories: [] } },
  AnchorListModule: { name: m.editor_model_anchor_list, form: AnchorListForm },
  VideoListModule: { name: m.editor_model_video_list, form: VideoListForm },
  SocialMediaModule: { name: m.editor_model_social_media, form: SocialMediaForm },
  VenueModule: { name: m.editor_model_venue, form: VenueForm },
  SponsorsModule: { name: m.editor_model_sponsors, form: SponsorsForm },
  ContainerModule: { name: m.editor_model_container, form: ContainerForm, initial: { layout: 0, content_type: null } },
}

/** The toolbar's entries in the spec's order (programme.md §3), the older Video List and Social Media last. */
export const TOOLBAR: readonly RegisteredModel[] = [
  'HeadlineModule',
  'TextModule',
  'LinkModule',
  'ImageModule',
  'FaqModule',
  'VideoModule',
  'VideoSHModule',
  'AudioModule',
  'AudioSHModule',
  'ViewerModule',
  'QuoteModule',
  'FullTeaserModule',
  'VenueListModule',
  'HtmlModule',
  'FormModule',
  'HeroMediaModule',
  'SectionModule',
  'TeaserListModule',
  'ImageListModule',
  'LogoListModule',
  'SponsorsModule',
  'BlogTeaserListModule',
  'TwoColumnsModule',
  'EventListModule',
  'HighlightTeaserModule',
  'AnchorListModule',
  'VideoListModule',
  'SocialMediaModule',
]

export function entryOf(model: string): CatalogueEntry | undefined {
  return isRegisteredModel(model) ? catalogue[model] : undefined
}

/** The module chooser's groups (the toolbar's "+ Modul"), every entry of TOOLBAR in exactly one. */
export const MODULE_GROUPS: readonly { id: string; label: Label; icon: string; models: readonly RegisteredModel[] }[] = [
  { id: 'text', label: m.editor_group_text, icon: '¶', models: ['HeadlineModule', 'TextModule', 'QuoteModule', 'LinkModule', 'FaqModule'] },
  { id: 'media', label: m.editor_group_media, icon: '▣', models: ['ImageModule', 'VideoModule', 'VideoSHModule', 'AudioSHModule', 'HeroMediaModule'] },
  { id: 'teaser', label: m.editor_group_teaser, icon: '◩', models: ['FullTeaserModule', 'TeaserListModule', 'HighlightTeaserModule', 'BlogTeaserListModule'] },
  { id: 'lists', label: m.editor_group_lists, icon: '☰', models: ['EventListModule', 'VenueListModule', 'ImageListModule', 'LogoListModule', 'SponsorsModule', 'VideoListModule', 'AnchorListModule'] },
  { id: 'layout', label: m.editor_group_layout, icon: '▥', models: ['SectionModule', 'TwoColumnsModule'] },
  { id: 'embeds', label: m.editor_group_embeds, icon: '◆', models: ['AudioModule', 'ViewerModule', 'SocialMediaModule', 'HtmlModule', 'FormModule'] },
]

/** The name of a module for labels: its catalogue name, a list's item name, or its model for unknown ones. */
export function moduleName(model: string, lang: 'de' | 'en'): string {
  const entry = entryOf(model)
  if (entry) return entry.name({}, { locale: lang })
  const owner = Object.values(catalogue).find((candidate) => candidate.form.items?.model === model)
  return owner?.form.items?.label({}, { locale: lang }) ?? model
}

/** A field's label in the editor's language (comparisons name fields as editors know them). */
export function fieldName(model: string, field: string, lang: 'de' | 'en'): string {
  const entry = entryOf(model)
  const fields = entry?.form.fields ?? Object.values(catalogue).find((candidate) => candidate.form.items?.model === model)?.form.items?.fields ?? []
  return fields.find((candidate) => candidate.name === field)?.label({}, { locale: lang }) ?? field
}

/** Section columns for a layout: existing columns kept, missing ones added, the modules of dropped ones moved to the last. */
export function columnsFor(layout: number, existing: ModuleNode['columns'] = []): NonNullable<ModuleNode['columns']> {
  const count = columnCount(layout)
  const sorted = [...existing].sort((a, b) => a.index - b.index)
  const columns = Array.from({ length: count }, (_, index) => ({ index, classes: '', children: sorted[index]?.children ?? [] }))
  const dropped = sorted.slice(count).flatMap((column) => column.children)
  const last = columns[count - 1]
  if (last && dropped.length > 0) last.children = [...last.children, ...dropped].map((child, order) => ({ ...child, order }))
  return columns
}

/** A new module of `model` with its initial data (and the columns of a section). */
export function newModule(model: RegisteredModel): ModuleNode {
  const entry = entryOf(model)
  const data: Data = {}
  for (const field of entry?.form.fields ?? []) data[field.name] = field.kind === 'checkbox' ? false : null
  Object.assign(data, structuredClone(entry?.initial ?? {}))
  return {
    id: newModuleId(),
    model,
    order: 0,
    data,
    ...(entry?.form.items ? { children: [] } : {}),
    ...(model === 'SectionModule' ? { columns: columnsFor(0) } : {}),
  }
}
