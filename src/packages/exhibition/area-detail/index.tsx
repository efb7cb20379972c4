import '@/i18n/exhibition.pages'
import { Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { exhibition } from '@/contract/exhibition.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { DetailHead, DetailSection, FactRows } from '@/templates/content-detail/detail-parts'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { BoothRow } from '../shared/booth-row'
import '../shared/index.scss'

/** A zone: its intro and its booths (scrolling in more as the page reaches the bottom). */
const ExhibitionAreaDetail = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const id = params.id ?? ''
  const detail = useEndpoint(exhibition.areaDetail, { id: Number(id) }, { loading: true })
  const booths = useEndpointPages(exhibition.boothList, { areaId: id })

  return (
    <RequestPage route='exhibitionAreaDetail' request={detail}>
      {(area) => (
        <>
          <DetailHead cover={area.cover} title={area.name}>
            <FactRows
              facts={[
                [t('exhibition.hall'), t('exhibition.hallCode', { hall: area.hall })],
                [t('exhibition.exhibition'), area.exhibitionName],
              ]}
            />
            <Text
              className='detail__summary'
              data-testid='area-exhibition'
              onClick={() => void navigate('exhibitionDetail', { id: area.exhibitionId })}
            >
              {`${area.exhibitionName} ›`}
            </Text>
          </DetailHead>

          <DetailSection heading={t('exhibition.areaIntro')}>
            <RichContent html={area.content} />
          </DetailSection>

          <DetailSection
            heading={`${t('exhibition.areaBooths')} · ${t('exhibition.boothCount', { count: area.boothCount })}`}
          >
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
          </DetailSection>
        </>
      )}
    </RequestPage>
  )
})

export default ExhibitionAreaDetail
