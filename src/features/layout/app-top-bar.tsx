import { Text, View } from '@tarojs/components'
import { goBack } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { shareCurrentPage } from '../share/current-share'
import { shareLink } from '../share/wechat-share'
import './app-top-bar.scss'

interface BarButtonProps {
  label: string
  onClick: () => void
  testId: string
  glyph: string
}

/** A glyph button of the bar, named for screen readers. */
function BarButton({ label, onClick, testId, glyph }: BarButtonProps) {
  return (
    <Text className='app-top-bar__button' onClick={onClick} aria-label={label} data-testid={testId}>
      {glyph}
    </Text>
  )
}

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
        <BarButton label={t('topBar.back')} onClick={goBack} testId='app-top-bar-back' glyph='‹' />
        <Text className='app-top-bar__title'>{title}</Text>
        <BarButton label={t('topBar.share')} onClick={share} testId='app-top-bar-share' glyph='⋯' />
      </View>
      <View className='app-top-bar__spacer' />
    </>
  )
}
