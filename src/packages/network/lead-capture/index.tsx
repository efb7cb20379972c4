import '@/i18n/network.pages'
import { Button, SearchBar } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { StatusView } from '@/components/status-view'
import { failureText, toast } from '@/components/toast'
import { failedState, readyState, type RequestState } from '@/components/use-endpoint'
import { addressOf } from '@/contract/endpoint'
import type { Lead } from '@/contract/network'
import { LEAD_RATING_MAX } from '@/contract/network.codes'
import { desk } from '@/contract/network.endpoints'
import { langHeader } from '@/i18n'
import { unreachable } from '@/platform/offline/action-queue'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages, type PagedList } from '@/templates/content-list/use-endpoint-pages'
import { Card } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { LeadNoteSheet } from './lead-note-sheet'
import { queueLead, sendLeadsWhenOnline, waitingLeads } from './offline-leads'
import { CodeEntry } from '../shared/code-entry'
import { ContactsView } from '../shared/contacts-view'
import { exhibitorPage } from '../shared/exhibitor-page'
import { notExhibitor } from '../shared/exhibitor-refusal'
import { networkListsChanged } from '../shared/lists-changed'
import { saveSheet } from '../shared/save-sheet'
import '../shared/people.scss'
import './index.scss'

/** A rating as stars, for the eye; screen readers read the count. */
const Stars = observer(({ rating }: { rating: number }) => {
  const t = useT()
  return (
    <Text className='lead__stars' aria-label={t('network.leads.stars', { count: rating })} data-testid='lead-rating'>
      {'★'.repeat(rating) + '☆'.repeat(Math.max(0, LEAD_RATING_MAX - rating))}
    </Text>
  )
})

const LeadRow = observer(({ lead, onEdit }: { lead: Lead; onEdit: (lead: Lead) => void }) => {
  const t = useT()
  return (
    <View className='lead' data-testid='lead-row'>
      <View className='lead__main' onClick={() => void navigate('homepage', { id: lead.userId })}>
        <Text className='lead__name'>{lead.name}</Text>
        <Text className='lead__meta'>{[lead.position, lead.organisation].filter(Boolean).join(' · ')}</Text>
        <Text className='lead__meta'>
          {t('network.leads.scanned', {
            time: formatDate(lead.lastScannedAt, 'MM-DD HH:mm'),
            count: lead.scans,
            source: t(`network.leads.source.${lead.source}`),
          })}
        </Text>
        {lead.note && (
          <Text className='lead__note' data-own-words data-testid='lead-note-text'>
            {lead.note}
          </Text>
        )}
      </View>
      {lead.contacts ? (
        <ContactsView contacts={lead.contacts} />
      ) : (
        <Text className='lead__hidden'>{t('network.leads.contactsHidden')}</Text>
      )}
      <View className='lead__actions'>
        {lead.rating ? <Stars rating={lead.rating} /> : <View />}
        <Button size='small' fill='outline' onClick={() => onEdit(lead)} data-testid='lead-edit'>
          {t('network.leads.edit')}
        </Button>
      </View>
    </View>
  )
})

/** The leads found, and a way to search them by a keyword. */
interface Leads {
  list: PagedList<Lead>
  search: (keyword: string) => void
}

/**
 * The leads of the keyword searched: shown at once with the list's own states (the list reloads itself when the page
 * is pulled down); the list's refusal of an account that is not an exhibitor's is the page's.
 */
function useLeads(): RequestState<Leads> {
  const [keyword, setKeyword] = useState('')
  const list = useEndpointPages(desk.leads, { keyword: keyword || undefined })
  if (list.status === 'error' && notExhibitor(list.error)) return failedState(list.error, list.reload)
  return readyState({ list, search: setKeyword })
}

/**
 * Lead capture at the booth: a visitor's badge or card code scanned (or typed) becomes a lead once per visitor, rescans
 * counted; each lead noted and rated by the staff; the leads searched and exported as a spreadsheet, contacts only for
 * visitors who exchanged cards.
 */
export default exhibitorPage({
  route: 'leadCapture',
  testId: 'leads',
  loginHint: 'network.leads.loginHint',
  useRead: useLeads,
  Sections: function LeadCapture({ data: { list, search } }) {
    const t = useT()
    const stores = useStores()
    const { api, app, user } = stores
    const { params } = useRouter()
    const [draft, setDraft] = useState('')
    const [busy, setBusy] = useState<'scan' | 'export' | null>(null)
    const [captured, setCaptured] = useState<Lead | null>(null)
    const [editing, setEditing] = useState<Lead | null>(null)

    useEffect(() => sendLeadsWhenOnline(stores), [stores])

    const capture = async (code: string) => {
      setBusy('scan')
      try {
        const lead = await api.network.scanLead(code)
        networkListsChanged(stores)
        setCaptured(lead)
        toast(t(lead.scans > 1 ? 'network.leads.rescanned' : 'network.leads.captured'), 'success')
        await list.reload()
      } catch (error) {
        if (!unreachable(error)) return toast(failureText(error, t))
        // At a busy hall without signal the scan is kept and sent once the network returns.
        queueLead(stores, code)
        toast(t('network.leads.queued'))
      } finally {
        setBusy(null)
      }
    }

    const code = params.code ? decodeURIComponent(params.code) : ''
    useEffect(() => {
      if (code) void capture(code)
      // Once, for the code the page was opened with.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [code])

    const exportLeads = async () => {
      setBusy('export')
      try {
        await saveSheet({
          url: assetUrl(addressOf(desk.leadsExport)),
          headers: { accesstoken: user.token, lang: langHeader(app.language) },
          filename: 'leads.xlsx',
        })
      } catch (error) {
        toast(failureText(error, t, 'network.leads.exportFailed'))
      } finally {
        setBusy(null)
      }
    }

    const noted = async (lead: Lead) => {
      setEditing(null)
      setCaptured((last) => (last?.id === lead.id ? lead : last))
      toast(t('network.leads.saved'), 'success')
      await list.reload()
    }

    return (
      <>
        <CodeEntry onCode={(next) => void capture(next)} busy={busy === 'scan'} scanLabel='network.leads.scan' />
        {waitingLeads.get() > 0 && (
          <Text className='leads__waiting' data-testid='leads-waiting'>
            {t('network.leads.waiting', { count: waitingLeads.get() })}
          </Text>
        )}
        {captured && (
          <Card title={t('network.leads.last')} testId='lead-captured'>
            <LeadRow lead={captured} onEdit={setEditing} />
          </Card>
        )}
        <View className='leads__bar'>
          <SearchBar
            shape='round'
            value={draft}
            placeholder={t('network.leads.searchPlaceholder')}
            onChange={setDraft}
            onSearch={(value) => search(value.trim())}
            onClear={() => search('')}
          />
          <Button
            size='small'
            type='primary'
            fill='outline'
            loading={busy === 'export'}
            onClick={() => void exportLeads()}
            data-testid='leads-export'
          >
            {t('network.leads.export')}
          </Button>
        </View>
        {list.status === 'ready' ? (
          <>
            <Text className='leads__count'>{t('network.leads.count', { count: list.total })}</Text>
            {list.items.map((lead) => (
              <LeadRow key={lead.id} lead={lead} onEdit={setEditing} />
            ))}
            <ListFooter list={list} />
          </>
        ) : (
          <StatusView
            status={list.status}
            message={list.status === 'empty' ? 'network.leads.empty' : undefined}
            onRetry={() => void list.reload()}
          />
        )}
        <LeadNoteSheet lead={editing} onClose={() => setEditing(null)} onSaved={(lead) => void noted(lead)} />
      </>
    )
  },
})
