import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { toast } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { AppRelease } from '@/contract/fair'
import { fair } from '@/contract/fair.endpoints'
import { applet } from '@/contract/share.endpoints'
import { currentSurface } from '@/platform/environment'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { Actions, Card, Facts, Note, sectionsPage } from '@/templates/sections'

/** The platform the reader's device most likely is, to show its download first. */
function devicePlatform(): AppRelease['platform'] | undefined {
  if (typeof navigator === 'undefined') return undefined
  const agent = navigator.userAgent
  if (/HarmonyOS|OpenHarmony/i.test(agent)) return 'harmony'
  if (/iPhone|iPad|iPod/i.test(agent)) return 'ios'
  if (/Android/i.test(agent)) return 'android'
  return undefined
}

/** Opens a download: the browser goes there; the mini program, which cannot, copies the address. */
function download(url: string, copied: string) {
  if (process.env.TARO_ENV === 'h5') window.location.assign(url)
  else void Taro.setClipboardData({ data: url }).then(() => toast(copied))
}

/** The app for each platform (the reader's first), and the mini program's code to scan in WeChat. */
export default sectionsPage({
  route: 'downApp',
  testId: 'down-app',
  useRead: () => {
    const page = useEndpoint(fair.appDownload, undefined)
    const url = process.env.TARO_ENV === 'h5' ? `${window.location.origin}/home` : undefined
    // Asked for with the downloads, which are shown without the code when it cannot be had.
    const code = useEndpoint(
      applet.qrCode,
      { page: 'pages/home/index', scene: 'from=down-app', url },
      { loading: true },
    ).data
    return { ...page, data: page.data && { ...page.data, code } }
  },
  Sections: function DownApp({ data: { releases, miniProgramName, code } }) {
    const t = useT()
    const mine = devicePlatform()
    return (
      <>
        {[...releases]
          .sort((a, b) => Number(b.platform === mine) - Number(a.platform === mine))
          .map((release) => (
            <Card key={release.platform} title={t(`fair.app.${release.platform}`)} testId={`app-${release.platform}`}>
              <Facts
                facts={[
                  [t('fair.app.version'), release.version],
                  [t('fair.app.size'), t('fair.app.megabytes', { size: release.sizeMb })],
                  [t('fair.app.released'), release.releasedAt],
                  [t('fair.app.notes'), release.notes],
                ]}
              />
              <Actions>
                <Button
                  type='primary'
                  size='small'
                  data-testid={`download-${release.platform}`}
                  onClick={() => download(release.url, t('fair.app.copied'))}
                >
                  {release.platform === mine ? t('fair.app.downloadMine') : t('fair.app.download')}
                </Button>
              </Actions>
            </Card>
          ))}
        {code && currentSurface() !== 'weapp' && (
          <Card title={t('fair.app.mini', { name: miniProgramName })} testId='mini-code'>
            <Image
              className='fair-code'
              src={assetUrl(code.image)}
              mode='aspectFit'
              aria-label={t('fair.app.miniCode')}
            />
            <Note>{code.standIn ? t('fair.app.standIn') : t('fair.app.scan')}</Note>
          </Card>
        )}
      </>
    )
  },
})
