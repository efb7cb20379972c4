import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { GuideSection } from '@/contract/fair.codes'
import { guide } from '@/contract/fair.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { usePageShare } from '@/features/share/use-page-share'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { DetailHead, DetailSection } from '@/templates/content-detail/detail-parts'
import { useDetail } from '@/templates/content-detail/use-detail'
import { formatDate } from '@/utils/date'
import { ContactActions, GuideEntryRow } from './guide-parts'

/**
 * A fair guide article by `id`: the topic above it (tap to go there), its text, its phone numbers and emails as
 * actions, and the articles under it. A notice shows its date.
 */
export function guideArticlePage(route: 'serviceInformationDetail' | 'serviceContentDetails') {
  return observer(() => {
    const t = useT()
    const request = useDetail({ endpoint: guide.article })
    usePageShare(request.data && { title: request.data.title })
    return (
      <RequestPage route={route} request={request}>
        {(article) => (
          <>
            <DetailHead title={article.title}>
              {article.parent && (
                <Text
                  className='detail__meta guide-parent'
                  data-testid='guide-parent'
                  onClick={() => void navigate('serviceInformationDetail', { id: article.parent!.id })}
                >
                  {t('meeting.guide.partOf', { title: article.parent.title })}
                </Text>
              )}
              {article.code.startsWith(`${GuideSection.notice}.`) && (
                <Text className='detail__meta'>
                  {t('meeting.guide.published', { date: formatDate(article.publishTime, 'YYYY-MM-DD') })}
                </Text>
              )}
              <View className='guide-content' data-testid='guide-content'>
                <RichContent html={article.content} />
              </View>
              <ContactActions phones={article.phones} emails={article.emails} />
            </DetailHead>
            {article.entries.length > 0 && (
              <DetailSection heading={t('meeting.guide.related')}>
                {article.entries.map((entry) => (
                  <GuideEntryRow key={entry.id} entry={entry} testId='guide-entry' to='serviceContentDetails' />
                ))}
              </DetailSection>
            )}
          </>
        )}
      </RequestPage>
    )
  })
}
