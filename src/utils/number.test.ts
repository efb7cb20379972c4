import { abbreviateNumber, abbreviateNumberEnglish } from './number'

const zh = { tenThousand: '万', hundredMillion: '亿' }
const latin = { tenThousand: ' wan', hundredMillion: ' yi' }

describe('abbreviateNumber', () => {
  it('prints numbers below ten thousand unchanged', () => {
    expect(abbreviateNumber(0, zh)).toBe('0')
    expect(abbreviateNumber(42, zh)).toBe('42')
    expect(abbreviateNumber(9999, zh)).toBe('9999')
    expect(abbreviateNumber(12.5, zh)).toBe('12.5')
  })

  it('switches to ten-thousand units at five digits, always with two decimals', () => {
    expect(abbreviateNumber(10000, zh)).toBe('1.00万')
    expect(abbreviateNumber(12345, zh)).toBe('1.23万')
    expect(abbreviateNumber(56789, zh)).toBe('5.68万')
    expect(abbreviateNumber(99_990_000, zh)).toBe('9999.00万')
  })

  it('switches to hundred-million units at nine digits', () => {
    expect(abbreviateNumber(100_000_000, zh)).toBe('1.00亿')
    expect(abbreviateNumber(1_234_567_890, zh)).toBe('12.35亿')
  })

  it('keeps the sign of negative numbers', () => {
    expect(abbreviateNumber(-9999, zh)).toBe('-9999')
    expect(abbreviateNumber(-12345, zh)).toBe('-1.23万')
    expect(abbreviateNumber(-250_000_000, zh)).toBe('-2.50亿')
  })

  it('appends whichever unit labels it is given', () => {
    expect(abbreviateNumber(25000, latin)).toBe('2.50 wan')
    expect(abbreviateNumber(300_000_000, latin)).toBe('3.00 yi')
  })

  it('returns 0 for non-finite input', () => {
    expect(abbreviateNumber(NaN, zh)).toBe('0')
    expect(abbreviateNumber(Infinity, zh)).toBe('0')
    expect(abbreviateNumber(-Infinity, zh)).toBe('0')
  })
})

describe('abbreviateNumberEnglish', () => {
  it('uses K, M and B with two decimals', () => {
    expect(abbreviateNumberEnglish(999)).toBe('999')
    expect(abbreviateNumberEnglish(1_000)).toBe('1.00K')
    expect(abbreviateNumberEnglish(2_370_000)).toBe('2.37M')
    expect(abbreviateNumberEnglish(1_320_000_000)).toBe('1.32B')
    expect(abbreviateNumberEnglish(-4_500)).toBe('-4.50K')
    expect(abbreviateNumberEnglish(Number.NaN)).toBe('0')
  })
})
