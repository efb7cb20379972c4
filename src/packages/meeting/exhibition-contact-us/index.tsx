import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { GuideSection } from '@/contract/fair.codes'
import { ContactActions, guideSectionPage } from '../shared/guide-parts'
import './index.scss'

/** The organiser's desks: what each handles, a number to call and an email to copy. */
export default guideSectionPage({
  route: 'exhibitionContactUs',
  testId: 'guide-contacts',
  section: GuideSection.contact,
  intro: 'meeting.guide.contactsIntro',
  empty: 'meeting.guide.contactsEmpty',
  entry: (contact) => (
    <View key={contact.id} className='contact-card' data-testid='contact-card'>
      <Text className='contact-card__title'>{contact.title}</Text>
      <Text className='contact-card__summary'>{contact.summary}</Text>
      <ContactActions phones={contact.phones} emails={contact.emails} />
    </View>
  ),
})
