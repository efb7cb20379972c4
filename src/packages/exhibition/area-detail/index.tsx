import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { usePagedList } from '@/templates/content-list/use-paged-list'
import { BoothRow } from '../shared/booth-row'
import { FactRows } from '../shared/fact-rows'
import '../shared/index.scss'

/** A zone: its intro and its booths (scrolling in more as the page reaches the bottom). */
const ExhibitionAreaDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const id = params.id ?? ''
  const detail = useRequest(() => api.exhibition.exhibitionAreaDetail(id), [id, app.language])
  const booths = usePagedList((page) => api.exhibition.boothList({ ...page, areaId: id }), [id, app.language])
  const area = detail.data

  if (!area) {
    return (
      <PageShell route='exhibitionAreaDetail'>
        <RequestStatusView request={detail} />
      </PageShell>
    )
  }
  return (
    <PageShell route='exhibitionAreaDetail'>
      <Image className='exhibition__cover' src={assetUrl(area.cover)} mode='aspectFill' />
      <View className='exhibition__card'>
        <Text className='exhibition__title' data-testid='detail-title'>
          {area.name}
        </Text>
        <FactRows
          facts={[
            [t('exhibition.hall'), t('exhibition.hallCode', { hall: area.hall })],
            [t('exhibition.exhibition'), area.exhibitionName],
          ]}
        />
        <Text
          className='exhibition__summary'
          data-testid='area-exhibition'
          onClick={() => void navigate('exhibitionDetail', { id: area.exhibitionId })}
        >
          {`${area.exhibitionName} ›`}
        </Text>
      </View>

      <View className='exhibition__card'>
        <Text className='exhibition__heading'>{t('exhibition.areaIntro')}</Text>
        <RichContent html={area.content} />
      </View>

      <View className='exhibition__card'>
        <Text className='exhibition__heading'>{`${t('exhibition.areaBooths')} · ${t('exhibition.boothCount', { count: area.boothCount })}`}</Text>
        {booths.status === 'ready' ? (
          booths.items.map((booth) => <BoothRow key={booth.id} booth={booth} />)
        ) : (
          <StatusView
            status={booths.status}
            message={booths.status === 'empty' ? 'exhibition.noBooths' : undefined}
            onRetry={() => void booths.reload()}
          />
        )}
        <ListFooter list={booths} />
      </View>
    </PageShell>
  )
})

export default ExhibitionAreaDetail
