import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingCard, MeetingListQuery } from '@/contract/meeting'
import type { MeetingKind } from '@/contract/meeting.codes'
import { meetings } from '@/contract/meeting.endpoints'
import type { MessageKey } from '@/i18n'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import {
  listPage,
  type ContentListDescriptor,
  type ListFilter,
  type ListQuery,
} from '@/templates/content-list/content-list-page'
import { startDay } from './meeting-time'
import { ProgrammeCard } from './programme-card'
import { withSignedUpMeetings } from './signed-up-meetings'
import './programme-list.scss'

/** One view of the programme: the list query it always asks, and the choices it leaves to the person. */
export interface ProgrammePreset {
  route: RouteKey
  /** What every page asks for beyond the person's choices. */
  fixed?: Pick<MeetingListQuery, 'kind' | 'highlight' | 'replay' | 'status'>
  /**
   * The kind menu: every kind with "any", or only these kinds starting on the first (the list query takes one kind,
   * so a view of two kinds shows one at a time); none when `fixed` names the kind.
   */
  kinds?: 'any' | readonly MeetingKind[]
  /** Day tabs, starting on the server's day or on "all days"; none for a past edition, whose days are not known. */
  days?: 'today' | 'all'
  /** A past edition's programme: its editions as tabs, starting on the newest (or the query's `edition`). */
  pastEditions?: boolean
  /** A link above the list to a related list. */
  related?: { target: RouteTarget; label: MessageKey }
  emptyText?: MessageKey
  /** Cards open the reviewed meeting instead of its detail. */
  opensReview?: boolean
}

/** A link above a list to a related one (the past editions of a review). */
const RelatedLink = observer(({ target, label }: { target: RouteTarget; label: MessageKey }) => {
  const t = useT()
  return (
    <View className='programme-related'>
      <Text className='programme-related__link' onClick={() => void open(target)} data-testid='programme-related'>
        {t(label)} ›
      </Text>
    </View>
  )
})

/** The list descriptor of a programme view; `edition` is the query's, for the replays of a past edition. */
export function programmeDescriptor(
  preset: ProgrammePreset,
  edition?: string,
): ContentListDescriptor<MeetingCard, MeetingListQuery> {
  const kinds = preset.fixed?.kind ? undefined : (preset.kinds ?? 'any')
  const filters: ListFilter[] = []
  if (kinds) filters.push({ key: 'kind', label: 'meeting.programme.kind', required: kinds !== 'any' })
  // Halls are the current edition's.
  if (!preset.pastEditions && !edition) filters.push({ key: 'hall', label: 'meeting.programme.hall' })
  const tabs = preset.pastEditions
    ? { key: 'edition' }
    : preset.days && {
        key: 'day',
        anyLabel: preset.days === 'all' ? ('meeting.programme.allDays' as const) : undefined,
      }

  return {
    route: preset.route,
    searchPlaceholder: 'meeting.programme.searchPlaceholder',
    countLabel: 'meeting.programme.count',
    emptyText: preset.emptyText ?? 'meeting.programme.empty',
    filters,
    tabs,
    header: preset.related && <RelatedLink {...preset.related} />,
    options: async (api) => {
      const options = await api.meeting.meetingOptions()
      const today = preset.days === 'today' ? startDay(options.days, options.now) : undefined
      return {
        day: options.days.map((day) => ({ ...day, selected: day.value === today })),
        kind:
          kinds === 'any'
            ? options.kinds
            : (kinds ?? []).flatMap((kind) => options.kinds.filter((choice) => choice.value === kind)),
        hall: options.halls,
        edition: options.editions,
      }
    },
    endpoint: meetings.list,
    request: (query: ListQuery) => {
      const year = Number(query.edition || edition)
      return {
        keyword: query.keyword,
        ...preset.fixed,
        ...(query.day && { day: query.day }),
        ...(query.kind && { kind: query.kind as MeetingKind }),
        ...(query.hall && { hall: query.hall }),
        ...(year > 0 && { edition: year }),
      }
    },
    renderItem: (meeting) => (
      <ProgrammeCard
        key={meeting.id}
        meeting={meeting}
        onOpen={() =>
          void (preset.opensReview
            ? navigate('meetingReviewDetail', { id: meeting.id })
            : navigate('meetingDetails', { meetingId: meeting.id }))
        }
      />
    ),
  }
}

/** The page of a programme view, marking the user's sign-ups; the query's `edition` picks a past edition's meetings. */
export const programmePage = (preset: ProgrammePreset) =>
  withSignedUpMeetings(listPage((query) => programmeDescriptor(preset, query.edition)))
