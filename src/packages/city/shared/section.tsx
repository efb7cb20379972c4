import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import './city.scss'

interface Props {
  heading: MessageKey
  /** Shows a "view all" link when given. */
  onMore?: () => void
  testId?: string
}

/** A titled white card of a city page, with an optional "view all" link. */
export const Section = observer(({ heading, onMore, testId, children }: PropsWithChildren<Props>) => {
  const t = useT()
  return (
    <View className='city-card' data-testid={testId}>
      <View className='city-card__head'>
        <Text className='city-card__heading'>{t(heading)}</Text>
        {onMore && (
          <Text className='city-card__more' onClick={onMore}>
            {t('city.viewAll')}
          </Text>
        )}
      </View>
      {children}
    </View>
  )
})
