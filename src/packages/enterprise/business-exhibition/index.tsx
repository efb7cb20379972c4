import '@/i18n/enterprise.pages'
import { observer } from 'mobx-react-lite'
import { ContentCard } from '@/components/content-card'
import type { EnterpriseBooth } from '@/contract/enterprise'
import { enterprises } from '@/contract/enterprise.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { enterpriseListPage } from '../shared/enterprise-list-page'

/** A booth of the enterprise: the exhibition, hall, booth number, size and dates; opens the booth page. */
const BoothCard = observer(({ booth }: { booth: EnterpriseBooth }) => {
  const t = useT()
  return (
    <ContentCard
      cover={booth.cover}
      title={booth.exhibitionName}
      tags={[t('enterprise.businessExhibition.booth', { no: booth.boothNo })]}
      note={t('enterprise.businessExhibition.area', { area: booth.area })}
      place={booth.hall}
      highlight={`${booth.startDate.slice(5)} ~ ${booth.endDate.slice(5)}`}
      testId='booth-card'
      onOpen={() => void navigate('exhibitionBooth', { id: booth.boothId })}
    />
  )
})

/** The exhibitions an enterprise takes part in, one card per booth. */
export default enterpriseListPage({
  route: 'businessExhibition',
  searchPlaceholder: 'enterprise.businessExhibition.searchPlaceholder',
  countLabel: 'enterprise.businessExhibition.count',
  endpoint: enterprises.booths,
  renderItem: (b: EnterpriseBooth) => <BoothCard key={b.boothId} booth={b} />,
})
