import { Button } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useReadAgainOnShow } from '@/components/shown-again'
import { RequestView, StatusView } from '@/components/status-view'
import { joined, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { Endpoint } from '@/contract/endpoint'
import type {
  GroupRegistration,
  OrganisationRegistration,
  PersonRegistration,
  RegistrationOptions,
} from '@/contract/registration'
import type { RegistrationKind } from '@/contract/registration.codes'
import { registrations } from '@/contract/registration.endpoints'
import type { MessageKey } from '@/i18n'
import { open, type RouteTarget } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import { Card, sectionsPage } from '@/templates/sections'
import { useMine, useOptions } from './data'
import { GroupMembers } from './group-form'
import { GroupRecord, History, OrganisationRecord, PersonRecord } from './record'
import { RegistrationCard } from './summary-card'

type Detail =
  | { kind: 'person'; registration: PersonRegistration }
  | { kind: 'group'; registration: GroupRegistration }
  | { kind: 'organisation'; registration: OrganisationRegistration }

/**
 * The user's registration of a kind, with its fields and history (null when there is none), wrapped as an answer;
 * asked again when the page is shown again.
 */
function useDetail(kind: RegistrationKind): RequestState<{ detail: Detail | null }> {
  const asked = useReadAgainOnShow(
    useEndpoint(registrations[kind] as Endpoint<void, Detail['registration'] | null>, undefined),
  )
  const registration = asked.data
  return {
    ...asked,
    data: registration === undefined ? undefined : { detail: registration && ({ kind, registration } as Detail) },
  }
}

/** A registration's state, what was sent, and every step of its review. */
const RecordView = observer(
  ({ detail, options, reload }: { detail: Detail; options: RegistrationOptions; reload: () => void }) => {
    const { registration } = detail
    const title =
      detail.kind === 'person'
        ? detail.registration.name
        : detail.kind === 'group'
          ? detail.registration.groupNameZh
          : detail.registration.nameZh
    return (
      <>
        <RegistrationCard
          state={registration}
          title={title}
          statuses={options.statuses}
          onChanged={reload}
          withInfo={false}
        />
        {detail.kind === 'person' && <PersonRecord person={detail.registration} options={options} />}
        {detail.kind === 'group' && (
          <>
            <GroupMembers group={detail.registration} onChanged={reload} />
            <GroupRecord group={detail.registration} options={options} />
          </>
        )}
        {detail.kind === 'organisation' && <OrganisationRecord organisation={detail.registration} options={options} />}
        <History history={registration.history} options={options} />
      </>
    )
  },
)

/** Where to register when there is no registration of the kind yet. */
interface Register {
  label: MessageKey
  target: RouteTarget
}

/** The user's registration of a kind as read, or that there is none and the way to register. */
const RecordOrRegister = observer(
  ({
    detail,
    options,
    reload,
    empty,
  }: {
    detail: Detail | null
    options: RegistrationOptions
    reload: () => void
    empty: Register
  }) => {
    const t = useT()
    if (detail) return <RecordView detail={detail} options={options} reload={reload} />
    return (
      <>
        <StatusView status='empty' message='registration.none' />
        <Card>
          <Button type='primary' block onClick={() => void open(empty.target)} data-testid='record-register'>
            {t(empty.label)}
          </Button>
        </Card>
      </>
    )
  },
)

/** A page of the user's registration of one kind. */
export const recordPage = ({ route, kind, empty }: { route: RouteKey; kind: RegistrationKind; empty: Register }) =>
  sectionsPage({
    route,
    testId: 'reg-record',
    loginHint: 'registration.loginHint',
    useRead: () => joined(useDetail(kind), useOptions()),
    Sections: function Record({ data: [{ detail }, options], reload }) {
      return <RecordOrRegister detail={detail} options={options} reload={reload} empty={empty} />
    },
  })

/** One of the user's registrations of a kind, read once its kind is known. */
const RecordOfKind = observer(({ kind }: { kind: RegistrationKind }) => {
  const record = joined(useDetail(kind), useOptions())
  return (
    <RequestView request={record}>
      {([{ detail }, options]) => (
        <RecordOrRegister
          detail={detail}
          options={options}
          reload={() => void record.reload()}
          empty={{ label: 'registration.route.visitReg', target: { route: 'visitReg' } }}
        />
      )}
    </RequestView>
  )
})

/** The page of one of the user's registrations by id (the first one without), whatever its kind. */
export const recordByIdPage = (route: RouteKey) =>
  sectionsPage({
    route,
    testId: 'reg-record',
    loginHint: 'registration.loginHint',
    useRead: useMine,
    Sections: function RecordById({ data: { list } }) {
      const { id } = useRouter().params
      const found = list.find((one) => String(one.id) === id) ?? list[0]
      if (!found) return <StatusView status='empty' message='registration.none' />
      return <RecordOfKind kind={found.kind} />
    },
  })
