import { useRouter } from '@tarojs/taro'
import type { ComponentType } from 'react'
import { useEndpoint } from '@/components/use-endpoint'
import type { MeetingDetail } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import type { MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { sectionsPage } from '@/templates/sections'

/** A sign-up page about the meeting its query names (meetingId): it waits for the meeting, then shows Content with it. */
export function meetingPage(
  route: RouteKey,
  loginHint: MessageKey,
  Content: ComponentType<{ meeting: MeetingDetail }>,
) {
  return sectionsPage({
    route,
    testId: 'meeting-page',
    loginHint,
    useRead: () => {
      const { params } = useRouter()
      return useEndpoint(meetings.detail, { id: Number(params.meetingId) || 0 }, { loading: true })
    },
    Sections: ({ data }) => <Content meeting={data} />,
  })
}
