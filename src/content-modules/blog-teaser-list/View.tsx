import type { ModuleViewProps } from '../module-definition'
import { block, cardGrid } from '../shared/module.css'
import { ArticleTeaser } from './ArticleTeaser'
import { BLOG_TEASER_ITEMS } from './schema'
import type { ArticleObj, BlogTeaserListData } from './schema'

/** The chosen articles in the editor's order; the main teaser leads, large. */
export function articlesInOrder(data: BlogTeaserListData): { main: ArticleObj | null; rest: ArticleObj[] } {
  const byId = new Map((data.article_objs ?? []).map((article) => [article.id, article]))
  const ordered = data.items.flatMap((id) => byId.get(id) ?? [])
  const main = data.main_teaser_obj ?? ordered[0] ?? null
  const rest = ordered.filter((article) => article.id !== main?.id).slice(0, BLOG_TEASER_ITEMS.max - (main ? 1 : 0))
  return { main, rest }
}

export function BlogTeaserListView({ id, data }: ModuleViewProps<BlogTeaserListData>) {
  const { main, rest } = articlesInOrder(data)
  if (!main) return null
  return (
    <div className={block} data-module-id={id}>
      <ArticleTeaser article={main} main />
      {rest.length > 0 ? (
        <ul className={cardGrid}>
          {rest.map((article) => (
            <li key={article.id}>
              <ArticleTeaser article={article} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
