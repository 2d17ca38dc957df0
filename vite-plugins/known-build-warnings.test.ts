import { describe, expect, it } from 'vitest'
import { withoutKnownHarmlessWarnings } from './known-build-warnings'

type Passed = [string, { code?: string; message: string }]

function filtered(level: 'warn' | 'info', log: { code?: string; message: string; id?: string }): Passed[] {
  const passed: Passed[] = []
  withoutKnownHarmlessWarnings(level, log, (handledLevel, handledLog) => {
    passed.push([handledLevel, typeof handledLog === 'string' ? { message: handledLog } : { code: handledLog.code, message: handledLog.message }])
  })
  return passed
}

const directive = (file: string, directiveText = 'use client') => ({
  code: 'MODULE_LEVEL_DIRECTIVE',
  id: `/work/foyer/${file}`,
  message: `The semantics of the module level directive "${directiveText}" in "${file}" may not be preserved when bundling.`,
})

describe('the build warnings Foyer hides', () => {
  it('hide "use client" in the modules of TanStack Query and Router', () => {
    expect(filtered('warn', directive('node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js'))).toEqual([])
    expect(filtered('warn', directive('node_modules/@tanstack/react-router/dist/esm/Matches.js'))).toEqual([])
    // the message alone names the module when the log has no id
    const { id: _id, ...withoutId } = directive('node_modules/@tanstack/react-query/build/modern/index.js')
    expect(filtered('warn', withoutId)).toEqual([])
  })

  it('keep the same warning for any other package or file, any other directive, and every other warning', () => {
    const kept = [
      directive('node_modules/some-ui-kit/dist/index.js'),
      directive('src/features/programme/ProgrammeFilters.tsx'),
      directive('node_modules/@tanstack/react-query-devtools/build/index.js'),
      directive('node_modules/@tanstack/react-query/build/modern/index.js', 'use server'),
      { code: 'CIRCULAR_DEPENDENCY', id: '/work/foyer/node_modules/@tanstack/react-query/build/modern/index.js', message: 'Circular dependency in node_modules/@tanstack/react-query' },
      { code: 'EVAL', message: 'Use of eval in "node_modules/@tanstack/react-router/dist/esm/index.js"' },
      { message: 'a warning without a code' },
    ]
    for (const log of kept) expect(filtered('warn', log), log.message).toEqual([['warn', { code: log.code, message: log.message }]])
    expect(filtered('info', directive('node_modules/@tanstack/react-query/build/modern/index.js'))).toHaveLength(1)
  })
})
