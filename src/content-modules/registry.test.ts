import { describe, expect, it } from 'vitest'
import { MODULE_ITEM_MODELS, MODULE_MODELS } from '~/server/db/module-tree'
import { isRegisteredModel, moduleRegistry } from './registry'

describe('module registry', () => {
  it('has a schema and a view for exactly the models of decision 0003, modules and items', () => {
    expect(Object.keys(moduleRegistry).sort()).toEqual([...MODULE_MODELS, ...MODULE_ITEM_MODELS].sort())
    for (const definition of Object.values(moduleRegistry)) {
      expect(definition.schema).toHaveProperty('kind', 'schema')
      expect(typeof definition.View).toBe('function')
    }
  })

  it('knows its models and nothing else', () => {
    expect(isRegisteredModel('HeadlineModule')).toBe(true)
    expect(isRegisteredModel('FaqItem')).toBe(true)
    expect(isRegisteredModel('MarqueeModule')).toBe(false)
    expect(isRegisteredModel('toString')).toBe(false)
  })
})
