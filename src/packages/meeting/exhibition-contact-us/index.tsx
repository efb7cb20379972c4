import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { GuideSection } from '@/contract/fair.codes'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { ContactActions } from '../shared/guide-parts'
import './index.scss'

/** The organiser's desks: what each handles, a number to call and an email to copy. */
const ExhibitionContactUs = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const contacts = useRequest(() => api.fair.guideList(GuideSection.contact), [app.language])
  usePullDownRefresh(() => void contacts.reload().finally(() => Taro.stopPullDownRefresh()))

  return (
    <PageShell route='exhibitionContactUs'>
      <Text className='venue-intro'>{t('meeting.guide.contactsIntro')}</Text>
      {!contacts.data || contacts.data.length === 0 ? (
        <StatusView
          status={contacts.status === 'ready' ? 'empty' : contacts.status}
          message={contacts.status === 'ready' ? 'meeting.guide.contactsEmpty' : undefined}
          onRetry={() => void contacts.reload()}
        />
      ) : (
        contacts.data.map((contact) => (
          <View key={contact.id} className='contact-card' data-testid='contact-card'>
            <Text className='contact-card__title'>{contact.title}</Text>
            <Text className='contact-card__summary'>{contact.summary}</Text>
            <ContactActions phones={contact.phones} emails={contact.emails} />
          </View>
        ))
      )}
    </PageShell>
  )
})

export default ExhibitionContactUs
