import { translator } from '@/i18n'
import { cityFigures, hundredMillionYuan } from './city-figures'

const figures = { gdp: 8589.01, gdpGrowth: 5.5, population: 535, landArea: 1700, statYear: 2024 }

describe('city figures', () => {
  it('counts in 亿元 and 万人 in Chinese', () => {
    expect(cityFigures(translator('zh-cn'), 'zh-cn', figures)).toEqual([
      ['2024 年地区生产总值', '8589.01 亿元'],
      ['同比增长', '5.5%'],
      ['常住人口', '535 万人'],
      ['土地面积', '1700 平方公里'],
    ])
  })

  it('counts in billions and millions in English', () => {
    const rows = Object.fromEntries(cityFigures(translator('en-us'), 'en-us', figures))
    expect(rows['GDP 2024']).toBe('858.9 billion yuan')
    expect(rows['Resident population']).toBe('5.35 million')
    expect(hundredMillionYuan(translator('en-us'), 'en-us', 12.5)).toBe('1.25 billion yuan')
  })

  it('shows nothing for a city without figures', () => {
    expect(cityFigures(translator('zh-cn'), 'zh-cn', undefined)).toEqual([])
  })
})
