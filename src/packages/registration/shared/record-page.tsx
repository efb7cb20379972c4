import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView, StatusView } from '@/components/status-view'
import { useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { Endpoint } from '@/contract/endpoint'
import type {
  GroupRegistration,
  OrganisationRegistration,
  PersonRegistration,
  RegistrationOptions,
} from '@/contract/registration'
import type { RegistrationKind } from '@/contract/registration.codes'
import { registrations } from '@/contract/registration.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import { open, type RouteTarget } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import { useMine, useOptions } from './data'
import { GroupMembers } from './group-form'
import { GroupRecord, History, OrganisationRecord, PersonRecord } from './record'
import { RegistrationCard } from './summary-card'

type Detail =
  | { kind: 'person'; registration: PersonRegistration }
  | { kind: 'group'; registration: GroupRegistration }
  | { kind: 'organisation'; registration: OrganisationRegistration }

/** The user's registration of a kind, with its fields and history (null when there is none), wrapped as an answer. */
function useDetail(kind: RegistrationKind): RequestState<{ detail: Detail | null }> {
  const asked = useEndpoint(registrations[kind] as Endpoint<void, Detail['registration'] | null>, undefined)
  const registration = asked.data
  return {
    ...asked,
    data: registration === undefined ? undefined : { detail: registration && ({ kind, registration } as Detail) },
  }
}

/** A registration's state, what was sent, and every step of its review. */
export const RecordView = observer(
  ({ detail, options, reload }: { detail: Detail; options: RegistrationOptions; reload: () => void }) => {
    const { registration } = detail
    const title =
      detail.kind === 'person'
        ? detail.registration.name
        : detail.kind === 'group'
          ? detail.registration.groupNameZh
          : detail.registration.nameZh
    return (
      <View className='reg-page'>
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
      </View>
    )
  },
)

const RecordLoader = observer(
  ({ kind, empty }: { kind: RegistrationKind; empty: { label: MessageKey; target: RouteTarget } }) => {
    const t = useT()
    const options = useOptions()
    const detail = useDetail(kind)
    return (
      <RequestView request={detail}>
        {({ detail: found }) => {
          if (!found)
            return (
              <View className='reg-page'>
                <StatusView status='empty' message='registration.none' />
                <View className='reg-card'>
                  <Button type='primary' block onClick={() => void open(empty.target)} data-testid='record-register'>
                    {t(empty.label)}
                  </Button>
                </View>
              </View>
            )
          return (
            <RequestView request={options}>
              {(data) => <RecordView detail={found} options={data} reload={() => void detail.reload()} />}
            </RequestView>
          )
        }}
      </RequestView>
    )
  },
)

/** A page of the user's registration of one kind. */
export const RecordPage = observer(
  ({
    route,
    kind,
    empty,
  }: {
    route: RouteKey
    kind: RegistrationKind
    empty: { label: MessageKey; target: RouteTarget }
  }) => (
    <PageShell route={route} loginHint='registration.loginHint'>
      <RecordLoader kind={kind} empty={empty} />
    </PageShell>
  ),
)

/** The kind of one of the user's registrations, by id. */
export const RecordById = observer(({ id }: { id?: string }) => {
  const mine = useMine()
  return (
    <RequestView request={mine}>
      {({ list }) => {
        const found = list.find((one) => String(one.id) === id) ?? list[0]
        if (!found) return <StatusView status='empty' message='registration.none' />
        return (
          <RecordLoader
            kind={found.kind}
            empty={{ label: 'registration.route.visitReg', target: { route: 'visitReg' } }}
          />
        )
      }}
    </RequestView>
  )
})
