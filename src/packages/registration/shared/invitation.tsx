import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { joined } from '@/components/use-endpoint'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { Card, Hero, Paragraph, sectionsPage } from '@/templates/sections'
import { BadgeView } from './badge'
import { useMine, useOptions, useRules } from './data'
import { RegistrationCard } from './summary-card'
import { Notes } from './ui'

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

/** An invited guest's invitation: its code and the registration it opens (a card, or this edition's letter). */
export const invitationPage = ({ route, letter }: { route: RouteKey; letter: boolean }) =>
  sectionsPage({
    route,
    testId: 'invitation-page',
    loginHint: 'registration.loginHint',
    useRead: () => joined(useMine(), useOptions(), useRules()),
    Sections: function Invitation({ data: [{ list }, options, rules], reload }) {
      const t = useT()
      const { params } = useRouter()
      const guest = list.find((one) => one.personKind === 'invitedGuest')
      return (
        <>
          <Hero
            testId='invitation'
            title={t(letter ? 'registration.invitation.letterTitle' : 'registration.invitation.title')}
            text={t('registration.invitation.dates', { from: rules.fairStart, to: rules.fairEnd })}
          />
          {letter && (params.code || guest) && (
            <Notes
              title={t('registration.invitation.dear')}
              lines={[t('registration.invitation.body'), rules.notices.deadline]}
            />
          )}
          {/* The letter is personal: it opens from the link its guest was sent, or with the code that link carries. */}
          {letter && !params.code && !guest && (
            <Card testId='invitation-via-link'>
              <Paragraph>{t('registration.invitation.viaLink')}</Paragraph>
            </Card>
          )}
          {params.code && (
            <Card>
              <Paragraph>{t('registration.invitation.code', { code: params.code })}</Paragraph>
            </Card>
          )}
          {guest && (
            <RegistrationCard state={guest} title={guest.title} statuses={options.statuses} onChanged={reload} />
          )}
          {guest?.badgeReady && <BadgeView registrationId={guest.id} />}
          {!guest && <CodeForm code={params.code} />}
        </>
      )
    },
  })
