import type { CityFigures } from '@/contract/city'
import type { Language, Translate } from '@/i18n'

/** Thousands separators without Intl (the mini program runtime may lack it); at most two decimals. */
export function groupDigits(value: number): string {
  const [whole, fraction] = String(Math.round(value * 100) / 100).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

const english = (language: Language) => language === 'en-us'

/** An amount in 100 million yuan, as 亿元 in Chinese and billions in English. */
export function formatYi(t: Translate, language: Language, yi: number): string {
  return t('city.gdpValue', { value: groupDigits(english(language) ? yi / 10 : yi) })
}

/** A city's key figures as label/value pairs, in both languages' own units. */
export function figureRows(t: Translate, language: Language, figures: CityFigures): [label: string, value: string][] {
  return [
    [t('city.gdp'), formatYi(t, language, figures.gdp)],
    [t('city.gdpGrowth'), t('city.gdpGrowthValue', { value: figures.gdpGrowth })],
    [
      t('city.population'),
      t('city.populationValue', {
        value: groupDigits(english(language) ? figures.population / 100 : figures.population),
      }),
    ],
    [t('city.landArea'), t('city.landAreaValue', { value: groupDigits(figures.landArea) })],
  ]
}
