import '@/i18n/city.pages'
import { observer } from 'mobx-react-lite'
import { useStores, useT } from '@/stores/context'
import { cityFigures } from '../layout/city-figures'
import { PcArticlePage } from '../layout/pc-article'
import { useCity } from '../layout/use-city'

const PcIntroduction = observer(() => {
  const t = useT()
  const { app } = useStores()
  const city = useCity()

  return (
    <PcArticlePage
      route='pcintroduction'
      section='introduction'
      request={city.info}
      view={(info) => ({
        title: info.name,
        meta: [info.slogan],
        cover: info.banner || info.cover,
        facts: [
          ...cityFigures(t, app.language, info.figures),
          [t('city.pc.address'), info.address],
          [t('city.pc.hotline'), info.hotline],
        ],
      })}
    />
  )
})

export default PcIntroduction
