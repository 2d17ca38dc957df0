import { useLocale } from '~/lib/i18n/use-locale'
import { SponsorGroups, useSponsors } from '~/features/sponsors/SponsorLogos'
import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { block } from '../shared/module.css'
import type { SponsorsData } from './schema'

/** The sponsors and partners by level; the layout reads them for the footer already (its read names `sponsors`). */
export function SponsorsView({ id, data }: ModuleViewProps<SponsorsData>) {
  const lang = useLocale()
  const any = useSponsors(lang).some((sponsor) => sponsor.logo)
  if (!any && !data.headline) return null
  return (
    <div className={block} id={anchorId(data.anchor)} data-module-id={id} data-sponsors-module="">
      {data.headline ? <h2>{data.headline}</h2> : null}
      <SponsorGroups lang={lang} headingLevel={data.headline ? 3 : 2} />
    </div>
  )
}
