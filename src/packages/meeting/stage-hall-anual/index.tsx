import '@/i18n/meeting.pages'
import { programmePage } from '../shared/programme-list'

/** /stage-hall-anual: the stage programme (roadshows and launches) of a past edition, chosen by its tab. */
export default programmePage({
  route: 'stageHallAnual',
  kinds: ['roadshow', 'launch'],
  pastEditions: true,
  emptyText: 'meeting.programme.pastEmpty',
})
