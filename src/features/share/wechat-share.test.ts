import { apiOf } from '@/stores/testing/fake-api'
import { configureWechatShare, shareLink, type WechatSdk } from './wechat-share'

function fakeWx() {
  let ready: () => void = () => undefined
  const wx = {
    config: jest.fn(),
    ready: jest.fn((callback: () => void) => (ready = callback)),
    error: jest.fn(),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn(),
  }
  return { wx, sdk: wx as unknown as WechatSdk, becomeReady: () => ready() }
}

function fakeApi() {
  const calls = {
    shareSign: jest.fn().mockResolvedValue({ appId: 'wx1', timestamp: 1414587457, nonceStr: 'n1', signature: 'sig' }),
    shareDone: jest.fn().mockResolvedValue(null),
  }
  return { calls, api: apiOf(calls) }
}

describe('shareLink', () => {
  it('drops the login token and the #fragment, keeps the rest of the query', () => {
    expect(shareLink('https://fair.example.com/projectDetail?id=3&token=abc&type=1#top')).toBe(
      'https://fair.example.com/projectDetail?id=3&type=1',
    )
  })
})

describe('configureWechatShare', () => {
  const href = 'https://fair.example.com/newsDetails?id=4&token=abc#comments'

  it('signs the page without its fragment, then sets both share cards once WeChat is ready', async () => {
    const { wx, sdk, becomeReady } = fakeWx()
    const { api, calls } = fakeApi()
    const onShared = jest.fn()
    await configureWechatShare(
      api,
      sdk,
      href,
      { title: '投洽会开幕', image: '/static/img/news-4.svg' },
      '中国国际投资贸易洽谈会',
      onShared,
    )

    expect(calls.shareSign).toHaveBeenCalledWith('https://fair.example.com/newsDetails?id=4&token=abc')
    expect(wx.config).toHaveBeenCalledWith({
      debug: false,
      appId: 'wx1',
      timestamp: 1414587457,
      nonceStr: 'n1',
      signature: 'sig',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    })
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled()

    becomeReady()
    const card = wx.updateAppMessageShareData.mock.calls[0][0]
    expect(card).toMatchObject({
      title: '投洽会开幕',
      desc: '中国国际投资贸易洽谈会',
      link: 'https://fair.example.com/newsDetails?id=4',
      imgUrl: 'https://fair.example.com/static/img/news-4.svg',
    })
    expect(wx.updateTimelineShareData.mock.calls[0][0]).toMatchObject({
      title: '投洽会开幕',
      link: 'https://fair.example.com/newsDetails?id=4',
    })

    expect(onShared).not.toHaveBeenCalled()
    card.success()
    expect(calls.shareDone).toHaveBeenCalledWith('https://fair.example.com/newsDetails?id=4')
    // The reward waits for the server's record of the share it is credited against.
    expect(onShared).not.toHaveBeenCalled()
    await Promise.resolve()
    await Promise.resolve()
    expect(onShared).toHaveBeenCalledTimes(1)
  })

  it('leaves WeChat alone when the server will not sign', async () => {
    const { wx, sdk } = fakeWx()
    const { api, calls } = fakeApi()
    calls.shareSign.mockRejectedValue(new Error('network'))
    await expect(configureWechatShare(api, sdk, href, { title: 'x' }, 'y')).rejects.toThrow('network')
    expect(wx.config).not.toHaveBeenCalled()
  })
})
