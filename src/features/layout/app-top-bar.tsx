import { Text, View } from '@tarojs/components'
import { goBack } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { shareCurrentPage } from '../share/current-share'
import { shareLink } from '../share/wechat-share'
import './app-top-bar.scss'

/** The Android shell's global top bar (seed 000 section 2): back, the page title, and share / more. */
export function AppTopBar({ title }: { title: string }) {
  const t = useT()
  const { api } = useStores()
  const share = () => {
    void api.share.shareClick(shareLink(window.location.href)).catch(() => undefined)
    shareCurrentPage()
  }
  return (
    <>
      <View className='app-top-bar' data-testid='app-top-bar'>
        <Text
          className='app-top-bar__button'
          onClick={goBack}
          aria-label={t('topBar.back')}
          data-testid='app-top-bar-back'
        >
          ‹
        </Text>
        <Text className='app-top-bar__title'>{title}</Text>
        <Text
          className='app-top-bar__button'
          onClick={share}
          aria-label={t('topBar.share')}
          data-testid='app-top-bar-share'
        >
          ⋯
        </Text>
      </View>
      <View className='app-top-bar__spacer' />
    </>
  )
}
