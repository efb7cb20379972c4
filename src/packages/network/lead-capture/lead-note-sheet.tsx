import { Button, Popup, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { failureText } from '@/components/toast'
import type { Lead } from '@/contract/network'
import { LEAD_NOTE_MAX, LEAD_RATING_MAX } from '@/contract/network.codes'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'

/** What the staff wrote for a lead, until it is saved. */
interface Draft {
  leadId: number
  note: string
  /** 0: no rating. */
  rating: number
}

/** Messages shown for a draft: next to its note, next to its rating, or above the button. */
type Problems = { leadId: number } & Partial<Record<'note' | 'rating' | 'form', string>>

/** The field of the sheet a refusal names in `data.field`, else none. */
function refusedField(error: unknown): 'note' | 'rating' | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined
  const field = (error.data as { field?: unknown }).field
  return field === 'note' || field === 'rating' ? field : undefined
}

interface Props {
  /** The lead whose note and rating are edited; null while the sheet is closed. */
  lead: Lead | null
  onClose: () => void
  /** The lead as the server now has it. */
  onSaved: (lead: Lead) => void
}

/**
 * The staff's note (at most LEAD_NOTE_MAX characters) and rating (1 to 5 stars, or none) of a lead, in a bottom sheet.
 * A refusal is shown next to the field it names, and what was typed stays (closing and reopening the same lead too)
 * until it is saved.
 */
export const LeadNoteSheet = observer(({ lead, onClose, onSaved }: Props) => {
  const t = useT()
  const { api } = useStores()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [problems, setProblems] = useState<Problems | null>(null)
  const [busy, setBusy] = useState(false)

  const shown: Draft | null = lead
    ? draft?.leadId === lead.id
      ? draft
      : { leadId: lead.id, note: lead.note, rating: lead.rating ?? 0 }
    : null
  const shownProblems = problems && problems.leadId === shown?.leadId ? problems : null
  const tooLong = (shown?.note.trim().length ?? 0) > LEAD_NOTE_MAX
  const noteProblem = tooLong ? t('network.leads.noteTooLong', { max: LEAD_NOTE_MAX }) : shownProblems?.note

  const change = (patch: Partial<Omit<Draft, 'leadId'>>) => {
    if (!shown) return
    setDraft({ ...shown, ...patch })
    // A refusal of a field goes once that field is edited.
    if (shownProblems)
      setProblems({
        ...shownProblems,
        ...('note' in patch && { note: '' }),
        ...('rating' in patch && { rating: '' }),
      })
  }

  const save = async () => {
    if (!shown || tooLong) return
    setBusy(true)
    setProblems(null)
    try {
      const saved = await api.network.noteLead({
        id: shown.leadId,
        note: shown.note.trim(),
        rating: shown.rating > 0 ? shown.rating : undefined,
      })
      setDraft(null)
      onSaved(saved)
    } catch (error) {
      setDraft(shown)
      setProblems({ leadId: shown.leadId, [refusedField(error) ?? 'form']: failureText(error, t) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible={!!lead} position='bottom' round closeable onClose={onClose} title={t('network.leads.edit')}>
      {lead && shown && (
        <View className='lead-note' data-testid='lead-note-sheet'>
          <Text className='lead-note__who' data-own-words>
            {lead.name}
          </Text>
          <View className='lead-note__field'>
            <View className='lead-note__label-row'>
              <Text className='lead-note__label'>{t('network.leads.noteLabel')}</Text>
              <Text
                className={`lead-note__count${tooLong ? ' lead-note__count--over' : ''}`}
                data-testid='lead-note-count'
              >
                {t('network.leads.noteLength', { length: shown.note.trim().length, max: LEAD_NOTE_MAX })}
              </Text>
            </View>
            <TextArea
              value={shown.note}
              maxLength={-1}
              autoSize
              placeholder={t('network.leads.notePlaceholder')}
              onChange={(note) => change({ note })}
              data-testid='lead-note'
            />
            {noteProblem && (
              <View className='lead-note__error' role='alert' data-testid='lead-note-error'>
                <Text>{noteProblem}</Text>
              </View>
            )}
          </View>
          <View className='lead-note__field'>
            <Text className='lead-note__label'>{t('network.leads.ratingLabel')}</Text>
            <View
              className='lead-note__rating'
              role='group'
              aria-label={t('network.leads.ratingLabel')}
              data-testid='lead-rating-field'
              data-rating={shown.rating}
            >
              {/* Named buttons drawn as text: NutUI's Rate would put its star picture in the main package. */}
              <View className='lead-note__stars'>
                {Array.from({ length: LEAD_RATING_MAX }, (_, index) => index + 1).map((stars) => (
                  <View
                    key={stars}
                    className={`lead-note__star${stars <= shown.rating ? ' lead-note__star--on' : ''}`}
                    role='button'
                    aria-pressed={stars === shown.rating}
                    aria-label={t('network.leads.stars', { count: stars })}
                    onClick={() => change({ rating: stars })}
                    data-testid='lead-star'
                  >
                    {stars <= shown.rating ? '★' : '☆'}
                  </View>
                ))}
              </View>
              <Button
                size='small'
                fill='none'
                disabled={shown.rating === 0}
                onClick={() => change({ rating: 0 })}
                data-testid='lead-rating-clear'
              >
                {t('network.leads.noRating')}
              </Button>
            </View>
            {shownProblems?.rating && (
              <View className='lead-note__error' role='alert' data-testid='lead-rating-error'>
                <Text>{shownProblems.rating}</Text>
              </View>
            )}
          </View>
          {shownProblems?.form && (
            <View className='lead-note__error' role='alert' data-testid='lead-note-problem'>
              <Text>{shownProblems.form}</Text>
            </View>
          )}
          <Button
            type='primary'
            block
            loading={busy}
            disabled={tooLong}
            onClick={() => void save()}
            data-testid='lead-note-save'
          >
            {t('network.leads.save')}
          </Button>
        </View>
      )}
    </Popup>
  )
})
