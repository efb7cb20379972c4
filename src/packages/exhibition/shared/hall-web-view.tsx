import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { HallFrame } from './hall-frame'
import './hall.scss'

interface Props {
  /** The configured address, '' when this build has none. */
  address: string
  intro: MessageKey
}

/**
 * An online hall kept at an address of its own (seed 001 section 7): the mini program opens it in a web-view, the
 * browser goes there; without an address configured the hall is under construction (seed 001's words), and the page
 * offers the fair's own online pages.
 */
export const HallWebView = observer(({ address, intro }: Props) => {
  const t = useT()
  if (address) return <HallFrame address={address} intro={intro} />
  return (
    <View className='hall' data-testid='hall-not-configured'>
      <Text className='hall__title'>{t(intro)}</Text>
      <Text className='hall__notice'>{t('exhibition.hall.notConfigured')}</Text>
      <View className='hall__actions'>
        <Button type='primary' size='small' onClick={() => void navigate('exhibitionLive')}>
          {t('exhibition.hall.live')}
        </Button>
        <Button size='small' fill='outline' onClick={() => void navigate('exhibitionAreaNav')}>
          {t('exhibition.hall.areas')}
        </Button>
      </View>
    </View>
  )
})
