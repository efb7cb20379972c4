import { isSafeUrl, sanitizeHtml } from './sanitize-html'

describe('sanitizeHtml', () => {
  it('removes script and style elements with their content', () => {
    const out = sanitizeHtml('<p>Hi<script>alert(1)</script><style>p{color:red}</style></p>')
    expect(out).toBe('<p>Hi</p>')
  })

  it('drops javascript: and protocol-relative links but keeps the text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>')
  })

  it('keeps http(s) and root-relative links and images with allowed attributes', () => {
    const html =
      '<a href="https://cifit.example/a" title="t" target="_blank">go</a><img src="/static/img/project-1.svg" alt="a" width="320">'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('strips event handlers, data: images and unknown tags', () => {
    expect(sanitizeHtml('<img src="/a.svg" onerror="alert(1)">')).toBe('<img src="/a.svg">')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img>')
    expect(sanitizeHtml('<iframe src="https://x.example"></iframe><div>text</div>')).toBe('text')
    expect(sanitizeHtml('<svg onload="alert(1)"></svg>')).toBe('')
  })

  it('keeps the allowed structure', () => {
    const html =
      '<h3>T</h3><ul><li><strong>a</strong></li></ul><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><blockquote>q</blockquote>'
    expect(sanitizeHtml(html)).toBe(html)
  })
})

describe('isSafeUrl', () => {
  it('accepts only http(s) and root-relative URLs', () => {
    expect(isSafeUrl('https://a.example')).toBe(true)
    expect(isSafeUrl('http://a.example')).toBe(true)
    expect(isSafeUrl('/projectDetail?id=1')).toBe(true)
    expect(isSafeUrl('//a.example')).toBe(false)
    expect(isSafeUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeUrl('relative/path')).toBe(false)
  })
})
