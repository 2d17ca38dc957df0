import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ModuleNode } from '~/contract/cms'
import { ModuleSlot, ModuleTree } from './ModuleTree'
import { renderAt } from './test-render'

const headline = (id: string, content: string, order: number, level: number = 2): ModuleNode => ({
  id,
  model: 'HeadlineModule',
  order,
  data: { headline_level: level, preline: null, content, subline: null, anchor: null },
})

describe('ModuleTree', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('renders modules in their stored order', async () => {
    const html = await renderAt(<ModuleTree nodes={[headline('m-2', 'Zweite', 1), headline('m-1', 'Erste', 0, 3)]} />)
    expect(html.indexOf('<h3')).toBeLessThan(html.indexOf('Zweite'))
    expect(html).toContain('<h3 class="headline_title')
    expect(html).toContain('>Erste</h3>')
  })

  it('skips an unknown model and invalid data, renders the siblings, and reports each problem once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const nodes: ModuleNode[] = [
      headline('m-1', 'Davor', 0),
      { id: 'm-2', model: 'MarqueeModule', order: 1, data: { text: 'Lauftext' } },
      headline('m-3', 'Zu tief', 2, 7),
      { id: 'm-4', model: 'LinkModule', order: 3, data: { link: '/de/besuch' } },
      headline('m-5', 'Danach', 4),
    ]
    const html = await renderAt(<ModuleTree nodes={nodes} />)
    await renderAt(<ModuleTree nodes={nodes} />)
    expect(html).toContain('Davor')
    expect(html).toContain('Danach')
    expect(html).not.toContain('Lauftext')
    expect(html).not.toContain('Zu tief')
    expect(html).not.toContain('/de/besuch')
    const messages = warn.mock.calls.map(([message]) => String(message))
    expect(messages.filter((message) => message.includes('m-2'))).toEqual(['[content-modules] MarqueeModule m-2 is not shown: unknown model'])
    expect(messages.filter((message) => message.includes('m-3'))).toHaveLength(1)
    expect(messages.filter((message) => message.includes('m-4'))).toHaveLength(1)
    expect(messages.find((message) => message.includes('m-4'))).toContain('link_text')
  })

  it('renders section columns in their layout through the same tree', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const section: ModuleNode = {
      id: 's-1',
      model: 'SectionModule',
      order: 0,
      data: { extra_class: 'cc02', image: null, layout: 1 },
      columns: [
        { index: 1, classes: 'col-4', children: [headline('c-2', 'Rechts', 0, 3)] },
        { index: 0, classes: 'col-8', children: [headline('c-1', 'Links', 0, 3), { id: 'c-x', model: 'Nope', order: 1, data: {} }] },
      ],
    }
    const html = await renderAt(<ModuleTree nodes={[section]} />)
    expect(html).toContain('section_layouts_67-33')
    expect(html).toContain('tokens_themeCc02')
    expect(html.indexOf('Links')).toBeLessThan(html.indexOf('Rechts'))
  })

  it('renders the items of list modules and skips invalid items', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const faq: ModuleNode = {
      id: 'f-1',
      model: 'FaqModule',
      order: 0,
      data: { anchor: 'fragen' },
      children: [
        { id: 'f-2', model: 'FaqItem', order: 0, data: { title: 'Gibt es einen Dresscode?', content: null } },
        { id: 'f-3', model: 'FaqItem', order: 1, data: { title: '' } },
        { id: 'f-4', model: 'TeaserItem', order: 2, data: { headline: 'Fremd' } },
      ],
    }
    const html = await renderAt(<ModuleTree nodes={[faq]} />)
    expect(html).toContain('id="fragen"')
    expect(html.match(/<details/g)).toHaveLength(1)
    expect(html).toContain('<summary')
    expect(html).not.toContain('Fremd')
  })
})

describe('ModuleSlot', () => {
  it('renders nothing in place of a view that throws, and keeps the page around it', () => {
    function Broken(): ReactNode {
      throw new Error('kaputt')
    }
    const html = renderToStaticMarkup(
      <main>
        <p>vorher</p>
        <ModuleSlot id="m-9" model="HeadlineModule">
          <Broken />
        </ModuleSlot>
        <p>nachher</p>
      </main>,
    )
    expect(html).toBe('<main><p>vorher</p><p>nachher</p></main>')
  })
})
