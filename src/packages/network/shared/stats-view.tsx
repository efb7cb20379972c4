import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useEndpoint } from '@/components/use-endpoint'
import type { DeskStats } from '@/contract/network'
import { desk } from '@/contract/network.endpoints'
import { ExhibitorStatus } from './exhibitor-refusal'
import './people.scss'

/** The fair days' visits, leads and enquiries of the user's enterprise, drawn by `children` once they arrive. */
export const StatsView = observer(({ children }: { children: (stats: DeskStats) => ReactNode }) => {
  const stats = useEndpoint(desk.stats, undefined)
  usePullDownRefresh(() => void stats.reload().finally(() => void Taro.stopPullDownRefresh()))
  return stats.data ? <>{children(stats.data)}</> : <ExhibitorStatus request={stats} />
})

/** A day as the charts label it: 09-08. */
export const dayLabel = (date: string) => date.slice(5)

/** A share as a percentage with one decimal, or a dash when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '-')
