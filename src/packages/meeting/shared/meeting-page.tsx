import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ComponentType } from 'react'
import { useRequest } from '@/components/use-request'
import type { MeetingDetail } from '@/contract/meeting'
import { RequestPage } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { useStores } from '@/stores/context'

/** A sign-up page about the meeting its query names (meetingId): it waits for the meeting, then shows Content with it. */
export function meetingPage(
  route: RouteKey,
  loginHint: MessageKey,
  Content: ComponentType<{ meeting: MeetingDetail }>,
) {
  return observer(() => {
    const { api, app } = useStores()
    const { params } = useRouter()
    const meetingId = Number(params.meetingId) || 0
    const meeting = useRequest(() => api.meeting.meetingDetail(meetingId), [meetingId, app.language])
    return (
      <RequestPage route={route} loginHint={loginHint} request={meeting}>
        {(item) => <Content meeting={item} />}
      </RequestPage>
    )
  })
}
