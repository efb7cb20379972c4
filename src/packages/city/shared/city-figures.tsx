import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { CityFigures as Figures } from '@/contract/city'
import { useStores, useT } from '@/stores/context'
import { figureRows } from './figures'
import './city.scss'

/** A city's key figures (GDP, growth, population, area) with the year they describe. */
export const CityFigures = observer(({ figures }: { figures: Figures }) => {
  const t = useT()
  const { app } = useStores()
  return (
    <View className='city-card' data-testid='city-figures'>
      <View className='city-card__head'>
        <Text className='city-card__heading'>{t('city.keyFigures')}</Text>
        <Text className='city-card__note'>{t('city.figuresYear', { year: figures.statYear })}</Text>
      </View>
      <View className='city-figures'>
        {figureRows(t, app.language, figures).map(([label, value]) => (
          <View key={label} className='city-figures__item'>
            <Text className='city-figures__value'>{value}</Text>
            <Text className='city-figures__label'>{label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
})
