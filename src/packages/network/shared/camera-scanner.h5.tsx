import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { usePageVisible } from '@/components/use-page-visible'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import './camera-scanner.scss'

/** Why the camera cannot scan: access refused, no camera API (an old browser, a page not on HTTPS), no camera, or it did not start. */
export type CameraProblem = 'denied' | 'unsupported' | 'noCamera' | 'failed'

const PROBLEM_TEXT: Record<CameraProblem, MessageKey> = {
  denied: 'network.camera.denied',
  unsupported: 'network.camera.unsupported',
  noCamera: 'network.camera.noCamera',
  failed: 'network.camera.failed',
}

/** The problem a refusal of getUserMedia names (the standard DOMException names and older browsers' ones). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'noCamera'
    case 'NotSupportedError':
      return 'unsupported'
    default:
      return 'failed'
  }
}

interface DetectedBarcode {
  rawValue: string
}

/** The part of the Shape Detection API's BarcodeDetector used here (not in TypeScript's DOM types yet). */
export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> }
  getSupportedFormats?: () => Promise<string[]>
}

/** Reads the QR code drawn on a canvas: its text, or null when there is none. */
export type QrDecoder = (canvas: HTMLCanvasElement) => Promise<string | null>

/**
 * The browser's own BarcodeDetector when it reads QR codes; otherwise jsQR, loaded only now (a chunk of its own, kept
 * out of every first load) and run on the page's thread, since the site's CSP allows no blob: workers.
 */
export async function qrDecoder(
  scope: { BarcodeDetector?: BarcodeDetectorClass } = window as { BarcodeDetector?: BarcodeDetectorClass },
): Promise<QrDecoder> {
  const Detector = scope.BarcodeDetector
  if (Detector) {
    try {
      const formats = Detector.getSupportedFormats ? await Detector.getSupportedFormats() : ['qr_code']
      if (formats.includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] })
        return async (canvas) => (await detector.detect(canvas)).find((code) => code.rawValue)?.rawValue ?? null
      }
    } catch {
      // A detector without a QR reader on this device: jsQR reads instead.
    }
  }
  const { default: jsQR } = await import(/* webpackChunkName: "jsqr" */ 'jsqr')
  return async (canvas) => {
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context || !canvas.width || !canvas.height) return null
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data || null
  }
}

/** Frames are read at most this often, and drawn at most this many pixels on their longer side. */
const FRAME_INTERVAL_MS = 150
const FRAME_MAX_SIDE = 720

/** Draws the video's current frame on the canvas; false before the first frame has arrived. */
function drawFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): boolean {
  const { videoWidth, videoHeight } = video
  if (!videoWidth || !videoHeight) return false
  const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(videoWidth, videoHeight))
  const width = Math.round(videoWidth * scale)
  const height = Math.round(videoHeight * scale)
  if (canvas.width !== width) canvas.width = width
  if (canvas.height !== height) canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return false
  context.drawImage(video, 0, 0, width, height)
  return true
}

interface ScanOptions {
  video: HTMLVideoElement
  canvas: HTMLCanvasElement
  onLive: () => void
  onFound: (code: string) => void
  onProblem: (problem: CameraProblem) => void
}

/**
 * Opens the rear camera into the video and reads its frames until a QR code is found; answers the function that ends
 * it. The camera (every track of its stream) is stopped once a code is found, and when the function is called.
 */
function scanWithCamera({ video, canvas, onLive, onFound, onProblem }: ScanOptions): () => void {
  let ended = false
  let stream: MediaStream | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const end = () => {
    ended = true
    clearTimeout(timer)
    for (const track of stream?.getTracks() ?? []) track.stop()
    video.srcObject = null
  }
  const start = async () => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices
    if (!media?.getUserMedia) {
      onProblem('unsupported')
      return
    }
    // The decoder loads while the person answers the camera prompt.
    const decoding = qrDecoder().catch(() => null)
    try {
      stream = await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
    } catch (error) {
      if (!ended) onProblem(cameraProblemOf(error))
      return
    }
    if (ended) {
      end()
      return
    }
    video.srcObject = stream
    await Promise.resolve(video.play()).catch(() => undefined)
    const decode = await decoding
    if (ended) return
    if (!decode) {
      end()
      onProblem('failed')
      return
    }
    onLive()
    /** The code on the video's current frame, '' when none is read (or the frame could not be). */
    const readFrame = async () => {
      try {
        return drawFrame(video, canvas) ? ((await decode(canvas))?.trim() ?? '') : ''
      } catch {
        return ''
      }
    }
    const read = async () => {
      if (ended) return
      const code = await readFrame()
      if (ended) return
      if (code) {
        end()
        onFound(code)
        return
      }
      timer = setTimeout(() => void read(), FRAME_INTERVAL_MS)
    }
    await read()
  }
  void start()
  return end
}

interface Props {
  /** Gets the code read; the camera is already stopped. */
  onCode: (code: string) => void
  /** The person closed the layer, or left the page. */
  onClose: () => void
  /** The person chose to type the code instead. */
  onTypeInstead: () => void
}

/**
 * A full-screen camera layer (H5 only) that reads a badge's or card's QR code: the camera stops when a code is read,
 * when the layer closes (its button, Escape) and when the page is left or hidden. Says why when it cannot scan.
 */
export const CameraScanner = observer(({ onCode, onClose, onTypeInstead }: Props) => {
  const t = useT()
  const video = useRef<HTMLVideoElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const [problem, setProblem] = useState<CameraProblem | null>(null)
  const [live, setLive] = useState(false)
  const visible = usePageVisible()
  const handlers = useRef({ onCode, onClose })
  handlers.current = { onCode, onClose }

  useEffect(() => {
    close.current?.focus()
    const stop = scanWithCamera({
      video: video.current!,
      canvas: canvas.current!,
      onLive: () => setLive(true),
      onFound: (code) => handlers.current.onCode(code),
      onProblem: setProblem,
    })
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handlers.current.onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      stop()
    }
  }, [])

  // Another page opened over this one, or the tab or app went to the background: the camera goes off with the layer.
  useEffect(() => {
    if (!visible) handlers.current.onClose()
  }, [visible])

  // Fixed over the whole screen, as NutUI's popups are, from where it is in the page.
  return (
    <div
      className='camera-scanner'
      role='dialog'
      aria-modal='true'
      aria-label={t('network.camera.title')}
      data-testid='camera-scanner'
    >
      <video ref={video} className='camera-scanner__video' muted playsInline autoPlay aria-hidden='true' />
      <canvas ref={canvas} className='camera-scanner__canvas' aria-hidden='true' />
      {problem ? (
        <div className='camera-scanner__problem' role='alert' data-testid='camera-problem' data-problem={problem}>
          <p className='camera-scanner__problem-text'>{t(PROBLEM_TEXT[problem])}</p>
          <Button type='primary' block onClick={onTypeInstead} data-testid='camera-type-instead'>
            {t('network.camera.typeInstead')}
          </Button>
        </div>
      ) : (
        <>
          <div className='camera-scanner__frame' aria-hidden='true' />
          <p className='camera-scanner__hint' aria-live='polite' data-testid='camera-hint'>
            {t(live ? 'network.camera.hint' : 'network.camera.starting')}
          </p>
        </>
      )}
      <button
        ref={close}
        type='button'
        className='camera-scanner__close'
        onClick={onClose}
        aria-label={t('network.camera.close')}
        data-testid='camera-close'
      >
        ×
      </button>
    </div>
  )
})
