import type { ReactNode } from 'react'
import type * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { appConfig } from '../../../app.config'
import type { DetailSection as DetailSectionKey } from '../../../app.config'
import type { PersonRef } from '~/contract/programme'
import type { ProductionDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import { Slider } from '~/content-modules/shared/Slider'
import { QuickBuyButton } from '~/features/booking/QuickBuyButton'
import { useNow } from '~/features/chrome/use-client'
import { personUrl } from '~/features/team/team.urls'
import { formatRun, productionKicker } from './ProductionCard'
import { DetailSection, EventDates, RichTextBody, SectionPageHeader, hasRichText } from './page-blocks'
import { firstBookableEvent } from './productions.shared'
import { productionsUrl } from './productions.urls'
import * as blocks from './page-blocks.css'

type Person = v.InferOutput<typeof PersonRef>

function CreditList({ heading, people, lang }: { heading: string; people: Person[]; lang: Locale }) {
  if (people.length === 0) return null
  return (
    <div>
      <h3 className={blocks.creditGroupTitle}>{heading}</h3>
      <dl className={blocks.creditList}>
        {people.map((person) => (
          <div key={`${person.id}-${person.role}`} className={blocks.creditRow}>
            <dt>{person.role}</dt>
            <dd>
              <SmartLink href={personUrl(lang, person)}>{person.name}</SmartLink>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** A production: texts, dates and tickets (`#datesAndTickets`), media, cast and team, tags, in the design's order. */
export function ProductionDetailPage({ production, lang }: { production: ProductionDetail; lang: Locale }) {
  const run = formatRun(production, lang)
  const bookable = firstBookableEvent(production.events, useNow())
  const sections: Record<DetailSectionKey, ReactNode> = {
    texts:
      production.teaser || hasRichText(production.description) ? (
        <DetailSection id="about" title={m.production_about()}>
          {production.teaser ? <p className={blocks.lead}>{production.teaser}</p> : null}
          <RichTextBody value={production.description} />
        </DetailSection>
      ) : null,
    dates: (
      <DetailSection
        id="datesAndTickets"
        title={m.event_dates_and_tickets()}
        note={production.events.length ? m.production_dates_count({ count: production.events.length }) : undefined}
      >
        <EventDates events={production.events} lang={lang} empty={m.production_no_dates()} />
      </DetailSection>
    ),
    media:
      production.images.length > 1 ? (
        <DetailSection id="media" title={m.event_images()}>
          <Slider
            label={m.event_images()}
            slides={production.images.map((image, position) => ({
              id: image.url,
              content: <img src={image.url} alt={`${image.alt} (${position + 1})`} loading="lazy" width={1240} height={700} className={blocks.slideImage} />,
            }))}
          />
        </DetailSection>
      ) : null,
    castAndTeam:
      production.cast.length || production.team.length ? (
        <DetailSection id="castAndTeam" title={`${m.event_cast()} & ${m.event_team()}`}>
          <div className={blocks.credits}>
            <CreditList heading={m.event_cast()} people={production.cast} lang={lang} />
            <CreditList heading={m.event_team()} people={production.team} lang={lang} />
          </div>
        </DetailSection>
      ) : null,
    // productions have no prices of their own: each date in "Dates and Tickets" has its booking
    prices: null,
    tags: production.tags.length ? (
      <DetailSection id="tags" title={m.event_tags()}>
        <ul className={blocks.pills}>
          {production.tags.map((tag) => (
            <li key={tag.id}>
              {tag.show_in_filter === false ? (
                <span className={blocks.pill}>{tag.name}</span>
              ) : (
                <SmartLink className={blocks.pill} href={`${productionsUrl(lang)}?tag=${tag.id}`}>
                  {tag.name}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </DetailSection>
    ) : null,
  }
  const hero = production.images[0]
  return (
    <article>
      <SectionPageHeader
        crumbs={[{ title: m.title_productions(), url: productionsUrl(lang) }, { title: production.title }]}
        kicker={productionKicker(production)}
        title={production.title}
        lead={production.subtitle}
      >
        {run || production.duration ? (
          <dl className={blocks.facts}>
            {run ? (
              <div>
                <dt>{m.production_run()}</dt>
                <dd>{run}</dd>
              </div>
            ) : null}
            {production.duration ? (
              <div>
                <dt>{m.production_duration()}</dt>
                <dd>{production.duration}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {bookable ? (
          <div className={blocks.actions}>
            <QuickBuyButton event={bookable} onProductionPage />
          </div>
        ) : null}
      </SectionPageHeader>
      {hero ? (
        <div className={blocks.hero}>
          <img src={hero.url} alt={hero.alt} width={1600} height={900} className={blocks.heroImage} fetchPriority="high" />
        </div>
      ) : null}
      <div className={`${container} ${blocks.body}`}>
        {appConfig.design.detailSections.production.map((key) => (sections[key] ? <div key={key}>{sections[key]}</div> : null))}
      </div>
    </article>
  )
}
