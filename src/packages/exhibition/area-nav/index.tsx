import '@/i18n/exhibition.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { exhibition } from '@/contract/exhibition.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { DetailSection } from '@/templates/content-detail/detail-parts'
import { ExhibitionRow } from '../shared/exhibition-row'
import '../shared/index.scss'

/** The hall guide: one section per hall (A1...C3) with its zones and their booth counts; a zone opens its page. */
const ExhibitionAreaNav = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const halls = useEndpoint(exhibition.areaList, { exhibitionId: params.exhibitionId ?? '' })

  return (
    <RequestPage route='exhibitionAreaNav' request={halls}>
      {(list) => (
        <>
          {list.length === 0 && <StatusView status='empty' />}
          {list.map((hall) => (
            <DetailSection
              key={hall.hall}
              heading={t('exhibition.hallCode', { hall: hall.hall })}
              testId='hall-section'
            >
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
          ))}
        </>
      )}
    </RequestPage>
  )
})

export default ExhibitionAreaNav
