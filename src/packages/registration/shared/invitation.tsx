import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { BadgeView } from './badge'
import { useMine, useOptions, useRules } from './data'
import { RegistrationCard } from './summary-card'
import { Hero, Notes } from './ui'

type CodeValues = { code: string }

/** The invitation code typed (or brought by the link), which opens the invited guest's registration. */
export const CodeForm = observer(({ code }: { code?: string }) => {
  const form: FormDescriptor<CodeValues, string> = {
    id: 'invitation',
    initial: { code: code ?? '' },
    fields: [
      {
        kind: 'text',
        name: 'code',
        label: 'registration.field.invitationCode',
        placeholder: 'registration.placeholder.invitationCode',
        required: 'registration.problem.required',
        maxLength: 32,
      },
    ],
    submitLabel: 'registration.invitation.use',
    submit: async ({ code: typed }) => typed.trim(),
    onSuccess: (typed) => void navigate('visitSingleReg', { kind: 'invitedGuest', code: typed }),
  }
  return <FormTemplate form={form} />
})

/** The invited guest's registration with its badge once issued, or the code to register with. */
const Invitation = observer(({ letter }: { letter: boolean }) => {
  const t = useT()
  const { params } = useRouter()
  const mine = useMine()
  const options = useOptions()
  const rules = useRules()
  return (
    <RequestView request={mine}>
      {({ list }) => {
        const guest = list.find((one) => one.personKind === 'invitedGuest')
        return (
          <View className='reg-page'>
            <Hero
              testId='invitation'
              title={t(letter ? 'registration.invitation.letterTitle' : 'registration.invitation.title')}
              text={
                rules.data
                  ? t('registration.invitation.dates', { from: rules.data.fairStart, to: rules.data.fairEnd })
                  : undefined
              }
            />
            {letter && (
              <Notes
                title={t('registration.invitation.dear')}
                lines={[t('registration.invitation.body'), rules.data?.notices.deadline ?? '']}
              />
            )}
            {params.code && (
              <View className='reg-card'>
                <Text className='reg-card__text'>{t('registration.invitation.code', { code: params.code })}</Text>
              </View>
            )}
            {guest && options.data && (
              <RegistrationCard
                state={guest}
                title={guest.title}
                statuses={options.data.statuses}
                onChanged={() => void mine.reload()}
              />
            )}
            {guest?.badgeReady && <BadgeView registrationId={guest.id} />}
            {!guest && <CodeForm code={params.code} />}
          </View>
        )
      }}
    </RequestView>
  )
})

/** An invited guest's invitation: its code and the registration it opens (a card, or this edition's letter). */
export const InvitationPage = observer(({ route, letter }: { route: RouteKey; letter: boolean }) => (
  <PageShell route={route} loginHint='registration.loginHint'>
    <Invitation letter={letter} />
  </PageShell>
))
