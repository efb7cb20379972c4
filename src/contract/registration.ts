/** Whether the user has registered for the fair, and the registration's review status. */
export interface SignUpInfo {
  registered: boolean
  status: number
}
