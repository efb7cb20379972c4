import { Text, View } from '@tarojs/components'
import type { ComponentType, ReactNode } from 'react'
import { ContactButtons } from '@/components/contact-buttons'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { GuideEntry } from '@/contract/fair'
import type { GuideSection } from '@/contract/fair.codes'
import { guide } from '@/contract/fair.endpoints'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import './venue.scss'

interface RowProps {
  title: string
  summary: string
  /** A line under the summary: a date, a count. */
  meta?: string
  testId: string
  onOpen: () => void
}

/** A row of the fair guide: its title and summary; opens what it names. */
export function GuideRow({ title, summary, meta, testId, onOpen }: RowProps) {
  return (
    <View className='guide-row' data-testid={testId} onClick={onOpen}>
      <View className='guide-row__body'>
        <Text className='guide-row__title'>{title}</Text>
        {summary && <Text className='guide-row__summary'>{summary}</Text>}
        {meta && <Text className='guide-row__meta'>{meta}</Text>}
      </View>
      <Text className='guide-row__arrow'>›</Text>
    </View>
  )
}

interface EntryRowProps {
  entry: Pick<GuideEntry, 'id' | 'title' | 'summary'>
  testId: string
  /** The page it opens on: a service topic's or a notice's. */
  to: 'serviceInformationDetail' | 'serviceContentDetails'
  meta?: string
}

/** A guide article as a row of its section or of the article above it; opens the article. */
export const GuideEntryRow = ({ entry, testId, to, meta }: EntryRowProps) => (
  <GuideRow
    testId={testId}
    title={entry.title}
    summary={entry.summary}
    meta={meta}
    onOpen={() => void navigate(to, { id: entry.id })}
  />
)

/** The phone numbers (tap to call) and emails (tap to copy) a guide article gives; nothing when it gives none. */
export const ContactActions = ({ phones, emails }: { phones: string[]; emails: string[] }) => (
  <ContactButtons
    phones={phones}
    emails={emails}
    className='contact-actions'
    testId='guide'
    texts={{
      call: 'meeting.guide.call',
      copyEmail: 'meeting.guide.copyEmail',
      copied: 'meeting.guide.copied',
      copyFailed: 'meeting.guide.copyFailed',
    }}
  />
)

interface GuideSectionPage {
  route: RouteKey
  /** The test id of the page's content, once its articles are read. */
  testId: string
  section: GuideSection
  /** The line at the top of the page. */
  intro: MessageKey
  /** What the page says when the section holds nothing. */
  empty: MessageKey
  /** What stands between the intro and the articles. */
  Header?: ComponentType
  entry: (entry: GuideEntry) => ReactNode
}

/** A page of one section of the fair guide: its intro, then its articles (pull down to load them again). */
export function guideSectionPage({ route, testId, section, intro, empty, Header, entry }: GuideSectionPage) {
  return sectionsPage({
    route,
    testId,
    useRead: () => useEndpoint(guide.list, { prefix: section }),
    Sections: function GuideSectionView({ data }) {
      const t = useT()
      return (
        <>
          <Text className='venue-intro'>{t(intro)}</Text>
          {Header && <Header />}
          {data.length === 0 ? <StatusView status='empty' message={empty} /> : data.map(entry)}
        </>
      )
    },
  })
}
