import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { failureText } from '@/components/toast'
import { useLoad } from '@/components/use-endpoint'
import type { OpenTagSignature, QrCode } from '@/contract/share'
import { loadWechatSdk } from '@/features/share/wechat-share'
import { currentSurface } from '@/platform/environment'
import type { Api } from '@/services/api'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { COLORS } from '@/styles/colors'
import { Card, Facts, Note, Paragraph } from '@/templates/sections'

/** The home page of the mini program, where a launch lands unless another page is asked for. */
export const MINI_HOME = 'pages/home/index'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** WeChat's open tag that launches the mini program, with its button inside the template WeChat renders. */
export function openTagMarkup(username: string, path: string, label: string): string {
  const page = path.includes('?') ? path.replace('?', '.html?') : `${path}.html`
  return `<wx-open-launch-weapp id="launch-mini" username="${escapeAttribute(username)}" path="${escapeAttribute(page)}"><script type="text/wxtag-template"><button style="width:100%;height:44px;border:0;border-radius:22px;background:${COLORS.primary};color:${COLORS.surface};font-size:16px">${escapeAttribute(label)}</button></script></wx-open-launch-weapp>`
}

type Launch =
  | { way: 'tag'; signature: OpenTagSignature; configured: boolean }
  | { way: 'code'; code: QrCode; refusal?: never }
  | { way: 'code'; code: null; refusal: unknown }
  | { way: 'inside' }

/** How this surface opens the mini program: WeChat's browser signs the open tag; other browsers show its code. */
async function prepare(api: Api, path: string, href: string): Promise<Launch> {
  const surface = currentSurface()
  if (surface === 'weapp' || surface === 'miniprogram-webview') return { way: 'inside' }
  if (surface === 'wechat-browser') {
    const signature = await api.share.shareYunZhanSign(href)
    const wx = (await loadWechatSdk()) as unknown as
      { config(options: object): void; ready(cb: () => void): void; error(cb: () => void): void } | undefined
    if (!wx) return { way: 'tag', signature, configured: false }
    const configured = await new Promise<boolean>((resolve) => {
      wx.config({
        debug: false,
        ...signature,
        jsApiList: ['updateAppMessageShareData'],
        openTagList: signature.openTagList,
      })
      wx.ready(() => resolve(true))
      wx.error(() => resolve(false))
    })
    return { way: 'tag', signature, configured }
  }
  // A code the server could not make leaves the card with its words (search for the mini program instead...).
  return api.share.appletQrCode({ page: path.split('?')[0], scene: 'from=open-mini', url: href }).then(
    (code): Launch => ({ way: 'code', code }),
    (refusal: unknown): Launch => ({ way: 'code', code: null, refusal }),
  )
}

/** Opens the mini program at a page: the open tag in WeChat's browser, its code to scan elsewhere. */
export const OpenMini = observer(({ path, details = false }: { path: string; details?: boolean }) => {
  const t = useT()
  const { api } = useStores()
  // WeChat signs the page's address, so a launch is kept per address as well as per path.
  const href = process.env.TARO_ENV === 'weapp' ? '' : window.location.href.split('#')[0]
  const launch = useLoad('openMini', [path, href], () => prepare(api, path, href))
  const l = launch.data
  if (!l)
    return (
      <Text className='fair-notice'>{t(launch.status === 'error' ? 'fair.mini.failed' : 'fair.mini.preparing')}</Text>
    )
  if (l.way === 'inside')
    return (
      <Card title={t('fair.mini.inside')} testId='open-mini-inside'>
        <Button type='primary' block onClick={() => void Taro.reLaunch({ url: `/${path}` }).catch(() => undefined)}>
          {t('fair.mini.go')}
        </Button>
      </Card>
    )
  if (l.way === 'code')
    return (
      <Card title={t('fair.mini.scanTitle')} testId='open-mini-code'>
        <Paragraph>{t('fair.mini.scan')}</Paragraph>
        {l.code ? (
          <Image
            className='fair-code'
            src={assetUrl(l.code.image)}
            mode='aspectFit'
            aria-label={t('fair.app.miniCode')}
          />
        ) : (
          <Paragraph testId='open-mini-refused'>{failureText(l.refusal, t, 'fair.mini.failed')}</Paragraph>
        )}
        {l.code?.standIn && <Note>{t('fair.app.standIn')}</Note>}
      </Card>
    )
  return (
    <Card title={t('fair.mini.tagTitle')} testId='open-mini-tag'>
      {l.signature.standIn && <Text className='fair-notice'>{t('fair.mini.standIn')}</Text>}
      {!l.configured && <Text className='fair-notice'>{t('fair.mini.notConfigured')}</Text>}
      <View dangerouslySetInnerHTML={{ __html: openTagMarkup(l.signature.username, path, t('fair.mini.open')) }} />
      {details && (
        <Facts
          facts={[
            [t('fair.mini.appId'), l.signature.appId],
            [t('fair.mini.username'), l.signature.username],
            [t('fair.mini.path'), path],
            [t('fair.mini.timestamp'), String(l.signature.timestamp)],
          ]}
        />
      )}
    </Card>
  )
})
