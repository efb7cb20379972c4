import { View } from '@tarojs/components'
import { DataTable, type Cell } from '@/components/data-table'
import { ChartCanvas } from './chart-canvas'
import type { ChartKind, Datum } from './chart-spec'
import './index.scss'

export type { ChartKind, Datum } from './chart-spec'

interface Props {
  kind: ChartKind
  series: Datum[]
  /** What the chart shows: the table's caption and the canvas's label. */
  caption: string
  /** The table's column headings: the label's and the value's, or every column of `rows`. */
  columns: string[]
  /** The table's rows when they say more than the series (each starts with its label); one row per datum otherwise. */
  rows?: Cell[][]
  /** How a value reads in the table built from the series. */
  format?: (value: number) => string
  /** Keeps the table for screen readers only, when its figures are on screen elsewhere. */
  tableHidden?: boolean
  /** Names the canvas (`testId`) and its table (`testId-table`). */
  testId: string
  height?: number
}

/**
 * A bar, line or pie chart of a series, drawn with F2 on both targets, and the same figures as a table: screen
 * readers skip the canvas and read the table.
 */
export function Chart({ kind, series, caption, columns, rows, format = String, tableHidden, testId, height }: Props) {
  return (
    <View className='chart'>
      <ChartCanvas kind={kind} series={series} label={caption} testId={testId} height={height} />
      <DataTable
        testId={`${testId}-table`}
        caption={caption}
        columns={columns}
        rows={rows ?? series.map((d) => [d.label, format(d.value)])}
        hidden={tableHidden}
      />
    </View>
  )
}
