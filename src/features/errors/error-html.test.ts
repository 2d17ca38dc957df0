import { describe, expect, it } from 'vitest'
import { extractErrorHtml } from './error-html'

describe('custom error HTML', () => {
  it('keeps the style and the body and drops scripts', () => {
    const parts = extractErrorHtml(
      '<html><head><style>h1{color:red}</style><script>alert(1)</script></head><body class="x"><h1>Weg</h1><script>steal()</script></body></html>',
    )
    expect(parts.style).toBe('h1{color:red}')
    expect(parts.body).toBe('<h1>Weg</h1>')
  })

  it('takes a fragment without a body element as the body', () => {
    expect(extractErrorHtml('<p>Wartung</p>').body).toBe('<p>Wartung</p>')
  })
})
