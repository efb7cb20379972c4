import '@/i18n/points.pages'
import { Text, View } from '@tarojs/components'
import type { PointsDetail } from '@/contract/points'
import { points } from '@/contract/points.endpoints'
import { listPage } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import { signedPoints } from './signed-points'
import '../my-points/points.scss'
import './index.scss'

const DetailRow = ({ detail }: { detail: PointsDetail }) => (
  <View className='points-row points-details__row' data-testid='points-detail'>
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

/** The user's points ledger, newest first, page by page; each entry's reason, amount and time on the fair's clock. */
export default listPage<PointsDetail>({
  route: 'pointsDetails',
  loginHint: 'points.detailsLoginHint',
  countLabel: 'points.detailsCount',
  emptyText: 'points.detailsEmpty',
  endpoint: points.details,
  renderItem: (detail) => <DetailRow key={detail.id} detail={detail} />,
})
