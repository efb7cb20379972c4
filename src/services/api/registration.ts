import type { SignUpInfo } from '@/contract/registration'
import { service, USER } from './service'
import type { HttpClient } from '../http/types'

/** Visitor, exhibitor, group and organisation registration. */
export function createRegistrationApi(http: HttpClient) {
  const user = service(http, USER)
  return {
    signUpInfo: () => user.get<SignUpInfo>('userSignUp/info', undefined, true),
  }
}
