import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { ContentCard } from '@/components/content-card'
import { navigate } from '@/routes/navigate'
import type { EnterpriseBooth } from '@/services/api/enterprise.dto'
import { useT } from '@/stores/context'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'

/** A booth of the enterprise: the exhibition, hall, booth number, size and dates; opens the booth page. */
const BoothCard = observer(({ booth }: { booth: EnterpriseBooth }) => {
  const t = useT()
  return (
    <ContentCard
      cover={booth.cover}
      title={booth.exhibitionName}
      tags={[t('businessExhibition.booth', { no: booth.boothNo })]}
      note={t('businessExhibition.area', { area: booth.area })}
      place={booth.hall}
      highlight={`${booth.startDate.slice(5)} ~ ${booth.endDate.slice(5)}`}
      testId='booth-card'
      onOpen={() => void navigate('exhibitionBooth', { id: booth.boothId })}
    />
  )
})

/** The exhibitions an enterprise takes part in, one card per booth (query `id` = the enterprise). */
const BusinessExhibition = observer(() => {
  const { params } = useRouter()
  const enterpriseId = Number(params.id)
  const descriptor = useMemo<ContentListDescriptor<EnterpriseBooth>>(
    () => ({
      route: 'businessExhibition',
      searchPlaceholder: 'businessExhibition.searchPlaceholder',
      countLabel: 'businessExhibition.count',
      filters: [],
      fetchPage: (api, page, _filters, keyword) => api.common.enterpriseBooths({ ...page, enterpriseId, keyword }),
      renderItem: (b) => <BoothCard key={b.boothId} booth={b} />,
    }),
    [enterpriseId],
  )
  return <ContentListPage descriptor={descriptor} />
})

export default BusinessExhibition
