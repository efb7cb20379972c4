// Every message of every domain, in both languages; a new domain's messages.ts and messages.en.ts add their lines.
import { zh as accountZh } from './account/messages'
import { en as accountEn } from './account/messages.en'
import { zh as cityZh } from './city/messages'
import { en as cityEn } from './city/messages.en'
import { zh as collectibleZh } from './collectible/messages'
import { en as collectibleEn } from './collectible/messages.en'
import { zh as contentZh } from './content/messages'
import { en as contentEn } from './content/messages.en'
import { zh as enterpriseZh } from './enterprise/messages'
import { en as enterpriseEn } from './enterprise/messages.en'
import { zh as fairZh } from './fair/messages'
import { en as fairEn } from './fair/messages.en'
import { zh as filesZh } from './files/messages'
import { en as filesEn } from './files/messages.en'
import { zh as mediaZh } from './media/messages'
import { en as mediaEn } from './media/messages.en'
import { zh as meetingZh } from './meeting/messages'
import { en as meetingEn } from './meeting/messages.en'
import { zh as networkZh } from './network/messages'
import { en as networkEn } from './network/messages.en'
import { zh as operatorZh } from './operator/messages'
import { en as operatorEn } from './operator/messages.en'
import { type Catalogue, type EnglishOf, zh as platformZh } from './platform/messages'
import { en as platformEn } from './platform/messages.en'
import { zh as pointsZh } from './points/messages'
import { en as pointsEn } from './points/messages.en'
import { zh as registrationZh } from './registration/messages'
import { en as registrationEn } from './registration/messages.en'
import { zh as shareZh } from './share/messages'
import { en as shareEn } from './share/messages.en'

// Typed as the catalogue: a domain that declares its messages there but is missing here fails the typecheck.
export const zh: Catalogue = {
  ...platformZh,
  ...accountZh,
  ...cityZh,
  ...collectibleZh,
  ...contentZh,
  ...enterpriseZh,
  ...fairZh,
  ...filesZh,
  ...mediaZh,
  ...meetingZh,
  ...networkZh,
  ...operatorZh,
  ...pointsZh,
  ...registrationZh,
  ...shareZh,
}

export const en: EnglishOf<Catalogue> = {
  ...platformEn,
  ...accountEn,
  ...cityEn,
  ...collectibleEn,
  ...contentEn,
  ...enterpriseEn,
  ...fairEn,
  ...filesEn,
  ...mediaEn,
  ...meetingEn,
  ...networkEn,
  ...operatorEn,
  ...pointsEn,
  ...registrationEn,
  ...shareEn,
}
