import '@/i18n/fair.pages'
import { GuideBook } from '@/contract/fair.codes'
import { TilesCard } from '@/templates/sections'
import { chaptersPage } from '../shared/guide-pages'

const More = () => (
  <TilesCard
    title='fair.about.more'
    tiles={['introduce', 'honorList', 'aboutCifit', 'downApp', 'contactUs', 'questionnaire']}
  />
)

/** The organisers, the platform and the secretariat. */
export default chaptersPage('about', GuideBook.about, { Below: More })
