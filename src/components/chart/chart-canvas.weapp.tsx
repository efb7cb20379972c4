import { Canvas } from '@tarojs/components'
import Taro, { useReady } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { drawChart, type ChartKind, type Datum } from './chart-spec'

interface Props {
  kind: ChartKind
  series: Datum[]
  label: string
  testId: string
  height?: number
}

/** The mini program's 2D canvas node and its size, once the page has laid it out. */
interface CanvasNode {
  width: number
  height: number
  getContext(kind: '2d'): CanvasRenderingContext2D
  createImage(): unknown
  requestAnimationFrame(callback: () => void): number
  cancelAnimationFrame(id: number): void
}

/**
 * A chart drawn by F2 on the mini program's `type="2d"` canvas: the node is found after the page is ready and F2 is
 * given its context, an offscreen canvas for measuring text and the node's image and frame functions.
 */
export function ChartCanvas({ kind, series, label, testId, height = 220 }: Props) {
  const id = useRef(`chart-${testId}`).current
  const [ready, setReady] = useState(false)
  useReady(() => setReady(true))
  const key = JSON.stringify(series)
  useEffect(() => {
    if (!ready) return
    let destroy: (() => void) | undefined
    let live = true
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((found: { node?: CanvasNode; width: number; height: number }[]) => {
        const result = found?.[0]
        if (!live || !result?.node) return
        const node = result.node
        const pixelRatio = Taro.getSystemInfoSync().pixelRatio || 2
        node.width = result.width * pixelRatio
        node.height = result.height * pixelRatio
        void drawChart(
          {
            context: node.getContext('2d'),
            width: result.width,
            height: result.height,
            pixelRatio,
            extra: {
              offscreenCanvas: Taro.createOffscreenCanvas({ type: '2d' }),
              createImage: () => node.createImage(),
              requestAnimationFrame: (callback: () => void) => node.requestAnimationFrame(callback),
              cancelAnimationFrame: (frame: number) => node.cancelAnimationFrame(frame),
            },
          },
          kind,
          series,
        ).then(
          (done) => {
            if (live) destroy = done
            else done()
          },
          () => undefined,
        )
      })
    return () => {
      live = false
      destroy?.()
    }
    // The series' contents, not its array, decide when to draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, kind, key])
  return (
    <Canvas
      type='2d'
      id={id}
      className='chart__canvas'
      style={{ width: '100%', height: `${height}px` }}
      aria-label={label}
      data-testid={testId}
    />
  )
}
