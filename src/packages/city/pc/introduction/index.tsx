import '@/i18n/city.pages'
import { cityFigures } from '../layout/city-figures'
import { pcArticlePage } from '../layout/pc-article'
import { useCity } from '../layout/use-city'

/** The current city's profile as the zone's article: its figures, address and hotline beside the text. */
export default pcArticlePage({
  route: 'pcintroduction',
  section: 'introduction',
  useItem: () => useCity().info,
  view: (info, { t, language }) => ({
    title: info.name,
    meta: [info.slogan],
    cover: info.banner || info.cover,
    facts: [
      ...cityFigures(t, language, info.figures),
      [t('city.pc.address'), info.address],
      [t('city.pc.hotline'), info.hotline],
    ],
  }),
})
