import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import '../shared/index.scss'

/** The hall guide: one section per hall (A1...C3) with its zones and their booth counts; a zone opens its page. */
const ExhibitionAreaNav = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const halls = useRequest(
    () => api.exhibition.exhibitionHalls({ exhibitionId: params.exhibitionId ?? '' }),
    [params.exhibitionId, app.language],
  )

  if (!halls.data) {
    return (
      <PageShell route='exhibitionAreaNav'>
        <RequestStatusView request={halls} />
      </PageShell>
    )
  }
  return (
    <PageShell route='exhibitionAreaNav'>
      {halls.data.length === 0 && <StatusView status='empty' />}
      {halls.data.map((hall) => (
        <View key={hall.hall} className='exhibition__card' data-testid='hall-section'>
          <Text className='exhibition__heading'>{t('exhibition.hallCode', { hall: hall.hall })}</Text>
          {hall.areas.map((area) => (
            <View
              key={area.id}
              className='exhibition__row'
              data-testid='area-nav-item'
              onClick={() => void navigate('exhibitionAreaDetail', { id: area.id })}
            >
              <Image className='exhibition__row-image' src={assetUrl(area.cover)} mode='aspectFill' lazyLoad />
              <View className='exhibition__row-body'>
                <Text className='exhibition__row-title'>{area.name}</Text>
                <Text className='exhibition__row-meta'>{area.exhibitionName}</Text>
              </View>
              <Text className='exhibition__badge'>{t('exhibition.boothCount', { count: area.boothCount })}</Text>
            </View>
          ))}
        </View>
      ))}
    </PageShell>
  )
})

export default ExhibitionAreaNav
