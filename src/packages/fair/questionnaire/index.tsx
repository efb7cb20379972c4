import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestStatusView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import { QUESTIONNAIRE_ANSWERED } from '@/contract/fair.codes'
import { questionnaire } from '@/contract/fair.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { Card, Figures, Paragraph, Row } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { EMPTY_SURVEY, SURVEY_FIELDS, surveyBody, type SurveyValues } from './survey-form'

/** The visitor survey: this edition's questions once, then the answers given and how the answers stand. */
const Questionnaire = observer(() => {
  const t = useT()
  const { api } = useStores()
  const standing = useEndpoint(questionnaire.mine, undefined)
  const s = standing.data
  if (!s) return <RequestStatusView request={standing} />

  if (s.answered) {
    const { answers, answeredAt } = s.answered
    return (
      <View className='fair-page' data-testid='survey-done'>
        <Card title={t('fair.survey.thanks')}>
          <Paragraph>{t('fair.survey.answeredAt', { time: formatDate(answeredAt, 'YYYY-MM-DD HH:mm') })}</Paragraph>
          <Figures
            items={[
              [t('fair.survey.responses'), String(s.responses)],
              [t('fair.survey.average'), s.averageSatisfaction.toFixed(1)],
            ]}
          />
        </Card>
        <Card title={t('fair.survey.yourAnswers')}>
          {SURVEY_FIELDS.filter((field) => field.kind === 'select').map((field) => (
            <Row
              key={field.name}
              testId={`survey-answer-${field.name}`}
              title={t(field.label!)}
              text={t(`fair.survey.${field.name}.${answers[field.name as keyof typeof answers]}` as never)}
            />
          ))}
          {answers.suggestion && <Row title={t('fair.survey.suggestion')} text={answers.suggestion} />}
        </Card>
      </View>
    )
  }

  const form: FormDescriptor<SurveyValues> = {
    id: 'survey',
    initial: EMPTY_SURVEY,
    fields: SURVEY_FIELDS,
    draft: 'survey',
    invalidToast: 'fair.survey.incomplete',
    submitLabel: 'fair.survey.submit',
    submit: (values) => api.fair.answerQuestionnaire(surveyBody(values)),
    failure: (error) =>
      isApiError(error) && error.code === QUESTIONNAIRE_ANSWERED ? 'fair.survey.already' : undefined,
    onSuccess: () => {
      toast(t('fair.survey.thanks'), 'success')
      void standing.reload()
    },
  }
  return (
    <View className='fair-page'>
      <Text className='fair-notice'>{t('fair.survey.intro', { edition: s.edition })}</Text>
      <FormTemplate form={form} />
    </View>
  )
})

export default signedInPage('questionnaire', 'fair.survey.loginHint', Questionnaire)
