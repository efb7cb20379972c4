import '@/i18n/exhibition.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { DetailSection } from '@/templates/content-detail/detail-parts'
import { ExhibitionRow } from '../shared/exhibition-row'
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
