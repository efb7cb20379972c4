import '@/i18n/points.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useReadAgainOnShow } from '@/components/shown-again'
import { joined, useEndpoint, useLoad } from '@/components/use-endpoint'
import type { MemberConfig, PointsInfo, PointsLevel } from '@/contract/points'
import { points as pointsEndpoints } from '@/contract/points.endpoints'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
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

/**
 * The balance, the levels and the benefits, with the tasks loaded into the points store (which keeps a failure as its
 * own error); all asked again when the page is shown again, so points earned on other pages since appear.
 */
function usePointsOverview() {
  const { points } = useStores()
  const overview = joined(
    useEndpoint(pointsEndpoints.info, undefined, { loading: true }),
    useEndpoint(pointsEndpoints.levels, undefined, { loading: true }),
    useEndpoint(pointsEndpoints.memberConfig, undefined, { loading: true }),
    useLoad('pointsTasks', [], () => points.refresh().then(() => true), { fresh: true }),
  )
  return useReadAgainOnShow(overview)
}

/** The user's points: balance, level and the way to the next, the tasks that earn more, and member benefits. */
export default sectionsPage({
  route: 'myPoints',
  testId: 'my-points',
  loginHint: 'points.loginHint',
  useRead: usePointsOverview,
  Sections: function MyPoints({ data: [info, levels, config] }) {
    const { points } = useStores()
    return (
      <>
        <BalanceCard info={info} levels={levels} />
        <PointsTaskList onRetry={() => void points.refresh()} />
        <Benefits config={config} />
      </>
    )
  },
})
