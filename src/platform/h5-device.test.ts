import device from './h5-device'

const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S9180 Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
}

function asAgent(agent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(agent)
}

afterEach(() => jest.restoreAllMocks())

describe('the device Taro reports on H5', () => {
  it('reads an iPhone as Apple iPhone on iOS with its version', () => {
    asAgent(AGENTS.iPhone)
    expect([device.manufacturer, device.product, String(device.os), device.os?.family]).toEqual([
      'Apple',
      'iPhone',
      'iOS 17.4.1',
      'iOS',
    ])
  })

  it('reads an Android phone model and version', () => {
    asAgent(AGENTS.android)
    expect([device.manufacturer, device.product, String(device.os)]).toEqual([undefined, 'SM-S9180', 'Android 14'])
  })

  it('reads a desktop browser as its system without a product', () => {
    asAgent(AGENTS.windows)
    expect([device.product, String(device.os), device.os?.family]).toEqual([undefined, 'Windows 10.0', 'Windows'])
  })
})
