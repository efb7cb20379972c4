import { Text, View } from '@tarojs/components'
import './index.scss'

export type Cell = string | number

interface Props {
  caption: string
  columns: string[]
  rows: Cell[][]
  testId?: string
  /** Kept for screen readers only, when the figures are already on screen in another form. */
  hidden?: boolean
}

/** A table read out as one to screen readers (roles on its rows and cells); the first cell of a row heads it. */
export function DataTable({ caption, columns, rows, testId, hidden = false }: Props) {
  return (
    <View className={hidden ? 'data-table--hidden' : undefined} data-testid={testId}>
      <Text className='data-table__caption' id={testId && `${testId}-caption`}>
        {caption}
      </Text>
      <View className='data-table' role='table' aria-labelledby={testId && `${testId}-caption`}>
        <View className='data-table__row data-table__head' role='row'>
          {columns.map((column) => (
            <View key={column} className='data-table__cell' role='columnheader'>
              {column}
            </View>
          ))}
        </View>
        {rows.map((row, index) => (
          <View key={index} className='data-table__row' role='row'>
            {row.map((cell, column) => (
              <View key={column} className='data-table__cell' role={column === 0 ? 'rowheader' : 'cell'}>
                {String(cell)}
              </View>
            ))}
          </View>
        ))}
      </View>
    </View>
  )
}
