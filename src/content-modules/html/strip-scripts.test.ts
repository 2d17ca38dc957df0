import { describe, expect, it } from 'vitest'
import { stripScripts } from './strip-scripts'

describe('HTML module scripts', () => {
  it('keeps the markup and removes script elements', () => {
    expect(stripScripts('<table class="timetable"><tr><td>4</td></tr></table><script>steal()</script>')).toBe('<table class="timetable"><tr><td>4</td></tr></table>')
    expect(stripScripts('<p>a</p><SCRIPT src="https://evil.example/x.js"></SCRIPT ><p>b</p>')).toBe('<p>a</p><p>b</p>')
  })

  it('removes unclosed and split script tags', () => {
    expect(stripScripts('<p>a</p><script src="x.js">')).toBe('<p>a</p>')
    // what is left is text, not a script
    expect(stripScripts('<scr<script></script>ipt>alert(1)</script>')).toBe('alert(1)')
  })

  it('removes inline event handlers and javascript: addresses', () => {
    expect(stripScripts('<img src="/a.png" onerror="alert(1)" alt="A">')).toBe('<img src="/a.png" alt="A">')
    expect(stripScripts('<a href="javascript:alert(1)">x</a>')).toBe('<a href="#">x</a>')
    expect(stripScripts('<p>Sonderzeichen onclick=ok bleiben im Text</p>')).toBe('<p>Sonderzeichen onclick=ok bleiben im Text</p>')
  })
})
