import type { SpeakerCard as Speaker, SpeakerQuery } from '@/contract/media'
import { media } from '@/contract/media.endpoints'
import { navigate } from '@/routes/navigate'
import type { ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { SpeakerCard } from './speaker-card'

/** A searchable speaker list (only the featured ones for the essence page); each opens the speaker homepage. */
export function speakerListDescriptor(
  route: 'essenceSpeaker' | 'vipSpeakers',
  featured: boolean,
): ContentListDescriptor<Speaker, SpeakerQuery> {
  return {
    route,
    searchPlaceholder: 'media.speaker.searchPlaceholder',
    countLabel: 'media.speaker.count',
    endpoint: media.speakerList,
    request: (query) => ({ ...query, featured: featured || undefined }),
    renderItem: (s) => (
      <SpeakerCard key={s.id} speaker={s} onOpen={() => void navigate('speakerHomepage', { id: s.id })} />
    ),
  }
}
