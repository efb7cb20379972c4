import { maskIdNumber, maskPhone } from './mask'

describe('maskPhone', () => {
  it('masks the middle four digits of an 11-digit mobile', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
  })

  it('keeps a country prefix', () => {
    expect(maskPhone('+86 13812345678')).toBe('+86 138****5678')
    expect(maskPhone('+86-13812345678')).toBe('+86-138****5678')
    expect(maskPhone('+8613812345678')).toBe('+86138****5678')
    expect(maskPhone('8613812345678')).toBe('86138****5678')
  })

  it('masks the four digits before the last four for other lengths', () => {
    expect(maskPhone('12345678')).toBe('****5678')
    expect(maskPhone('059212345678')).toBe('0592****5678')
    expect(maskPhone('+1 2025550123')).toBe('+1 20****0123')
  })

  it('masks only the digits that exist before the last four of a 7-digit number', () => {
    expect(maskPhone('1234567')).toBe('***4567')
  })

  it('leaves separators in place', () => {
    expect(maskPhone('138-1234-5678')).toBe('138-****-5678')
    expect(maskPhone('0592-1234567')).toBe('059*-***4567')
  })

  it('does not count prefix digits towards the minimum length', () => {
    expect(maskPhone('+86 123456')).toBe('+86 123456')
  })

  it('returns short numbers unchanged', () => {
    expect(maskPhone('123456')).toBe('123456')
    expect(maskPhone('110')).toBe('110')
  })

  it('returns an empty string for empty input', () => {
    expect(maskPhone('')).toBe('')
    expect(maskPhone(null)).toBe('')
    expect(maskPhone(undefined)).toBe('')
  })
})

describe('maskIdNumber', () => {
  it('shows only the first and last character of an 18-digit ID', () => {
    const masked = maskIdNumber('11010519491231002X')
    expect(masked).toBe(`1${'*'.repeat(16)}X`)
    expect(masked).toHaveLength(18)
  })

  it('masks a 15-digit ID and a passport number the same way', () => {
    expect(maskIdNumber('110105491231002')).toBe(`1${'*'.repeat(13)}2`)
    expect(maskIdNumber('E12345678')).toBe('E*******8')
  })

  it('shows nothing of identifiers of two characters or fewer', () => {
    expect(maskIdNumber('12')).toBe('**')
    expect(maskIdNumber('1')).toBe('*')
  })

  it('returns an empty string for empty input', () => {
    expect(maskIdNumber('')).toBe('')
    expect(maskIdNumber(null)).toBe('')
    expect(maskIdNumber(undefined)).toBe('')
  })
})
