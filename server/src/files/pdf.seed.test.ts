import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { renderPdf } from './pdf.seed'

const pdf = renderPdf([
  {
    title: 'Guide (draft)',
    subtitle: 'CIFIT',
    paragraphs: ['A back\\slash and (parentheses) stay escaped.', 'word '.repeat(60)],
  },
  { title: 'Second page', subtitle: 'CIFIT', paragraphs: [] },
]).toString('latin1')

describe('demo PDF generator', () => {
  it('writes a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1])
    assert.ok(pdf.startsWith('xref\n', startxref))
    const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref))!
    assert.equal(Number(first), 0)
    const entries = pdf
      .slice(startxref)
      .split('\n')
      .slice(3, 2 + Number(size))
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10))
      assert.ok(pdf.startsWith(`${index + 1} 0 obj\n`, offset), `object ${index + 1} at ${offset}`)
    })
    assert.match(pdf, new RegExp(`trailer\\n<< /Size ${size} /Root 1 0 R >>`))
  })

  it('gives each content stream its exact length and escapes PDF string delimiters', () => {
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)) {
      assert.equal(Buffer.byteLength(match[2], 'latin1'), Number(match[1]))
    }
    assert.match(pdf, /\(Guide \\\(draft\\\)\) Tj/)
    assert.match(pdf, /back\\\\slash/)
    assert.match(pdf, /\/Count 2/)
  })

  it('wraps long paragraphs into several lines', () => {
    assert.ok([...pdf.matchAll(/\(word word[^)]*\) Tj/g)].length >= 3)
  })

  it('refuses text the standard fonts cannot show', () => {
    assert.throws(() => renderPdf([{ title: '参会指南', subtitle: '', paragraphs: [] }]))
  })
})
