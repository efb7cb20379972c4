import '@/i18n/points.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useLoad } from '@/components/use-endpoint'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { isOnceAction } from '../my-points/task-action'
import '../my-points/points.scss'
import './index.scss'

/** The active rules from the points store, or its own failure (the seed's words) with a retry. */
const RuleList = observer(({ onRetry }: { onRetry: () => void }) => {
  const t = useT()
  const { points } = useStores()
  if (points.error === 'points.rulesFailed')
    return <StatusView status='error' message='points.rulesFailed' onRetry={onRetry} />
  if (!points.rules.length) return <StatusView status={points.loading ? 'loading' : 'empty'} />
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

/**
 * The rules, loaded into the points store each time the page opens and in each language; the store keeps a failure
 * as its own error, so the load itself always ends shown.
 */
function useRules() {
  const { points } = useStores()
  return useLoad('pointsRules', [], () => points.loadRules().then(() => true), { fresh: true })
}

/** How points are earned: the active rules with their points and frequency; readable without an account. */
export default sectionsPage({
  route: 'pointsRules',
  testId: 'points-rules',
  useRead: useRules,
  Sections: function PointsRules({ reload }) {
    const t = useT()
    return (
      <>
        <View className='points-panel' data-testid='points-rules-intro'>
          <Text className='points-rules__text'>{t('points.rulesIntro')}</Text>
          <Text className='points-rules__text'>{t('points.rulesLanguage')}</Text>
          <Text className='points-rules__text'>{t('points.rulesBalance')}</Text>
        </View>
        <View className='points-panel'>
          <RuleList onRetry={reload} />
        </View>
      </>
    )
  },
})
