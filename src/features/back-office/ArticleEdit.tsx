import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeArticle, BackOfficeArticleOptions } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { berlinTime, parseEpoch } from '~/lib/berlin-time'
import type { RichTextState } from '~/lib/rich-text/schema'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, RecordCreate, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from './record-parts'
import { ChoiceGroup, translatedTexts, useFieldWiring } from './field-wiring'
import { RichTextInput, storedRichText, useRichTextFresh } from './rich-text-input'
import { articlePath, richTextJson } from './article-input'
import { articleOptionsQuery, articleStatusLabel } from './ArticleList'

const pad = (value: number) => String(value).padStart(2, '0')
const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const time = berlinTime(Date.parse(iso))
  return `${time.date}T${pad(time.hour)}:${pad(time.minute)}`
}
const fromLocalInput = (value: string) => {
  const epoch = value ? parseEpoch(value) : null
  return epoch === null ? null : new Date(epoch).toISOString()
}

const LOCALES = ['de', 'en'] as const
type Both = { de: string; en: string }
const empty = (): Both => ({ de: '', en: '' })
type TextField = 'title' | 'slug' | 'teaser'

/** The form's copy of an article: what the inputs hold. */
interface Draft {
  title: Both
  slug: Both
  teaser: Both
  body: { de: RichTextState | null; en: RichTextState | null }
  category: string
  tags: number[]
  author: string
  published: boolean
  date: string
}

function draftOf(article: BackOfficeArticle | null): Draft {
  return {
    title: article?.title ?? empty(),
    slug: article?.slug ?? empty(),
    teaser: article?.teaser ?? empty(),
    body: { de: storedRichText(article?.body.de), en: storedRichText(article?.body.en) },
    category: article?.category_id ? String(article.category_id) : '',
    tags: article?.tag_ids ?? [],
    author: article?.author_id ? String(article.author_id) : '',
    published: article ? article.published_at !== null : false,
    date: toLocalInput(article?.published_at ?? null),
  }
}

const articleQuery = (lang: Locale, id: number) => ({
  queryKey: ['back-office', 'article', lang, id],
  queryFn: () => api.call('backOfficeArticle', { params: { lang, id: String(id) } }),
})

/** One article, both languages side by side; saving names the version it started from. */
export function ArticleEdit({ lang, id }: { lang: Locale; id: number }) {
  return (
    <RecordEdit
      lang={lang}
      list="/cms-hub/articles"
      record={articleQuery(lang, id)}
      options={articleOptionsQuery(lang)}
      deletedText={m.backoffice_article_deleted({}, { locale: lang })}
      render={(article, options, onDeleted) => (
        <>
          <ArticleForm key={article.id} lang={lang} initial={article} options={options} />
          <DeleteArticle lang={lang} article={article} onDeleted={onDeleted} />
        </>
      )}
    />
  )
}

/** A new article: the same form, empty (a draft until published); saved, it opens as an existing article. */
export function ArticleCreate({ lang }: { lang: Locale }) {
  return <RecordCreate lang={lang} options={articleOptionsQuery(lang)} render={(options) => <ArticleForm lang={lang} initial={null} options={options} />} />
}

function ArticleForm({ lang, initial, options }: { lang: Locale; initial: BackOfficeArticle | null; options: BackOfficeArticleOptions }) {
  const locale = { locale: lang }
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => draftOf(initial))
  const { mount: loaded, fresh } = useRichTextFresh(draftOf, (before) => ({ body: before.body }), setDraft)
  const record = useRecordSave({
    lang,
    initial,
    list: 'articles',
    queryOf: (id) => articleQuery(lang, id),
    opened: (created) => navigate({ to: '/cms-hub/articles/$id', params: { id: created.id }, search: { lang: lang === 'de' ? undefined : lang } }),
    fresh,
  })
  const { saved, problem } = record
  const wiring = useFieldWiring(problem)
  const { fieldId, errorsOf, described, field } = wiring
  const text = translatedTexts<TextField, Draft>(wiring, draft, setDraft, { lang, slugFrom: saved ? undefined : { title: 'title', slug: 'slug' }, required: ['title', 'slug'], slugPath: (language, slug) => articlePath(language, slug, saved?.id ?? '…') })
  const body = (language: 'de' | 'en') => (
    <RichTextInput
      id={fieldId(`body.${language}`)}
      label={m.backoffice_field_body({}, locale)}
      language={language}
      value={draft.body[language]}
      onChange={(value) => setDraft((before) => ({ ...before, body: { ...before.body, [language]: value } }))}
      errors={errorsOf(`body.${language}`)}
      mount={loaded}
    />
  )
  const languageName = (language: 'de' | 'en') => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))
  const tagErrors = errorsOf('tag_ids')
  const dateHint = `${fieldId('published_at')}-hint`

  const submit = async () => {
    const requestBody = {
      title: draft.title,
      slug: draft.slug,
      teaser: draft.teaser,
      body: { de: richTextJson(draft.body.de), en: richTextJson(draft.body.en) },
      category_id: draft.category ? Number(draft.category) : null,
      tag_ids: draft.tags,
      author_id: draft.author ? Number(draft.author) : null,
      // published without a date: from now on
      published_at: draft.published ? (fromLocalInput(draft.date) ?? new Date().toISOString()) : null,
    }
    await record.save({
      create: () => api.call('backOfficeArticleCreate', { params: { lang }, body: requestBody }),
      update: (current) => api.call('backOfficeArticleUpdate', { params: { lang, id: String(current.id) }, body: { ...requestBody, updated_at: current.updated_at } }),
    })
  }

  return (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list="/cms-hub/articles" urls={saved?.urls ?? null}>
        {saved ? (
          <>
            {' · '}
            {m.backoffice_field_status({}, locale)}: {articleStatusLabel(saved.status, lang)}
          </>
        ) : null}
      </RecordLinks>
      <div className={styles.languages}>
        {LOCALES.map((language) => (
          <fieldset key={language} className={styles.form}>
            <legend>{languageName(language)}</legend>
            {text('title', language, m.backoffice_field_title({}, locale))}
            {text('slug', language, m.backoffice_field_slug({}, locale))}
            {text('teaser', language, m.backoffice_field_teaser({}, locale), true)}
            {body(language)}
          </fieldset>
        ))}
      </div>
      <div className={styles.inline}>
        {field(
          'category_id',
          m.backoffice_field_category({}, locale),
          <select {...described('category_id')} value={draft.category} onChange={(change) => setDraft({ ...draft, category: change.currentTarget.value })}>
            <option value="">{m.backoffice_no_category({}, locale)}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'author_id',
          m.backoffice_field_author({}, locale),
          <select {...described('author_id')} value={draft.author} onChange={(change) => setDraft({ ...draft, author: change.currentTarget.value })}>
            <option value="">{m.backoffice_no_author({}, locale)}</option>
            {options.authors.map((author) => (
              <option key={author.id} value={String(author.id)}>
                {author.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'status',
          m.backoffice_field_status({}, locale),
          <select {...described('status')} value={draft.published ? 'published' : 'draft'} onChange={(change) => setDraft({ ...draft, published: change.currentTarget.value === 'published' })}>
            <option value="draft">{articleStatusLabel('draft', lang)}</option>
            <option value="published">{articleStatusLabel('published', lang)}</option>
          </select>,
        )}
        {field(
          'published_at',
          m.backoffice_field_published_at({}, locale),
          <input
            {...described('published_at', dateHint)}
            type="datetime-local"
            disabled={!draft.published}
            value={draft.date}
            onChange={(change) => setDraft({ ...draft, date: change.currentTarget.value })}
          />,
          <span id={dateHint} className={styles.muted}>
            {m.backoffice_published_at_hint({}, locale)}
          </span>,
        )}
      </div>
      <ChoiceGroup
        legend={m.backoffice_field_tags({}, locale)}
        options={options.tags}
        selected={draft.tags}
        onChange={(tags) => setDraft({ ...draft, tags })}
        errorId={`${fieldId('tag_ids')}-error`}
        errors={tagErrors}
      />

      <SaveFooter lang={lang} record={record} createLabel={m.backoffice_create_article({}, locale)} />
    </RecordForm>
  )
}

/** Deleting asks once; an article a teaser list or another article names is refused, and the answer says where. */
function DeleteArticle({ lang, article, onDeleted }: { lang: Locale; article: BackOfficeArticle; onDeleted: () => void }) {
  const locale = { locale: lang }
  return <DeleteRecord lang={lang} name={article.title[lang] || article.title.de} label={m.backoffice_delete_article({}, locale)} confirm={m.backoffice_delete_article_confirm({}, locale)} list="articles" remove={() => api.call('backOfficeArticleDelete', { params: { lang, id: String(article.id) } })} onDeleted={onDeleted} />
}
