import '@/i18n/registration.pages'
import { joined } from '@/components/use-endpoint'
import { useT } from '@/stores/context'
import { Hero, sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { useMine, useOptions, useRules } from '../shared/data'
import { SummaryCards } from '../shared/summary-card'
import { routeWay, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** Applying for the fair's badge: the deadline, the user's registrations (none for a visitor), and the ways to register. */
export default sectionsPage({
  route: 'documentsApplication',
  testId: 'documents-application',
  useRead: () => joined(useRules(), useMine(), useOptions()),
  Sections: function DocumentsApplication({ data: [rules, { list }, options], reload }) {
    const t = useT()
    return (
      <>
        <Hero
          testId='documents-hero'
          title={t(rules.open ? 'registration.documents.open' : 'registration.deadline.closed')}
          text={t('registration.deadline.at', { time: formatDate(rules.deadline, 'YYYY-MM-DD HH:mm') })}
          tone={rules.open ? undefined : 'closed'}
        />
        <SummaryCards list={list} statuses={options.statuses} onChanged={reload} />
        <Ways
          title={t('registration.documents.ways')}
          ways={[
            routeWay(t, 'person', 'visitReg', t('registration.way.person')),
            routeWay(t, 'group', 'groupReg', rules.notices.groupCollection),
            routeWay(t, 'organisation', 'orgReg', rules.notices.exhibitorContact),
            routeWay(t, 'progress', 'documentsApplicationNew', t('registration.way.progress')),
            routeWay(t, 'information', 'regInformation', rules.notices.reply),
          ]}
        />
      </>
    )
  },
})
