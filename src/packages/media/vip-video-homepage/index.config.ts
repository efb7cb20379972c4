export default definePageConfig({
  navigationBarTitleText: 'VIP路演',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
