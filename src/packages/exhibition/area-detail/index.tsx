import '@/i18n/exhibition.pages'
import { Text } from '@tarojs/components'
import { RichContent } from '@/components/rich-content'
import { StatusView } from '@/components/status-view'
import { exhibition } from '@/contract/exhibition.endpoints'
import { navigate, useRouteQuery } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { DetailHead, DetailSection, FactRows } from '@/templates/content-detail/detail-parts'
import { useDetail } from '@/templates/content-detail/use-detail'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { sectionsPage } from '@/templates/sections'
import { BoothRow } from '../shared/booth-row'
import '../shared/index.scss'

/** The zone the address names, and beside it its booths, page after page, which never hold the page. */
function useZone() {
  const { id: areaId = '' } = useRouteQuery('exhibitionAreaDetail')
  const zone = useDetail({ endpoint: exhibition.areaDetail })
  const booths = useEndpointPages(exhibition.boothList, { areaId })
  return { ...zone, data: zone.data && { area: zone.data, booths } }
}

/** A zone: its intro and its booths (scrolling in more as the page reaches the bottom). */
export default sectionsPage({
  route: 'exhibitionAreaDetail',
  testId: 'exhibition-area-detail',
  useRead: useZone,
  Sections: function ExhibitionAreaDetail({ data: { area, booths } }) {
    const t = useT()
    return (
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
    )
  },
})
