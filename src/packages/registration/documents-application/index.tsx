import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { useMine, useOptions, useRules } from '../shared/data'
import { SummaryCards } from '../shared/summary-card'
import { Hero, routeWay, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The user's registrations, each with its state and what may be done now. */
const Mine = observer(() => {
  const mine = useMine()
  const options = useOptions()
  if (!mine.data || !options.data || mine.data.list.length === 0) return null
  return <SummaryCards list={mine.data.list} statuses={options.data.statuses} onChanged={() => void mine.reload()} />
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
                routeWay(t, 'person', 'visitReg', t('registration.way.person')),
                routeWay(t, 'group', 'groupReg', data.notices.groupCollection),
                routeWay(t, 'organisation', 'orgReg', data.notices.exhibitorContact),
                routeWay(t, 'progress', 'documentsApplicationNew', t('registration.way.progress')),
                routeWay(t, 'information', 'regInformation', data.notices.reply),
              ]}
            />
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default DocumentsApplication
