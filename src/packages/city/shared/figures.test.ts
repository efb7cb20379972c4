import { translator } from '@/i18n'
import { figureRows, formatYi, groupDigits } from './figures'

const figures = { gdp: 8589.01, gdpGrowth: 5.5, population: 535, landArea: 1700, statYear: 2024 }

describe('city figures', () => {
  it('groups digits without Intl and keeps at most two decimals', () => {
    expect(groupDigits(1234567.891)).toBe('1,234,567.89')
    expect(groupDigits(535)).toBe('535')
  })

  it('shows amounts in 亿元 in Chinese and in billions in English', () => {
    expect(formatYi(translator('zh-cn'), 'zh-cn', 8589.01)).toBe('8,589.01亿元')
    expect(formatYi(translator('en-us'), 'en-us', 8589.01)).toBe('CNY 858.9 billion')
  })

  it('lists GDP, growth, population and area in each language’s units', () => {
    expect(figureRows(translator('zh-cn'), 'zh-cn', figures).map(([, v]) => v)).toEqual([
      '8,589.01亿元',
      '5.5%',
      '535万人',
      '1,700平方公里',
    ])
    expect(figureRows(translator('en-us'), 'en-us', figures)).toEqual([
      ['GDP', 'CNY 858.9 billion'],
      ['Growth', '5.5%'],
      ['Population', '5.35 million'],
      ['Area', '1,700 km²'],
    ])
  })
})
