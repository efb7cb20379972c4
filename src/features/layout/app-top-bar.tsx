import { Text, View } from '@tarojs/components'
import type { Surface } from '@/platform/environment'
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
    <View className='app-top-bar__button' role='button' onClick={onClick} aria-label={label} data-testid={testId}>
      {glyph}
    </View>
  )
}

/**
 * Whether the page gets the app's own top bar, and with the native share: the Android shell has it on every page
 * (seed 000 section 2); a plain browser and the iOS shell, which draw no bar of their own, have it on every page that
 * is not a tab, so no page leaves its reader without a way back; under WeChat's own bar (its browser, a mini program
 * and its web-view) there is none.
 */
export function topBarOf(surface: Surface, isTab: boolean): { share: boolean } | null {
  if (surface === 'android-app') return { share: true }
  if (isTab) return null
  if (surface === 'ios-app') return { share: true }
  return surface === 'browser' ? { share: false } : null
}

/** The app's top bar: back (home when the page was opened directly), the page title, and the native share. */
export function AppTopBar({ title, share: shares }: { title: string; share: boolean }) {
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
        {shares ? (
          <BarButton label={t('topBar.share')} onClick={share} testId='app-top-bar-share' glyph='⋯' />
        ) : (
          // Keeps the title centred.
          <View className='app-top-bar__button' aria-hidden='true' />
        )}
      </View>
      <View className='app-top-bar__spacer' />
    </>
  )
}
