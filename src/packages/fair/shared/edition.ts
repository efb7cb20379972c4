import type { EditionFigures } from '@/contract/fair'
import type { Translate } from '@/i18n'

/** An edition's published figures as label and value pairs, in the user's language. */
export function editionFigures(
  figures: EditionFigures,
  t: Translate,
  amount: (yuan: number) => string,
): [string, string][] {
  return [
    [t('fair.edition.exhibitors'), figures.exhibitors.toLocaleString()],
    [t('fair.edition.visitors'), figures.visitors.toLocaleString()],
    [t('fair.edition.countries'), String(figures.countries)],
    [t('fair.edition.projects'), String(figures.projectsSigned)],
    [t('fair.edition.investment'), amount(figures.investmentSigned)],
  ]
}
