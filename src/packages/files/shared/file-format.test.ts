import { fileNameOf, formatFileSize, queryId, queryText } from './file-format'

describe('file sizes', () => {
  it('uses the largest unit that keeps the number readable', () => {
    expect(formatFileSize(820)).toBe('820 B')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(2_411_724)).toBe('2.3 MB')
    expect(formatFileSize(300 * 1024)).toBe('300 KB')
  })

  it('shows nothing for an unknown size', () => {
    expect(formatFileSize(0)).toBe('')
    expect(formatFileSize(undefined)).toBe('')
    expect(formatFileSize(Number.NaN)).toBe('')
  })
})

describe('query values', () => {
  it('decodes once and survives malformed escapes', () => {
    expect(queryText('%E5%8F%82%E4%BC%9A%E6%8C%87%E5%8D%97.pdf')).toBe('参会指南.pdf')
    expect(queryText('100%')).toBe('100%')
    expect(queryText(undefined)).toBe('')
  })

  it('accepts only positive integer ids', () => {
    expect(queryId('12')).toBe(12)
    expect(queryId('0')).toBeUndefined()
    expect(queryId('1.5')).toBeUndefined()
    expect(queryId('abc')).toBeUndefined()
  })
})

describe('file names from URLs', () => {
  it('takes the decoded last path segment', () => {
    expect(fileNameOf('/static/files/fair-guide-2026.pdf?v=2')).toBe('fair-guide-2026.pdf')
    expect(fileNameOf('https://cdn.example/a/%E6%8C%87%E5%8D%97.pdf')).toBe('指南.pdf')
  })
})
