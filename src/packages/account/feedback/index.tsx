import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '@/features/layout/page-shell'
import { goBack } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FEEDBACK_MAX_LENGTH } from '@/utils/validators'
import { FEEDBACK_TYPES, feedbackErrors, type FeedbackErrors, type FeedbackFields } from './feedback-form'
import { failureText } from '../setting/failure-text'
import '@/styles/form.scss'

function toast(title: string) {
  void Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/** Feedback: a type and a description, both required; sent signed in or out. */
const Feedback = observer(() => {
  const t = useT()
  const { api } = useStores()
  const [fields, setFields] = useState<FeedbackFields>({ type: null, content: '', contact: '' })
  const [errors, setErrors] = useState<FeedbackErrors>({})
  const [submitting, setSubmitting] = useState(false)

  const change = <K extends keyof FeedbackFields>(name: K, value: FeedbackFields[K]) => {
    setFields((f) => ({ ...f, [name]: value }))
    if (name in errors) setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = async () => {
    if (submitting) return
    const invalid = feedbackErrors(fields)
    setErrors(invalid)
    if (invalid.type || invalid.content) return void toast(t('feedback.required'))
    setSubmitting(true)
    try {
      await api.user.addFeedback({ type: fields.type!, content: fields.content.trim(), contact: fields.contact.trim() })
      toast(t('feedback.success'))
      setFields({ type: null, content: '', contact: '' })
      goBack()
    } catch (error) {
      toast(failureText(error, t))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <PageShell route='feedback'>
      <View className='mine-form' data-testid='feedback-form'>
        <Text className='mine-form__label'>{`* ${t('feedback.type')}`}</Text>
        <View className='mine-form__types' role='radiogroup'>
          {FEEDBACK_TYPES.map((type) => (
            <View
              key={type}
              role='radio'
              aria-checked={fields.type === type}
              className={`mine-form__type${fields.type === type ? ' mine-form__type--active' : ''}`}
              onClick={() => change('type', type)}
              data-testid={`feedback-type-${type}`}
            >
              {t(`feedback.type.${type}`)}
            </View>
          ))}
        </View>
        {errors.type && (
          <Text className='mine-form__error' data-testid='feedback-type-error'>
            {t(errors.type)}
          </Text>
        )}

        <View className='mine-form__field' data-testid='feedback-content'>
          <TextArea
            className='mine-form__textarea'
            value={fields.content}
            maxLength={FEEDBACK_MAX_LENGTH}
            showCount
            placeholder={`* ${t('feedback.descriptionPlaceholder')}`}
            onChange={(value) => change('content', value)}
          />
        </View>
        {errors.content && (
          <Text className='mine-form__error' data-testid='feedback-content-error'>
            {t(errors.content, { max: FEEDBACK_MAX_LENGTH })}
          </Text>
        )}

        <View className='mine-form__field' data-testid='feedback-contact'>
          <Text className='mine-form__label'>{t('feedback.contact')}</Text>
          <Input
            className='mine-form__input'
            maxLength={100}
            value={fields.contact}
            placeholder={t('feedback.contactPlaceholder')}
            onChange={(value) => change('contact', value)}
          />
        </View>

        <Button
          className='mine-form__submit'
          type='primary'
          loading={submitting}
          onClick={() => void submit()}
          data-testid='feedback-submit'
        >
          {t('feedback.submit')}
        </Button>
      </View>
    </PageShell>
  )
})

export default Feedback
