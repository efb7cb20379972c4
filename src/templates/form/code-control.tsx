import { Button, Input } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useState } from 'react'
import { toast } from '@/components/toast'
import { useCountdown } from '@/components/use-countdown'
import { CODE_LENGTH } from '@/contract/validators'
import { useT } from '@/stores/context'
import type { Bound } from './field-controls'
import type { CodeField, FormValues } from './types'

/** The send button waits this long when the server does not say (it allows one code a minute). */
const RESEND_SECONDS = 60

interface Props<V extends FormValues> extends Bound<string> {
  field: CodeField<V>
  /** The send button's test id. */
  sendTestId: string
  /** What the target field holds now: the countdown belongs to the value the code went to. */
  targetValue: string
  /** Checks before sending (the form's guard, the target's own message); the trimmed target, or null to stop. */
  prepare: () => string | null
  /** The text of a failed send. */
  describe: (error: unknown) => string
}

/** The code input and its send button, counting down per target value so a corrected address can get a code at once. */
export function CodeControl<V extends FormValues>({
  field,
  sendTestId,
  targetValue,
  prepare,
  describe,
  value,
  onChange,
}: Props<V>) {
  const t = useT()
  const countdown = useCountdown()
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState('')
  const waiting = countdown.left > 0 && sentTo === targetValue.trim().toLowerCase()

  const send = async () => {
    if (sending || waiting) return
    const target = prepare()
    if (target === null) return
    setSending(true)
    try {
      const result = await field.send(target)
      setSentTo(target.toLowerCase())
      countdown.start(result?.resendAfter || RESEND_SECONDS)
      toast(t(field.sent))
    } catch (error) {
      toast(describe(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='form-template__code'>
      <Input
        className='form-template__input'
        type='number'
        maxLength={field.length ?? CODE_LENGTH}
        value={value ?? ''}
        placeholder={t(field.placeholder ?? 'form.typeHere')}
        onChange={onChange}
      />
      <Button
        className='form-template__send'
        size='small'
        type='primary'
        fill='outline'
        disabled={waiting}
        loading={sending}
        onClick={() => void send()}
        data-testid={sendTestId}
      >
        {waiting ? t('form.resendIn', { count: countdown.left }) : t('form.sendCode')}
      </Button>
    </View>
  )
}
