import { desk } from '@/contract/network.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import LeadCapture from './lead-capture/index'
import { qrDecoder, type BarcodeDetectorClass } from './shared/camera-scanner.h5'
import { leadOf, pageOf } from '../../../tests/unit/network-fixtures'
import { pageHarness } from '../../../tests/unit/page-harness'

// jest resolves the neutral code-scan.tsx (the mini program's Taro.scanCode); these tests are of the H5 camera.
jest.mock('./shared/code-scan', () => jest.requireActual('./shared/code-scan.h5'))

const jsQR = jest.fn()
jest.mock('jsqr', () => ({ __esModule: true, default: (...args: unknown[]) => jsQR(...args) }))

const page = pageHarness('packages/network/lead-capture/index')
const { byTestId, click, text, toasts, signedIn } = page

const BADGE = 'CIFIT1.WzEsMjEsMjAwMDAwMDAwMF0.c2lnbmF0dXJl'

const lead = leadOf()

/** A camera as getUserMedia gives it: one video track whose stop() is recorded. */
function fakeCamera() {
  const track = { kind: 'video', stop: jest.fn() }
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream }
}

/** Puts `navigator.mediaDevices` in place (or takes it away, with null), for one test. */
function withMediaDevices(getUserMedia: jest.Mock | null) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  })
}

/** A BarcodeDetector that reads QR codes and finds, frame after frame, what `found` gives. */
function withBarcodeDetector(found: jest.Mock) {
  class Detector {
    static getSupportedFormats = jest.fn().mockResolvedValue(['qr_code', 'ean_13'])
    constructor(readonly options: { formats: string[] }) {}
    detect = (source: unknown) => found(source)
  }
  ;(window as { BarcodeDetector?: unknown }).BarcodeDetector = Detector
  return Detector
}

/** Waits until `check` holds, giving timers and promises their turns (the scanner reads a frame every 150 ms). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 60; i += 1) {
    if (check()) return
    await page.act(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`still waiting for ${what}`)
}

/** The lead capture page, signed in, on a fake api that captures `lead`. */
async function openLeadCapture(language: 'zh-cn' | 'en-us' = 'zh-cn') {
  const api = {
    call: answering(answer(desk.leads, () => pageOf([]))),
    scanLead: jest.fn().mockResolvedValue(lead),
  }
  await page.mount(LeadCapture, await signedIn(api, language), {})
  return api
}

beforeEach(() => {
  jsQR.mockReset()
  // jsdom plays no media and draws nothing: the video has a frame of 1280x720 and the canvas a context that records.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280)
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720)
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: jest.fn(),
    getImageData: (_x: number, _y: number, width: number, height: number) => ({
      data: new Uint8ClampedArray(width * height * 4),
      width,
      height,
    }),
  } as unknown as RenderingContext)
})

afterEach(() => {
  delete (window as { BarcodeDetector?: unknown }).BarcodeDetector
  delete (navigator as { mediaDevices?: unknown }).mediaDevices
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
})

describe('scanning with the camera on H5 (/lead-capture)', () => {
  it('hands the code found to the page, which captures the lead, and stops the camera', async () => {
    const { track, stream } = fakeCamera()
    const getUserMedia = jest.fn().mockResolvedValue(stream)
    withMediaDevices(getUserMedia)
    // Nothing in the first frames, then the badge.
    const found = jest
      .fn()
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([{ rawValue: '' }])
      .mockResolvedValue([{ rawValue: ` ${BADGE} ` }])
    withBarcodeDetector(found)
    const api = await openLeadCapture()

    await click(byTestId('code-scan')!)
    expect(byTestId('camera-scanner')).not.toBeNull()
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false })
    await until(() => api.scanLead.mock.calls.length > 0, 'the lead to be captured')

    expect(api.scanLead).toHaveBeenCalledWith(BADGE)
    expect(found).toHaveBeenCalledTimes(3)
    // Each frame was drawn on the canvas the detector read.
    expect(found.mock.calls[0][0]).toBeInstanceOf(HTMLCanvasElement)
    // The code is handed over as the layer closes: on a busy machine the one can be seen before the other.
    await until(() => byTestId('camera-scanner') === null, 'the layer to close')
    expect(track.stop).toHaveBeenCalled()
    expect(jsQR).not.toHaveBeenCalled()
    await until(() => toasts.includes('已留资'), 'the toast')
    expect(text('lead-captured')).toContain('林晓')
  })

  it('says the camera permission was refused, offering the typed code, in Chinese and in English', async () => {
    for (const [language, message] of [
      ['zh-cn', '摄像头权限已被拒绝'],
      ['en-us', 'access to it was refused'],
    ] as const) {
      withMediaDevices(jest.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError')))
      withBarcodeDetector(jest.fn())
      const api = await openLeadCapture(language)
      await click(byTestId('code-scan')!)
      await until(() => byTestId('camera-problem') !== null, 'the problem')
      expect(byTestId('camera-problem')?.dataset.problem).toBe('denied')
      expect(text('camera-problem')).toContain(message)
      await click(byTestId('camera-type-instead')!)
      expect(byTestId('camera-scanner')).toBeNull()
      // The typed code takes the focus.
      expect(document.activeElement?.closest('[data-testid="code-input"]')).not.toBeNull()
      expect(api.scanLead).not.toHaveBeenCalled()
      document.body.innerHTML = ''
    }
  })

  it('says so when the browser has no camera API, or no camera', async () => {
    withMediaDevices(null)
    await openLeadCapture('en-us')
    await click(byTestId('code-scan')!)
    await until(() => byTestId('camera-problem') !== null, 'the problem')
    expect(text('camera-problem')).toContain('This browser cannot scan with the camera')
    await click(byTestId('camera-close')!)

    withMediaDevices(jest.fn().mockRejectedValue(new DOMException('Requested device not found', 'NotFoundError')))
    await click(byTestId('code-scan')!)
    await until(() => byTestId('camera-problem') !== null, 'the problem')
    expect(byTestId('camera-problem')?.dataset.problem).toBe('noCamera')
    expect(text('camera-problem')).toContain('No camera was found')
  })

  it('stops the camera when the layer is closed, reading no more frames', async () => {
    const { track, stream } = fakeCamera()
    withMediaDevices(jest.fn().mockResolvedValue(stream))
    const found = jest.fn().mockResolvedValue([])
    withBarcodeDetector(found)
    const api = await openLeadCapture()
    await click(byTestId('code-scan')!)
    await until(() => found.mock.calls.length > 0, 'a frame read')
    expect(text('camera-hint')).toContain('二维码对准取景框')
    expect(track.stop).not.toHaveBeenCalled()

    await click(byTestId('camera-close')!)
    expect(byTestId('camera-scanner')).toBeNull()
    expect(track.stop).toHaveBeenCalled()
    const reads = found.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(found.mock.calls.length).toBe(reads)
    expect(api.scanLead).not.toHaveBeenCalled()
  })

  it('stops the camera when the page is hidden, and one that arrives after the layer closed', async () => {
    const first = fakeCamera()
    withMediaDevices(jest.fn().mockResolvedValue(first.stream))
    withBarcodeDetector(jest.fn().mockResolvedValue([]))
    await openLeadCapture()
    await click(byTestId('code-scan')!)
    await until(() => text('camera-hint').includes('二维码'), 'the camera')
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    await page.act(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(byTestId('camera-scanner')).toBeNull()
    expect(first.track.stop).toHaveBeenCalled()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    await page.act(() => document.dispatchEvent(new Event('visibilitychange')))

    // The person closes the layer while the browser still asks for the camera: the camera it then gives is stopped.
    const late = fakeCamera()
    let give: (stream: MediaStream) => void = () => undefined
    withMediaDevices(jest.fn(() => new Promise<MediaStream>((resolve) => (give = resolve))))
    await click(byTestId('code-scan')!)
    await click(byTestId('camera-close')!)
    await page.act(() => give(late.stream))
    await until(() => late.track.stop.mock.calls.length > 0, 'the late camera to stop')
  })
})

describe('the QR decoder', () => {
  const canvas = () => {
    const element = document.createElement('canvas')
    element.width = 4
    element.height = 2
    return element
  }

  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    const Detector = withBarcodeDetector(jest.fn().mockResolvedValue([{ rawValue: BADGE }]))
    const decode = await qrDecoder(window as { BarcodeDetector?: BarcodeDetectorClass })
    expect(await decode(canvas())).toBe(BADGE)
    expect(Detector.getSupportedFormats).toHaveBeenCalled()
    expect(jsQR).not.toHaveBeenCalled()
  })

  it('loads jsQR when there is no BarcodeDetector, or one without QR codes', async () => {
    jsQR.mockReturnValueOnce({ data: BADGE }).mockReturnValueOnce(null)
    const decode = await qrDecoder({})
    expect(await decode(canvas())).toBe(BADGE)
    expect(await decode(canvas())).toBeNull()
    const [data, width, height, options] = jsQR.mock.calls[0]
    expect([data.length, width, height, options]).toEqual([32, 4, 2, { inversionAttempts: 'dontInvert' }])

    const Detector = withBarcodeDetector(jest.fn())
    Detector.getSupportedFormats.mockResolvedValue(['ean_13'])
    jsQR.mockReturnValueOnce({ data: 'CIFITC1.MjE.abc' })
    const fallback = await qrDecoder(window as { BarcodeDetector?: BarcodeDetectorClass })
    expect(await fallback(canvas())).toBe('CIFITC1.MjE.abc')
  })
})
