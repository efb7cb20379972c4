import { Type, type Static } from '@sinclair/typebox'
import { Id, PageFields } from './common'

/** The lists of what a user kept: collected (favourites), liked and followed content. */
export const MINE_LISTS = ['collections', 'likes', 'follows'] as const
export type MineList = (typeof MINE_LISTS)[number]
export const MineListParams = Type.Object({ list: Type.Union(MINE_LISTS.map((list) => Type.Literal(list))) })

/** A content type code as common.dto's ContentType names them. */
export const ContentTypeCode = Type.Integer({ minimum: 1, maximum: 99 })

export const MineListQuery = Type.Object({ ...PageFields, contentType: Type.Optional(ContentTypeCode) })
export type MineListQuery = Static<typeof MineListQuery>

/** One kept item, resolved to what a list shows; `addedAt` is when it was kept (ms). */
export const MineItem = Type.Object({
  contentType: ContentTypeCode,
  contentId: Id,
  title: Type.String(),
  cover: Type.String(),
  addedAt: Type.Integer(),
})
export type MineItem = Static<typeof MineItem>

/** How many items of each content type a list holds, for its filter; types with none are left out. */
export const MineKind = Type.Object({ contentType: ContentTypeCode, count: Type.Integer({ minimum: 1 }) })
export type MineKind = Static<typeof MineKind>

/** Purchase enquiries the user sent, or received for the products of an enterprise they belong to. */
export const INQUIRY_BOXES = ['sent', 'received'] as const
export type InquiryBox = (typeof INQUIRY_BOXES)[number]

export const InquiryListQuery = Type.Object({
  ...PageFields,
  box: Type.Union(INQUIRY_BOXES.map((box) => Type.Literal(box))),
})
export type InquiryListQuery = Static<typeof InquiryListQuery>

/** One enquiry; `phone` is masked in the sent box (it is the sender's own) and whole in the received box. */
export const InquiryItem = Type.Object({
  id: Id,
  productId: Id,
  productName: Type.String(),
  productCover: Type.String(),
  enterpriseId: Id,
  enterpriseName: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** A unit code of the enquiry form (piece, set, box, kg, ton). */
  unit: Type.String(),
  requirements: Type.String(),
  phone: Type.String(),
  /** Who sent it (their nickname); shown in the received box. */
  sender: Type.String(),
  createdAt: Type.Integer(),
})
export type InquiryItem = Static<typeof InquiryItem>
