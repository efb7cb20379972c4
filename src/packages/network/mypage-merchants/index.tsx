import '@/i18n/network.pages'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MerchantItem } from '@/contract/network'
import { desk } from '@/contract/network.endpoints'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import '../shared/people.scss'
import './index.scss'

const MerchantRow = observer(({ item }: { item: MerchantItem }) => {
  const t = useT()
  const dealings = [
    item.boothVisits > 0 && t('network.merchants.visits', { count: item.boothVisits }),
    item.enquiries > 0 && t('network.merchants.enquiries', { count: item.enquiries }),
    item.matched && t('network.merchants.matched'),
    item.meetings > 0 && t('network.merchants.meetings', { count: item.meetings }),
  ].filter(Boolean)
  return (
    <View
      className='merchant'
      data-testid='merchant-row'
      onClick={() => void navigate('businessIndex', { id: item.enterprise.id })}
    >
      <Image className='merchant__logo' src={assetUrl(item.enterprise.logo)} mode='aspectFit' lazyLoad />
      <View className='merchant__body'>
        <Text className='merchant__name'>{item.enterprise.name}</Text>
        <Text className='merchant__meta'>{[item.industry, ...item.boothNos].filter(Boolean).join(' · ')}</Text>
        <Text className='merchant__dealings'>{dealings.join(' · ')}</Text>
        <Text className='merchant__meta'>
          {t('network.merchants.last', { time: formatDate(item.lastAt, 'MM-DD HH:mm') })}
        </Text>
      </View>
    </View>
  )
})

const merchants: ContentListDescriptor<MerchantItem> = {
  route: 'mypageMerchants',
  loginHint: 'network.merchants.loginHint',
  countLabel: 'network.merchants.count',
  emptyText: 'network.merchants.empty',
  endpoint: desk.merchants,
  renderItem: (item) => <MerchantRow key={item.enterprise.id} item={item} />,
}

/** /mypage-merchants: the exhibitors I dealt with (booth visits, enquiries, matches, meetings), latest first. */
export default listPage(merchants)
