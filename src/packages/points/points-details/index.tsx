import '@/i18n/points.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import type { PointsDetail } from '@/contract/points'
import { points } from '@/contract/points.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { formatDate } from '@/utils/date'
import { signedPoints } from './signed-points'
import '../my-points/points.scss'
import './index.scss'

const DetailRow = ({ detail }: { detail: PointsDetail }) => (
  <View className='points-row' data-testid='points-detail'>
    <View className='points-row__what'>
      <Text className='points-row__name'>{detail.reason}</Text>
      <Text className='points-row__sub'>{formatDate(detail.createTime, 'YYYY-MM-DD HH:mm')}</Text>
    </View>
    <Text
      className={`points-row__point points-details__point ${detail.point < 0 ? 'points-details__point--spent' : ''}`}
      data-testid='detail-point'
    >
      {signedPoints(detail.point)}
    </Text>
  </View>
)

const DetailList = observer(() => {
  const list = useEndpointPages(points.details, {})
  if (list.status !== 'ready') {
    return (
      <StatusView
        status={list.status}
        message={list.status === 'empty' ? 'points.detailsEmpty' : undefined}
        onRetry={() => void list.reload()}
      />
    )
  }
  return (
    <>
      <View className='points-panel points-panel--list'>
        {list.items.map((detail) => (
          <DetailRow key={detail.id} detail={detail} />
        ))}
      </View>
      <ListFooter list={list} />
    </>
  )
})

/** The user's points ledger, newest first, page by page; each entry's reason, amount and time on the fair's clock. */
export default signedInPage('pointsDetails', 'points.detailsLoginHint', DetailList)
