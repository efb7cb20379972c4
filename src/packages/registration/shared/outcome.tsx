import { Button } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { joined } from '@/components/use-endpoint'
import type { RegistrationOptions, RegistrationRules, RegistrationSummary } from '@/contract/registration'
import {
  RegistrationStatus,
  TRACK_STEPS,
  type RegistrationKind,
  type RegistrationStatusCode,
} from '@/contract/registration.codes'
import { navigate, open } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import { Actions, Card, Hero, Paragraph, sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { formOf, labelOf, mainStatus, useMine, useOptions, useRules } from './data'
import { ServiceHours } from './deadline-view'
import { RegistrationCard } from './summary-card'
import { Steps } from './ui'

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

/** Where a review has approved the registration: its badge is being made, is issued, or it is approved. */
const APPROVED: readonly RegistrationStatusCode[] = [
  RegistrationStatus.certificateMaking,
  RegistrationStatus.certificateIssued,
  RegistrationStatus.approved,
]

interface OutcomeProps {
  summary: RegistrationSummary
  options: RegistrationOptions
  rules: RegistrationRules
  /** Just sent: the page says so first. */
  submitted: boolean
  reload: () => void
}

/** A registration's outcome: sent or its review's result, the reply promised, what happens next and what to do now. */
const Outcome = observer(({ summary, options, rules, submitted, reload }: OutcomeProps) => {
  const t = useT()
  const status = mainStatus(summary)
  const refused = status === RegistrationStatus.notApproved
  // Past the review there is no reply to wait for: the promise of one would say the opposite of the status.
  const approved = APPROVED.includes(status)
  return (
    <>
      <Hero
        testId='reg-outcome'
        title={submitted ? t('registration.outcome.submitted') : labelOf(options.statuses, status)}
        text={
          refused
            ? t('registration.outcome.refused')
            : approved
              ? t('registration.outcome.approved')
              : t('registration.outcome.replyBy', { time: formatDate(summary.replyBy, 'YYYY-MM-DD HH:mm') })
        }
        tone={refused ? 'closed' : summary.badgeReady ? 'done' : undefined}
      />
      <RegistrationCard state={summary} title={summary.title} statuses={options.statuses} onChanged={reload} />
      <Card title={t('registration.outcome.next')}>
        {!refused && !approved && <Paragraph>{rules.notices.reply}</Paragraph>}
        {summary.kind === 'organisation' && <Paragraph>{rules.notices.exhibitorContact}</Paragraph>}
        {summary.kind === 'group' && <Paragraph>{rules.notices.groupCollection}</Paragraph>}
        {summary.exhibitorContact && (
          <Paragraph>{t('registration.outcome.contactWindow', summary.exhibitorContact)}</Paragraph>
        )}
      </Card>
      <NextSteps summary={summary} options={options} />
      {refused && <ServiceHours rules={rules} />}
      <Card>
        <Actions>
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
        </Actions>
      </Card>
    </>
  )
})

/** Which registration a page is about: one by id, else the first of a kind (a person's by default). */
export function pickRegistration(list: readonly RegistrationSummary[], id?: string, kind?: RegistrationKind) {
  if (id) return list.find((one) => String(one.id) === id)
  return list.find((one) => one.kind === (kind ?? 'person'))
}

/** An outcome page as data: its route, whether it follows a sending, and which registration its query names. */
interface OutcomeDescriptor {
  route: RouteKey
  /** Just sent (the page says so first), or the review's result. */
  submitted: boolean
  /** Which of the user's registrations the page's query names: by id, or the first of a kind. */
  which: (query: Record<string, string | undefined>) => { id?: string; kind?: RegistrationKind }
}

/** A page of a registration's outcome (after sending, or its review's result), for the signed-in user. */
export const outcomePage = ({ route, submitted, which }: OutcomeDescriptor) =>
  sectionsPage({
    route,
    testId: 'reg-outcome-page',
    loginHint: 'registration.loginHint',
    useRead: () => joined(useMine(), useOptions(), useRules()),
    Sections: function RegistrationOutcome({ data: [{ list }, options, rules], reload }) {
      const { id, kind } = which(useRouter().params)
      const summary = pickRegistration(list, id, kind)
      if (!summary) return <StatusView status='empty' message='registration.none' />
      return <Outcome summary={summary} options={options} rules={rules} submitted={submitted} reload={reload} />
    },
  })
