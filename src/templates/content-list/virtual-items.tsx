import { View } from '@tarojs/components'
import { VirtualList } from '@tarojs/components-advanced'
import Taro from '@tarojs/taro'
import { memo, useMemo, type ReactNode } from 'react'

/** Lists longer than this render only the rows on screen. */
export const VIRTUAL_THRESHOLD = 100

/** A card's height in design px (cover 82 + padding 24 + gap 10); rows may differ, the list measures them. */
const ROW_ESTIMATE = 116
/** What sits above the list on the page (search bar, filters, count) in design px. */
const HEADER_ESTIMATE = 124
const DESIGN_WIDTH = 375

const Row = memo(({ id, index, data }: { id: string; index: number; data: ReactNode[] }) => (
  <View id={id}>{data[index]}</View>
))

interface Props {
  rows: ReactNode[]
  footer: ReactNode
  onEnd: () => void
}

/** A window-high virtual list of already rendered rows that asks for more near its end. */
export function VirtualItems({ rows, footer, onEnd }: Props) {
  const { height, rowSize } = useMemo(() => {
    const { windowWidth, windowHeight } = Taro.getWindowInfo()
    const scale = Math.min(windowWidth, 540) / DESIGN_WIDTH
    return { height: Math.max(windowHeight - HEADER_ESTIMATE * scale, 200), rowSize: ROW_ESTIMATE * scale }
  }, [])
  return (
    <VirtualList
      data-testid='virtual-list'
      height={height}
      width='100%'
      item={Row}
      itemData={rows}
      itemCount={rows.length}
      itemSize={rowSize}
      unlimitedSize
      overscanCount={4}
      lowerThreshold={rowSize * 3}
      onScrollToLower={onEnd}
      renderBottom={footer}
    />
  )
}
