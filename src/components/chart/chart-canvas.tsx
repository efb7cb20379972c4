import { createElement, useEffect, useRef } from 'react'
import { drawChart, type ChartKind, type Datum } from './chart-spec'

interface Props {
  kind: ChartKind
  series: Datum[]
  /** What the chart shows, for screen readers (its table follows it). */
  label: string
  testId: string
  height?: number
}

/** A chart drawn by F2 on a canvas of the page (H5); it is hidden from screen readers, which read its table. */
export function ChartCanvas({ kind, series, label, testId, height = 220 }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const key = JSON.stringify(series)
  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const width = element.clientWidth || 343
    const pixelRatio = window.devicePixelRatio || 1
    element.width = width * pixelRatio
    element.height = height * pixelRatio
    let destroy: (() => void) | undefined
    let live = true
    void drawChart({ context, width, height, pixelRatio }, kind, series).then((done) => {
      if (live) destroy = done
      else done()
    })
    return () => {
      live = false
      destroy?.()
    }
    // The series' contents, not its array, decide when to draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, key, height])
  return createElement('canvas', {
    ref: canvas,
    className: 'chart__canvas',
    style: { width: '100%', height: `${height}px` },
    'aria-hidden': true,
    'aria-label': label,
    'data-testid': testId,
    'data-points': series.length,
  })
}
