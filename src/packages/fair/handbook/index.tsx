import '@/i18n/fair.pages'
import { GuideBook } from '@/contract/fair.codes'
import { TilesCard } from '@/templates/sections'
import { chaptersPage } from '../shared/guide-pages'

const More = () => (
  <TilesCard
    title='fair.handbook.more'
    tiles={['hotelOrder', 'participationGuide', 'exhibitionGuideList', 'guidelines', 'antiepidemic', 'contactUs']}
  />
)

/** The visitor handbook: dates, halls, entry, transport, who must be accompanied, service hours. */
export default chaptersPage('handbook', GuideBook.handbook, { intro: 'fair.handbook.intro', Below: More })
