import { Text } from '@tarojs/components'
import type { ComponentType } from 'react'
import { RichContent } from '@/components/rich-content'
import { useEndpoint } from '@/components/use-endpoint'
import { guide } from '@/contract/fair.endpoints'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { Card, Row, sectionsPage } from '@/templates/sections'
import { ContactButtons } from './parts'

/** The fair guide's pages that are one text in chapters: the handbook, health and safety, the guidelines, about us. */
export function chaptersPage(
  route: 'handbook' | 'antiepidemic' | 'guidelines' | 'about',
  prefix: string,
  { intro, Below }: { intro?: MessageKey; Below?: ComponentType } = {},
) {
  return sectionsPage({
    route,
    testId: `${route}-page`,
    useRead: () => useEndpoint(guide.chapters, { prefix }, { loading: true }),
    Sections: function Chapters({ data: list }) {
      const t = useT()
      return (
        <>
          {intro && <Text className='fair-notice'>{t(intro)}</Text>}
          {list.map((chapter) => (
            <Card key={chapter.id} title={chapter.title} testId='guide-chapter'>
              <RichContent html={chapter.content} />
              <ContactButtons phones={chapter.phones} emails={chapter.emails} />
            </Card>
          ))}
          {Below && <Below />}
        </>
      )
    },
  })
}

type ShelfDetail = 'exhibitionGuideDetail' | 'participationGuideDetail'

/** A guide shelf: its articles as rows, each opening its page. */
export function shelfPage(
  route: 'exhibitionGuideList' | 'participationGuide',
  prefix: string,
  detail: ShelfDetail,
  intro: MessageKey,
) {
  return sectionsPage({
    route,
    testId: `${route}-page`,
    useRead: () => useEndpoint(guide.list, { prefix }),
    Sections: function Shelf({ data: list }) {
      const t = useT()
      return (
        <Card title={t(intro)} testId={`${route}-list`}>
          {list.map((entry) => (
            <Row
              key={entry.id}
              testId='guide-entry'
              title={entry.title}
              text={entry.summary}
              onOpen={() => void navigate(detail, { id: entry.id })}
            />
          ))}
        </Card>
      )
    },
  })
}

/** A guide article: its text, the articles under it and the one above it. */
export function shelfDetailPage(route: ShelfDetail) {
  return sectionsPage({
    route,
    testId: `${route}-page`,
    useRead: () => useDetail({ endpoint: guide.article }),
    Sections: function ShelfArticle({ data: item }) {
      const t = useT()
      return (
        <>
          <Card title={item.title} testId='guide-article'>
            <RichContent html={item.content} />
            <ContactButtons phones={item.phones} emails={item.emails} />
          </Card>
          {item.entries.length > 0 && (
            <Card title={t('fair.guide.more')}>
              {item.entries.map((entry) => (
                <Row
                  key={entry.id}
                  testId='guide-entry'
                  title={entry.title}
                  text={entry.summary}
                  onOpen={() => void navigate(route, { id: entry.id })}
                />
              ))}
            </Card>
          )}
          {item.parent && (
            <Card>
              <Row
                testId='guide-parent'
                title={item.parent.title}
                meta={t('fair.guide.parent')}
                onOpen={() => void navigate(route, { id: item.parent!.id })}
              />
            </Card>
          )}
        </>
      )
    },
  })
}
