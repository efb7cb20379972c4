import '@/i18n/meeting.pages'
import { Text } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { GuideSection } from '@/contract/fair.codes'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { GuideRow } from '../shared/guide-parts'

/** Notices to visitors and exhibitors, newest first; each opens in full. */
const ExhibitionNotice = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const notices = useRequest(() => api.fair.guideList(GuideSection.notice), [app.language])
  usePullDownRefresh(() => void notices.reload().finally(() => Taro.stopPullDownRefresh()))

  return (
    <PageShell route='exhibitionNotice'>
      <Text className='venue-intro'>{t('meeting.guide.noticesIntro')}</Text>
      {!notices.data || notices.data.length === 0 ? (
        <StatusView
          status={notices.status === 'ready' ? 'empty' : notices.status}
          message={notices.status === 'ready' ? 'meeting.guide.noticesEmpty' : undefined}
          onRetry={() => void notices.reload()}
        />
      ) : (
        notices.data.map((notice) => (
          <GuideRow
            key={notice.id}
            testId='notice-row'
            title={notice.title}
            summary={notice.summary}
            meta={formatDate(notice.publishTime, 'YYYY-MM-DD')}
            onOpen={() => void navigate('serviceContentDetails', { id: notice.id })}
          />
        ))
      )}
    </PageShell>
  )
})

export default ExhibitionNotice
