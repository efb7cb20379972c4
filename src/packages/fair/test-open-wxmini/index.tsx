import '@/i18n/fair.pages'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '@/features/layout/page-shell'
import { currentSurface } from '@/platform/environment'
import { useT } from '@/stores/context'
import { Card, Facts } from '@/templates/sections'
import { MINI_HOME, OpenMini } from '../shared/open-mini'

/** For support staff: launch the mini program at any page and see what was signed. */
const TestOpenWxmini = observer(() => {
  const t = useT()
  const [draft, setDraft] = useState(MINI_HOME)
  const [path, setPath] = useState(MINI_HOME)
  return (
    <PageShell route='testOpenWxmini'>
      <View className='fair-page' data-testid='test-open-wxmini'>
        <Card title={t('fair.mini.testTitle')}>
          <Facts facts={[[t('fair.env.surface'), currentSurface()]]} />
          <Text className='sections-card__meta'>{t('fair.mini.pathHint')}</Text>
          <Input
            className='fair-input'
            value={draft}
            aria-label={t('fair.mini.path')}
            data-testid='mini-path'
            onInput={(event) => setDraft(event.detail.value)}
            onConfirm={() => setPath(draft.trim() || MINI_HOME)}
            onBlur={() => setPath(draft.trim() || MINI_HOME)}
          />
        </Card>
        <OpenMini path={path} details />
      </View>
    </PageShell>
  )
})

export default TestOpenWxmini
