import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { failureText, toast } from '@/components/toast'
import type { FieldProblem } from '@/contract/registration'
import { langHeader, type MessageKey } from '@/i18n'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { saveMemberTemplate } from './member-template'
import { pickSheet } from './pick-sheet'

/** The members template in the user's language, so a contact fills in the columns the import reads. */
export const MemberTemplateButton = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const [saving, setSaving] = useState(false)

  // Called straight from the tap: a browser downloads only on a person's gesture.
  const save = async () => {
    setSaving(true)
    try {
      await saveMemberTemplate(api.registration.memberTemplateUrl(langHeader(app.language)))
    } catch {
      toast(t('registration.import.templateFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Button size='small' fill='outline' loading={saving} onClick={() => void save()} data-testid='group-template'>
      {t('registration.import.template')}
    </Button>
  )
})

/** The rows of a refused sheet, from the envelope's `data.problems`. */
const refusedRows = (error: unknown): FieldProblem[] =>
  (isApiError(error) ? (error.data as { problems?: FieldProblem[] } | null)?.problems : undefined) ?? []

/**
 * Importing members from a sheet: the template to fill in, the file picked and handed to `read`, and the rows the
 * server refused, each with its row number.
 */
export function MemberSheetImport({ hint, read }: { hint: MessageKey; read: (file: string) => Promise<void> }) {
  const t = useT()
  const [refused, setRefused] = useState<FieldProblem[]>([])
  const [reading, setReading] = useState(false)

  const importSheet = async () => {
    const file = await pickSheet()
    if (!file) return
    setRefused([])
    setReading(true)
    try {
      await read(file)
    } catch (error) {
      setRefused(refusedRows(error))
      toast(failureText(error, t))
    } finally {
      setReading(false)
    }
  }

  return (
    <View className='reg-sheet' data-testid='group-sheet'>
      <Text className='reg-card__note'>{t(hint)}</Text>
      <Text className='reg-card__note'>{t('registration.import.templateHint')}</Text>
      <View className='reg-card__actions'>
        <Button size='small' loading={reading} onClick={() => void importSheet()} data-testid='group-import'>
          {t('registration.import.pick')}
        </Button>
        <MemberTemplateButton />
      </View>
      {refused.map((problem, index) => (
        <Text key={index} className='reg-card__reason' data-testid='group-import-refused'>
          {t('registration.import.row', { row: problem.row ?? 0 })} {t(`registration.problem.${problem.problem}`)}
        </Text>
      ))}
    </View>
  )
}
