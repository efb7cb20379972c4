import '@/i18n/points.pages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { StatusView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { isOnceAction } from '../my-points/task-action'
import '../my-points/points.scss'
import './index.scss'

const RuleList = observer(({ loaded }: { loaded: boolean }) => {
  const t = useT()
  const { points } = useStores()
  if (points.error === 'points.rulesFailed')
    return <StatusView status='error' message='points.rulesFailed' onRetry={() => void points.loadRules()} />
  if (!points.rules.length) return <StatusView status={loaded && !points.loading ? 'empty' : 'loading'} />
  return (
    <>
      {points.rules.map((rule) => (
        <View key={rule.actionType} className='points-row' data-testid='points-rule'>
          <View className='points-row__what'>
            <Text className='points-row__name'>{rule.name}</Text>
            <Text className='points-row__sub'>
              {isOnceAction(rule.actionType)
                ? t('points.ruleFrequency.once')
                : t('points.ruleFrequency.daily', { frequency: rule.frequency })}
            </Text>
          </View>
          <Text className='points-row__point'>{t('points.taskPoints', { point: rule.point })}</Text>
        </View>
      ))}
    </>
  )
})

/** How points are earned: the active rules with their points and frequency; readable without an account. */
const PointsRules = observer(() => {
  const t = useT()
  const { app, points } = useStores()
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    void points.loadRules().finally(() => setLoaded(true))
  }, [points, app.language])
  usePullDownRefresh(() => {
    void points.loadRules().finally(() => Taro.stopPullDownRefresh())
  })
  return (
    <PageShell route='pointsRules'>
      <View className='points-panel' data-testid='points-rules-intro'>
        <Text className='points-rules__text'>{t('points.rulesIntro')}</Text>
        <Text className='points-rules__text'>{t('points.rulesLanguage')}</Text>
        <Text className='points-rules__text'>{t('points.rulesBalance')}</Text>
      </View>
      <View className='points-panel'>
        <RuleList loaded={loaded} />
      </View>
    </PageShell>
  )
})

export default PointsRules
