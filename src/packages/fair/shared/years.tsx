import { View } from '@tarojs/components'
import { useState } from 'react'
import type { RequestState } from '@/components/use-endpoint'
import { useRouteQuery } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import './fair.scss'

/** A year's answer, with the way to read another year (a chip tapped in the page's sections). */
export interface YearRead<T> {
  shown: T
  choose: (year: number) => void
}

/**
 * A page's read of one year, the route's `year` first (the server's latest when none): the year chosen lives with the
 * read, so the sections that offer the years get the way to choose along with the data.
 */
export function useYearRead<T>(
  route: RouteKey,
  useRead: (year: number | undefined) => RequestState<T>,
): RequestState<YearRead<T>> {
  const { year } = useRouteQuery(route)
  const [chosen, choose] = useState<number | undefined>(year ? Number(year) : undefined)
  const state = useRead(chosen)
  return { ...state, data: state.data === undefined ? undefined : { shown: state.data, choose } }
}

interface YearChipsProps {
  years: number[]
  year: number
  testId: string
  label: (year: number) => string
  onChoose: (year: number) => void
}

/** The years a page has figures for, as chips; the one shown is selected. */
export function YearChips({ years, year, testId, label, onChoose }: YearChipsProps) {
  return (
    <View className='fair-chips' role='tablist'>
      {years.map((y) => (
        <View
          key={y}
          role='tab'
          aria-selected={y === year}
          className={`fair-chip${y === year ? ' fair-chip--on' : ''}`}
          data-testid={testId}
          onClick={() => onChoose(y)}
        >
          {label(y)}
        </View>
      ))}
    </View>
  )
}
