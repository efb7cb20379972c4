import '@/i18n/fair.pages'
import { observer } from 'mobx-react-lite'
import { GuideBook } from '@/contract/fair.codes'
import { useT } from '@/stores/context'
import { chaptersPage } from '../shared/guide-pages'
import { Card, Tiles } from '../shared/parts'

const More = observer(() => {
  const t = useT()
  return (
    <Card title={t('fair.about.more')}>
      <Tiles
        tiles={[
          { route: 'introduce', label: 'fair.route.introduce' },
          { route: 'honorList', label: 'fair.route.honorList' },
          { route: 'aboutCifit', label: 'fair.route.aboutCifit' },
          { route: 'downApp', label: 'fair.route.downApp' },
          { route: 'contactUs', label: 'city.route.contactUs' },
          { route: 'questionnaire', label: 'fair.route.questionnaire' },
        ]}
      />
    </Card>
  )
})

/** The organisers, the platform and the secretariat. */
export default chaptersPage('about', GuideBook.about, { Below: More })
