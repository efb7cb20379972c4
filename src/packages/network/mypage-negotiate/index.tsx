import '@/i18n/network.pages'
import type { MeetingRequest, MeetingRequestListQuery } from '@/contract/network'
import { MEETING_REQUEST_BOXES, type MeetingRequestBox } from '@/contract/network.codes'
import { negotiation } from '@/contract/network.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { AgendaLink } from './agenda-link'
import { RequestRow } from './request-row'
import '../shared/people.scss'
import './index.scss'

// A function: its header is an element, made when the page is, not when the module loads.
const requests = (): ContentListDescriptor<MeetingRequest, MeetingRequestListQuery> => ({
  route: 'mypageNegotiate',
  loginHint: 'network.negotiate.loginHint',
  countLabel: 'network.negotiate.count',
  emptyText: 'network.negotiate.empty',
  tabs: { key: 'box' },
  options: async (_api, t) => ({
    box: MEETING_REQUEST_BOXES.map((box) => ({ value: box, label: t(`network.negotiate.box.${box}`) })),
  }),
  header: <AgendaLink />,
  endpoint: negotiation.list,
  request: ({ box }) => ({ box: (box || 'received') as MeetingRequestBox }),
  renderItem: (item) => <RequestRow key={`${item.id}-${item.status}-${item.proposals}`} item={item} />,
})

/**
 * /mypage-negotiate: meeting requests received and sent: accept, decline, another slot, cancel; a refusal names what in
 * the agenda is in the way; accepted meetings are in both agendas.
 */
export default listPage(requests)
