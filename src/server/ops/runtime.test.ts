import { describe, expect, it } from 'vitest'
import { MEASURED_NODE_MAJOR, runtimeWarning } from './runtime'

describe('the runtime check at start', () => {
  it('warns on a Node.js older than the one Foyer is measured on, with the way out', () => {
    expect(runtimeWarning('v20.20.2')).toContain('Node.js v20.20.2')
    expect(runtimeWarning('22.12.0')).toContain('node_modules/.bin/node')
  })

  it('says nothing on that release or a newer one', () => {
    expect(runtimeWarning(`v${MEASURED_NODE_MAJOR}.0.0`)).toBeNull()
    expect(runtimeWarning('v26.1.0')).toBeNull()
    // the server runs on the pinned release itself
    expect(runtimeWarning(process.version)).toBeNull()
  })
})
