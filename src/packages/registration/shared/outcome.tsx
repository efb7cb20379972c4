import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView, StatusView } from '@/components/status-view'
import type { RegistrationOptions, RegistrationRules, RegistrationSummary } from '@/contract/registration'
import { RegistrationStatus, TRACK_STEPS, type RegistrationKind } from '@/contract/registration.codes'
import { PageShell } from '@/features/layout/page-shell'
import { navigate, open } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { formOf, labelOf, mainStatus, useMine, useOptions, useRules } from './data'
import { ServiceHours } from './deadline-view'
import { RegistrationCard } from './summary-card'
import { Hero, Steps } from './ui'

/** What happens next along the registration's track, its current step marked. */
export const NextSteps = observer(
  ({ summary, options }: { summary: RegistrationSummary; options: RegistrationOptions }) => {
    const track = summary.certificateStatus === null ? 'exhibitor' : 'certificate'
    const steps = TRACK_STEPS[track]
    const status = mainStatus(summary)
    const at = steps.indexOf(status)
    return (
      <Steps
        testId='reg-next-steps'
        steps={steps.map((step) => labelOf(options.statuses, step))}
        current={at < 0 ? 0 : at === steps.length - 1 ? steps.length : at}
      />
    )
  },
)

interface OutcomeProps {
  summary: RegistrationSummary
  options: RegistrationOptions
  rules: RegistrationRules
  /** Just sent: the page says so first. */
  submitted: boolean
  reload: () => void
}

/** A registration's outcome: sent or its review's result, the reply promised, what happens next and what to do now. */
export const Outcome = observer(({ summary, options, rules, submitted, reload }: OutcomeProps) => {
  const t = useT()
  const status = mainStatus(summary)
  const refused = status === RegistrationStatus.notApproved
  const heading = submitted ? t('registration.outcome.submitted') : labelOf(options.statuses, status)
  return (
    <View className='reg-page'>
      <Hero
        testId='reg-outcome'
        title={heading}
        text={
          refused
            ? t('registration.outcome.refused')
            : t('registration.outcome.replyBy', { time: formatDate(summary.replyBy, 'YYYY-MM-DD HH:mm') })
        }
        tone={refused ? 'closed' : summary.badgeReady ? 'done' : undefined}
      />
      <RegistrationCard state={summary} title={summary.title} statuses={options.statuses} onChanged={reload} />
      <View className='reg-card'>
        <Text className='reg-card__title'>{t('registration.outcome.next')}</Text>
        <Text className='reg-card__text'>{rules.notices.reply}</Text>
        {summary.kind === 'organisation' && <Text className='reg-card__text'>{rules.notices.exhibitorContact}</Text>}
        {summary.kind === 'group' && <Text className='reg-card__text'>{rules.notices.groupCollection}</Text>}
        {summary.exhibitorContact && (
          <Text className='reg-card__text'>{t('registration.outcome.contactWindow', summary.exhibitorContact)}</Text>
        )}
      </View>
      <NextSteps summary={summary} options={options} />
      {refused && <ServiceHours rules={rules} />}
      <View className='reg-card reg-card__actions'>
        {refused && summary.canModify && (
          <Button
            type='primary'
            onClick={() => void open(formOf(summary.kind, summary.personKind))}
            data-testid='reg-outcome-modify'
          >
            {t('registration.action.modify')}
          </Button>
        )}
        <Button onClick={() => void navigate('mypageRegisteInfo')} data-testid='reg-outcome-mine'>
          {t('registration.route.mypageRegisteInfo')}
        </Button>
      </View>
    </View>
  )
})

/** Which registration a page is about: one by id, else the first of a kind (a person's by default). */
export function pickRegistration(list: readonly RegistrationSummary[], id?: string, kind?: RegistrationKind) {
  if (id) return list.find((one) => String(one.id) === id)
  return list.find((one) => one.kind === (kind ?? 'person'))
}

const OutcomeLoader = observer(
  ({ id, kind, submitted }: { id?: string; kind?: RegistrationKind; submitted: boolean }) => {
    const mine = useMine()
    const options = useOptions()
    const rules = useRules()
    return (
      <RequestView request={mine}>
        {({ list }) => {
          const summary = pickRegistration(list, id, kind)
          if (!summary) return <StatusView status='empty' message='registration.none' />
          if (!options.data || !rules.data) return <StatusView status='loading' />
          return (
            <Outcome
              summary={summary}
              options={options.data}
              rules={rules.data}
              submitted={submitted}
              reload={() => void mine.reload()}
            />
          )
        }}
      </RequestView>
    )
  },
)

/** A page of a registration's outcome (after sending, or its review's result). */
export const OutcomePage = observer(
  (props: { route: RouteKey; id?: string; kind?: RegistrationKind; submitted: boolean }) => (
    <PageShell route={props.route} loginHint='registration.loginHint'>
      <OutcomeLoader id={props.id} kind={props.kind} submitted={props.submitted} />
    </PageShell>
  ),
)
