import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import { failureText } from '@/components/toast'
import type { ScanResult } from '@/contract/network'
import { signedInPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { ExchangeActions } from '../homepage/exchange-actions'
import { CodeEntry } from '../shared/code-entry'
import { networkListsChanged } from '../shared/lists-changed'
import { NeedChips } from '../shared/needs'
import { PersonRow } from '../shared/person-row'
import '../shared/people.scss'

/** What a scanned code gave: the person and where the exchange stands, or why the code was refused. */
type Outcome = { kind: 'found'; result: ScanResult } | { kind: 'refused'; message: string }

const ScanResultFriend = observer(() => {
  const t = useT()
  const stores = useStores()
  const { api } = stores
  const { params } = useRouter()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const submit = useCallback(
    async (code: string) => {
      setBusy(true)
      try {
        setOutcome({ kind: 'found', result: await api.network.scanToExchange(code) })
        networkListsChanged(stores)
      } catch (error) {
        setOutcome({ kind: 'refused', message: failureText(error, t) })
      } finally {
        setBusy(false)
      }
    },
    [api, stores, t],
  )

  const code = params.code ? decodeURIComponent(params.code) : ''
  useEffect(() => {
    if (code) void submit(code)
    // Once for the code the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code])

  return (
    <View className='scan-result' data-testid='scan-result'>
      {outcome?.kind === 'found' && (
        <>
          <Text className='people-notice' data-testid='scan-found'>
            {t(`network.scan.state.${outcome.result.exchange.state}`)}
          </Text>
          <PersonRow
            person={outcome.result.person}
            note={outcome.result.person.intro}
            actions={
              <ExchangeActions
                userId={outcome.result.person.userId}
                exchange={outcome.result.exchange}
                source='scan'
                onChange={() => navigate('homepage', { id: outcome.result.person.userId })}
              />
            }
          >
            <NeedChips label='offers' needs={outcome.result.person.offers} />
            <NeedChips label='seeks' needs={outcome.result.person.seeks} />
          </PersonRow>
          <View className='people-actions'>
            <Button
              fill='outline'
              onClick={() => void navigate('homepage', { id: outcome.result.person.userId })}
              data-testid='scan-open-page'
            >
              {t('network.scan.openPage')}
            </Button>
          </View>
        </>
      )}
      {outcome?.kind === 'refused' && (
        <Text className='people-notice' data-testid='scan-refused'>
          {outcome.message}
        </Text>
      )}
      {!busy && !outcome && <Text className='people-card people-text'>{t('network.scan.intro')}</Text>}
      <CodeEntry onCode={(next) => void submit(next)} busy={busy} scanLabel='network.scan.scan' />
    </View>
  )
})

/**
 * /scan-result-friend: a scanned card code or badge names a person and asks them to exchange cards (the scan itself is
 * the request when nothing stood between them); `?code=` carries the code on H5.
 */
export default signedInPage('scanResultFriend', 'network.scan.loginHint', ScanResultFriend)
