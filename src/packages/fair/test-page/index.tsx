import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { toast } from '@/components/toast'
import { currentSurface } from '@/platform/environment'
import { resolveEnv } from '@/services/http/env'
import { useStores, useT } from '@/stores/context'
import { Actions, Card, Facts, sectionsPage } from '@/templates/sections'
import { version } from '../../../../package.json'
import { useFairInfo } from '../shared/fair-info'

/**
 * For support staff: which surface, language, build profile and API base this is, and whether the server answers
 * (shown as it goes, so the page reads nothing before it shows).
 */
export default sectionsPage({
  route: 'testPage',
  testId: 'test-page',
  Sections: function TestPage() {
    const t = useT()
    const { app, user } = useStores()
    const env = resolveEnv()
    const stage = useFairInfo()
    const facts: [string, string][] = [
      [t('fair.env.surface'), currentSurface()],
      [t('fair.env.target'), process.env.TARO_ENV ?? ''],
      [t('fair.env.language'), app.language],
      [t('fair.env.profile'), env.profile],
      [t('fair.env.api'), env.bases.api || t('fair.env.sameOrigin')],
      [t('fair.env.collectible'), env.bases.collectible],
      [t('fair.env.version'), `v${version}`],
      [t('fair.env.signedIn'), user.loggedIn ? t('fair.env.yes') : t('fair.env.no')],
      [
        t('fair.env.server'),
        stage.data
          ? t('fair.env.serverAnswers', { code: stage.data.code, stage: stage.data.data?.stage ?? '-' })
          : stage.status === 'error'
            ? t('fair.env.serverDown')
            : t('fair.env.checking'),
      ],
      [t('fair.env.agent'), typeof navigator === 'undefined' ? '' : navigator.userAgent],
    ]
    return (
      <Card title={t('fair.env.title')}>
        <Facts facts={facts} />
        <Actions>
          <Button
            size='small'
            type='primary'
            data-testid='env-copy'
            onClick={() =>
              void Taro.setClipboardData({ data: facts.map(([k, v]) => `${k}: ${v}`).join('\n') }).then(
                () => toast(t('fair.contact.copied')),
                () => toast(t('fair.contact.copyFailed')),
              )
            }
          >
            {t('fair.env.copy')}
          </Button>
        </Actions>
      </Card>
    )
  },
})
