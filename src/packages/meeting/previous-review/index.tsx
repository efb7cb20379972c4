import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { meetings } from '@/contract/meeting.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import '../shared/meeting-parts.scss'

/** /previous-review: the fair's past editions with meetings, newest first, each opening its meeting replays. */
const PreviousReview = observer(() => {
  const t = useT()
  const options = useEndpoint(meetings.options, undefined)
  usePullDownRefresh(() => void options.reload().finally(() => void Taro.stopPullDownRefresh()))
  const editions = options.data?.editions

  let body
  if (!editions) body = <RequestStatusView request={options} />
  else if (editions.length === 0) body = <StatusView status='empty' message='meeting.previous.empty' />
  else
    body = (
      <>
        <Text className='meeting-previous__intro'>{t('meeting.previous.intro')}</Text>
        <View className='meeting-links'>
          {editions.map((edition) => (
            <View
              key={edition.value}
              className='meeting-row'
              data-testid='previous-edition'
              onClick={() =>
                void navigate('meetingReview', {
                  edition: edition.value,
                  title: t('meeting.review.editionTitle', { edition: edition.label }),
                })
              }
            >
              <Text className='meeting-row__label'>{edition.label}</Text>
              <Text className='meeting-row__state'>{t('meeting.previous.open')}</Text>
              <Text className='meeting-row__more'>›</Text>
            </View>
          ))}
        </View>
      </>
    )
  return <PageShell route='previousReview'>{body}</PageShell>
})

export default PreviousReview
