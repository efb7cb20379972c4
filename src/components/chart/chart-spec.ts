import { Axis, Canvas, Chart, Interval, Legend, Line, Point, jsx as f2 } from '@antv/f2'
import { COLORS } from '@/styles/colors'

/** An F2 element; F2's own JSX types expect its compiler's props, which these calls give by hand. */
const jsx = (type: unknown, props: object) => f2(type as never, props as never)

/** One bar, point or slice of a chart. */
export interface Datum {
  label: string
  value: number
}

export type ChartKind = 'bar' | 'line' | 'pie'

/** The slices' colours, the brand's first. */
const PALETTE = [
  COLORS.primary,
  COLORS.navy,
  COLORS.success,
  COLORS.primaryDark,
  COLORS.textTertiary,
  COLORS.borderStrong,
]

/** The F2 element tree of a chart of one kind. */
function chartOf(kind: ChartKind, data: Datum[]) {
  if (kind === 'pie')
    return jsx(Chart, {
      data: data.map((d) => ({ ...d, whole: 'all' })),
      coord: { type: 'polar', transposed: true, innerRadius: 0.5 },
      children: [
        jsx(Interval, { x: 'whole', y: 'value', adjust: 'stack', color: { field: 'label', range: PALETTE } }),
        jsx(Legend, { position: 'right' }),
      ],
    })
  const axes = [jsx(Axis, { field: 'label' }), jsx(Axis, { field: 'value' })]
  if (kind === 'line')
    return jsx(Chart, {
      data,
      children: [
        ...axes,
        jsx(Line, { x: 'label', y: 'value', color: COLORS.primary }),
        jsx(Point, { x: 'label', y: 'value', color: COLORS.primary }),
      ],
    })
  return jsx(Chart, { data, children: [...axes, jsx(Interval, { x: 'label', y: 'value', color: COLORS.primary })] })
}

/** What drawing needs from the platform's canvas. */
export interface Surface {
  context: CanvasRenderingContext2D
  width: number
  height: number
  pixelRatio: number
  /** The mini program's canvas has no DOM around it: F2 is handed the parts it would otherwise create. */
  extra?: Record<string, unknown>
}

/** Draws a chart on a 2D context with F2, without animation; answers a way to take it down. */
export async function drawChart(surface: Surface, kind: ChartKind, data: Datum[]): Promise<() => void> {
  const canvas = new Canvas({
    context: surface.context,
    width: surface.width,
    height: surface.height,
    pixelRatio: surface.pixelRatio,
    animate: false,
    ...surface.extra,
    children: chartOf(kind, data),
  })
  await canvas.render()
  return () => canvas.destroy()
}
