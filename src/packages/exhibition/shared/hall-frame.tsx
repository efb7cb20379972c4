import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import './hall.scss'

/** On H5 the browser itself is the web-view: the hall opens in the page's place (its own site refuses framing). */
export const HallFrame = observer(({ address, intro }: { address: string; intro: MessageKey }) => {
  const t = useT()
  return (
    <View className='hall' data-testid='hall-open'>
      <Text className='hall__title'>{t(intro)}</Text>
      <Text className='hall__notice'>{t('exhibition.hall.leaving')}</Text>
      <View className='hall__actions'>
        <Button type='primary' data-testid='hall-enter' onClick={() => window.location.assign(address)}>
          {t('exhibition.hall.enter')}
        </Button>
      </View>
    </View>
  )
})
