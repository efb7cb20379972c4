import { FilterXSS, escapeAttrValue, type IWhiteList } from 'xss'

const ALLOWED: IWhiteList = {
  p: [],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  span: [],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  td: [],
  th: [],
  blockquote: [],
}

/** http(s) or root-relative ("/x", not the protocol-relative "//host"). */
export function isSafeUrl(value: string): boolean {
  const url = value.trim()
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'))
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  allowCommentTag: false,
  css: false,
  // Runs only for allowed attributes that onTagAttr kept.
  safeAttrValue(_tag, name, value) {
    if (name === 'href' || name === 'src') return escapeAttrValue(value.trim())
    if (name === 'target') return value === '_blank' || value === '_self' ? value : ''
    if (name === 'width' || name === 'height') return /^\d{1,4}%?$/.test(value) ? value : ''
    return escapeAttrValue(value)
  },
  onTagAttr(_tag, name, value) {
    // Drop an unsafe link or image source entirely rather than keep an empty attribute.
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) return ''
    return undefined
  },
})

/** Allowlist sanitiser for stored rich text: no scripts, styles, event handlers or non-http(s) URLs. */
export function sanitizeHtml(html: string): string {
  return filter.process(html)
}
