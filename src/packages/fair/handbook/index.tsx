import '@/i18n/fair.pages'
import { observer } from 'mobx-react-lite'
import { GuideBook } from '@/contract/fair.codes'
import { useT } from '@/stores/context'
import { chaptersPage } from '../shared/guide-pages'
import { Card, Tiles } from '../shared/parts'

const More = observer(() => {
  const t = useT()
  return (
    <Card title={t('fair.handbook.more')}>
      <Tiles
        tiles={[
          { route: 'hotelOrder', label: 'fair.route.hotelOrder' },
          { route: 'participationGuide', label: 'fair.route.participationGuide' },
          { route: 'exhibitionGuideList', label: 'fair.route.exhibitionGuideList' },
          { route: 'guidelines', label: 'fair.route.guidelines' },
          { route: 'antiepidemic', label: 'fair.route.antiepidemic' },
          { route: 'contactUs', label: 'city.route.contactUs' },
        ]}
      />
    </Card>
  )
})

/** The visitor handbook: dates, halls, entry, transport, who must be accompanied, service hours. */
export default chaptersPage('handbook', GuideBook.handbook, { intro: 'fair.handbook.intro', Below: More })
