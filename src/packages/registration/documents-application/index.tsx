import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { useMine, useOptions, useRules } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { Hero, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The user's registrations, each with its state and what may be done now. */
const Mine = observer(() => {
  const mine = useMine()
  const options = useOptions()
  if (!mine.data || !options.data || mine.data.list.length === 0) return null
  return (
    <>
      {mine.data.list.map((summary) => (
        <RegistrationCard
          key={summary.id}
          state={summary}
          title={summary.title}
          statuses={options.data!.statuses}
          onChanged={() => void mine.reload()}
        />
      ))}
    </>
  )
})

/** Applying for the fair's badge: the deadline, the ways to register, and the user's registrations. */
const DocumentsApplication = observer(() => {
  const t = useT()
  const { user } = useStores()
  const rules = useRules()
  return (
    <PageShell route='documentsApplication'>
      <RequestView request={rules}>
        {(data) => (
          <View className='reg-page'>
            <Hero
              testId='documents-hero'
              title={t(data.open ? 'registration.documents.open' : 'registration.deadline.closed')}
              text={t('registration.deadline.at', { time: formatDate(data.deadline, 'YYYY-MM-DD HH:mm') })}
              tone={data.open ? undefined : 'closed'}
            />
            {user.loggedIn && <Mine />}
            <Ways
              title={t('registration.documents.ways')}
              ways={[
                {
                  key: 'person',
                  title: t('registration.route.visitReg'),
                  text: t('registration.way.person'),
                  target: { route: 'visitReg' },
                },
                {
                  key: 'group',
                  title: t('registration.route.groupReg'),
                  text: data.notices.groupCollection,
                  target: { route: 'groupReg' },
                },
                {
                  key: 'organisation',
                  title: t('registration.route.orgReg'),
                  text: data.notices.exhibitorContact,
                  target: { route: 'orgReg' },
                },
                {
                  key: 'progress',
                  title: t('registration.route.documentsApplicationNew'),
                  text: t('registration.way.progress'),
                  target: { route: 'documentsApplicationNew' },
                },
                {
                  key: 'information',
                  title: t('registration.route.regInformation'),
                  text: data.notices.reply,
                  target: { route: 'regInformation' },
                },
              ]}
            />
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default DocumentsApplication
