import '@/i18n/points.pages'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { MemberConfig, PointsInfo, PointsLevel } from '@/contract/points'
import { points as pointsEndpoints } from '@/contract/points.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { levelProgress } from './level-progress'
import { PointsTaskList } from './task-list'
import './points.scss'
import './index.scss'

const BalanceCard = observer(({ info, levels }: { info: PointsInfo; levels: PointsLevel[] }) => {
  const t = useT()
  const { current, next, missing, ratio } = levelProgress(info.balance, levels)
  return (
    <View className='points-panel my-points__card'>
      <Text className='my-points__balance-label'>{t('points.balance')}</Text>
      <Text className='my-points__balance' data-testid='points-balance'>
        {info.balance}
      </Text>
      <Text className='my-points__level' data-testid='points-level'>
        {current ? t('points.level', { name: current.name }) : t('points.noLevel')}
      </Text>
      <View className='my-points__bar'>
        <View className='my-points__bar-fill' style={{ width: `${Math.round(ratio * 100)}%` }} />
      </View>
      <Text className='my-points__next' data-testid='points-next'>
        {next ? t('points.toNextLevel', { count: missing, name: next.name }) : t('points.topLevel')}
      </Text>
      <View className='my-points__links'>
        <Text className='my-points__link' onClick={() => void navigate('pointsRules')} data-testid='points-rules-link'>
          {t('points.rulesLink')}
        </Text>
        <Text
          className='my-points__link'
          onClick={() => void navigate('pointsDetails')}
          data-testid='points-details-link'
        >
          {t('points.detailsLink')}
        </Text>
      </View>
    </View>
  )
})

const Benefits = observer(({ config }: { config: MemberConfig }) => {
  const t = useT()
  if (!config.benefits.length) return null
  return (
    <View className='points-panel'>
      <Text className='my-points__title'>{t('points.benefits')}</Text>
      {config.benefits.map((benefit) => (
        <Text key={benefit} className='my-points__benefit' data-testid='points-benefit'>
          {benefit}
        </Text>
      ))}
    </View>
  )
})

const PointsOverview = observer(() => {
  const { app, user, points } = useStores()
  const info = useEndpoint(pointsEndpoints.info, undefined, { loading: true })
  const levels = useEndpoint(pointsEndpoints.levels, undefined, { loading: true })
  const config = useEndpoint(pointsEndpoints.memberConfig, undefined, { loading: true })
  const overview = [info, levels, config]
  const [tasksLoaded, setTasksLoaded] = useState(false)
  const loadTasks = useCallback(() => points.refresh().finally(() => setTasksLoaded(true)), [points])
  useEffect(() => {
    void loadTasks()
  }, [loadTasks, app.language, user.token])
  const reloadAll = () => Promise.all([...overview.map((part) => part.reload()), loadTasks()])

  // Points earned on other pages since this one was last shown appear when coming back.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void reloadAll()
    shown.current = true
  })
  usePullDownRefresh(() => {
    void reloadAll().finally(() => Taro.stopPullDownRefresh())
  })

  if (!info.data || !levels.data || !config.data) {
    const failed = overview.some((part) => part.status === 'error')
    return <StatusView status={failed ? 'error' : 'loading'} onRetry={() => void reloadAll()} />
  }
  return (
    <>
      <BalanceCard info={info.data} levels={levels.data} />
      <PointsTaskList loaded={tasksLoaded} onRetry={() => void loadTasks()} />
      <Benefits config={config.data} />
    </>
  )
})

/** The user's points: balance, level and the way to the next, the tasks that earn more, and member benefits. */
export default signedInPage('myPoints', 'points.loginHint', PointsOverview)
