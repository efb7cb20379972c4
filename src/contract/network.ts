export interface CustomerCare {
  id: number
  name: string
  phone: string
  email: string
  workTime: string
}

/** A project group chat as listed; joining is not offered here. */
export interface ProjectGroup {
  id: number
  name: string
  avatar: string
  /** Open groups take applications; private ones are by invitation. */
  isOpen: boolean
  memberCount: number
  memberLimit: number
  full: boolean
  projectId: number | null
  projectTitle: string
}
