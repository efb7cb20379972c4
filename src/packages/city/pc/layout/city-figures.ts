import type { CityFigures } from '@/contract/city'
import type { Language, Translate } from '@/i18n'

const round2 = (value: number) => Math.round(value * 100) / 100

/** An amount counted in 100 million yuan: 亿元 in Chinese, billions in English. */
export function hundredMillionYuan(t: Translate, language: Language, value: number): string {
  return t('city.pc.hundredMillionYuan', { value: language === 'en-us' ? round2(value / 10) : value })
}

/** A city's key figures as label/value pairs in the current language; absent figures are left out. */
export function cityFigures(
  t: Translate,
  language: Language,
  figures: CityFigures | undefined,
): [label: string, value: string][] {
  if (!figures) return []
  const population = language === 'en-us' ? round2(figures.population / 100) : figures.population
  const rows: [string, number | undefined, string][] = [
    [t('city.pc.figure.gdp', { year: figures.statYear }), figures.gdp, hundredMillionYuan(t, language, figures.gdp)],
    [t('city.pc.figure.growth'), figures.gdpGrowth, `${figures.gdpGrowth}%`],
    [t('city.pc.figure.population'), figures.population, t('city.pc.figure.populationValue', { value: population })],
    [t('city.pc.figure.landArea'), figures.landArea, t('city.pc.figure.landAreaValue', { value: figures.landArea })],
  ]
  return rows.filter(([, raw]) => raw !== undefined && raw !== null).map(([label, , text]) => [label, text])
}
