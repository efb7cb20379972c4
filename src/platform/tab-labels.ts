/** Sent once the tab labels are in the user's language; the H5 tab bar is shown only then (src/platform/h5-tabbar.ts). */
export const TAB_LABELS_SET = 'fair:tabLabelsSet'
