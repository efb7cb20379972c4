import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import './index.scss'

function readable(value: string | undefined): string | undefined {
  try {
    return value && decodeURIComponent(value)
  } catch {
    return value
  }
}

/** An address the app does not serve: say so, show which one, and offer the way home. */
export default sectionsPage({
  route: 'notFound',
  testId: 'not-found',
  Sections: function NotFound() {
    const t = useT()
    const from = readable(useRouter().params.from)
    return (
      <View className='not-found'>
        <Text className='not-found__code'>404</Text>
        <Text className='not-found__title'>{t('fair.notFound.title')}</Text>
        {from && <Text className='not-found__text'>{t('fair.notFound.text', { path: from })}</Text>}
        <Button type='primary' onClick={() => void navigate('home')} data-testid='not-found-home'>
          {t('fair.notFound.home')}
        </Button>
      </View>
    )
  },
})
