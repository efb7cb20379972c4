import '@/i18n/exhibition.pages'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { exhibition } from '@/contract/exhibition.endpoints'
import { navigate, useRouteQuery } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { DetailSection } from '@/templates/content-detail/detail-parts'
import { sectionsPage } from '@/templates/sections'
import { ExhibitionRow } from '../shared/exhibition-row'
import '../shared/index.scss'

/** The halls, of the exhibition the address names when it names one. */
function useHalls() {
  const { exhibitionId = '' } = useRouteQuery('exhibitionAreaNav')
  return useEndpoint(exhibition.areaList, { exhibitionId })
}

/** The hall guide: one section per hall (A1...C3) with its zones and their booth counts; a zone opens its page. */
export default sectionsPage({
  route: 'exhibitionAreaNav',
  testId: 'exhibition-area-nav',
  useRead: useHalls,
  Sections: function ExhibitionAreaNav({ data: halls }) {
    const t = useT()
    if (halls.length === 0) return <StatusView status='empty' />
    return halls.map((hall) => (
      <DetailSection key={hall.hall} heading={t('exhibition.hallCode', { hall: hall.hall })} testId='hall-section'>
        {hall.areas.map((area) => (
          <ExhibitionRow
            key={area.id}
            testId='area-nav-item'
            image={area.cover}
            title={area.name}
            meta={area.exhibitionName}
            badge={t('exhibition.boothCount', { count: area.boothCount })}
            onOpen={() => void navigate('exhibitionAreaDetail', { id: area.id })}
          />
        ))}
      </DetailSection>
    ))
  },
})
