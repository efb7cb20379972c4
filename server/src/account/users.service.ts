import type { SessionUser } from './sessions'
import type { UserProfile } from '../../../src/contract/account'
import { maskPhone } from '../../../src/contract/mask'

export function toProfile(user: SessionUser): UserProfile {
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    phone: maskPhone(user.phone),
    email: user.email,
    realNameStatus: user.realNameStatus,
    company: user.company,
    position: user.position,
  }
}
