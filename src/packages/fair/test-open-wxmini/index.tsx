import '@/i18n/fair.pages'
import { Input } from '@tarojs/components'
import { useState } from 'react'
import { currentSurface } from '@/platform/environment'
import { useT } from '@/stores/context'
import { Card, Facts, Note, sectionsPage } from '@/templates/sections'
import { MINI_HOME, OpenMini } from '../shared/open-mini'

/** For support staff: launch the mini program at any page and see what was signed. */
export default sectionsPage({
  route: 'testOpenWxmini',
  testId: 'test-open-wxmini',
  Sections: function TestOpenWxmini() {
    const t = useT()
    const [draft, setDraft] = useState(MINI_HOME)
    const [path, setPath] = useState(MINI_HOME)
    return (
      <>
        <Card title={t('fair.mini.testTitle')}>
          <Facts facts={[[t('fair.env.surface'), currentSurface()]]} />
          <Note>{t('fair.mini.pathHint')}</Note>
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
      </>
    )
  },
})
