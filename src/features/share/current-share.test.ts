import { NATIVE_SHARE_DONE_CALLBACK } from '@/platform/native-bridge'
import { setCurrentShare, shareCurrentPage } from './current-share'

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile FairApp/3.2'

type Shell = { FairNative?: { postMessage: jest.Mock } } & Record<string, unknown>

describe('shareCurrentPage', () => {
  const w = window as unknown as Shell
  afterEach(() => {
    jest.restoreAllMocks()
    delete w.FairNative
    setCurrentShare(undefined)
  })

  it('hands the content to the app shell and passes its completion callback on to the page once', () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_APP)
    w.FairNative = { postMessage: jest.fn() }
    const onShared = jest.fn()
    setCurrentShare({ title: '投洽会开幕', image: '/static/img/news-4.svg' }, '中国国际投资贸易洽谈会', onShared)

    expect(shareCurrentPage()).toBe(true)
    const sent = JSON.parse(w.FairNative.postMessage.mock.calls[0][0])
    expect(sent).toMatchObject({
      action: 'share',
      payload: { title: '投洽会开幕', desc: '中国国际投资贸易洽谈会', callback: NATIVE_SHARE_DONE_CALLBACK },
    })
    expect(onShared).not.toHaveBeenCalled()

    ;(w[NATIVE_SHARE_DONE_CALLBACK] as () => void)()
    expect(onShared).toHaveBeenCalledTimes(1)
    expect(w[NATIVE_SHARE_DONE_CALLBACK]).toBeUndefined()
  })

  it('does nothing outside the app and leaves no callback behind', () => {
    expect(shareCurrentPage()).toBe(false)
    expect(w[NATIVE_SHARE_DONE_CALLBACK]).toBeUndefined()
  })
})
