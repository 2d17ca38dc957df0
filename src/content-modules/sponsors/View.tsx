import { useLocale } from '~/lib/i18n/use-locale'
import { SponsorGroups, useSponsors } from '~/features/sponsors/SponsorLogos'
import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { block } from '../shared/module.css'
import type { SponsorsData } from './schema'

/**
 * The sponsors and partners by level, from the footer's logos the layout reads; the page names `sponsors` for its
 * regeneration when its modules are read (resolve-modules.server.ts).
 */
export function SponsorsView({ id, data }: ModuleViewProps<SponsorsData>) {
  const lang = useLocale()
  const any = useSponsors(lang).length > 0
  if (!any && !data.headline) return null
  return (
    <div className={block} id={anchorId(data.anchor)} data-module-id={id} data-sponsors-module="">
      {data.headline ? <h2>{data.headline}</h2> : null}
      <SponsorGroups lang={lang} headingLevel={data.headline ? 3 : 2} />
    </div>
  )
}
