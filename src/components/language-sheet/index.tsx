import { ActionSheet } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { LANGUAGES, translate, type Language } from '@/i18n'
import { useStores, useT } from '@/stores/context'

interface Props {
  visible: boolean
  onClose: () => void
}

/** The language choice: each language named in itself; choosing one switches the whole app. */
export const LanguageSheet = observer(({ visible, onClose }: Props) => {
  const t = useT()
  const { app } = useStores()
  return (
    <ActionSheet
      visible={visible}
      title={t('language.switchTitle')}
      cancelText={t('common.cancel')}
      options={LANGUAGES.map((language) => ({ name: translate(language, `language.${language}`), language }))}
      onSelect={(option) => {
        app.setLanguage((option as unknown as { language: Language }).language)
        onClose()
      }}
      onCancel={onClose}
    />
  )
})
