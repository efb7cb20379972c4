/** Type code of business-card hits (userInfoSearch): no detail route among the seed's codes, so not shown. */
export const USER_HIT_TYPE = 0
