import { describe, expect, it } from 'vitest'
import { externalLinkAttributes, isSafeHref, linkKind, withDefaultProtocol } from './links'

describe('link rules', () => {
  it('treats paths starting with a slash as internal', () => {
    expect(linkKind('/de/programm')).toBe('internal')
    expect(linkKind('/en')).toBe('internal')
  })

  it('treats everything else as external', () => {
    expect(linkKind('https://example.org/')).toBe('external')
    expect(linkKind('mailto:kasse@example.org')).toBe('external')
    expect(linkKind('//cdn.example.org/x')).toBe('external')
  })

  it('treats images, PDFs and uploaded media as external even on this site', () => {
    expect(linkKind('/media/programmheft.pdf')).toBe('external')
    expect(linkKind('/de/plan.JPG')).toBe('external')
    expect(linkKind('/files/saal.jpeg?x=1')).toBe('external')
    expect(linkKind('/files/buehne.png')).toBe('external')
    expect(linkKind('/media/filer_public/ab/cd/doc')).toBe('external')
  })

  it('recognises anchors', () => {
    expect(linkKind('#datesAndTickets')).toBe('anchor')
  })

  it('opens new windows without access to the opener', () => {
    expect(externalLinkAttributes(true)).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    expect(externalLinkAttributes(false)).toEqual({})
  })

  it('adds https:// to bare host names only', () => {
    expect(withDefaultProtocol('example.org/x')).toBe('https://example.org/x')
    expect(withDefaultProtocol('http://example.org')).toBe('http://example.org')
    expect(withDefaultProtocol('/de/x')).toBe('/de/x')
    expect(withDefaultProtocol('mailto:a@b.c')).toBe('mailto:a@b.c')
  })

  it('refuses script URLs', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false)
    expect(isSafeHref(' JavaScript:alert(1)')).toBe(false)
    expect(isSafeHref('data:text/html,x')).toBe(false)
    expect(isSafeHref('https://example.org')).toBe(true)
    expect(isSafeHref('/de/x')).toBe(true)
  })
})
