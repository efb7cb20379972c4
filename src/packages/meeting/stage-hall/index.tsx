import '@/i18n/meeting.pages'
import { programmePage } from '../shared/programme-list'

/** /stage-hall: the roadshows and launches on the exhibition halls' stages, one kind at a time; past editions linked. */
export default programmePage({
  route: 'stageHall',
  kinds: ['roadshow', 'launch'],
  days: 'all',
  related: { target: { route: 'stageHallAnual' }, label: 'meeting.programme.pastStages' },
})
