import { ArticleTeaser } from '../blog-teaser-list/ArticleTeaser'
import type { ModuleViewProps } from '../module-definition'
import { block, cardGrid } from '../shared/module.css'
import type { HighlightTeaserData } from './schema'

export function HighlightTeaserView({ id, data }: ModuleViewProps<HighlightTeaserData>) {
  const articles = data.highlight_objs ?? []
  if (articles.length === 0) return null
  return (
    <div className={block} data-module-id={id}>
      <ul className={cardGrid}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleTeaser article={article} />
          </li>
        ))}
      </ul>
    </div>
  )
}
